import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionDto } from '@playeats/contracts/auth';
import { orderPageSchema, orderSchema, type OrderDto } from '@playeats/contracts/ordering';
import { manualClock } from '../../../adapters/clock.ts';
import { createLocalPayments } from '../../../adapters/payments/local-payments.ts';
import type { Payments } from '../../../adapters/payments/payments.ts';
import type { Database } from '../../../db/client.ts';
import { localPaymentObjects } from '../../../db/schema/local-payments.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { orders } from '../../../db/schema/orders.ts';
import { insertMontrealAddress } from '../../../../test/ordering-fixtures.ts';
import { createTestApp, createTestDatabase, type TestContext } from '../../../../test/test-app.ts';
import { bearer, createActiveUser } from '../../../../test/auth-helpers.ts';
import { pizzaMenu, restaurant } from '../../../../test/restaurant-fixtures.ts';
import { expectLedgerConsistent, credit, readBalances } from '../../../../test/rewards-helpers.ts';
import { restaurantsRepository } from '../../restaurants/restaurants.repository.ts';
import { deriveWebhookKey, signWebhook } from './order-webhook-signature.ts';
import { orderIdFor } from './placement.service.ts';

const WEBHOOK_SECRET = 'w'.repeat(40);
const MONTREAL = { lat: 45.5017, lng: -73.5673 };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let ctx: TestContext;
let db: Database;
const clock = manualClock(new Date('2026-11-21T17:00:00Z'));
const pizza = pizzaMenu();
const luigi = randomUUID();

/** The app under test, with Luigi's in Montréal (open all day, 8 km radius, $10 minimum). */
let payments: Payments;

async function startApp(env: Record<string, string>) {
  const database = await createTestDatabase();
  payments = createLocalPayments(database.db, clock);
  const app = await createTestApp({ clock, database, payments, env: { ORDER_WEBHOOK_SECRET: WEBHOOK_SECRET, ...env } });
  ctx = { ...app, close: async () => (await app.close(), await database.close()) };
  db = ctx.database.db;
  await restaurantsRepository(db).insertRestaurants([
    restaurant({
      id: luigi,
      name: "Luigi's",
      cuisines: ['pizza'],
      position: MONTREAL,
      address: { street: '1 Rue Test', city: 'Montréal', region: 'QC', postalCode: 'H2X 1Y4', country: 'CANADA' },
      timeZone: 'America/Toronto',
      menu: pizza.menu,
      deliveryRadiusM: 8_000,
      minimumOrderCents: 1_000,
      deliveryFeeCents: 299,
      preparationMinutes: 15,
    }),
  ]);
}

const call = (session: SessionDto | null, method: Method, url: string, payload?: object, headers = {}) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...(session ? bearer(session) : {}), ...headers },
    ...(payload ? { payload } : {}),
  });

/** A signed-in customer with a Montréal address, a saved card and a cart of two pizzas. */
async function customer(card = '4242424242424242', email = `${randomUUID()}@example.com`) {
  const session = await createActiveUser(ctx.app, db, email);
  const userId = session.userInfo.id;
  const address = await insertMontrealAddress(db, userId);
  const method = await call(null, 'POST', '/api/local-payments/payment-methods', {
    number: card,
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
  });
  expect(method.statusCode, method.body).toBeLessThan(300);
  const saved = await call(session, 'POST', '/api/users/me/payment-cards', { paymentMethodId: method.json().id });
  expect(saved.statusCode, saved.body).toBeLessThan(300);
  await fillCart(session);
  return { session, userId, addressId: address.id };
}

