import type {
  CartDto,
  CartLineInput,
  CheckoutOptions,
  DeliveryAddress,
  PricedLine,
  PutCartRequest,
  QuoteDto,
} from '@playeats/contracts/ordering';
import { convertDistance, haversineKm } from '@playeats/domain/distance';
import { checkOptionSelection } from '@playeats/domain/menu-selection';
import { formatCents } from '@playeats/domain/money';
import { openingStatus, parseWeekRanges } from '@playeats/domain/opening-hours';
import {
  currencyOf,
  estimatedDeliveryMinutes,
  priceOrder,
  salesTaxFor,
  taxRateBps,
  type CurrencyCode,
} from '@playeats/domain/pricing';
import { wallTime } from '@playeats/domain/time-zone';
import type { Clock } from '../../../adapters/clock.ts';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { conflict, HttpProblem, notFound } from '../../../lib/problem.ts';
import { balancesFromState } from '../../rewards/ledger/ledger.ts';
import {
  checkSelection,
  createMenuSelection,
  resolveLine,
  type ResolvedLine,
  type SelectionLine,
} from '../../restaurants/menu-selection.service.ts';
import { restaurantsRepository } from '../../restaurants/restaurants.repository.ts';
import { restaurantNotFound } from '../../restaurants/restaurants.service.ts';
import { cartRepository, type AddressRow, type CartRestaurantSummary, type StoredLine } from './cart.repository.ts';

/** What the client reads from an out-of-range answer (spec section 8). */
export const OUT_OF_RANGE_RESPONSE = 'CUSTOMER_ADDRESS_OUT_OF_RANGE';

const cartChanged = () =>
  conflict('Your cart was changed in another window or device. Reload it to see the latest version, then try again.');

const noteOf = (note: string | null | undefined) => (note ? note : null);

const toStored = (lines: readonly CartLineInput[]): StoredLine[] =>
  lines.map((l) => ({ itemId: l.itemId, quantity: l.quantity, optionIds: [...l.optionIds], note: noteOf(l.note) }));

const priced = (line: ResolvedLine, note: string | null): PricedLine => ({
  itemId: line.itemId,
  name: line.name,
  quantity: line.quantity,
  unitPriceCents: line.unitPriceCents,
  lineTotalCents: line.unitPriceCents * line.quantity,
  options: line.options,
  note,
});

function toCartDto(
  restaurant: CartRestaurantSummary,
  version: number,
  updatedAt: Date,
  lines: readonly ResolvedLine[],
  notes: readonly (string | null)[],
): CartDto {
  const pricedLines = lines.map((line, i) => priced(line, notes[i] ?? null));
  return {
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    currency: currencyOf(restaurant.country),
    version,
    lines: pricedLines,
    subtotalCents: pricedLines.reduce((sum, l) => sum + l.lineTotalCents, 0),
    minimumOrderCents: restaurant.minimumOrderCents,
    updatedAt: updatedAt.toISOString(),
  };
}

const toDeliveryAddress = (a: AddressRow): DeliveryAddress => ({
  label: a.label,
  line1: a.line1,
  line2: a.line2,
  city: a.city,
  region: a.region,
  postalCode: a.postalCode,
  country: a.country as DeliveryAddress['country'],
  instructions: a.instructions,
});

