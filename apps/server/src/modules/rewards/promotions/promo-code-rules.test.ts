import { describe, expect, it } from 'vitest';
import { promoCodeLimitsRefusal } from './promo-code-rules.ts';

const params = (limits: Parameters<typeof promoCodeLimitsRefusal>[0]) =>
  (promoCodeLimitsRefusal(limits)?.extensions.invalidParams as { name: string }[] | undefined)?.map((p) => p.name);

describe('promo code limits', () => {
  it('hold with no overall limit, or one at least the uses so far and the per-user limit', () => {
    expect(promoCodeLimitsRefusal({ totalLimit: null, perUserLimit: 5, redeemedCount: 1000 })).toBeNull();
    expect(promoCodeLimitsRefusal({ totalLimit: 10, perUserLimit: 10, redeemedCount: 10 })).toBeNull();
  });

  it('name each limit that cannot hold', () => {
    expect(params({ totalLimit: 9, perUserLimit: 1, redeemedCount: 10 })).toEqual(['body.totalLimit']);
    expect(params({ totalLimit: 2, perUserLimit: 3, redeemedCount: 0 })).toEqual(['body.perUserLimit']);
    expect(params({ totalLimit: 2, perUserLimit: 3, redeemedCount: 5 })).toEqual([
      'body.totalLimit',
      'body.perUserLimit',
    ]);
    expect(promoCodeLimitsRefusal({ totalLimit: 2, perUserLimit: 1, redeemedCount: 5 })?.detail).toBe(
      'totalLimit must be at least the 5 uses so far.',
    );
  });
});
