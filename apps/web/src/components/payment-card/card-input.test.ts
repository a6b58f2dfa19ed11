import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@playeats/contracts/payments';
import { checkCardFields, formatCardNumber, luhnValid, parseExpiry } from './card-input.ts';

const NOW = new Date('2026-11-21T12:00:00Z');

describe('card fields', () => {
  it('every Stripe test card passes the checksum; a typo does not', () => {
    for (const number of Object.values(TEST_CARDS)) expect(luhnValid(number)).toBe(true);
    expect(luhnValid('4242 4242 4242 4241')).toBe(false);
    expect(luhnValid('4242')).toBe(false);
  });

  it('groups the number by four as it is typed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0025')).toBe('4000 0025');
  });

  it('reads MM/YY and MM/YYYY', () => {
    expect(parseExpiry('12/34')).toEqual({ expMonth: 12, expYear: 2034 });
    expect(parseExpiry('3 / 2031')).toEqual({ expMonth: 3, expYear: 2031 });
    expect(parseExpiry('1230')).toEqual({ expMonth: 12, expYear: 2030 });
    expect(parseExpiry('13/30')).toBeNull();
    expect(parseExpiry('soon')).toBeNull();
  });

  it('refuses a past expiry, keeps the current month', () => {
    expect(checkCardFields({ number: TEST_CARDS.visa, expiry: '10/26', cvc: '123' }, NOW).problems).toEqual({
      expiry: 'expired',
    });
    expect(checkCardFields({ number: TEST_CARDS.visa, expiry: '11/26', cvc: '123' }, NOW).card).toEqual({
      number: TEST_CARDS.visa,
      expMonth: 11,
      expYear: 2026,
      cvc: '123',
    });
  });

  it('names every field in error', () => {
    expect(checkCardFields({ number: '1234', expiry: 'x', cvc: '1' }, NOW)).toEqual({
      problems: { number: 'number', expiry: 'expiry', cvc: 'cvc' },
      card: null,
    });
  });
});
