import { convertDistance, haversineKm } from '@playeats/domain/distance';
import { formatCents } from '@playeats/domain/money';
import { openingStatusOf } from '@playeats/domain/opening-hours';
import { currencyOf, salesTaxFor } from '@playeats/domain/pricing';
import { wallTime } from '@playeats/domain/time-zone';
import type { ProblemName } from '@playeats/contracts/problem';
import { HttpProblem, notFound } from '../../../lib/problem.ts';
import {
  checkSelection,
  resolveLine,
  type CartRestaurant,
  type MenuItemWithGroups,
} from '../../restaurants/menu.service.ts';
import { restaurantNotFound } from '../../restaurants/restaurants.module.ts';
import type { DeliveryPlace, StoredLine } from './cart.repository.ts';

/** What the client reads from an out-of-range answer (spec section 8). */
export const OUT_OF_RANGE_RESPONSE = 'CUSTOMER_ADDRESS_OUT_OF_RANGE';

/** An empty cart cannot be priced or placed. */
export const cartEmpty = () =>
  new HttpProblem(400, 'CartEmptyException', 'Cart empty', 'Your cart is empty. Add something to it first.');

/** What the rules before pricing look at: the cart as one statement read it, and the moment. */
export interface CartSubject {
  restaurant: CartRestaurant;
  lines: readonly StoredLine[];
  items: ReadonlyMap<string, MenuItemWithGroups>;
  address: DeliveryPlace | null;
  now: Date;
  /** STORE_MAINTENANCE_MODE: ordering is paused. */
  maintenance: boolean;
}

/** What the rules after pricing look at. */
export interface PriceSubject {
  restaurant: CartRestaurant;
  totalBeforeDiscountsCents: number;
  maxOrderCents: number;
}

/**
 * One rule of the quote: the problem type it answers, and its check (the problem, or null
 * when the rule holds). Rules run in their list's order and the first refusal is the
 * answer, so a rule may count on the ones before it holding.
 */
export interface QuoteRule<S> {
  problem: ProblemName;
  check(subject: S): HttpProblem | null;
}

/** "today at 11:00 AM EST" / "Tuesday at 11:00 AM EST", on the restaurant's clock. */
function whenLocal(at: Date, now: Date, timeZone: string): string {
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })
    .format(at)
    // Recent ICU puts a narrow no-break space before AM/PM; details are plain text.
    .replace(/[\u202f\u00a0]/g, ' ');
  const a = wallTime(at, timeZone);
  const n = wallTime(now, timeZone);
  const sameDay = a.year === n.year && a.month === n.month && a.day === n.day;
  const day = sameDay ? 'today' : new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' }).format(at);
  return `${day} at ${time}`;
}

/** "7.3 km" in Canada, "4.5 mi" in the United States. */
function distanceText(meters: number, country: string): string {
  const km = meters / 1000;
  return country === 'UNITED_STATES' ? `${convertDistance(km, 'km', 'miles').toFixed(1)} mi` : `${km.toFixed(1)} km`;
}

const money = (cents: number, restaurant: CartRestaurant) => formatCents(cents, 'en', currencyOf(restaurant.country));

/** Metres from the restaurant to the address. */
export const distanceMeters = (restaurant: CartRestaurant, address: DeliveryPlace) =>
  haversineKm(restaurant, address) * 1000;

/** The cart's subtotal at today's menu (the menu rule has passed). */
export const subtotalCents = (s: Pick<CartSubject, 'lines' | 'items'>) =>
  s.lines.reduce((sum, line) => sum + resolveLine(s.items.get(line.itemId)!, line).unitPriceCents * line.quantity, 0);

const emptyCart: QuoteRule<CartSubject> = {
  problem: 'CartEmptyException',
  check: (s) => (s.lines.length === 0 ? cartEmpty() : null),
};

const maintenance: QuoteRule<CartSubject> = {
  problem: 'RestaurantServiceException',
  check: (s) =>
    s.maintenance
      ? new HttpProblem(
          503,
          'RestaurantServiceException',
          'Ordering paused',
          'Ordering is paused for maintenance. Please try again a little later.',
        )
      : null,
};

const restaurantGone: QuoteRule<CartSubject> = {
  problem: 'RestaurantNotFoundException',
  check: (s) => (s.restaurant.isActive ? null : restaurantNotFound()),
};

const orderingDisabled: QuoteRule<CartSubject> = {
  problem: 'OrderingDisabledException',
  check: ({ restaurant }) =>
    restaurant.orderingEnabled
      ? null
      : new HttpProblem(
          409,
          'OrderingDisabledException',
          'Ordering disabled',
          `${restaurant.name} is not taking orders through PlayEats at the moment.`,
        ),
};

