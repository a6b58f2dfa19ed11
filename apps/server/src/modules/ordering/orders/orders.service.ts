import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ProblemName } from '@playeats/contracts/problem';
import type {
  CartDto,
  OrderDto,
  OrderStatus,
  OrderSummaryDto,
  OrderWebhook,
  PlaceOrderRequest,
} from '@playeats/contracts/ordering';
import { PaymentProviderError, type Payments } from '../../../adapters/payments/payments.ts';
import { paymentCardsService, toPaymentProblem } from '../payment-cards/payment-cards.service.ts';
import type { Clock } from '../../../adapters/clock.ts';
import type { Database } from '../../../db/client.ts';
import { HttpProblem, notFound } from '../../../lib/problem.ts';
import { notApplied } from '../../../db/statement-part.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { IDEMPOTENCY_TTL_MS } from '../../../plugins/idempotency/idempotency.ts';
import type { CartModule } from '../cart/cart.module.ts';
import { cartEmpty } from '../cart/cart.service.ts';
import { refund, spend, spendsPart as ledgerSpendsPart } from '../../rewards/ledger/ledger.ts';
import { checkTransition, isFinal, nextSimulatedStep, userMayCancel, type OrderActor } from './order-state.ts';
import type { WebhookSender } from './order-webhook-signature.ts';
import { ordersRepository, type OrderItemRow, type OrderRow, type PlacedOrder } from './orders.repository.ts';

/** How long a delivered or cancelled order stays the dashboard's active order. */
const ENDED_ORDER_VISIBLE_MS = 30 * 60_000;
const PAGE_MAX = 50;

export interface OrdersServiceDeps {
  db: Database;
  clock: Clock;
  payments: Payments;
  cart: CartModule;
  log: FastifyBaseLogger;
}

