/**
 * Intl formatters, made once per locale and options and then reused. Building one costs
 * far more than using it (ICU's data: 0.1–2 ms each in Chromium on a fast machine, several
 * times that on a phone), and a page of restaurants formats dozens of values: its cards
 * built one formatter per hour, distance and rating at each render (decision 0037).
 * `locale` undefined is the browser's own.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<T>(cache: Map<string, T>, locale: string | undefined, options: object, make: () => T): T {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}
