import { describe, expect, it } from 'vitest';
import {
  CANADA_SALES_TAX,
  CARD_MINIMUM_CENTS,
  CENTS_PER_BUCK,
  currencyOf,
  divideHalfUp,
  estimatedDeliveryMinutes,
  priceOrder,
  salesTaxFor,
  serviceFeeOf,
  taxRateBps,
  taxRatePpm,
  US_SALES_TAX,
  type PriceOrderInput,
  type TaxRate,
} from './pricing.ts';

const fee = { bps: 500, minCents: 99, maxCents: 499 };
const noTax = { components: [] };
const tax = (country: string, region: string): TaxRate => salesTaxFor(country, region)!;

const base: PriceOrderInput = {
  lines: [{ unitPriceCents: 1000, quantity: 2 }],
  deliveryFeeCents: 299,
  serviceFee: fee,
  taxRate: noTax,
  tipCents: 0,
  balances: { bucks: 0, promoCents: 0 },
  requested: { bucks: 0, promoCents: 0 },
};

describe('bucks and currencies', () => {
  it('makes a buck worth a cent: an hour of play (50 bucks) is $0.50', () => {
    expect(CENTS_PER_BUCK).toBe(1);
    expect(50 * CENTS_PER_BUCK).toBe(50);
  });

  it('prices United States restaurants in USD and Canadian ones in CAD', () => {
    expect(currencyOf('UNITED_STATES')).toBe('USD');
    expect(currencyOf('CANADA')).toBe('CAD');
    expect(() => currencyOf('MEXICO')).toThrow(RangeError);
  });
});

describe('sales tax by delivery region', () => {
  const STATES =
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
      ' ',
    );
  const PROVINCES = 'AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(' ');

  it('knows every state and DC, and every province and territory, once', () => {
    expect(STATES).toHaveLength(51);
    expect(US_SALES_TAX.map((t) => t.region).sort()).toEqual([...STATES].sort());
    expect(CANADA_SALES_TAX.map((t) => t.region).sort()).toEqual([...PROVINCES].sort());
    for (const r of STATES) expect(salesTaxFor('UNITED_STATES', r)?.region).toBe(r);
    for (const r of PROVINCES) expect(salesTaxFor('CANADA', r)?.region).toBe(r);
  });

  it('matches regions whatever their case and spacing, and only in their own country', () => {
    expect(salesTaxFor('UNITED_STATES', ' ny ')?.region).toBe('NY');
    expect(salesTaxFor('CANADA', 'NY')).toBeUndefined();
    expect(salesTaxFor('UNITED_STATES', 'QC')).toBeUndefined();
    expect(salesTaxFor('UNITED_STATES', 'PR')).toBeUndefined();
  });

  it.each([
    ['UNITED_STATES', 'NY', 40_000, 400, 'Sales tax'],
    ['UNITED_STATES', 'CA', 72_500, 725, 'Sales tax'],
    ['UNITED_STATES', 'TX', 62_500, 625, 'Sales tax'],
    ['UNITED_STATES', 'MO', 42_250, 423, 'Sales tax'],
    ['UNITED_STATES', 'DC', 100_000, 1000, 'Sales tax'],
    ['UNITED_STATES', 'NH', 85_000, 850, 'Meals tax'],
    ['UNITED_STATES', 'RI', 80_000, 800, 'Sales tax + meals tax'],
    ['UNITED_STATES', 'OR', 0, 0, 'Sales tax'],
    ['CANADA', 'ON', 130_000, 1300, 'HST'],
    ['CANADA', 'NS', 140_000, 1400, 'HST'],
    ['CANADA', 'NB', 150_000, 1500, 'HST'],
    ['CANADA', 'QC', 149_750, 1498, 'GST + QST'],
    ['CANADA', 'BC', 50_000, 500, 'GST'],
    ['CANADA', 'MB', 120_000, 1200, 'GST + RST'],
    ['CANADA', 'SK', 110_000, 1100, 'GST + PST'],
    ['CANADA', 'YT', 50_000, 500, 'GST'],
  ])('%s %s: %i ppm, %i bps, "%s"', (country, region, ppm, bps, label) => {
    const rate = tax(country, region);
    expect(taxRatePpm(rate)).toBe(ppm);
    expect(taxRateBps(rate)).toBe(bps);
    expect(rate.label.en).toBe(label);
  });

  it('has no sales tax on food in Oregon, Montana, Delaware and Alaska', () => {
    for (const r of ['OR', 'MT', 'DE', 'AK']) expect(tax('UNITED_STATES', r).components).toEqual([]);
  });

  it('names Quebec’s taxes in French too', () => {
    expect(tax('CANADA', 'QC').label).toEqual({ en: 'GST + QST', fr: 'TPS + TVQ' });
    expect(tax('CANADA', 'ON').label.fr).toBe('TVH');
  });

  it('keeps every rate a whole number of ppm below 20%', () => {
    for (const t of [...US_SALES_TAX, ...CANADA_SALES_TAX]) {
      for (const c of t.components) {
        expect(Number.isSafeInteger(c.ppm)).toBe(true);
        expect(c.ppm).toBeGreaterThan(0);
      }
      expect(taxRatePpm(t)).toBeLessThan(200_000);
    }
  });

  it('rounds each component half-up on its own (Quebec)', () => {
    // taxable 1010: GST 50.5 → 51, QST 100.74… → 101; one rounding of 14.975% would give 151.
    const price = priceOrder({
      ...base,
      lines: [{ unitPriceCents: 912, quantity: 1 }],
      deliveryFeeCents: 0,
      serviceFee: { bps: 0, minCents: 98, maxCents: 98 },
      taxRate: tax('CANADA', 'QC'),
    });
    expect(price.taxes.map((t) => [t.code, t.cents])).toEqual([
      ['GST', 51],
      ['QST', 101],
    ]);
    expect(price.taxCents).toBe(152);
  });
});

