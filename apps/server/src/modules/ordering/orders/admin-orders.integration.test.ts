import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionDto } from '@playeats/contracts/auth';
import { adminOrderDetailSchema, adminOrderPageSchema, type AdminOrderDetail } from '@playeats/contracts/admin-orders';
import type { OrderDto } from '@playeats/contracts/ordering';
import { manualClock } from '../../../adapters/clock.ts';
import type { Database } from '../../../db/client.ts';
import { auditLog } from '../../../db/schema/audit.ts';
import { ledgerEntries } from '../../../db/schema/ledger.ts';
import { localPaymentObjects } from '../../../db/schema/local-payments.ts';
import { orders } from '../../../db/schema/orders.ts';
import { users } from '../../../db/schema/users.ts';
import { startOrderingApp } from '../../../../test/ordering-fixtures.ts';
import { bearer, createActiveUser } from '../../../../test/auth-helpers.ts';
import { restaurant } from '../../../../test/restaurant-fixtures.ts';
import { createAdmin, credit, expectLedgerConsistent, readBalances } from '../../../../test/rewards-helpers.ts';
import { restaurantsRepository } from '../../restaurants/restaurants.repository.ts';
import { deriveWebhookKey, signWebhook } from './order-webhook-signature.ts';

const WEBHOOK_SECRET = 'a'.repeat(48);
const clock = manualClock(new Date('2026-11-21T17:00:00Z'));
const HOUR = 3600_000;

let app: Awaited<ReturnType<typeof startOrderingApp>>;
let db: Database;
let admin: SessionDto;

type Method = 'GET' | 'POST';
const call = (session: SessionDto | null, method: Method, url: string, payload?: object, headers = {}) =>
  app.ctx.app.inject({
    method,
    url,
    headers: { ...(session ? bearer(session) : {}), ...headers },
    ...(payload ? { payload } : {}),
  });
const problemName = (res: { json(): unknown }) => (res.json() as { type?: string }).type?.split('/').at(-1);
const move = (orderId: string, to: string, reason = 'Customer called support', headers = {}) =>
  call(admin, 'POST', `/api/admin/orders/${orderId}/transitions`, { to, reason }, headers);
const detail = async (orderId: string): Promise<AdminOrderDetail> => {
  const res = await call(admin, 'GET', `/api/admin/orders/${orderId}`);
  expect(res.statusCode, res.body).toBe(200);
  return adminOrderDetailSchema.parse(res.json());
};

/** A signed webhook from Luigi's (or the delivery partner), as order-webhooks.integration.test.ts sends them. */
function webhook(orderId: string, status: string, source: 'restaurant' | 'delivery' = 'restaurant') {
  const sender = source === 'delivery' ? 'delivery' : `restaurant:${app.luigi}`;
  const raw = JSON.stringify({ eventId: randomUUID(), orderId, status, source });
  return app.ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/orders',
    headers: {
      'content-type': 'application/json',
      'playeats-sender': sender,
      'playeats-signature': signWebhook(deriveWebhookKey(WEBHOOK_SECRET, sender), raw, clock.now()),
    },
    payload: raw,
  });
}

/** A customer's order at Luigi's, paid partly with `bucks` and `promoCents` they are given first. */
async function placeOrder(spend: { bucks?: number; promoCents?: number } = {}) {
  const customer = await app.customer();
  const { userId } = customer;
  await db.transaction(async (tx) => {
    for (const [currency, amount] of [
      ['BUCKS', spend.bucks ?? 0],
      ['PROMO_CENTS', spend.promoCents ?? 0],
    ] as const) {
      if (amount > 0) {
        await credit(tx, {
          userId,
          currency,
          amount,
          reason: 'admin_adjustment',
          sourceType: 'test',
          sourceId: randomUUID(),
        });
      }
    }
  });
  const placed = await app.call(
    customer.session,
    'POST',
    '/api/users/me/orders',
    { addressId: customer.addressId, bucks: spend.bucks ?? 0, promoCents: spend.promoCents ?? 0 },
    { 'idempotency-key': randomUUID() },
  );
  expect(placed.statusCode, placed.body).toBe(201);
  return { ...customer, order: placed.json<OrderDto>() };
}

