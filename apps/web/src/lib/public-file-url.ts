/**
 * The address of a file of public/ (illustrations, the logo). BASE_URL is '/' on the web
 * and './' in the Capacitor and Overwolf builds, whose index.html is loaded once, at the
 * root of its own origin: './' is relative to that page, not to the current route, which
 * the router changes (on /nearby/… a './illustrations/…' picture would be looked for under
 * /nearby/). So a relative base is resolved against the address the document was loaded
 * at (its navigation entry), which the router does not change.
 */
export function publicFileUrl(file: string): string {
  const base = import.meta.env.BASE_URL;
  if (!base.startsWith('.')) return `${base}${file}`;
  const loadedAt = performance.getEntriesByType('navigation')[0]?.name ?? document.baseURI;
  return new URL(`${base}${file}`, loadedAt).href;
}