/** "today at 11:00 AM EST" / "Tuesday at 11:00 AM EST", on the restaurant's clock. */
function whenLocal(at: Date, now: Date, timeZone: string): string {
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
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

/**
 * The cart (one per user, one restaurant) and its quote (docs/decisions/0011-pricing-and-cart.md).
 * `quote`, `clear` and `replace` are what the orders module uses (cart.module.ts).
 */
/** An empty cart cannot be priced or placed. */
export const cartEmpty = () =>
  new HttpProblem(400, 'CartEmptyException', 'Cart empty', 'Your cart is empty. Add something to it first.');

/** The quote, and (for the order, never sent) where the address is. */
export type PricedQuote = QuoteDto & { deliveryPosition: { lat: number; lng: number } };

export function createCartService(deps: { config: Config; db: Database; clock: Clock }) {
  const { config, db, clock } = deps;

  /** Writes the whole cart (one statement); a stale `version` is a 409. */
  async function write(
    database: Database,
    userId: string,
    restaurantId: string,
    lines: readonly StoredLine[],
    version: number | undefined,
  ) {
    const at = clock.now();
    const saved = await cartRepository(database).save(userId, restaurantId, lines, version, at);
    if (!saved) throw cartChanged();
    return { ...saved, updatedAt: at };
  }

  return {
    /** The cart at today's menu; null when it is empty. Items since taken off the menu are left out. */
    async get(userId: string): Promise<CartDto | null> {
      const cart = await cartRepository(db).findWithMenu(userId);
      if (!cart || cart.lines.length === 0) return null;
      const kept = cart.lines.filter((l) => cart.items.has(l.itemId));
      const resolved = kept.map((l) => resolveLine(cart.items.get(l.itemId)!, l));
      return toCartDto(
        cart.restaurant,
        cart.version,
        cart.updatedAt,
        resolved,
        kept.map((l) => l.note),
      );
    },

    /**
     * Replaces the whole cart (another restaurant's cart is replaced too). Lines are checked
     * against the menu first. With `version`, only if the stored cart is still at it (else
     * 409); without, a deliberate overwrite.
     */
    async put(userId: string, body: PutCartRequest): Promise<CartDto> {
      const lines = toStored(body.lines);
      const checked = await createMenuSelection(db).check(body.restaurantId, lines, 'body.lines');
      const cart = await write(db, userId, body.restaurantId, lines, body.version);
      return toCartDto(
        cart.restaurant,
        cart.version,
        cart.updatedAt,
        checked.lines,
        lines.map((l) => l.note),
      );
    },

    async remove(userId: string): Promise<void> {
      await cartRepository(db).empty(userId, clock.now());
    },

    /**
     * Prices the cart delivered to one of the user's addresses, every rule checked in this
     * order: empty cart, store maintenance, restaurant gone, ordering disabled, closed now,
     * menu, address (the user's, in range, in a known state or province), minimum order,
     * maximum order. Inside a transaction pass it as `database` (nothing here opens a
     * transaction of its own then, but for the ledger's lapse of expired credits, a
     * savepoint). Without `database`, the service's own connection pool.
     */
    async quote(database: Database = db, userId: string, options: CheckoutOptions): Promise<PricedQuote> {
      const now = clock.now();
      // The cart with its menu items, the address and the balance state: one statement.
      const cart = await cartRepository(database).findWithMenu(userId, options.addressId);
      if (!cart || cart.lines.length === 0) {
        throw cartEmpty();
      }
      if (config.STORE_MAINTENANCE_MODE) {
        throw new HttpProblem(
          503,
          'RestaurantServiceException',
          'Ordering paused',
          'Ordering is paused for maintenance. Please try again a little later.',
        );
      }
      const { restaurant } = cart;
      if (!restaurant.isActive) throw restaurantNotFound();
      if (!restaurant.orderingEnabled) {
        throw new HttpProblem(
          409,
          'OrderingDisabledException',
          'Ordering disabled',
          `${restaurant.name} is not taking orders through PlayEats at the moment.`,
        );
      }
      const opening = openingStatus(parseWeekRanges(restaurant.openMinutes), restaurant.timeZone, now);
      if (!opening.openNow) {
        const next = opening.opensAt
          ? ` It opens ${whenLocal(opening.opensAt, now, restaurant.timeZone)}.`
          : ' It has no opening hours at the moment.';
        throw new HttpProblem(
          409,
          'RestaurantClosedException',
          'Restaurant closed',
          `${restaurant.name} is closed now.${next}`,
          {
            opensAt: opening.opensAt?.toISOString() ?? null,
          },
        );
      }

      const checkedLines = checkSelection(cart.items, cart.lines, 'cart.lines');
      const { address } = cart;
      if (!address) throw notFound('There is no such address among yours.');
      const distanceM = haversineKm(restaurant, address) * 1000;
      if (address.country !== restaurant.country || distanceM > restaurant.deliveryRadiusM) {
        throw new HttpProblem(
          422,
          'CustomerAddressOutOfRangeException',
          'Address out of delivery range',
          address.country !== restaurant.country
            ? `${restaurant.name} does not deliver to another country.`
            : `This address is ${distanceText(distanceM, restaurant.country)} from ${restaurant.name}, which delivers up to ${distanceText(restaurant.deliveryRadiusM, restaurant.country)} away.`,
          {
            restaurantNoDeliveryResponse: OUT_OF_RANGE_RESPONSE,
            distanceMeters: Math.round(distanceM),
            deliveryRadiusMeters: restaurant.deliveryRadiusM,
          },
        );
      }

      // The tax is the delivery address's: a region PlayEats does not know is a bad address.
      const taxRate = salesTaxFor(address.country, address.region);
      if (!taxRate) {
        throw new HttpProblem(
          422,
          'InvalidOrderException',
          'Unknown region',
          `We cannot deliver to this address: its state or province (${address.region}) is not one we know. Check the address.`,
        );
      }
      const currency: CurrencyCode = currencyOf(restaurant.country);
      const money = (cents: number) => formatCents(cents, 'en', currency);
      const subtotalCents = checkedLines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
      if (subtotalCents < restaurant.minimumOrderCents) {
        // The client shows the amount from the detail's last word: nothing may follow it.
        throw new HttpProblem(
          422,
          'MinimumOrderAmountException',
          'Below the minimum order',
          `The minimum order at ${restaurant.name} is ${money(restaurant.minimumOrderCents)}`,
          { minimumOrderCents: restaurant.minimumOrderCents, subtotalCents, currency },
        );
      }

      const balances = await balancesFromState(database, userId, cart.balance, now);
      const price = priceOrder({
        lines: checkedLines,
        deliveryFeeCents: restaurant.deliveryFeeCents,
        serviceFee: {
          bps: config.SERVICE_FEE_BPS,
          minCents: config.SERVICE_FEE_MIN_CENTS,
          maxCents: config.SERVICE_FEE_MAX_CENTS,
        },
        taxRate,
        tipCents: options.tipCents,
        balances,
        requested: { bucks: options.bucks, promoCents: options.promoCents },
      });
      if (price.totalBeforeDiscountsCents > config.MAX_ORDER_CENTS) {
        const maxAmountExceededMessage = `An order can be at most ${money(config.MAX_ORDER_CENTS)} before discounts.`;
        throw new HttpProblem(
          422,
          'MaxAmountExceededException',
          'Order too large',
          `This order comes to ${money(price.totalBeforeDiscountsCents)}. ${maxAmountExceededMessage}`,
          { maxAmountExceededMessage, maxOrderCents: config.MAX_ORDER_CENTS, currency },
        );
      }

      const distanceMeters = Math.round(distanceM);
      return {
        restaurantId: restaurant.id,
        restaurantName: restaurant.name,
        currency,
        cartVersion: cart.version,
        address: toDeliveryAddress(address),
        deliveryPosition: { lat: address.lat, lng: address.lng },
        lines: checkedLines.map((line, i) => priced(line, cart.lines[i]!.note)),
        subtotalCents: price.subtotalCents,
        deliveryFeeCents: price.deliveryFeeCents,
        serviceFeeCents: price.serviceFeeCents,
        taxCents: price.taxCents,
        taxRateBps: taxRateBps(taxRate),
        taxLabel: taxRate.label.en,
        tipCents: price.tipCents,
        promoDiscountCents: price.promoDiscountCents,
        bucksSpent: price.bucksSpent,
        bucksDiscountCents: price.bucksDiscountCents,
        totalCents: price.totalCents,
        savedCents: price.savedCents,
        cardRequired: price.cardRequired,
        minimumOrderCents: restaurant.minimumOrderCents,
        distanceMeters,
        estimatedDeliveryMinutes: estimatedDeliveryMinutes(restaurant.preparationMinutes, distanceMeters),
        balances,
      };
    },

    /**
     * Reorder: the cart becomes these lines, checked against today's menu. Lines whose item
     * is gone, unavailable or whose options no longer fit are dropped; if none is left,
     * 400 InvalidOrderItemException. A deliberate overwrite (no version).
     */
    async replace(
      database: Database,
      userId: string,
      restaurantId: string,
      lines: readonly (SelectionLine & { note?: string | null })[],
    ): Promise<void> {
      // The restaurant and today's items of these lines, one read.
      const found = await restaurantsRepository(database).statusWithItems(
        restaurantId,
        lines.map((l) => l.itemId),
      );
      if (!found?.status.isActive) throw restaurantNotFound();
      const { items } = found;
      const kept: StoredLine[] = lines
        .filter((l) => {
          const item = items.get(l.itemId);
          return item?.available === true && checkOptionSelection(item.optionGroups, l.optionIds).length === 0;
        })
        .map((l) => ({ itemId: l.itemId, quantity: l.quantity, optionIds: [...l.optionIds], note: noteOf(l.note) }));
      if (kept.length === 0) {
        throw new HttpProblem(
          400,
          'InvalidOrderItemException',
          'Invalid item',
          'None of the items of this order can be ordered now.',
          { invalidParams: lines.map((_, i) => ({ name: `lines.${i}.itemId`, reason: 'is not available now' })) },
        );
      }
      // The same rules as a saved cart.
      checkSelection(items, kept, 'lines');
      await write(database, userId, restaurantId, kept, undefined);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