const refundsOf = (orderId: string) =>
  db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.reason, 'order_refund'), eq(ledgerEntries.sourceId, orderId)));
const auditOf = (orderId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'order'), eq(auditLog.targetId, orderId)));
async function intentStatus(orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const [intent] = await db
    .select()
    .from(localPaymentObjects)
    .where(eq(localPaymentObjects.id, order!.providerPaymentIntentId!));
  return (intent?.data as { status: string }).status;
}

beforeAll(async () => {
  app = await startOrderingApp(clock, { ORDER_WEBHOOK_SECRET: WEBHOOK_SECRET, ACCESS_TOKEN_TTL_SECONDS: '3600' });
  db = app.db;
  admin = await createAdmin(app.ctx.app, db, `orders-admin-${randomUUID()}@example.com`);
});
afterAll(() => app.ctx.close());

describe('admin orders: authorization', () => {
  it('a normal user gets 403 on every admin orders endpoint, and nobody gets in without a token', async () => {
    const user = await createActiveUser(app.ctx.app, db, `not-admin-${randomUUID()}@example.com`);
    const { order } = await placeOrder();
    const endpoints: [Method, string, object?][] = [
      ['GET', '/api/admin/orders'],
      ['GET', `/api/admin/orders/${order.id}`],
      ['POST', `/api/admin/orders/${order.id}/transitions`, { to: 'cancelled', reason: 'No' }],
    ];
    for (const [method, url, body] of endpoints) {
      const res = await call(user, method, url, body);
      expect([url, res.statusCode, problemName(res)]).toEqual([url, 403, 'ForbiddenException']);
      expect((await call(null, method, url, body)).statusCode).toBe(401);
    }
    expect((await detail(order.id)).order.status).toBe('placed');
  });

  it('an admin whose role was revoked is refused at once, with the token still valid', async () => {
    const email = `revoked-${randomUUID()}@example.com`;
    const revoked = await createAdmin(app.ctx.app, db, email);
    expect((await call(revoked, 'GET', '/api/admin/orders')).statusCode).toBe(200);
    await db
      .update(users)
      .set({ roles: ['USER'] })
      .where(eq(users.email, email));
    expect((await call(revoked, 'GET', '/api/admin/orders')).statusCode).toBe(403);
  });
});

