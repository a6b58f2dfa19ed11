import { describe, it, expect } from 'vitest';
import { assertCents, formatCents } from './money.ts';
import type { MoneyLocale } from './money.ts';

// fr-CA separates groups and the currency sign with no-break spaces whose
// exact code points depend on the ICU version; compare with plain spaces.
const plain = (s: string): string => s.replace(/[\u00a0\u202f]/g, ' ');

describe('assertCents', () => {
  it.each([0, 1, -1, 500, Number.MAX_SAFE_INTEGER])('accepts %j', (n) => {
    expect(() => assertCents(n)).not.toThrow();
  });

  it.each([0.5, 12.34, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, '500', null, undefined])('rejects %j', (n) => {
    expect(() => assertCents(n)).toThrow(TypeError);
  });
});

describe('formatCents', () => {
  it('formats US English dollars', () => {
    expect(formatCents(1234, 'en')).toBe('$12.34');
    expect(formatCents(5, 'en')).toBe('$0.05');
    expect(formatCents(0, 'en')).toBe('$0.00');
    expect(formatCents(123456789, 'en')).toBe('$1,234,567.89');
    expect(formatCents(-500, 'en')).toBe('-$5.00');
  });

  it('formats Canadian French', () => {
    expect(plain(formatCents(123456789, 'fr', 'CAD'))).toBe('1 234 567,89 $');
    expect(plain(formatCents(1234, 'fr', 'USD'))).toBe('12,34 $ US');
  });

  it('defaults to USD', () => {
    expect(formatCents(1234, 'en')).toBe(formatCents(1234, 'en', 'USD'));
    expect(formatCents(1234, 'en', 'CAD')).toBe('CA$12.34');
  });

  it('never shows negative zero', () => {
    expect(formatCents(-0, 'en')).toBe('$0.00');
  });

  it('does not lose a cent to float division', () => {
    expect(formatCents(1005, 'en')).toBe('$10.05');
    expect(formatCents(29, 'en')).toBe('$0.29');
    expect(formatCents(999999999999, 'en')).toBe('$9,999,999,999.99');
  });

  it('throws on non-integer cents', () => {
    expect(() => formatCents(12.5, 'en')).toThrow(TypeError);
    expect(() => formatCents(Number.NaN, 'fr')).toThrow(TypeError);
  });

  it('throws for a currency without cents', () => {
    expect(() => formatCents(500, 'en', 'JPY')).toThrow(RangeError);
    expect(() => formatCents(500, 'en', 'BHD')).toThrow(RangeError);
  });

  it('throws for an unsupported locale from unchecked input', () => {
    expect(() => formatCents(500, 'de' as MoneyLocale)).toThrow(RangeError);
    expect(() => formatCents(500, 'toString' as MoneyLocale)).toThrow(RangeError);
  });

  it('throws for an invalid currency code', () => {
    expect(() => formatCents(500, 'en', 'DOLLARS')).toThrow(RangeError);
  });
});
