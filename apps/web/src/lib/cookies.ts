/** A year: how long the app's cookies for the server (issue 17) last, as i18next's cookie cache. */
const YEAR_S = 365 * 24 * 60 * 60;

/**
 * Writes one of the app's cookies for the server (the language, the kept-state mark): the
 * whole site, same-site requests only; for a year, for the browser's session, or gone.
 */
export function writeCookie(doc: Document, name: string, value: string, lasts: 'year' | 'session' | 'gone'): void {
  const age = lasts === 'year' ? `; max-age=${YEAR_S}` : lasts === 'gone' ? '; max-age=0' : '';
  doc.cookie = `${name}=${value}; path=/${age}; samesite=lax`;
}
