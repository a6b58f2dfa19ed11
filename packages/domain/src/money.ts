export type MoneyLocale = 'en' | 'fr';

const INTL_LOCALES: Record<MoneyLocale, string> = { en: 'en-US', fr: 'fr-CA' };

/**
 * Throws unless `value` is a whole number of cents. Safe-integer range only:
 * past 2^53 a float can no longer tell neighbouring cents apart.
 */
export function assertCents(value: unknown): asserts value is number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new TypeError(`Expected an integer amount of cents, got ${String(value)}`);
  }
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: MoneyLocale, currency: string): Intl.NumberFormat {
  // The type alone does not stop an unchecked caller; without this Intl would
  // quietly fall back to the runtime's default locale.
  if (!Object.hasOwn(INTL_LOCALES, locale)) {
    throw new RangeError(`Unsupported locale: ${String(locale)}`);
  }
  const key = `${locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'currency', currency });
    // Amounts are hundredths; a currency with another minor unit (JPY has
    // none, BHD has three) would be shown off by a power of ten.
    if (formatter.resolvedOptions().maximumFractionDigits !== 2) {
      throw new RangeError(`Currency ${currency} does not use cents`);
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Formats integer cents as currency for the user's language (en-US / fr-CA). */
export function formatCents(cents: number, locale: MoneyLocale, currency = 'USD'): string {
  assertCents(cents);
  // `+ 0` turns -0 into 0 so a zero total is never shown as "-$0.00".
  return formatterFor(locale, currency).format(cents / 100 + 0);
}
