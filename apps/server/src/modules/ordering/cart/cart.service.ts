import type {
  CartDto,
  CartLineInput,
  CheckoutOptions,
  DeliveryAddress,
  PricedLine,
  PutCartRequest,
  QuoteDto,
} from '@playeats/contracts/ordering';
import { checkOptionSelection } from '@playeats/domain/menu-selection';
import { currencyOf, estimatedDeliveryMinutes, priceOrder, salesTaxFor, taxRateBps } from '@playeats/domain/pricing';
import type { Clock } from '../../../adapters/clock.ts';
import type { Config } from '../../../config.ts';
import type { LiveSettingsSource } from '../../settings/settings.service.ts';
import type { Database } from '../../../db/client.ts';
import type { Repository } from '../../../db/unit-of-work.ts';
import { conflict, HttpProblem } from '../../../lib/problem.ts';
import {
  checkSelection,
  resolveLine,
  type MenuService,
  type ResolvedLine,
  type SelectionLine,
} from '../../restaurants/menu.service.ts';
import { restaurantNotFound } from '../../restaurants/restaurants.module.ts';
import type { LedgerService } from '../../rewards/rewards.module.ts';
import type { Bound, StatementPart } from '../../../db/statement-part.ts';
import {
  takeForOrderPart,
  type CartRepository,
  type CartRestaurantSummary,
  type CartWithMenuRow,
  type DeliveryPlace,
  type StoredLine,
} from './cart.repository.ts';
import type { ChargeableCardJson } from '../payment-cards/payment-cards.service.ts';
import { CART_RULES, cartEmpty, distanceMeters, enforce, PRICE_RULES } from './quote-rules.ts';

export { cartEmpty } from './quote-rules.ts';

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

const toDeliveryAddress = (a: DeliveryPlace): DeliveryAddress => ({
  label: a.label,
  line1: a.line1,
  line2: a.line2,
  city: a.city,
  region: a.region,
  postalCode: a.postalCode,
  country: a.country as DeliveryAddress['country'],
  instructions: a.instructions,
});

/** The quote, and (for the order, never sent) where the address is. */
export type PricedQuote = QuoteDto & {
  deliveryPosition: { lat: number; lng: number };
  /** How precisely the address is placed (decision 0029): an order needs better than `city`. */
  deliveryPrecision: string;
};

export interface CartServiceDeps {
  carts: Repository<CartRepository>;
  menu: Pick<MenuService, 'check' | 'statusWithItems' | 'itemsFromJson'>;
  ledger: Pick<LedgerService, 'balancesFromState' | 'stateFromJson'>;
  clock: Clock;
  config: Pick<Config, 'MAX_ORDER_CENTS' | 'SERVICE_FEE_BPS' | 'SERVICE_FEE_MIN_CENTS' | 'SERVICE_FEE_MAX_CENTS'>;
  /** Store maintenance, as admins set it now. */
  settings: LiveSettingsSource;
}

/**
 * The cart (one per user, one restaurant) and its quote (docs/decisions/0011-pricing-and-cart.md).
 * `quote`, `takeForOrder`, `replace` and `get` are what orders use.
 */
export class CartService {
  constructor(private readonly deps: CartServiceDeps) {}

  private on(tx?: Database): CartRepository {
    return tx ? this.deps.carts.in(tx) : this.deps.carts;
  }

  /** Writes the whole cart (one statement); a stale `version` is a 409. */
  private async write(
    userId: string,
    restaurantId: string,
    lines: readonly StoredLine[],
    version: number | undefined,
    tx?: Database,
  ) {
    const at = this.deps.clock.now();
    const saved = await this.on(tx).save(userId, restaurantId, lines, version, at);
    if (!saved) throw cartChanged();
    return { ...saved, updatedAt: at };
  }

  /** The cart at today's menu; null when it is empty. Items since taken off the menu are left out. */
  async get(userId: string): Promise<CartDto | null> {
    const cart = await this.deps.carts.findWithMenu(userId);
    if (!cart || cart.lines.length === 0) return null;
    const items = this.deps.menu.itemsFromJson(cart.items ?? undefined);
    const kept = cart.lines.filter((l) => items.has(l.itemId));
    const resolved = kept.map((l) => resolveLine(items.get(l.itemId)!, l));
    return toCartDto(
      cart.restaurant,
      cart.version,
      cart.updatedAt,
      resolved,
      kept.map((l) => l.note),
    );
  }

  /**
   * Replaces the whole cart (another restaurant's cart is replaced too). Lines are checked
   * against the menu first. With `version`, only if the stored cart is still at it (else
   * 409); without, a deliberate overwrite.
   */
  async put(userId: string, body: PutCartRequest): Promise<CartDto> {
    const lines = toStored(body.lines);
    const checked = await this.deps.menu.check(body.restaurantId, lines, 'body.lines');
    const cart = await this.write(userId, body.restaurantId, lines, body.version);
    return toCartDto(
      cart.restaurant,
      cart.version,
      cart.updatedAt,
      checked.lines,
      lines.map((l) => l.note),
    );
  }