const closedNow: QuoteRule<CartSubject> = {
  problem: 'RestaurantClosedException',
  check: ({ restaurant, now }) => {
    const opening = openingStatusOf(restaurant.openMinutes, restaurant.timeZone, now);
    if (opening.openNow) return null;
    const next = opening.opensAt
      ? ` It opens ${whenLocal(opening.opensAt, now, restaurant.timeZone)}.`
      : ' It has no opening hours at the moment.';
    return new HttpProblem(
      409,
      'RestaurantClosedException',
      'Restaurant closed',
      `${restaurant.name} is closed now.${next}`,
      {
        opensAt: opening.opensAt?.toISOString() ?? null,
      },
    );
  },
};

/** Every line on today's menu with options that fit (checkSelection's problems). */
const menu: QuoteRule<CartSubject> = {
  problem: 'InvalidOrderItemException',
  check: ({ items, lines }) => {
    try {
      checkSelection(items, lines, 'cart.lines');
      return null;
    } catch (err) {
      if (err instanceof HttpProblem) return err;
      throw err;
    }
  },
};

const addressMissing: QuoteRule<CartSubject> = {
  problem: 'NotFoundException',
  check: ({ address }) => (address ? null : notFound('There is no such address among yours.')),
};

const outOfRange: QuoteRule<CartSubject> = {
  problem: 'CustomerAddressOutOfRangeException',
  check: ({ restaurant, address }) => {
    const distanceM = distanceMeters(restaurant, address!);
    const otherCountry = address!.country !== restaurant.country;
    if (!otherCountry && distanceM <= restaurant.deliveryRadiusM) return null;
    return new HttpProblem(
      422,
      'CustomerAddressOutOfRangeException',
      'Address out of delivery range',
      otherCountry
        ? `${restaurant.name} does not deliver to another country.`
        : `This address is ${distanceText(distanceM, restaurant.country)} from ${restaurant.name}, which delivers up to ${distanceText(restaurant.deliveryRadiusM, restaurant.country)} away.`,
      {
        restaurantNoDeliveryResponse: OUT_OF_RANGE_RESPONSE,
        distanceMeters: Math.round(distanceM),
        deliveryRadiusMeters: restaurant.deliveryRadiusM,
      },
    );
  },
};

/** The tax is the delivery address's: a region PlayEats does not know is a bad address. */
const unknownRegion: QuoteRule<CartSubject> = {
  problem: 'InvalidOrderException',
  check: ({ address }) =>
    salesTaxFor(address!.country, address!.region)
      ? null
      : new HttpProblem(
          422,
          'InvalidOrderException',
          'Unknown region',
          `We cannot deliver to this address: its state or province (${address!.region}) is not one we know. Check the address.`,
        ),
};

const belowMinimum: QuoteRule<CartSubject> = {
  problem: 'MinimumOrderAmountException',
  check: (s) => {
    const { restaurant } = s;
    const subtotal = subtotalCents(s);
    if (subtotal >= restaurant.minimumOrderCents) return null;
    // The client shows the amount from the detail's last word: nothing may follow it.
    return new HttpProblem(
      422,
      'MinimumOrderAmountException',
      'Below the minimum order',
      `The minimum order at ${restaurant.name} is ${money(restaurant.minimumOrderCents, restaurant)}`,
      {
        minimumOrderCents: restaurant.minimumOrderCents,
        subtotalCents: subtotal,
        currency: currencyOf(restaurant.country),
      },
    );
  },
};

const aboveMaximum: QuoteRule<PriceSubject> = {
  problem: 'MaxAmountExceededException',
  check: ({ restaurant, totalBeforeDiscountsCents, maxOrderCents }) => {
    if (totalBeforeDiscountsCents <= maxOrderCents) return null;
    const maxAmountExceededMessage = `An order can be at most ${money(maxOrderCents, restaurant)} before discounts.`;
    return new HttpProblem(
      422,
      'MaxAmountExceededException',
      'Order too large',
      `This order comes to ${money(totalBeforeDiscountsCents, restaurant)}. ${maxAmountExceededMessage}`,
      { maxAmountExceededMessage, maxOrderCents, currency: currencyOf(restaurant.country) },
    );
  },
};

/** The rules before pricing, in the order they are answered (docs/decisions/0011-pricing-and-cart.md). */
export const CART_RULES: readonly QuoteRule<CartSubject>[] = [
  emptyCart,
  maintenance,
  restaurantGone,
  orderingDisabled,
  closedNow,
  menu,
  addressMissing,
  outOfRange,
  unknownRegion,
  belowMinimum,
];

/** The rules on the price. */
export const PRICE_RULES: readonly QuoteRule<PriceSubject>[] = [aboveMaximum];

/** Throws the first refusal of `rules` for `subject`. */
export function enforce<S>(rules: readonly QuoteRule<S>[], subject: S): void {
  for (const rule of rules) {
    const refusal = rule.check(subject);
    if (refusal) throw refusal;
  }
}