const priceChanged = (totalCents: number) =>
  new HttpProblem(
    409,
    'ConflictException',
    'Price changed',
    'The price of this order changed since you saw it. Check the new total and place the order again.',
    { totalCents },
  );

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A name-based (v5-style) UUID of the user and the request's Idempotency-Key. */
export function orderIdFor(userId: string, idempotencyKey: string): string {
  const h = createHash('sha1').update(`playeats-order:${userId}:${idempotencyKey}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const orderNotFound = () => notFound('There is no such order among yours.');

const address = (order: OrderRow) => order.deliveryAddress as unknown as OrderDto['address'];

function lineOf(item: OrderItemRow) {
  return {
    itemId: item.itemId,
    name: item.name,
    quantity: item.quantity,
    unitPriceCents: item.unitPriceCents,
    lineTotalCents: item.unitPriceCents * item.quantity,
    options: item.options,
    note: item.note,
  };
}

function cursorOf(order: OrderRow): string {
  return Buffer.from(JSON.stringify([order.placedAt.toISOString(), order.id])).toString('base64url');
}

function parseCursor(cursor: string): { placedAt: Date; id: string } {
  try {
    const [placedAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, string];
    const date = new Date(placedAt);
    if (typeof id !== 'string' || !UUID.test(id) || Number.isNaN(date.getTime())) throw new Error('bad cursor');
    return { placedAt: date, id };
  } catch {
    throw new HttpProblem(
      400,
      'ValidationException',
      'Invalid request',
      'query.before is not a cursor from this list',
      {
        invalidParams: [{ name: 'query.before', reason: 'is not a cursor from this list' }],
      },
    );
  }
}

export function createOrdersService({ db, clock, payments, cart, log }: OrdersServiceDeps) {
  async function toDto(order: OrderRow, repo = ordersRepository(db)): Promise<OrderDto> {
    const [items, events] = await Promise.all([repo.items([order.id]), repo.events(order.id)]);
    return dtoOf(
      order,
      items.map(lineOf),
      events.map((e) => ({ status: e.status as OrderStatus, at: e.at.toISOString(), actor: e.actor })),
    );
  }

  function dtoOf(order: OrderRow, lines: OrderDto['lines'], events: OrderDto['events']): OrderDto {
    const status = order.status as OrderStatus;
    return {
      id: order.id,
      number: order.number,
      status,
      restaurantId: order.restaurantId,
      restaurantName: order.restaurantName,
      currency: order.currency as OrderDto['currency'],
      address: address(order),
      lines,
      subtotalCents: order.subtotalCents,
      deliveryFeeCents: order.deliveryFeeCents,
      serviceFeeCents: order.serviceFeeCents,
      taxCents: order.taxCents,
      tipCents: order.tipCents,
      promoDiscountCents: order.promoDiscountCents,
      bucksSpent: order.bucksSpent,
      bucksDiscountCents: order.bucksDiscountCents,
      totalCents: order.totalCents,
      savedCents: order.savedCents,
      card: order.cardBrand && order.cardLast4 ? { brand: order.cardBrand, last4: order.cardLast4 } : null,
      paymentStatus: order.paymentStatus,
      placedAt: order.placedAt.toISOString(),
      updatedAt: order.updatedAt.toISOString(),
      estimatedDeliveryAt: order.estimatedDeliveryAt?.toISOString() ?? null,
      cancelledBy: order.cancelledBy,
      cancelReason: order.cancelReason,
      events,
      cancellable: userMayCancel(status),
    };
  }

  /**
   * One state change, inside the caller's transaction, the order's row lock first.
   * Cancelled gives the bucks and promo dollars back to the ledger in the same
   * transaction. The card follows after the commit (`settle`): the provider is another
   * computer, and no transaction waits on it.
   */
  async function transitionIn(
    tx: Database,
    orderId: string,
    to: OrderStatus,
    actor: OrderActor,
    details: { reason?: string; etaMinutes?: number; problemName?: ProblemName } = {},
  ): Promise<OrderRow> {
    const repo = ordersRepository(tx);
    const order = await repo.lock(orderId);
    if (!order) throw orderNotFound();
    const from = order.status as OrderStatus;
    const check = checkTransition(from, to, actor);
    if (!check.ok) {
      throw new HttpProblem(
        409,
        details.problemName ?? 'InvalidOrderTransitionException',
        'Order not changed',
        check.reason,
        {
          status: from,
        },
      );
    }
    const now = clock.now();
    const changes: Parameters<typeof repo.update>[1] = { status: to, updatedAt: now };
    if (details.etaMinutes !== undefined)
      changes.estimatedDeliveryAt = new Date(now.getTime() + details.etaMinutes * 60_000);
    if (to === 'cancelled') {
      changes.cancelledBy = actor;
      changes.cancelReason = details.reason ?? null;
      const source = { userId: order.userId, sourceType: 'order', sourceId: order.id, at: now };
      if (order.promoDiscountCents > 0)
        await refund(tx, { ...source, currency: 'PROMO_CENTS', amount: order.promoDiscountCents });
      if (order.bucksSpent > 0) await refund(tx, { ...source, currency: 'BUCKS', amount: order.bucksSpent });
    }
    const updated = await repo.update(order.id, changes);
    await repo.addEvent(order.id, to, actor, now, details.reason ? { reason: details.reason } : {});
    await repo.notify(
      order.userId,
      order.id,
      { status: to, number: order.number, restaurantName: order.restaurantName },
      now,
    );
    return updated;
  }

  /**
   * The card follows the order once its state is committed: delivered captures the
   * authorization, cancelled voids it (or refunds a capture). Idempotency keys named after
   * the order make a repeat harmless; a failure leaves the order as it is and the periodic
   * `settlePending` tries again.
   */
  async function settle(order: OrderRow): Promise<OrderRow> {
    const intent = order.providerPaymentIntentId;
    if (!intent) return order;
    try {
      let next: 'captured' | 'voided' | 'refunded' | undefined;
      if (order.status === 'delivered' && order.paymentStatus === 'authorized') {
        await payments.capture(intent, order.totalCents, `order-${order.id}-capture`);
        next = 'captured';
      } else if (order.status === 'cancelled' && order.paymentStatus === 'authorized') {
        await payments.cancel(intent, `order-${order.id}-void`);
        next = 'voided';
      } else if (order.status === 'cancelled' && order.paymentStatus === 'captured') {
        await payments.refund(intent, undefined, `order-${order.id}-refund`);
        next = 'refunded';
      }
      if (!next) return order;
      return (await ordersRepository(db).setPaymentStatus(order.id, order.paymentStatus, next)) ?? order;
    } catch (err) {
      if (!(err instanceof PaymentProviderError) || err.type === 'api_connection_error' || err.type === 'api_error') {
        log.error({ err, orderId: order.id, paymentIntent: intent }, 'order payment not settled yet; will retry');
        return order;
      }
      // A refusal is final: retrying it every minute would change nothing. A hold that
      // can no longer be voided (it lapsed or was already cancelled) holds nothing.
      const lapsed =
        order.paymentStatus === 'authorized' &&
        order.status === 'cancelled' &&
        err.code === 'payment_intent_unexpected_state';
      log.error(
        { err, orderId: order.id, paymentIntent: intent },
        lapsed ? 'order hold had already lapsed' : 'order payment refused by the provider: needs a person',
      );
      return (
        (await ordersRepository(db).setPaymentStatus(order.id, order.paymentStatus, lapsed ? 'voided' : 'failed')) ??
        order
      );
    }
  }

  const transition = async (
    orderId: string,
    to: OrderStatus,
    actor: OrderActor,
    details?: Parameters<typeof transitionIn>[4],
  ) => settle(await db.transaction((tx) => transitionIn(tx, orderId, to, actor, details)));

  return {
    /**
     * Places the cart as an order. First the cart is priced (no locks) and, when a card
     * pays, the amount is authorized at the provider: no transaction waits on another
     * company's computer. Then one transaction: the quote again with the cart row locked
     * (every rule checked; the price must not have moved), the order, its lines and first
     * event, the ledger spends, the emptied cart, the notification. If anything fails after
     * the authorization, it is voided.
     */
    async place(userId: string, body: PlaceOrderRequest, requestId: string, idempotencyKey: string): Promise<OrderDto> {
      // One id per placement attempt, the same on every retry of it: the provider's key
      // (order-{id}-authorize) then makes a retried authorization answer the first one,
      // never a second hold on the card.
      const orderId = orderIdFor(userId, idempotencyKey);
      // The price and the card are read at once; the card matters only if the price needs one.
      const [priced, card] = await Promise.allSettled([
        cart.quote(db, userId, body),
        paymentCardsService.chargeable(db, userId, body.paymentCardId, { now: clock.now(), correlationId: requestId }),
      ]);
      if (priced.status === 'rejected') {
        // An earlier try of this attempt committed (its answer was lost with its process):
        // the cart it took cannot be priced again, and the answer is that order.
        const existing =
          priced.reason instanceof HttpProblem && priced.reason.status < 500
            ? await ordersRepository(db).find(userId, orderId)
            : undefined;
        if (existing) return toDto(existing);
        throw priced.reason;
      }
      const preview = priced.value;
      if (body.expectedTotalCents !== undefined && body.expectedTotalCents !== preview.totalCents) {
        throw priceChanged(preview.totalCents);
      }
      const position = preview.deliveryPosition;
      let chargeable: Awaited<ReturnType<typeof paymentCardsService.chargeable>> | undefined;
      if (preview.cardRequired) {
        if (card.status === 'rejected') throw card.reason;
        chargeable = card.value;
      }
      let intentId: string | undefined;
      if (chargeable) {
        try {
          const intent = await payments.authorize(
            {
              customerId: chargeable.customerId,
              paymentMethodId: chargeable.card.providerPaymentMethodId,
              amountCents: preview.totalCents,
              currency: preview.currency.toLowerCase(),
              description: `PlayEats order — ${preview.restaurantName}`,
              metadata: { orderId, userId },
            },
            `order-${orderId}-authorize`,
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
        } catch (err) {
          if (err instanceof PaymentProviderError) throw toPaymentProblem(err, requestId);
          throw err;
        }
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
      const notice = { kind: 'order_status', data: { status: 'placed', restaurantName: quote.restaurantName } };
      const spends = [
        { currency: 'PROMO_CENTS' as const, amount: quote.promoDiscountCents },
        { currency: 'BUCKS' as const, amount: quote.bucksSpent },
      ];

      /**
       * The common case in one statement, all or nothing (no transaction around it): the
       * cart taken (still the version priced), the order with its lines, event and
       * notification, the spends. Undefined when a part did not apply: nothing was written.
       */
      const placeAtOnce = async () => {
        const spendsPart = ledgerSpendsPart(userId, orderId, spends, now);
        const parts = [cart.takeForOrderPart(userId, quote.cartVersion, now), ...(spendsPart ? [spendsPart] : [])];
        try {
          return await ordersRepository(db).insertPlaced(placed, items, notice, parts);
        } catch (err) {
          if (notApplied(err)) return undefined;
          throw err;
        }
      };

      /** Statement by statement, each case answered: the cart changed or emptied, a lapse due, balances short. */
      const placeStepByStep = () =>
        db.transaction(async (raw) => {
          const tx = raw as Database;
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
          const row = await ordersRepository(tx).insertPlaced(placed, items, notice);
          const source = { userId, sourceType: 'order', sourceId: orderId, at: now };
          for (const s of spends) if (s.amount > 0) await spend(tx, { ...source, ...s });
          return row;
        });

      try {
        const row = (await placeAtOnce()) ?? (await placeStepByStep());
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
          const existing = await ordersRepository(db).find(userId, orderId);
          if (intentId && existing?.providerPaymentIntentId !== intentId) {
            await payments
              .cancel(intentId, `hold-${intentId}-void`)
              .catch((voidErr: unknown) =>
                log.error({ err: voidErr, orderId, paymentIntent: intentId }, 'could not void an authorization'),
              );
          }
          if (existing) return toDto(existing);
        }
        throw err;
      }
    },

    async get(userId: string, id: string): Promise<OrderDto> {
      const order = await ordersRepository(db).find(userId, id);
      if (!order) throw orderNotFound();
      return toDto(order);
    },

    async list(userId: string, query: { before?: string; limit: number }) {
      const limit = Math.min(query.limit, PAGE_MAX);
      const before = query.before ? parseCursor(query.before) : undefined;
      const rows = await ordersRepository(db).page(userId, limit + 1, before);
      const page = rows.slice(0, limit);
      const items: OrderSummaryDto[] = page.map(({ order, itemCount }) => ({
        id: order.id,
        number: order.number,
        status: order.status as OrderStatus,
        restaurantId: order.restaurantId,
        restaurantName: order.restaurantName,
        currency: order.currency as OrderSummaryDto['currency'],
        totalCents: order.totalCents,
        savedCents: order.savedCents,
        itemCount: Number(itemCount),
        placedAt: order.placedAt.toISOString(),
      }));
      const last = page.at(-1);
      return { items, nextCursor: rows.length > limit && last ? cursorOf(last.order) : null };
    },

    /** The order in progress, or one that ended in the last half hour (the dashboard shows how it ended). */
    async active(userId: string): Promise<OrderDto | null> {
      const since = new Date(clock.now().getTime() - ENDED_ORDER_VISIBLE_MS);
      const order = await ordersRepository(db).active(userId, since);
      return order ? toDto(order) : null;
    },

    async cancelByUser(userId: string, id: string, reason?: string): Promise<OrderDto> {
      const order = await ordersRepository(db).find(userId, id);
      if (!order) throw orderNotFound();
      const updated = await transition(id, 'cancelled', 'user', {
        reason: reason || 'Cancelled by the customer',
        problemName: 'OrderNotCancellableException',
      });
      return toDto(updated);
    },

    /** Fills the cart with an earlier order's lines, checked against today's menu; answers the cart. */
    async reorder(userId: string, id: string): Promise<CartDto> {
      const repo = ordersRepository(db);
      const order = await repo.find(userId, id);
      if (!order) throw orderNotFound();
      const items = await repo.items([order.id]);
      await cart.replace(
        db,
        userId,
        order.restaurantId,
        items.map((item) => ({
          itemId: item.itemId,
          quantity: item.quantity,
          optionIds: item.options.map((o) => o.optionId),
          note: item.note,
        })),
      );
      const filled = await cart.get(userId);
      if (!filled)
        throw new HttpProblem(
          400,
          'CartEmptyException',
          'Nothing to reorder',
          'None of this order is on the menu any more.',
        );
      return filled;
    },

    moneySaved: (userId: string) => ordersRepository(db).moneySaved(userId),

    /**
     * A restaurant's or the delivery partner's change, from an authenticated sender; a
     * redelivered event id changes nothing. The sender acts only as itself (403 otherwise)
     * and a restaurant only on its own orders: another restaurant's order is 404, like an
     * unknown one, so order ids cannot be probed. Both are checked before the event id is
     * recorded (per sender), so a refused event can still be sent by the right sender.
     */
    async applyWebhook(event: OrderWebhook, sender: WebhookSender): Promise<{ applied: boolean; status: OrderStatus }> {
      if (event.source !== sender.kind) {
        throw new HttpProblem(
          403,
          'ForbiddenException',
          'Forbidden',
          `${sender.id} may only send events with source ${sender.kind}.`,
        );
      }
      const result = await db.transaction(async (raw) => {
        const tx = raw as Database;
        const repo = ordersRepository(tx);
        const order = await repo.lock(event.orderId);
        if (!order || (sender.kind === 'restaurant' && order.restaurantId !== sender.restaurantId)) {
          throw orderNotFound();
        }
        // Event ids are the sender's own ('/' never occurs in a sender id): no sender can spend another's.
        const fresh = await repo.recordDelivery(`${sender.id}/${event.eventId}`, sender.id, clock.now());
        if (!fresh) return { applied: false, status: order.status as OrderStatus, updated: undefined };
        const updated = await transitionIn(tx, event.orderId, event.status, sender.kind, {
          ...(event.reason ? { reason: event.reason } : {}),
          ...(event.etaMinutes !== undefined ? { etaMinutes: event.etaMinutes } : {}),
        });
        return { applied: true, status: updated.status as OrderStatus, updated };
      });
      if (result.updated) await settle(result.updated);
      return { applied: result.applied, status: result.status };
    },

    /**
     * The local simulator's step (development and demo): every order unchanged for
     * `stepMs` moves one state on, as its restaurant and then a courier would. Each order
     * is its own transaction under its row lock, re-checked there, so several servers
     * running the simulator never move an order twice.
     */
    async simulateStep(stepMs: number, limit = 50): Promise<number> {
      const cutoff = new Date(clock.now().getTime() - stepMs);
      const due = await ordersRepository(db).dueForSimulation(cutoff, limit);
      let moved = 0;
      for (const candidate of due) {
        try {
          const changed = await db.transaction(async (raw) => {
            const tx = raw as Database;
            const order = await ordersRepository(tx).lock(candidate.id);
            if (!order || order.updatedAt >= cutoff || isFinal(order.status as OrderStatus)) return undefined;
            const next = nextSimulatedStep(order.status as OrderStatus);
            if (!next) return undefined;
            const actor: OrderActor = next === 'out_for_delivery' || next === 'delivered' ? 'delivery' : 'restaurant';
            return transitionIn(tx, order.id, next, actor);
          });
          if (changed) {
            moved++;
            await settle(changed);
          }
        } catch (err) {
          log.warn({ err, orderId: candidate.id }, 'order simulator: step failed');
        }
      }
      return moved;
    },

    /** Retries card captures, voids and refunds that did not go through after their commit. */
    async settlePending(limit = 50): Promise<number> {
      const pending = await ordersRepository(db).unsettled(limit);
      let settled = 0;
      for (const order of pending) if ((await settle(order)).paymentStatus !== order.paymentStatus) settled++;
      return settled;
    },

    transition,
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
