import { CANADA, UNITED_STATES, type CountryCode } from './country.ts';

// What an order costs: the subtotal, the fees, the sales tax of the delivery address, the
// tip, and how promo dollars and bucks pay part of it. Pure and integer-only (cents, whole
// bucks, tax rates in parts per million), shared by the server's quote and the client's
// checkout (docs/decisions/0011-pricing-and-cart.md).

/** What one buck is worth, in cents: an hour of play (50 bucks) is $0.50. */
export const CENTS_PER_BUCK = 1;

/**
 * The smallest amount a card can be charged (card networks' minimum, Stripe's for USD and
 * CAD): a card pays 0 or at least this much.
 */
export const CARD_MINIMUM_CENTS = 50;

/** Couriers' average speed, for the delivery estimate. */
export const COURIER_SPEED_KMH = 25;
/** Minutes from the courier's arrival to the food in the customer's hands. */
export const HANDOVER_MINUTES = 5;

export type CurrencyCode = 'USD' | 'CAD';

/** A restaurant's prices are in its country's currency. */
export function currencyOf(country: CountryCode | string): CurrencyCode {
  if (country === UNITED_STATES) return 'USD';
  if (country === CANADA) return 'CAD';
  throw new RangeError(`no currency for country ${String(country)}`);
}

// ---------------------------------------------------------------------------------------
// Sales tax
// ---------------------------------------------------------------------------------------

/**
 * Rates are integers in parts per million (hundredths of a basis point): 5% = 50,000 and
 * Quebec's QST of 9.975% = 99,750, so every rate in use is exact without floats.
 */
export const PPM = 1_000_000;

export interface TaxLabel {
  en: string;
  fr: string;
}

/** One tax of a place (GST, QST, the state's sales tax…), rounded to the cent on its own. */
export interface TaxComponent {
  code: string;
  label: TaxLabel;
  /** Parts per million of the taxable amount. */
  ppm: number;
}

/** The sales tax charged on food delivered to one state or province. */
export interface TaxRate {
  country: CountryCode;
  /** Two-letter state or province code: NY, QC. */
  region: string;
  /** How the receipt names it: Sales tax, GST + QST, HST… */
  label: TaxLabel;
  /** Empty where food is not taxed (Oregon, Montana, Delaware, Alaska). */
  components: readonly TaxComponent[];
}

const SALES_TAX: TaxLabel = { en: 'Sales tax', fr: 'Taxe de vente' };
const MEALS_TAX: TaxLabel = { en: 'Meals tax', fr: 'Taxe sur les repas' };
const GST: TaxComponent = { code: 'GST', label: { en: 'GST', fr: 'TPS' }, ppm: 50_000 };
const hst = (ppm: number): TaxComponent => ({ code: 'HST', label: { en: 'HST', fr: 'TVH' }, ppm });

const usState = (region: string, ppm: number, label: TaxLabel = SALES_TAX): TaxRate => ({
  country: UNITED_STATES,
  region,
  label,
  components: ppm === 0 ? [] : [{ code: 'SALES', label, ppm }],
});

const province = (region: string, ...components: TaxComponent[]): TaxRate => ({
  country: CANADA,
  region,
  label: {
    en: components.map((c) => c.label.en).join(' + '),
    fr: components.map((c) => c.label.fr).join(' + '),
  },
  components,
});

/**
 * Every state and DC: the statewide rate that applies to restaurant and prepared food (the
 * state rate plus any add-on levied uniformly statewide, as in CA, UT and VA; a meals rate
 * where the state taxes meals above its general rate: CT, DC, ME, NH, RI, VT). County and
 * city add-ons are not included. Rates as of 2025.
 */