async function fillCart(session: SessionDto) {
  const res = await call(session, 'PUT', '/api/users/me/cart', {
    restaurantId: luigi,
    lines: [
      { itemId: pizza.items.margherita, quantity: 2, optionIds: [pizza.size.large, pizza.extras.cheese] },
      { itemId: pizza.items.garlicBread, quantity: 1 },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
}

const place = (session: SessionDto, body: object, key: string = randomUUID()) =>
  call(session, 'POST', '/api/users/me/orders', body, { 'idempotency-key': key });

/**
 * A signed webhook from the sender the event's source stands for (Luigi's, or the delivery
 * partner), with that sender's derived key unless told otherwise.
 */
function webhook(
  body: { source: string; [field: string]: unknown },
  { at = clock.now(), sender = body.source === 'delivery' ? 'delivery' : `restaurant:${luigi}`, key = '' } = {},
) {
  const raw = JSON.stringify(body);
  const signature = signWebhook(key || deriveWebhookKey(WEBHOOK_SECRET, sender), raw, at);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/orders',
    headers: { 'content-type': 'application/json', 'playeats-sender': sender, 'playeats-signature': signature },
    payload: raw,
  });
}

const event = (orderId: string, status: string, source: 'restaurant' | 'delivery') => ({
  eventId: randomUUID(),
  orderId,
  status,
  source,
});

async function intentOf(orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const [intent] = await db
    .select()
    .from(localPaymentObjects)
    .where(eq(localPaymentObjects.id, order!.providerPaymentIntentId!));
  return { order: order!, intent: intent?.data as { status: string; amountCapturedCents?: number } | undefined };
}

describe('orders', () => {
  beforeAll(() => startApp({ ORDER_SIMULATOR: 'false' }));
  afterAll(() => ctx.close());

  it('places the cart: the order, its lines, the spends, an authorized card, an emptied cart, a notification', async () => {
    const { session, userId, addressId } = await customer();
    await db.transaction(async (tx) => {
      await credit(tx, {
        userId,
        currency: 'BUCKS',
        amount: 300,
        reason: 'admin_adjustment',
        sourceType: 'test',
        sourceId: randomUUID(),
      });
      await credit(tx, {
        userId,
        currency: 'PROMO_CENTS',
        amount: 500,
        reason: 'admin_adjustment',
        sourceType: 'test',
        sourceId: randomUUID(),
      });
    });
    const quote = await call(session, 'POST', '/api/users/me/cart/quote', {
      addressId,
      tipCents: 300,
      bucks: 200,
      promoCents: 500,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const q = quote.json();

    const res = await place(session, {
      addressId,
      tipCents: 300,
      bucks: 200,
      promoCents: 500,
      expectedTotalCents: q.totalCents,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = orderSchema.parse(res.json());
    expect(order).toMatchObject({
      status: 'placed',
      restaurantName: "Luigi's",
      currency: 'CAD',
      subtotalCents: q.subtotalCents,
      taxCents: q.taxCents,
      tipCents: 300,
      promoDiscountCents: 500,
      bucksSpent: 200,
      totalCents: q.totalCents,
      savedCents: q.savedCents,
      paymentStatus: 'authorized',
      card: { brand: 'visa', last4: '4242' },
      cancellable: true,
    });
    expect(order.lines.map((l) => [l.name, l.quantity])).toEqual([
      ['Margherita', 2],
      ['Garlic Bread', 1],
    ]);
    expect(order.events.map((e) => e.status)).toEqual(['placed']);
    expect(order.number).toBeGreaterThanOrEqual(1001);

    expect((await call(session, 'GET', '/api/users/me/cart')).statusCode).toBe(204);
    expect(await readBalances(db, userId, clock.now())).toEqual({ bucks: 100, promoCents: 0 });
    await expectLedgerConsistent(db, userId);
    const { intent } = await intentOf(order.id);
    expect(intent?.status).toBe('requires_capture');

    const active = await call(session, 'GET', '/api/users/me/orders/active');
    expect(active.json().id).toBe(order.id);
    const list = orderPageSchema.parse((await call(session, 'GET', '/api/users/me/orders')).json());
    expect(list.items.map((o) => o.id)).toEqual([order.id]);
    expect(list.items[0]!.itemCount).toBe(3);
    const notes = await call(session, 'GET', '/api/users/me/notifications');
    expect(notes.json()).toMatchObject({ unread: 1, items: [{ status: 'placed', orderNumber: order.number }] });
  });

  it('100 concurrent placements under one Idempotency-Key make one order', async () => {
    const { session, userId, addressId } = await customer();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 100 }, () => place(session, { addressId }, key)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const created = answers.filter((a) => a.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((a) => a.json().id)).size).toBe(1);
    const [{ n }] = (await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId))) as [{ n: number }];
    expect(Number(n)).toBe(1);
    // A later retry replays the first answer.
    const retry = await place(session, { addressId }, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().id).toBe(created[0]!.json().id);
    // The same key with another body is refused.
    const reused = await place(session, { addressId, tipCents: 100 }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().type).toMatch(/IdempotencyKeyReusedException$/);
  });

  it('needs an Idempotency-Key', async () => {
    const { session, addressId } = await customer();
    const res = await call(session, 'POST', '/api/users/me/orders', { addressId });
    expect(res.statusCode).toBe(400);
  });

  it('two placements of one cart with different keys: one order, the other finds the cart empty', async () => {
    const { session, userId, addressId } = await customer();
    const [a, b] = await Promise.all([place(session, { addressId }), place(session, { addressId })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    const refused = a.statusCode === 400 ? a : b;
    expect(refused.json().type).toMatch(/CartEmptyException$/);
    const [{ n }] = (await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId))) as [{ n: number }];
    expect(Number(n)).toBe(1);
  });

  it('a declined card: 402 with the reason as title, and nothing is written', async () => {
    const { session, userId, addressId } = await customer('4000000000000341');
    const res = await place(session, { addressId });
    expect(res.statusCode, res.body).toBe(402);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.json()).toMatchObject({ title: 'Your card was declined', code: 'card_declined' });
    expect(res.json().type).toMatch(/PaymentCardDeclinedException$/);
    const [{ n }] = (await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId))) as [{ n: number }];
    expect(Number(n)).toBe(0);
    expect((await call(session, 'GET', '/api/users/me/cart')).statusCode).toBe(200);
    const [{ m }] = (await db.select({ m: count() }).from(notifications).where(eq(notifications.userId, userId))) as [
      { m: number },
    ];
    expect(Number(m)).toBe(0);
  });

  it('refuses a total that changed since the quote (409), and a card that is not the user’s', async () => {
    const { session, addressId } = await customer();
    const changed = await place(session, { addressId, expectedTotalCents: 1 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().totalCents).toBeGreaterThan(1);
    const foreign = await place(session, { addressId, paymentCardId: randomUUID() });
    expect(foreign.statusCode).toBe(404);
  });

  it('places an order the discounts pay in full with no card, whatever card it names', async () => {
    const { session, userId, addressId } = await customer();
    await db.transaction((tx) =>
      credit(tx, {
        userId,
        currency: 'BUCKS',
        amount: 100_000,
        reason: 'admin_adjustment',
        sourceType: 'test',
        sourceId: randomUUID(),
      }),
    );
    // The card read with the quote (another user's or none at all) only counts when the price needs one.
    const res = await place(session, { addressId, bucks: 100_000, paymentCardId: randomUUID() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ totalCents: 0, card: null, paymentStatus: 'none' });
  });

  it('checks the rules again when the order is placed (ordering turned off after the quote)', async () => {
    const { session, addressId } = await customer();
    expect((await call(session, 'POST', '/api/users/me/cart/quote', { addressId })).statusCode).toBe(200);
    await db.execute(sql`update restaurants set ordering_enabled = false where id = ${luigi}`);
    try {
      const res = await place(session, { addressId });
      expect(res.statusCode).toBe(409);
      expect(res.json().type).toMatch(/OrderingDisabledException$/);
    } finally {
      await db.execute(sql`update restaurants set ordering_enabled = true where id = ${luigi}`);
    }
  });

  describe('lifecycle', () => {
    it('moves through signed webhooks to delivered: the card is captured, money saved grows, every step notifies', async () => {
      const { session, addressId } = await customer();
      const order: OrderDto = (await place(session, { addressId })).json();
      for (const [status, source] of [
        ['accepted', 'restaurant'],
        ['preparing', 'restaurant'],
        ['ready', 'restaurant'],
        ['out_for_delivery', 'delivery'],
        ['delivered', 'delivery'],
      ] as const) {
        clock.advance(60_000);
        const res = await webhook(event(order.id, status, source));
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ applied: true, status });
      }
      const done: OrderDto = (await call(session, 'GET', `/api/users/me/orders/${order.id}`)).json();
      expect(done.status).toBe('delivered');
      expect(done.paymentStatus).toBe('captured');
      expect(done.events.map((e) => e.status)).toEqual([
        'placed',
        'accepted',
        'preparing',
        'ready',
        'out_for_delivery',
        'delivered',
      ]);
      expect(done.cancellable).toBe(false);
      const { intent } = await intentOf(order.id);
      expect(intent?.status).toBe('succeeded');
      const notes = (await call(session, 'GET', '/api/users/me/notifications')).json();
      expect(notes.items.map((n: { status: string }) => n.status)).toEqual([
        'delivered',
        'out_for_delivery',
        'ready',
        'preparing',
        'accepted',
        'placed',
      ]);
      // Polling asks only for what is newer than the last one it saw.
      const newer = (await call(session, 'GET', `/api/users/me/notifications?after=${notes.items[1].id}`)).json();
      expect(newer.items.map((n: { status: string }) => n.status)).toEqual(['delivered']);
      expect((await call(session, 'POST', '/api/users/me/notifications/read', {})).statusCode).toBe(204);
      expect((await call(session, 'GET', '/api/users/me/notifications')).json().unread).toBe(0);
    });

    it('applies a redelivered event once, refuses illegal moves, bad and stale signatures', async () => {
      const { session, addressId } = await customer();
      const order: OrderDto = (await place(session, { addressId })).json();
      const accepted = event(order.id, 'accepted', 'restaurant');
      expect((await webhook(accepted)).json()).toEqual({ applied: true, status: 'accepted' });
      expect((await webhook(accepted)).json()).toEqual({ applied: false, status: 'accepted' });

      const backwards = await webhook(event(order.id, 'placed', 'restaurant'));
      expect(backwards.statusCode).toBe(400); // not a status a webhook may send
      const early = await webhook(event(order.id, 'delivered', 'delivery'));
      expect(early.statusCode).toBe(409);
      expect(early.json().type).toMatch(/InvalidOrderTransitionException$/);
      // The refused event can be sent again once it is legal: it was not recorded.

      const forged = await webhook(event(order.id, 'preparing', 'restaurant'), { key: 'x'.repeat(40) });
      expect(forged.statusCode).toBe(401);
      expect(forged.json().type).toMatch(/InvalidWebhookSignatureException$/);
      // The master secret is not a sender's key.
      const master = await webhook(event(order.id, 'preparing', 'restaurant'), { key: WEBHOOK_SECRET });
      expect(master.statusCode).toBe(401);
      const stale = await webhook(event(order.id, 'preparing', 'restaurant'), {
        at: new Date(clock.now().getTime() - 600_000),
      });
      expect(stale.statusCode).toBe(401);
      const unsigned = await ctx.app.inject({
        method: 'POST',
        url: '/api/webhooks/orders',
        headers: { 'content-type': 'application/json', 'playeats-sender': `restaurant:${luigi}` },
        payload: JSON.stringify(event(order.id, 'preparing', 'restaurant')),
      });
      expect(unsigned.statusCode).toBe(401);
      expect((await call(session, 'GET', `/api/users/me/orders/${order.id}`)).json().status).toBe('accepted');
    });

    it('the user cancels before acceptance: bucks and promo dollars come back, the hold is released', async () => {
      const { session, userId, addressId } = await customer();
      await db.transaction((tx) =>
        credit(tx, {
          userId,
          currency: 'BUCKS',
          amount: 150,
          reason: 'admin_adjustment',
          sourceType: 'test',
          sourceId: randomUUID(),
        }),
      );
      const order: OrderDto = (await place(session, { addressId, bucks: 150 })).json();
      expect(order.bucksSpent).toBe(150);
      expect((await readBalances(db, userId, clock.now())).bucks).toBe(0);

      const res = await call(session, 'POST', `/api/users/me/orders/${order.id}/cancel`, { reason: 'Ordered twice' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'cancelled',
        cancelledBy: 'user',
        cancelReason: 'Ordered twice',
        paymentStatus: 'voided',
      });
      expect((await readBalances(db, userId, clock.now())).bucks).toBe(150);
      await expectLedgerConsistent(db, userId);
      const { intent } = await intentOf(order.id);
      expect(intent?.status).toBe('canceled');
      // Cancelling again changes nothing.
      expect((await call(session, 'POST', `/api/users/me/orders/${order.id}/cancel`, {})).statusCode).toBe(409);
    });

    it('a hold that already lapsed at the provider counts as released when the order is cancelled', async () => {
      const { session, addressId } = await customer();
      const order: OrderDto = (await place(session, { addressId })).json();
      const { order: row } = await intentOf(order.id);
      await payments.cancel(row.providerPaymentIntentId!, 'lapsed-at-the-provider');
      const res = await call(session, 'POST', `/api/users/me/orders/${order.id}/cancel`, {});
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'voided' });
    });

    it('a retry more than a day after its authorization (the server died before the order) is refused, not placed on that hold', async () => {
      const { session, userId, addressId } = await customer();
      const key = randomUUID();
      const orderId = orderIdFor(userId, key);
      const [card] = (
        await db.execute<{ customerId: string; paymentMethodId: string }>(
          sql`select c.provider_customer_id as "customerId", p.provider_payment_method_id as "paymentMethodId"
            from payment_cards p join payment_customers c using (user_id) where p.user_id = ${userId} and p.is_default`,
        )
      ).rows;
      const quote = await call(session, 'POST', '/api/users/me/cart/quote', { addressId });
      expect(quote.statusCode, quote.body).toBe(200);
      // The authorization the first try made, 26 hours ago, before the process died.
      const now = clock.now();
      clock.set(new Date(now.getTime() - 26 * 3_600_000));
      await payments.authorize(
        {
          customerId: card!.customerId,
          paymentMethodId: card!.paymentMethodId,
          amountCents: quote.json().totalCents,
          currency: 'cad',
          description: "PlayEats order — Luigi's",
          metadata: { orderId, userId },
        },
        `order-${orderId}-authorize`,
      );
      clock.set(now);
      const res = await place(session, { addressId }, key);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        type: expect.stringContaining('ConflictException'),
        detail: expect.stringContaining('more than a day old'),
      });
      expect(await db.select().from(orders).where(eq(orders.id, orderId))).toEqual([]);
      // A new attempt (a new key) places the cart.
      expect((await place(session, { addressId })).statusCode).toBe(201);
    });

    it('a retry of one placement reuses its order id; another user with the same key gets another order', async () => {
      const key = randomUUID();
      const first = await customer();
      const second = await customer();
      const a = await place(first.session, { addressId: first.addressId }, key);
      const b = await place(second.session, { addressId: second.addressId }, key);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      expect(a.json().id).not.toBe(b.json().id);
      expect((await place(first.session, { addressId: first.addressId }, key)).json().id).toBe(a.json().id);
    });

    it('after the restaurant accepts, the user can no longer cancel; the restaurant still can', async () => {
      const { session, addressId } = await customer();
      const order: OrderDto = (await place(session, { addressId })).json();
      await webhook(event(order.id, 'accepted', 'restaurant'));
      const res = await call(session, 'POST', `/api/users/me/orders/${order.id}/cancel`, {});
      expect(res.statusCode).toBe(409);
      expect(res.json().type).toMatch(/OrderNotCancellableException$/);
      const byRestaurant = await webhook({ ...event(order.id, 'cancelled', 'restaurant'), reason: 'Out of dough' });
      expect(byRestaurant.json()).toEqual({ applied: true, status: 'cancelled' });
      const after: OrderDto = (await call(session, 'GET', `/api/users/me/orders/${order.id}`)).json();
      expect(after).toMatchObject({ cancelledBy: 'restaurant', cancelReason: 'Out of dough', paymentStatus: 'voided' });
    });

    it('another user sees none of it', async () => {
      const { session, addressId } = await customer();
      const order: OrderDto = (await place(session, { addressId })).json();
      const stranger = await createActiveUser(ctx.app, db, `${randomUUID()}@example.com`);
      expect((await call(stranger, 'GET', `/api/users/me/orders/${order.id}`)).statusCode).toBe(404);
      expect((await call(stranger, 'POST', `/api/users/me/orders/${order.id}/cancel`, {})).statusCode).toBe(404);
      expect((await call(stranger, 'GET', '/api/users/me/orders')).json().items).toEqual([]);
      expect((await call(stranger, 'GET', '/api/users/me/orders/active')).statusCode).toBe(204);
    });
  });

  it('pages the history newest first and counts the money saved on delivered orders', async () => {
    const { session, userId, addressId } = await customer();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      if (i > 0) await fillCart(session);
      await db.transaction((tx) =>
        credit(tx, {
          userId,
          currency: 'PROMO_CENTS',
          amount: 100,
          reason: 'admin_adjustment',
          sourceType: 'test',
          sourceId: randomUUID(),
        }),
      );
      clock.advance(1_000);
      const res = await place(session, { addressId, promoCents: 100 });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }
    const first = orderPageSchema.parse((await call(session, 'GET', '/api/users/me/orders?limit=2')).json());
    expect(first.items.map((o) => o.id)).toEqual([ids[2], ids[1]]);
    const second = orderPageSchema.parse(
      (await call(session, 'GET', `/api/users/me/orders?limit=2&before=${first.nextCursor}`)).json(),
    );
    expect(second.items.map((o) => o.id)).toEqual([ids[0]]);
    expect(second.nextCursor).toBeNull();
    expect((await call(session, 'GET', '/api/users/me/orders?before=nonsense')).statusCode).toBe(400);
    const forged = Buffer.from(JSON.stringify(['2020-01-01T00:00:00.000Z', 'x'])).toString('base64url');
    expect((await call(session, 'GET', `/api/users/me/orders?before=${forged}`)).statusCode).toBe(400);

    expect((await call(session, 'GET', '/api/users/me/money-saved')).json()).toEqual({ savedCents: 0, orders: 0 });
    for (const status of ['accepted', 'ready'] as const) await webhook(event(ids[0]!, status, 'restaurant'));
    for (const status of ['out_for_delivery', 'delivered'] as const) await webhook(event(ids[0]!, status, 'delivery'));
    expect((await call(session, 'GET', '/api/users/me/money-saved')).json()).toEqual({ savedCents: 100, orders: 1 });
  });
});