describe('admin orders: the list', () => {
  const bistro = randomUUID();
  let alice: SessionDto;
  let bob: SessionDto;
  const ids: Record<string, string> = {};

  /** An order row as placement writes it, at a chosen time (the list is about filtering and paging). */
  async function insertOrder(name: string, userId: string, restaurantId: string, status: string, placedAt: Date) {
    const [row] = await db
      .insert(orders)
      .values({
        userId,
        restaurantId,
        restaurantName: restaurantId === bistro ? 'Bistro' : "Luigi's",
        currency: 'CAD',
        status,
        deliveryAddress: {},
        deliveryLat: 45.5,
        deliveryLng: -73.57,
        subtotalCents: 1000,
        deliveryFeeCents: 0,
        serviceFeeCents: 0,
        taxCents: 0,
        tipCents: 0,
        promoDiscountCents: 0,
        bucksSpent: 0,
        bucksDiscountCents: 0,
        totalCents: 1000,
        savedCents: 0,
        paymentStatus: 'none',
        placedAt,
        updatedAt: placedAt,
      })
      .returning();
    ids[name] = row!.id;
  }

  const list = async (query: string) => {
    const res = await call(admin, 'GET', `/api/admin/orders?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return adminOrderPageSchema.parse(res.json());
  };
  /** The names of the listed orders among this test's (other tests' orders share the table). */
  const names = (page: { items: { id: string }[] }) =>
    page.items.map((o) => Object.keys(ids).find((n) => ids[n] === o.id)).filter(Boolean);

  beforeAll(async () => {
    await restaurantsRepository(db).insertRestaurants([
      restaurant({ id: bistro, name: 'Bistro', position: { lat: 45.5, lng: -73.57 } }),
    ]);
    alice = await createActiveUser(app.ctx.app, db, `alice-${randomUUID()}@example.com`);
    bob = await createActiveUser(app.ctx.app, db, `bob-${randomUUID()}@example.com`);
    const t = (h: number) => new Date(Date.UTC(2020, 0, 1) + h * HOUR);
    await insertOrder('a1', alice.userInfo.id, app.luigi, 'delivered', t(1));
    await insertOrder('a2', alice.userInfo.id, bistro, 'cancelled', t(2));
    await insertOrder('b1', bob.userInfo.id, bistro, 'placed', t(3));
    await insertOrder('a3', alice.userInfo.id, bistro, 'delivered', t(4));
    await insertOrder('b2', bob.userInfo.id, app.luigi, 'delivered', t(4)); // same time as a3: the id breaks the tie
    await insertOrder('a4', alice.userInfo.id, app.luigi, 'preparing', t(5));
  });

  it('filters by user (id, or e-mail in any case), state, restaurant and time placed, newest first', async () => {
    const byId = await list(`user=${alice.userInfo.id}`);
    expect(names(byId)).toEqual(['a4', 'a3', 'a2', 'a1']);
    expect(byId.items[0]).toMatchObject({ userEmail: alice.userInfo.email, restaurantName: "Luigi's" });
    expect(names(await list(`user=${encodeURIComponent(alice.userInfo.email.toUpperCase())}`))).toEqual([
      'a4',
      'a3',
      'a2',
      'a1',
    ]);
    expect(names(await list(`user=${alice.userInfo.id}&status=delivered`))).toEqual(['a3', 'a1']);
    expect(names(await list(`restaurantId=${bistro}`))).toEqual(['a3', 'b1', 'a2']);
    expect(names(await list(`restaurantId=${bistro}&status=placed`))).toEqual(['b1']);
    const window = `from=${encodeURIComponent('2020-01-01T02:00:00Z')}&to=${encodeURIComponent('2020-01-01T04:00:00Z')}`;
    expect(names(await list(window))).toEqual(['b1', 'a2']);
    expect((await list('user=nobody@example.com')).items).toEqual([]);
  });

  it('pages with a keyset cursor: no order twice, none missed, ties broken by id', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    const window = `from=${encodeURIComponent('2020-01-01T00:00:00Z')}&to=${encodeURIComponent('2020-01-02T00:00:00Z')}`;
    do {
      const page = await list(`${window}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...names(page).map(String));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.slice(0, 1)).toEqual(['a4']);
    expect(seen.slice(1, 3).sort()).toEqual(['a3', 'b2']);
    expect(seen.slice(3)).toEqual(['b1', 'a2', 'a1']);
  });

  it('bad filters are problems naming the parameter', async () => {
    const cases: [string, string][] = [
      ['status=lost', 'query.status'],
      ['restaurantId=luigi', 'query.restaurantId'],
      ['user=somebody', 'query.user'],
      ['from=yesterday', 'query.from'],
      [
        `from=${encodeURIComponent('2020-01-02T00:00:00Z')}&to=${encodeURIComponent('2020-01-01T00:00:00Z')}`,
        'query.to',
      ],
      ['cursor=not-a-cursor', 'query.cursor'],
      ['limit=1000', 'query.limit'],
    ];
    for (const [query, param] of cases) {
      const res = await call(admin, 'GET', `/api/admin/orders?${query}`);
      expect([query, res.statusCode]).toEqual([query, 400]);
      expect(res.json().invalidParams.map((p: { name: string }) => p.name)).toContain(param);
    }
  });
});