export const US_SALES_TAX: readonly TaxRate[] = [
  usState('AL', 40_000),
  usState('AK', 0),
  usState('AZ', 56_000),
  usState('AR', 65_000),
  usState('CA', 72_500),
  usState('CO', 29_000),
  usState('CT', 73_500), // meals: 6.35% + 1%
  usState('DE', 0),
  usState('DC', 100_000), // restaurant meals
  usState('FL', 60_000),
  usState('GA', 40_000),
  usState('HI', 40_000, { en: 'General excise tax', fr: 'Taxe d’accise générale' }),
  usState('ID', 60_000),
  usState('IL', 62_500),
  usState('IN', 70_000),
  usState('IA', 60_000),
  usState('KS', 65_000),
  usState('KY', 60_000),
  usState('LA', 50_000),
  usState('ME', 80_000), // prepared food
  usState('MD', 60_000),
  usState('MA', 62_500),
  usState('MI', 60_000),
  usState('MN', 68_750),
  usState('MS', 70_000),
  usState('MO', 42_250),
  usState('MT', 0),
  usState('NE', 55_000),
  usState('NV', 68_500),
  usState('NH', 85_000, MEALS_TAX), // no sales tax, but the Meals and Rentals Tax
  usState('NJ', 66_250),
  usState('NM', 48_750, { en: 'Gross receipts tax', fr: 'Taxe sur les recettes brutes' }),
  usState('NY', 40_000),
  usState('NC', 47_500),
  usState('ND', 50_000),
  usState('OH', 57_500),
  usState('OK', 45_000),
  usState('OR', 0),
  usState('PA', 60_000),
  {
    // 7% sales tax plus the 1% meals and beverage tax levied statewide.
    country: UNITED_STATES,
    region: 'RI',
    label: { en: 'Sales tax + meals tax', fr: 'Taxe de vente + taxe sur les repas' },
    components: [
      { code: 'SALES', label: SALES_TAX, ppm: 70_000 },
      { code: 'MEALS', label: MEALS_TAX, ppm: 10_000 },
    ],
  },
  usState('SC', 60_000),
  usState('SD', 42_000),
  usState('TN', 70_000),
  usState('TX', 62_500),
  usState('UT', 61_000),
  usState('VT', 90_000, MEALS_TAX), // meals and rooms tax
  usState('VA', 53_000),
  usState('WA', 65_000),
  usState('WV', 60_000),
  usState('WI', 50_000),
  usState('WY', 40_000),
];

/**
 * Every province and territory, on restaurant food. British Columbia's PST exempts
 * prepared food and restaurant meals, so only the GST applies there. Rates as of 2025
 * (Nova Scotia's HST is 14% since April 1, 2025).
 */
export const CANADA_SALES_TAX: readonly TaxRate[] = [
  province('AB', GST),
  province('BC', GST),
  province('MB', GST, { code: 'RST', label: { en: 'RST', fr: 'TVD' }, ppm: 70_000 }),
  province('NB', hst(150_000)),
  province('NL', hst(150_000)),
  province('NS', hst(140_000)),
  province('NT', GST),
  province('NU', GST),
  province('ON', hst(130_000)),
  province('PE', hst(150_000)),
  province('QC', GST, { code: 'QST', label: { en: 'QST', fr: 'TVQ' }, ppm: 99_750 }),
  province('SK', GST, { code: 'PST', label: { en: 'PST', fr: 'TVP' }, ppm: 60_000 }),
  province('YT', GST),
];

const TAX_BY_PLACE = new Map([...US_SALES_TAX, ...CANADA_SALES_TAX].map((t) => [`${t.country}:${t.region}`, t]));

/** The tax on food delivered to this state or province; undefined for a place PlayEats does not know. */
export function salesTaxFor(country: string, region: string): TaxRate | undefined {
  return TAX_BY_PLACE.get(`${country}:${region.trim().toUpperCase()}`);
}

/** The whole rate in parts per million (QC: 149,750). */
export function taxRatePpm(rate: Pick<TaxRate, 'components'>): number {
  return rate.components.reduce((sum, c) => sum + c.ppm, 0);
}

/** The whole rate in basis points, rounded half-up (QC's 14.975% shows as 1498). */
export function taxRateBps(rate: Pick<TaxRate, 'components'>): number {
  return divideHalfUp(taxRatePpm(rate), 100);
}

// ---------------------------------------------------------------------------------------
// The price of an order
// ---------------------------------------------------------------------------------------

function assertCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${String(value)}`);
  }
}

/** round(numerator / denominator), halves up, for non-negative integers; exact. */
export function divideHalfUp(numerator: number, denominator: number): number {
  assertCount('numerator', numerator);
  if (!Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`denominator must be a positive integer, got ${denominator}`);
  }
  const quotient = Math.floor(numerator / denominator);
  const remainder = numerator - quotient * denominator;
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}

function product(a: number, b: number): number {
  const p = a * b;
  if (!Number.isSafeInteger(p)) throw new RangeError(`amount too large: ${a} × ${b}`);
  return p;
}

export interface PricedLineInput {
  /** Item plus options, for one. */
  unitPriceCents: number;
  quantity: number;
}

export interface ServiceFeeRule {
  /** Basis points of the subtotal. */
  bps: number;
  minCents: number;
  /** The cap wins over the floor if they ever cross. */
  maxCents: number;
}

export interface PriceOrderInput {
  lines: readonly PricedLineInput[];
  deliveryFeeCents: number;
  serviceFee: ServiceFeeRule;
  taxRate: Pick<TaxRate, 'components'>;
  tipCents: number;
  /** What the user has. */
  balances: { bucks: number; promoCents: number };
  /** What the user asks to spend (at most; see priceOrder). */
  requested: { bucks: number; promoCents: number };
}

export interface OrderPrice {
  subtotalCents: number;
  deliveryFeeCents: number;
  serviceFeeCents: number;
  /** Each tax component, rounded on its own. */
  taxes: { code: string; label: TaxLabel; ppm: number; cents: number }[];
  taxCents: number;
  tipCents: number;
  /** Subtotal + fees + tax + tip: the order before discounts (what MAX_ORDER_CENTS bounds). */
  totalBeforeDiscountsCents: number;
  promoDiscountCents: number;
  bucksSpent: number;
  bucksDiscountCents: number;
  /** What the card pays: 0 or at least CARD_MINIMUM_CENTS, unless nothing was discounted. */
  totalCents: number;
  /** promoDiscountCents + bucksDiscountCents. */
  savedCents: number;
  cardRequired: boolean;
}

/** Item prices times quantities. */
export function subtotalOf(lines: readonly PricedLineInput[]): number {
  let subtotal = 0;
  lines.forEach((line, i) => {
    assertCount(`lines[${i}].unitPriceCents`, line.unitPriceCents);
    assertCount(`lines[${i}].quantity`, line.quantity);
    subtotal += product(line.unitPriceCents, line.quantity);
  });
  assertCount('subtotal', subtotal);
  return subtotal;
}

/** bps of the subtotal, rounded half-up, then held between the floor and the cap. */
export function serviceFeeOf(subtotalCents: number, rule: ServiceFeeRule): number {
  assertCount('serviceFee.bps', rule.bps);
  assertCount('serviceFee.minCents', rule.minCents);
  assertCount('serviceFee.maxCents', rule.maxCents);
  const raw = divideHalfUp(product(subtotalCents, rule.bps), 10_000);
  return Math.min(rule.maxCents, Math.max(rule.minCents, raw));
}

/**
 * Prices an order. In order:
 * 1. subtotal = Σ unit price × quantity;
 * 2. service fee = bps of the subtotal (half-up), clamped to [min, max];
 * 3. tax on subtotal + delivery fee + service fee (never on the tip), each component
 *    rounded half-up to the cent on its own, then added;
 * 4. total before discounts = subtotal + delivery fee + service fee + tax + tip;
 * 5. promo dollars pay first, then bucks (CENTS_PER_BUCK each), each at most what was
 *    requested, what the balance holds and what is left to pay;
 * 6. the card pays the rest, which must be 0 or at least CARD_MINIMUM_CENTS. When it would
 *    be 1-49 cents: if the balances the user chose to spend from (requested > 0) can cover
 *    it, a little more is spent (promo first, then bucks) and no card is needed; otherwise
 *    bucks, then promo, are given back until the card pays exactly 50 cents. The card is
 *    left below 50 cents only when nothing was discounted (a total under 50 cents, which a
 *    service-fee floor of 50 cents or more rules out).
 *
 * Always: totalCents + savedCents = totalBeforeDiscountsCents; nothing is negative; no
 * balance is overspent; a request is exceeded by at most 49 cents' worth, and only to
 * spare the user a card charge.
 */
export function priceOrder(input: PriceOrderInput): OrderPrice {
  const subtotalCents = subtotalOf(input.lines);
  assertCount('deliveryFeeCents', input.deliveryFeeCents);
  assertCount('tipCents', input.tipCents);
  for (const [name, value] of Object.entries({
    'balances.bucks': input.balances.bucks,
    'balances.promoCents': input.balances.promoCents,
    'requested.bucks': input.requested.bucks,
    'requested.promoCents': input.requested.promoCents,
  })) {
    assertCount(name, value);
  }

  const serviceFeeCents = serviceFeeOf(subtotalCents, input.serviceFee);
  const taxable = subtotalCents + input.deliveryFeeCents + serviceFeeCents;
  const taxes = input.taxRate.components.map((c) => {
    assertCount(`${c.code}.ppm`, c.ppm);
    return { code: c.code, label: c.label, ppm: c.ppm, cents: divideHalfUp(product(taxable, c.ppm), PPM) };
  });
  const taxCents = taxes.reduce((sum, t) => sum + t.cents, 0);
  const totalBeforeDiscountsCents = taxable + taxCents + input.tipCents;
  assertCount('total', totalBeforeDiscountsCents);

  const { balances, requested } = input;
  let promo = Math.min(requested.promoCents, balances.promoCents, totalBeforeDiscountsCents);
  let bucks = Math.min(
    requested.bucks,
    balances.bucks,
    Math.floor((totalBeforeDiscountsCents - promo) / CENTS_PER_BUCK),
  );
  const card = () => totalBeforeDiscountsCents - promo - bucks * CENTS_PER_BUCK;

  if (card() > 0 && card() < CARD_MINIMUM_CENTS) {
    // Spare the card: a little more from the balances the user chose to spend from.
    const morePromo = requested.promoCents > 0 ? Math.min(balances.promoCents - promo, card()) : 0;
    const moreBucks =
      requested.bucks > 0 ? Math.min(balances.bucks - bucks, Math.floor((card() - morePromo) / CENTS_PER_BUCK)) : 0;
    if (card() - morePromo - moreBucks * CENTS_PER_BUCK === 0) {
      promo += morePromo;
      bucks += moreBucks;
    } else {
      // Or charge the card the minimum: give back bucks first, then promo dollars.
      const short = CARD_MINIMUM_CENTS - card();
      const lessBucks = Math.min(bucks, Math.ceil(short / CENTS_PER_BUCK));
      bucks -= lessBucks;
      promo -= Math.min(promo, Math.max(0, short - lessBucks * CENTS_PER_BUCK));
    }
  }

  const bucksDiscountCents = bucks * CENTS_PER_BUCK;
  const totalCents = card();
  return {
    subtotalCents,
    deliveryFeeCents: input.deliveryFeeCents,
    serviceFeeCents,
    taxes,
    taxCents,
    tipCents: input.tipCents,
    totalBeforeDiscountsCents,
    promoDiscountCents: promo,
    bucksSpent: bucks,
    bucksDiscountCents,
    totalCents,
    savedCents: promo + bucksDiscountCents,
    cardRequired: totalCents > 0,
  };
}

/**
 * Minutes from the order to the door: the kitchen's preparation time, the ride at
 * COURIER_SPEED_KMH (whole minutes, rounded up) and HANDOVER_MINUTES.
 */
export function estimatedDeliveryMinutes(preparationMinutes: number, distanceMeters: number): number {
  assertCount('preparationMinutes', preparationMinutes);
  if (!Number.isFinite(distanceMeters) || distanceMeters < 0) {
    throw new RangeError(`distanceMeters must be a non-negative number, got ${distanceMeters}`);
  }
  // Metres ÷ metres a minute, in whole numbers until the one division (no 3.0000000000000004).
  const travel = Math.ceil((distanceMeters * 60) / (COURIER_SPEED_KMH * 1000));
  return preparationMinutes + travel + HANDOVER_MINUTES;
}
