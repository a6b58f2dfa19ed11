import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderDto, PlaceOrderRequest } from '@playeats/contracts/ordering';
import type { Currency } from '@playeats/contracts/rewards';
import type { Clock } from '../../../adapters/clock.ts';
import type { Payments } from '../../../adapters/payments/payments.ts';
import { notApplied, StatementNotApplied, type WritePaths } from '../../../db/statement-part.ts';
import type { Repository, UnitOfWork } from '../../../db/unit-of-work.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { IDEMPOTENCY_TTL_MS } from '../../../lib/idempotency-window.ts';
import { addressPinRequired, HttpProblem } from '../../../lib/problem.ts';
import type { LedgerService } from '../../rewards/rewards.module.ts';
import { cartEmpty, type CartService } from '../cart/cart.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { PaymentCardsService } from '../payment-cards/payment-cards.service.ts';
import { cancelQuietly, holdForOrder, resumedAuthorization } from './card-authorization.ts';
import { dtoOf, loadOrderDto } from './order-views.ts';
import type { OrdersRepository, PlacedOrder, PlacementShape } from './orders.repository.ts';

const priceChanged = (totalCents: number) =>
  new HttpProblem(
    409,
    'ConflictException',
    'Price changed',
    'The price of this order changed since you saw it. Check the new total and place the order again.',
    { totalCents },
  );