describe('divideHalfUp', () => {
  it.each([
    [0, 7, 0],
    [5, 10, 1],
    [4, 10, 0],
    [15, 10, 2],
    [149_750, 100, 1498],
    [149_749, 100, 1497],
    [999_999, 1_000_000, 1],
    [499_999, 1_000_000, 0],
    [500_000, 1_000_000, 1],
  ])('%i / %i → %i', (n, d, q) => expect(divideHalfUp(n, d)).toBe(q));

  it('refuses what is not a non-negative integer', () => {
    expect(() => divideHalfUp(-1, 2)).toThrow(RangeError);
    expect(() => divideHalfUp(1.5, 2)).toThrow(RangeError);
    expect(() => divideHalfUp(1, 0)).toThrow(RangeError);
  });
});

describe('service fee', () => {
  it.each([
    [0, 99], // floor
    [1980, 99], // 99.0
    [2000, 100],
    [2010, 101], // 100.5 → 101
    [5000, 250],
    [9980, 499], // 499
    [20_000, 499], // cap
  ])('on a subtotal of %i cents is %i cents', (subtotal, expected) => {
    expect(serviceFeeOf(subtotal, fee)).toBe(expected);
  });

  it('lets the cap win when the floor is set above it', () => {
    expect(serviceFeeOf(100, { bps: 500, minCents: 600, maxCents: 400 })).toBe(400);
  });
});