  async remove(userId: string): Promise<void> {
    await this.deps.carts.empty(userId, this.deps.clock.now());
  }

  /**
   * Prices the cart delivered to one of the user's addresses; every rule of quote-rules.ts
   * is checked, in its order, and the first refusal is the answer. Inside a transaction
   * pass it as `tx` (nothing here opens a transaction of its own then, but for the
   * ledger's lapse of expired credits, a savepoint).
   */
  async quote(userId: string, options: CheckoutOptions, tx?: Database): Promise<PricedQuote> {
    // The cart with its menu items, the address and the balance state: one statement.
    return this.price(userId, options, await this.on(tx).findWithMenu(userId, options.addressId), tx);
  }

  /**
   * The placement's quote: `quote`, and in the same statement the card that would pay
   * (`paymentCardId`, else the default), for PaymentCardsService.chargeableFrom; null when
   * there is no such card. The card is read whether or not the price needs one.
   */
  async quoteForOrder(
    userId: string,
    options: CheckoutOptions & { paymentCardId?: string | undefined },
  ): Promise<{ quote: PricedQuote; card: ChargeableCardJson | null }> {
    const cart = await this.deps.carts.findWithMenu(userId, options.addressId, {
      cardId: options.paymentCardId || null,
    });
    return { quote: await this.price(userId, options, cart), card: cart?.card ?? null };
  }

  /** The rules and the price of a cart findWithMenu read. */
  private async price(
    userId: string,
    options: CheckoutOptions,
    cart: CartWithMenuRow | undefined,
    tx?: Database,
  ): Promise<PricedQuote> {
    const { config, clock, menu, ledger } = this.deps;
    const now = clock.now();
    if (!cart) throw cartEmpty();
    const items = menu.itemsFromJson(cart.items ?? undefined);
    const { restaurant, address } = cart;
    enforce(CART_RULES, {
      restaurant,
      lines: cart.lines,
      items,
      address,
      now,
      maintenance: this.deps.settings.current().storeMaintenanceMode,
    });
    // The rules hold: the lines are on the menu, the address is the user's, in range, taxed.
    const checkedLines = checkSelection(items, cart.lines, 'cart.lines');
    const place = address!;
    const taxRate = salesTaxFor(place.country, place.region)!;
    const balances = await ledger.balancesFromState(userId, ledger.stateFromJson(cart.balance), now, tx);
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
    enforce(PRICE_RULES, {
      restaurant,
      totalBeforeDiscountsCents: price.totalBeforeDiscountsCents,
      maxOrderCents: config.MAX_ORDER_CENTS,
    });

    const distance = Math.round(distanceMeters(restaurant, place));
    return {
      restaurantId: restaurant.id,
      restaurantName: restaurant.name,
      currency: currencyOf(restaurant.country),
      cartVersion: cart.version,
      address: toDeliveryAddress(place),
      deliveryPosition: { lat: place.lat, lng: place.lng },
      deliveryPrecision: place.precision,
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
      distanceMeters: distance,
      estimatedDeliveryMinutes: estimatedDeliveryMinutes(restaurant.preparationMinutes, distance),
      balances,
    };
  }

  /**
   * Inside the order's transaction: empties the cart if it is still the one a quote priced
   * (`version`), holding its row lock until commit; else says why not.
   */
  takeForOrder(tx: Database, userId: string, version: number): Promise<'taken' | 'changed' | 'empty'> {
    return this.deps.carts.in(tx).takeForOrder(userId, version, this.deps.clock.now());
  }

  /** takeForOrder as a part of the order's own statement (nothing changed when it did not apply). */
  takeForOrderPart(userId: Bound<string>, version: Bound<number>, at: Bound<Date>): StatementPart {
    return takeForOrderPart(userId, version, at);
  }

  /**
   * Reorder: the cart becomes these lines, checked against today's menu. Lines whose item
   * is gone, unavailable or whose options no longer fit are dropped; if none is left,
   * 400 InvalidOrderItemException. A deliberate overwrite (no version).
   */
  async replace(
    userId: string,
    restaurantId: string,
    lines: readonly (SelectionLine & { note?: string | null })[],
    tx?: Database,
  ): Promise<void> {
    // The restaurant and today's items of these lines, one read.
    const found = await this.deps.menu.statusWithItems(
      restaurantId,
      lines.map((l) => l.itemId),
      tx,
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
    await this.write(userId, restaurantId, kept, undefined, tx);
  }
}