describe('admin orders: one order and its moves', () => {
  it('an order page: lines, price, payment, the timeline and the moves allowed', async () => {
    const { order, session } = await placeOrder({ bucks: 20 });
    clock.advance(60_000);
    expect((await webhook(order.id, 'accepted')).statusCode).toBe(200);
    const page = await detail(order.id);
    expect(page.order).toMatchObject({ id: order.id, status: 'accepted', bucksSpent: 20, lines: order.lines });
    expect(page.user).toEqual({ id: session.userInfo.id, email: session.userInfo.email });
    expect(page.payment).toMatchObject({ status: 'authorized' });
    expect(page.payment.providerPaymentIntentId).toBeTruthy();
    expect(page.allowedMoves).toEqual(['preparing', 'ready', 'out_for_delivery', 'delivered', 'cancelled']);
    expect(page.timeline.map((e) => [e.kind, 'status' in e ? e.status : null])).toEqual([
      ['status', 'placed'],
      ['notification', 'placed'],
      ['status', 'accepted'],
      ['webhook', 'accepted'],
      ['notification', 'accepted'],
    ]);
    expect(page.timeline[3]).toMatchObject({ kind: 'webhook', sender: `restaurant:${app.luigi}` });
    expect((await call(admin, 'GET', `/api/admin/orders/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('moves an order on as a webhook would: the user is told, the timeline and the audit log say who and why', async () => {
    const { order, session } = await placeOrder();
    const res = await move(order.id, 'preparing', 'Restaurant confirmed by phone');
    expect(res.statusCode, res.body).toBe(200);
    const page = adminOrderDetailSchema.parse(res.json());
    expect(page.order.status).toBe('preparing');
    expect(page.allowedMoves).toEqual(['ready', 'out_for_delivery', 'delivered', 'cancelled']);
    expect(page.timeline.filter((e) => e.kind !== 'notification').at(-2)).toMatchObject({
      kind: 'status',
      status: 'preparing',
      actor: 'admin',
      reason: 'Restaurant confirmed by phone',
    });
    expect(page.timeline.at(-1)).toMatchObject({
      kind: 'admin',
      action: 'order.transition',
      actorEmail: admin.userInfo.email,
      reason: 'Restaurant confirmed by phone',
    });
    const mine = await call(session, 'GET', `/api/users/me/orders/${order.id}`);
    expect(mine.json()).toMatchObject({ status: 'preparing' });
    const notices = await call(session, 'GET', '/api/users/me/notifications');
    expect(notices.json().items[0]).toMatchObject({ orderId: order.id, status: 'preparing' });
    const [entry] = await auditOf(order.id);
    expect(entry).toMatchObject({
      actorUserId: admin.userInfo.id,
      action: 'order.transition',
      before: expect.objectContaining({ status: 'placed' }),
      after: expect.objectContaining({ status: 'preparing' }),
    });
  });

  it('the state machine decides: no move backwards or out of a final state, and a reason is required', async () => {
    const { order } = await placeOrder();
    expect((await move(order.id, 'ready')).statusCode).toBe(200);
    const back = await move(order.id, 'accepted');
    expect([back.statusCode, problemName(back)]).toEqual([409, 'InvalidOrderTransitionException']);
    const noReason = await move(order.id, 'delivered', '   ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().invalidParams).toEqual([expect.objectContaining({ name: 'body.reason' })]);
    expect((await move(order.id, 'delivered')).statusCode).toBe(200);
    expect(await intentStatus(order.id)).toBe('succeeded');
    const after = await move(order.id, 'out_for_delivery');
    expect([after.statusCode, problemName(after)]).toEqual([409, 'InvalidOrderTransitionException']);
    expect((await detail(order.id)).allowedMoves).toEqual([]);
    // Refused moves are not audited: one entry per move made.
    expect((await auditOf(order.id)).map((e) => e.after)).toEqual([
      expect.objectContaining({ status: 'ready' }),
      expect.objectContaining({ status: 'delivered', paymentStatus: 'authorized' }),
    ]);
    expect((await move(randomUUID(), 'cancelled')).statusCode).toBe(404);
  });

  it('cancel with refund: bucks and promo dollars come back, the card hold is released, the balance shows it', async () => {
    const { order, userId, session } = await placeOrder({ bucks: 30, promoCents: 250 });
    expect(order).toMatchObject({ bucksSpent: 30, promoDiscountCents: 250 });
    expect(await readBalances(db, userId, clock.now())).toEqual({ bucks: 0, promoCents: 0 });
    const res = await move(order.id, 'cancelled', 'Restaurant closed early');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      order: { status: 'cancelled', cancelledBy: 'admin', cancelReason: 'Restaurant closed early' },
      payment: { status: 'voided' },
      allowedMoves: [],
    });
    expect(await intentStatus(order.id)).toBe('canceled');
    const balance = await app.ctx.app.inject({ method: 'GET', url: '/api/users/me/balance', headers: bearer(session) });
    expect(balance.json()).toEqual({ bucks: 30, promoCents: 250 });
    await expectLedgerConsistent(db, userId);
    const [entry] = await auditOf(order.id);
    expect(entry).toMatchObject({
      action: 'order.cancel',
      reason: 'Restaurant closed early',
      after: expect.objectContaining({ status: 'cancelled', refunded: { bucks: 30, promoCents: 250 } }),
    });
  });

  it('a delivered order is final: an admin cannot cancel it, its card stays captured', async () => {
    const { order } = await placeOrder();
    expect((await move(order.id, 'delivered')).json()).toMatchObject({ payment: { status: 'captured' } });
    const res = await move(order.id, 'cancelled');
    expect([res.statusCode, problemName(res)]).toEqual([409, 'InvalidOrderTransitionException']);
    expect(res.json().detail).toBe('The order is already delivered.');
    expect(await intentStatus(order.id)).toBe('succeeded');
  });

  it('out for delivery, cancelled by an admin: the hold is voided before capture', async () => {
    const { order } = await placeOrder({ bucks: 5 });
    expect((await move(order.id, 'out_for_delivery')).statusCode).toBe(200);
    expect((await move(order.id, 'cancelled')).json()).toMatchObject({ payment: { status: 'voided' } });
  });
});

describe('admin orders: refunds happen once, whatever else happens at the same time', () => {
  it('two admin cancels and the restaurant’s cancel at once: one applies, the money comes back once', async () => {
    for (let round = 0; round < 3; round++) {
      const { order, userId } = await placeOrder({ bucks: 40, promoCents: 300 });
      const results = await Promise.all([
        move(order.id, 'cancelled', 'First click'),
        move(order.id, 'cancelled', 'Second click'),
        webhook(order.id, 'cancelled'),
      ]);
      const applied = results.filter((r) => r.statusCode === 200 && r.json().applied !== false);
      expect(applied).toHaveLength(1);
      for (const refused of results.filter((r) => !applied.includes(r))) {
        expect([refused.statusCode, problemName(refused)]).toEqual([409, 'InvalidOrderTransitionException']);
      }
      const refunds = await refundsOf(order.id);
      expect(refunds.map((e) => [e.currency, e.amount]).sort()).toEqual([
        ['BUCKS', 40],
        ['PROMO_CENTS', 300],
      ]);
      const { balance } = await expectLedgerConsistent(db, userId);
      expect(balance).toEqual({ bucks: 40, promoCents: 300 });
      expect(await intentStatus(order.id)).toBe('canceled');
      // An audit entry only when an admin's cancel was the one applied.
      const adminWon = results.indexOf(applied[0]!) < 2;
      expect(await auditOf(order.id)).toHaveLength(adminWon ? 1 : 0);
    }
  });

  it('a double click with one Idempotency-Key answers the first cancel again, and refunds once', async () => {
    const { order, userId } = await placeOrder({ bucks: 10 });
    const key = randomUUID();
    const [first, second] = await Promise.all([
      move(order.id, 'cancelled', 'Duplicate order', { 'idempotency-key': key }),
      move(order.id, 'cancelled', 'Duplicate order', { 'idempotency-key': key }),
    ]);
    const codes = [first!.statusCode, second!.statusCode].sort();
    // The second either replays the first answer (200) or finds it still running (409 IdempotencyKeyInUse).
    expect(codes[0]).toBe(200);
    expect([200, 409]).toContain(codes[1]);
    const again = await move(order.id, 'cancelled', 'Duplicate order', { 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect(await auditOf(order.id)).toHaveLength(1);
    expect((await expectLedgerConsistent(db, userId)).balance.bucks).toBe(10);
  });

  it('a webhook cancel first, then the admin’s: refused, nothing refunded twice, nothing audited', async () => {
    const { order, userId } = await placeOrder({ promoCents: 120 });
    expect((await webhook(order.id, 'cancelled')).json()).toEqual({ applied: true, status: 'cancelled' });
    const res = await move(order.id, 'cancelled');
    expect([res.statusCode, problemName(res)]).toEqual([409, 'InvalidOrderTransitionException']);
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect(await auditOf(order.id)).toHaveLength(0);
    expect((await expectLedgerConsistent(db, userId)).balance.promoCents).toBe(120);
  });
});
