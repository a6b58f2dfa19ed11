import { describe, expect, it } from 'vitest';
import type { PromoCodeRow } from './promotions.repository.ts';
import { redeemRefusal } from './redeem-rules.ts';

const code: PromoCodeRow = {
  id: 'c1',
  code: 'WELCOME5',
  currency: 'PROMO_CENTS',
  amount: 500,
  startsAt: new Date('2026-11-01T00:00:00Z'),
  endsAt: new Date('2026-12-01T00:00:00Z'),
  totalLimit: 100,
  perUserLimit: 1,
  redeemedCount: 10,
  createdByUserId: null,
  createdAt: new Date('2026-10-01T00:00:00Z'),
};
const now = new Date('2026-11-23T12:00:00Z');
const problem = (context: Parameters<typeof redeemRefusal>[0]) => redeemRefusal(context)?.problemName ?? null;

describe('the rules of a promo code', () => {
  it('let a valid code be used', () => {
    expect(problem({ code, usedByUser: 0, now })).toBeNull();
  });

  it('refuse it before it starts and from its end', () => {
    expect(problem({ code, usedByUser: 0, now: new Date('2026-10-31T23:59:59Z') })).toBe(
      'PromoCodeNotYetValidException',
    );
    expect(problem({ code, usedByUser: 0, now: code.endsAt })).toBe('PromoCodeExpiredException');
  });

  it('refuse it to a user who used it as often as allowed, and say how often', () => {
    expect(problem({ code, usedByUser: 1, now })).toBe('PromoCodeAlreadyUsedException');
    const thrice = { ...code, perUserLimit: 3 };
    expect(problem({ code: thrice, usedByUser: 2, now })).toBeNull();
    expect(redeemRefusal({ code: thrice, usedByUser: 3, now })?.message).toBe(
      'You have already used this promo code 3 times, the most allowed.',
    );
  });

  it('refuse it once used up, and never without a total limit', () => {
    expect(problem({ code: { ...code, redeemedCount: 100 }, usedByUser: 0, now })).toBe('PromoCodeExhaustedException');
    expect(problem({ code: { ...code, totalLimit: null, redeemedCount: 10_000 }, usedByUser: 0, now })).toBeNull();
  });

  it('answer the first refusal: an expired code is expired, whoever used it', () => {
    expect(problem({ code: { ...code, redeemedCount: 100 }, usedByUser: 1, now: code.endsAt })).toBe(
      'PromoCodeExpiredException',
    );
  });
});