/** A name-based (v5-style) UUID of the user and the request's Idempotency-Key. */
export function orderIdFor(userId: string, idempotencyKey: string): string {
  const h = createHash('sha1').update(`playeats-order:${userId}:${idempotencyKey}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const notAppliedAlone = (what: string): never => {
  throw new StatementNotApplied(what);
};

const spendPlaceholder = (currency: Currency) => `spend_${currency}`;

/**
 * The placement statement's shape: its lines and the currencies it spends. Its parts name
 * the order's own values by the order's columns (`userId`, `id`, `placedAt`: the
 * timestamp's ISO text), their own as `cartVersion`, `noticeData` (JSON) and `spend_<currency>`.
 */
function placementShape(
  shapes: Map<string, PlacementShape>,
  deps: Pick<PlacementServiceDeps, 'cart' | 'ledger' | 'notifications'>,
  lines: number,
  currencies: readonly Currency[],
): PlacementShape {
  const key = `${lines}_${currencies.map((c) => c.toLowerCase()).join('_') || 'nospend'}`;
  let shape = shapes.get(key);
  if (!shape) {
    const p = (name: string) => sql`${sql.placeholder(name)}`;
    shape = {
      key,
      lines,
      build: () => {
        const userId = p('userId');
        const at = p('placedAt');
        const spends = currencies.map((currency) => ({ currency, amount: p(spendPlaceholder(currency)) }));
        const spendsPart = deps.ledger.spendsPart(userId, p('id'), spends, at);
        return {
          notice: (number) =>
            deps.notifications.orderStatusInsertSql({ userId, orderId: p('id'), data: p('noticeData'), at }, number),
          parts: [deps.cart.takeForOrderPart(userId, p('cartVersion'), at), ...(spendsPart ? [spendsPart] : [])],
        };
      },
    };
    shapes.set(key, shape);
  }
  return shape;
}

export interface PlacementServiceDeps {
  uow: UnitOfWork;
  orders: Repository<OrdersRepository>;
  cart: Pick<CartService, 'quoteForOrder' | 'takeForOrder' | 'takeForOrderPart'>;
  cards: Pick<PaymentCardsService, 'chargeableFrom'>;
  ledger: Pick<LedgerService, 'spend' | 'spendsPart' | 'debitsOf'>;
  notifications: Pick<NotificationsService, 'orderStatusInsertSql'>;
  payments: Payments;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Parity tests only: one of the two ways alone (WritePaths); the app runs both. */
  paths?: WritePaths;
}

/**
 * Placing the cart as an order: the quote's rules, the card's hold, then the order, its
 * lines, event and notification, the spends and the emptied cart, all or nothing. The
 * common case is one statement (the other modules' statement parts); the step-by-step
 * transaction answers every case, and the parity tests hold the two equal.
 */
export class PlacementService {
  /** The placement statement's shapes met so far (placementShape), each built once. */
  private readonly shapes = new Map<string, PlacementShape>();

  constructor(private readonly deps: PlacementServiceDeps) {}

  async place(userId: string, body: PlaceOrderRequest, requestId: string, idempotencyKey: string): Promise<OrderDto> {
    const { uow, orders, cart, cards, ledger, notifications, payments, clock, log } = this.deps;
    // After 3-D Secure the placement names the intent the card holder confirmed: the order
    // takes the id of the attempt that made it (card-authorization.ts).
    const resumed = body.paymentIntentId
      ? await resumedAuthorization(this.deps, userId, body.paymentIntentId, requestId)
      : undefined;
    // One id per placement attempt, the same on every retry of it: the provider's key
    // (order-{id}-authorize) then makes a retried authorization answer the first one,
    // never a second hold on the card.
    const orderId = resumed?.metadata.orderId ?? orderIdFor(userId, idempotencyKey);
    // The intent's own order is placed already (a stale tab, a resent id): that order is
    // the answer, and its hold is left alone.
    const placedAlready = resumed ? await orders.find(userId, orderId) : undefined;
    if (placedAlready) return loadOrderDto(orders, placedAlready);
    const heldByAnOrder = async () => (await orders.find(userId, orderId))?.providerPaymentIntentId === resumed?.id;
    // The price and the card are read in one statement; the card matters only if the price needs one.
    let priced: Awaited<ReturnType<CartService['quoteForOrder']>>;
    try {
      priced = await cart.quoteForOrder(userId, body);
    } catch (err) {
      // An earlier try of this attempt committed (its answer was lost with its process):
      // the cart it took cannot be priced again, and the answer is that order.
      const existing = err instanceof HttpProblem && err.status < 500 ? await orders.find(userId, orderId) : undefined;
      if (existing) return loadOrderDto(orders, existing);
      throw err;
    }
    const preview = priced.quote;
    // A quote prices an address placed at its city's centre; an order waits for the pin.
    if (preview.deliveryPrecision === 'city') throw addressPinRequired(body.addressId);
    if (body.expectedTotalCents !== undefined && body.expectedTotalCents !== preview.totalCents) {
      throw priceChanged(preview.totalCents);
    }
    const position = preview.deliveryPosition;
    const chargeable = preview.cardRequired
      ? cards.chargeableFrom(priced.card, body.paymentCardId, { now: clock.now(), correlationId: requestId })
      : undefined;
    let intentId: string | undefined;
    if (chargeable) {
      const intent = await holdForOrder(
        this.deps,
        {
          customerId: chargeable.customerId,
          paymentMethodId: chargeable.card.providerPaymentMethodId,
          amountCents: preview.totalCents,
          currency: preview.currency.toLowerCase(),
          description: `PlayEats order — ${preview.restaurantName}`,
          metadata: { orderId, userId },
        },
        orderId,
        requestId,
        resumed && { intent: resumed, heldByAnOrder },
      );
      intentId = intent.id;
      // A retry a day late gets the provider's replayed answer for a hold that may be
      // voided since (by an earlier try's final answer, or by the reconciliation an hour
      // later): a new attempt (a new key) must authorize anew.
      if (clock.now().getTime() - Date.parse(intent.createdAt) > IDEMPOTENCY_TTL_MS) {
        throw new HttpProblem(
          409,
          'ConflictException',
          'Order attempt expired',
          'This order attempt is more than a day old. Check your cart and place the order again.',
        );
      }
    } else if (resumed && !(await heldByAnOrder())) {
      // The discounts pay it all now: the confirmed hold is not needed.
      await cancelQuietly(payments, resumed.id, log);
    }
    const quote = preview;
    const now = clock.now();
    const placed: PlacedOrder = {
      id: orderId,
      userId,
      restaurantId: quote.restaurantId,
      restaurantName: quote.restaurantName,
      currency: quote.currency,
      status: 'placed',
      deliveryAddress: quote.address,
      deliveryLat: position.lat,
      deliveryLng: position.lng,
      subtotalCents: quote.subtotalCents,
      deliveryFeeCents: quote.deliveryFeeCents,
      serviceFeeCents: quote.serviceFeeCents,
      taxCents: quote.taxCents,
      tipCents: quote.tipCents,
      promoDiscountCents: quote.promoDiscountCents,
      bucksSpent: quote.bucksSpent,
      bucksDiscountCents: quote.bucksDiscountCents,
      totalCents: quote.totalCents,
      savedCents: quote.savedCents,
      paymentCardId: chargeable?.card.id ?? null,
      cardBrand: chargeable?.card.brand ?? null,
      cardLast4: chargeable?.card.last4 ?? null,
      providerPaymentIntentId: intentId ?? null,
      paymentStatus: intentId ? 'authorized' : 'none',
      estimatedDeliveryAt: new Date(now.getTime() + quote.estimatedDeliveryMinutes * 60_000),
      estimatedReadyAt: null,
      cancelledBy: null,
      cancelReason: null,
      placedAt: now,
      updatedAt: now,
    };
    const items = quote.lines.map((line, position) => ({
      orderId,
      position,
      itemId: line.itemId,
      name: line.name,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      options: line.options,
      note: line.note,
    }));
    const noticeData = { status: 'placed', restaurantName: quote.restaurantName };
    const notice = (number: SQL) =>
      notifications.orderStatusInsertSql({ userId, orderId, data: noticeData, at: now }, number);
    const spends = [
      { currency: 'PROMO_CENTS' as const, amount: quote.promoDiscountCents },
      { currency: 'BUCKS' as const, amount: quote.bucksSpent },
    ];

    /**
     * The common case in one statement, all or nothing (no transaction around it): the
     * cart taken (still the version priced), the order with its lines, event and
     * notification, the spends. One named statement per shape (its lines, the currencies
     * it spends), built once. Undefined when a part did not apply: nothing was written.
     */
    const placeAtOnce = async () => {
      const debits = ledger.debitsOf(spends);
      const shape = placementShape(
        this.shapes,
        this.deps,
        items.length,
        debits.map((d) => d.currency),
      );
      const partValues: Record<string, unknown> = {
        cartVersion: quote.cartVersion,
        noticeData: JSON.stringify(noticeData),
      };
      for (const d of debits) partValues[spendPlaceholder(d.currency)] = d.amount;
      try {
        return await orders.placeAtOnce(shape, placed, items, partValues);
      } catch (err) {
        if (notApplied(err)) return undefined;
        throw err;
      }
    };

    /** Statement by statement, each case answered: the cart changed or emptied, a lapse due, balances short. */
    const placeStepByStep = () =>
      uow.transaction(async (tx) => {
        // The cart priced above must be the cart placed: it is emptied (its row locked
        // until commit) only if unchanged; a change since (another tab, another
        // placement) is a conflicting save.
        const taken = await cart.takeForOrder(tx, userId, quote.cartVersion);
        if (taken === 'empty') throw cartEmpty();
        if (taken === 'changed') {
          throw new HttpProblem(
            409,
            'ConflictException',
            'Cart changed',
            'Your cart changed while the order was being placed. Check it and place the order again.',
          );
        }
        const row = await orders.in(tx).insertPlaced(placed, items, notice);
        const source = { userId, sourceType: 'order', sourceId: orderId, at: now };
        for (const s of spends) if (s.amount > 0) await ledger.spend(tx, { ...source, ...s });
        return row;
      });

    try {
      const paths = this.deps.paths ?? 'both';
      const row =
        (paths === 'steps' ? undefined : await placeAtOnce()) ??
        (paths === 'statement' ? notAppliedAlone('placement') : await placeStepByStep());
      return dtoOf(row, quote.lines, [{ status: 'placed', at: now.toISOString(), actor: 'user' }]);
    } catch (err) {
      // A final answer (a 4xx, stored for the Idempotency-Key, or a duplicate order id):
      // when an earlier try of this attempt committed the order (a takeover after the
      // lease, a retry a day later), the answer is that order; the hold goes back unless
      // that order holds it. After a server error the hold stays: the retry that error
      // invites reuses it (the provider's key), and the reconciliation job releases it if
      // none comes (docs/decisions/0015); voiding it would leave that retry a replayed
      // answer for a hold that no longer exists.
      if (isUniqueViolation(err, 'orders_pkey') || (err instanceof HttpProblem && err.status < 500)) {
        const existing = await orders.find(userId, orderId);
        if (intentId && existing?.providerPaymentIntentId !== intentId) {
          await payments
            .cancel(intentId, `hold-${intentId}-void`)
            .catch((voidErr: unknown) =>
              log.error({ err: voidErr, orderId, paymentIntent: intentId }, 'could not void an authorization'),
            );
        }
        if (existing) return loadOrderDto(orders, existing);
      }
      throw err;
    }
  }
}