describe('the order simulator (development and demo)', () => {
  beforeAll(() => startApp({ ORDER_SIMULATOR: 'true', ORDER_SIMULATOR_STEP_SECONDS: '1' }));
  afterAll(() => ctx.close());

  it('moves an order step by step to delivered and captures the card', async () => {
    const { session, addressId } = await customer();
    const order: OrderDto = (await place(session, { addressId })).json();
    let seen: OrderDto = order;
    for (let i = 0; i < 40 && seen.status !== 'delivered'; i++) {
      clock.advance(1_500);
      await new Promise((r) => setTimeout(r, 600));
      seen = (await call(session, 'GET', `/api/users/me/orders/${order.id}`)).json();
    }
    expect(seen.status).toBe('delivered');
    expect(seen.paymentStatus).toBe('captured');
    expect(seen.events.map((e) => [e.status, e.actor])).toEqual([
      ['placed', 'user'],
      ['accepted', 'restaurant'],
      ['preparing', 'restaurant'],
      ['ready', 'restaurant'],
      ['out_for_delivery', 'delivery'],
      ['delivered', 'delivery'],
    ]);
  });

  it('reorder fills the cart with the order’s lines as today’s menu prices them', async () => {
    const { session, addressId } = await customer();
    const order: OrderDto = (await place(session, { addressId })).json();
    expect((await call(session, 'GET', '/api/users/me/cart')).statusCode).toBe(204);
    const res = await call(session, 'POST', `/api/users/me/orders/${order.id}/reorder`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lines.map((l: { name: string; quantity: number }) => [l.name, l.quantity])).toEqual([
      ['Margherita', 2],
      ['Garlic Bread', 1],
    ]);
    expect((await call(session, 'GET', '/api/users/me/cart')).json().restaurantId).toBe(luigi);
  });
});