describe('priceOrder', () => {
  it('adds fees and tax on food and fees, never on the tip (New York)', () => {
    const price = priceOrder({
      ...base,
      lines: [
        { unitPriceCents: 1899, quantity: 2 },
        { unitPriceCents: 599, quantity: 1 },
      ],
      taxRate: tax('UNITED_STATES', 'NY'),
      tipCents: 500,
    });
    // subtotal 4397, service 219.85 → 220, taxable 4397 + 299 + 220 = 4916, tax 196.64 → 197
    expect(price).toMatchObject({
      subtotalCents: 4397,
      deliveryFeeCents: 299,
      serviceFeeCents: 220,
      taxCents: 197,
      tipCents: 500,
      totalBeforeDiscountsCents: 4397 + 299 + 220 + 197 + 500,
      promoDiscountCents: 0,
      bucksSpent: 0,
      totalCents: 5613,
      savedCents: 0,
      cardRequired: true,
    });
  });

  it('spends promo dollars first, then bucks, each within request, balance and what is left', () => {
    const total = 2000 + 299 + 100; // no tax
    const a = priceOrder({
      ...base,
      balances: { bucks: 1000, promoCents: 500 },
      requested: { bucks: 300, promoCents: 10_000 },
    });
    expect(a).toMatchObject({ promoDiscountCents: 500, bucksSpent: 300, bucksDiscountCents: 300 });
    expect(a.totalCents).toBe(total - 800);
    expect(a.savedCents).toBe(800);

    const b = priceOrder({
      ...base,
      balances: { bucks: 100_000, promoCents: 1000 },
      requested: { bucks: 100_000, promoCents: 1000 },
    });
    expect(b).toMatchObject({ promoDiscountCents: 1000, bucksSpent: total - 1000, totalCents: 0 });
    expect(b.cardRequired).toBe(false);
  });

  it('pays the tip with discounts too', () => {
    const price = priceOrder({
      ...base,
      tipCents: 300,
      balances: { bucks: 5000, promoCents: 0 },
      requested: { bucks: 5000, promoCents: 0 },
    });
    expect(price.bucksSpent).toBe(2000 + 299 + 100 + 300);
    expect(price.totalCents).toBe(0);
  });

  describe('the 50-cent card minimum', () => {
    const total = 2399;

    it('spends a little more than asked, rather than charging the card under 50 cents', () => {
      const price = priceOrder({
        ...base,
        balances: { bucks: 5000, promoCents: 0 },
        requested: { bucks: total - 20, promoCents: 0 },
      });
      expect(price).toMatchObject({ bucksSpent: total, totalCents: 0, cardRequired: false });
    });

    it('tops up with promo dollars first when both were asked for', () => {
      const price = priceOrder({
        ...base,
        balances: { bucks: 5000, promoCents: 2000 },
        requested: { bucks: 380, promoCents: 2000 - 1 },
      });
      // promo 1999, bucks 380 → 20 left; 1 more promo cent, then 19 bucks
      expect(price).toMatchObject({ promoDiscountCents: 2000, bucksSpent: 399, totalCents: 0 });
    });

    it('never tops up from a balance the user chose not to spend', () => {
      const price = priceOrder({
        ...base,
        balances: { bucks: 5000, promoCents: 5000 },
        requested: { bucks: 0, promoCents: total - 20 },
      });
      // promo balance covers it: promo was asked for
      expect(price).toMatchObject({ promoDiscountCents: total, bucksSpent: 0, totalCents: 0 });

      const bucksOnly = priceOrder({
        ...base,
        balances: { bucks: 5000, promoCents: 5000 },
        requested: { bucks: total - 20, promoCents: 0 },
      });
      expect(bucksOnly).toMatchObject({ promoDiscountCents: 0, bucksSpent: total, totalCents: 0 });

      // The promo balance is short and bucks were not asked for: the card pays 50 cents.
      const short = priceOrder({
        ...base,
        balances: { bucks: 5000, promoCents: total - 20 },
        requested: { bucks: 0, promoCents: total },
      });
      expect(short).toMatchObject({ promoDiscountCents: total - 50, bucksSpent: 0, totalCents: 50 });
    });

    it('otherwise gives back bucks so the card pays exactly 50 cents', () => {
      const price = priceOrder({
        ...base,
        balances: { bucks: total - 20, promoCents: 0 },
        requested: { bucks: 100_000, promoCents: 0 },
      });
      expect(price).toMatchObject({ bucksSpent: total - 50, totalCents: CARD_MINIMUM_CENTS, cardRequired: true });
    });

    it('gives back promo dollars when the bucks are not enough', () => {
      const price = priceOrder({
        ...base,
        balances: { bucks: 10, promoCents: total - 30 },
        requested: { bucks: 10, promoCents: total },
      });
      // card would pay 20: give back the 10 bucks, then 20 promo cents
      expect(price).toMatchObject({ bucksSpent: 0, promoDiscountCents: total - 50, totalCents: 50 });
    });

    it('leaves a 1-49 cent card charge alone only when nothing is discounted', () => {
      const tiny = priceOrder({
        ...base,
        lines: [{ unitPriceCents: 30, quantity: 1 }],
        deliveryFeeCents: 0,
        serviceFee: { bps: 0, minCents: 0, maxCents: 0 },
        balances: { bucks: 10, promoCents: 5 },
        requested: { bucks: 10, promoCents: 5 },
      });
      expect(tiny).toMatchObject({ totalCents: 30, savedCents: 0 });
    });
  });

  it('refuses negative or fractional amounts', () => {
    expect(() => priceOrder({ ...base, tipCents: -1 })).toThrow(RangeError);
    expect(() => priceOrder({ ...base, lines: [{ unitPriceCents: 9.5, quantity: 1 }] })).toThrow(RangeError);
    expect(() => priceOrder({ ...base, requested: { bucks: -5, promoCents: 0 } })).toThrow(RangeError);
    expect(() => priceOrder({ ...base, balances: { bucks: 0, promoCents: Number.NaN } })).toThrow(RangeError);
  });

  describe('random carts (property-style, seeded)', () => {
    // mulberry32: small, fast, reproducible.
    function rng(seed: number) {
      let a = seed >>> 0;
      return () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
    }
    const rates = [...US_SALES_TAX, ...CANADA_SALES_TAX];

    it('always balances to the cent, within every cap, with a chargeable card amount', () => {
      const random = rng(20261121);
      const int = (max: number) => Math.floor(random() * (max + 1));
      // Small amounts often, so the 50-cent rule and the caps are hit often.
      const amount = (max: number) => (random() < 0.3 ? int(60) : int(max));
      for (let run = 0; run < 3000; run++) {
        const lines = Array.from({ length: 1 + int(5) }, () => ({
          unitPriceCents: amount(5000),
          quantity: 1 + int(98),
        }));
        const input: PriceOrderInput = {
          lines,
          deliveryFeeCents: amount(999),
          serviceFee: { bps: int(2000), minCents: int(200), maxCents: 200 + int(800) },
          taxRate: rates[int(rates.length - 1)]!,
          tipCents: amount(3000),
          balances: { bucks: amount(20_000), promoCents: amount(5000) },
          requested: { bucks: amount(30_000), promoCents: amount(6000) },
        };
        const p = priceOrder(input);
        try {
          const subtotal = lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);
          expect(p.subtotalCents).toBe(subtotal);
          expect(p.serviceFeeCents).toBeLessThanOrEqual(input.serviceFee.maxCents);
          expect(p.taxCents).toBe(p.taxes.reduce((s, t) => s + t.cents, 0));
          // Exactly: what the card pays plus what the discounts paid is the whole order.
          expect(p.totalCents + p.savedCents).toBe(
            p.subtotalCents + p.deliveryFeeCents + p.serviceFeeCents + p.taxCents + p.tipCents,
          );
          expect(p.totalBeforeDiscountsCents).toBe(p.totalCents + p.savedCents);
          expect(p.savedCents).toBe(p.promoDiscountCents + p.bucksDiscountCents);
          expect(p.bucksDiscountCents).toBe(p.bucksSpent * CENTS_PER_BUCK);
          for (const v of Object.values(p)) if (typeof v === 'number') expect(v).toBeGreaterThanOrEqual(0);
          for (const v of Object.values(p)) if (typeof v === 'number') expect(Number.isInteger(v)).toBe(true);
          // Balances are never overspent; a request by at most 49 cents, and only to spare the card.
          expect(p.promoDiscountCents).toBeLessThanOrEqual(input.balances.promoCents);
          expect(p.bucksSpent).toBeLessThanOrEqual(input.balances.bucks);
          const over =
            Math.max(0, p.promoDiscountCents - input.requested.promoCents) +
            Math.max(0, p.bucksSpent - input.requested.bucks) * CENTS_PER_BUCK;
          expect(over).toBeLessThan(CARD_MINIMUM_CENTS);
          if (over > 0) expect(p.totalCents).toBe(0);
          if (input.requested.promoCents === 0) expect(p.promoDiscountCents).toBe(0);
          if (input.requested.bucks === 0) expect(p.bucksSpent).toBe(0);
          // The card pays nothing or at least the minimum, unless nothing was discounted.
          if (p.savedCents > 0) {
            expect(p.totalCents === 0 || p.totalCents >= CARD_MINIMUM_CENTS).toBe(true);
          }
          expect(p.cardRequired).toBe(p.totalCents > 0);
          // Tax is the rate of food and fees, never of the tip: within half a cent per component.
          const taxable = p.subtotalCents + p.deliveryFeeCents + p.serviceFeeCents;
          for (const t of p.taxes) expect(Math.abs(t.cents - (taxable * t.ppm) / 1e6)).toBeLessThanOrEqual(0.5);
        } catch (error) {
          // The failing cart, to reproduce it.
          throw new Error(`${String(error)}\n${JSON.stringify({ run, input, p })}`, { cause: error });
        }
      }
    });

    it('spends as much as asked when the card is charged nothing or at least 50 cents anyway', () => {
      const random = rng(42);
      const int = (max: number) => Math.floor(random() * (max + 1));
      for (let run = 0; run < 2000; run++) {
        const input: PriceOrderInput = {
          ...base,
          lines: [{ unitPriceCents: 100 + int(5000), quantity: 1 + int(3) }],
          balances: { bucks: int(10_000), promoCents: int(3000) },
          requested: { bucks: int(10_000), promoCents: int(3000) },
        };
        const p = priceOrder(input);
        const promo = Math.min(input.requested.promoCents, input.balances.promoCents, p.totalBeforeDiscountsCents);
        const bucks = Math.min(input.requested.bucks, input.balances.bucks, p.totalBeforeDiscountsCents - promo);
        const card = p.totalBeforeDiscountsCents - promo - bucks;
        if (card === 0 || card >= CARD_MINIMUM_CENTS) {
          expect([p.promoDiscountCents, p.bucksSpent, p.totalCents]).toEqual([promo, bucks, card]);
        }
      }
    });
  });
});

describe('estimatedDeliveryMinutes', () => {
  it.each([
    [20, 0, 25], // no ride
    [20, 1, 26], // a metre is a minute, rounded up
    [20, 416, 26], // 0.998 min
    [20, 417, 27], // 1.0008 min
    [15, 5000, 32], // 12 min
    [15, 5001, 33],
    [30, 12_500, 65], // 30 min ride
  ])('%i min preparation, %i m away: %i minutes', (prep, meters, minutes) => {
    expect(estimatedDeliveryMinutes(prep, meters)).toBe(minutes);
  });

  it('accepts fractional metres and refuses nonsense', () => {
    expect(estimatedDeliveryMinutes(10, 1250.4)).toBe(10 + 4 + 5);
    expect(() => estimatedDeliveryMinutes(-1, 10)).toThrow(RangeError);
    expect(() => estimatedDeliveryMinutes(10, Number.NaN)).toThrow(RangeError);
  });
});
