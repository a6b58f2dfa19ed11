import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionDto } from '@playeats/contracts/auth';
import type { OrderDto } from '@playeats/contracts/ordering';
import { manualClock } from '../../../adapters/clock.ts';
import { createLocalPayments } from '../../../adapters/payments/local-payments.ts';
import type { Database } from '../../../db/client.ts';
import { orders, webhookDeliveries } from '../../../db/schema/orders.ts';
import { insertMontrealAddress } from '../../../../test/ordering-fixtures.ts';
import { createTestApp, createTestDatabase, type TestContext } from '../../../../test/test-app.ts';
import { bearer, createActiveUser } from '../../../../test/auth-helpers.ts';
import { pizzaMenu, restaurant } from '../../../../test/restaurant-fixtures.ts';
import { createAdmin } from '../../../../test/rewards-helpers.ts';
import { restaurantsRepository } from '../../restaurants/restaurants.repository.ts';
import { deriveWebhookKey, signWebhook } from './order-webhook-signature.ts';

const WEBHOOK_SECRET = 'k'.repeat(48);
const MONTREAL = { lat: 45.5017, lng: -73.5673 };

let ctx: TestContext;
let db: Database;
const clock = manualClock(new Date('2026-11-21T17:00:00Z'));

/** Two restaurants in Montréal: each may move its own orders only. */
const luigi = { id: randomUUID(), menu: pizzaMenu() };
const mario = { id: randomUUID(), menu: pizzaMenu() };
type Restaurant = typeof luigi;

let admin: SessionDto;
let customer: SessionDto;
let addressId: string;
/** What the admin endpoints hand out: sender id → key. */
const keys = new Map<string, string>();

const get = (url: string, session?: SessionDto) =>
  ctx.app.inject({ method: 'GET', url, headers: session ? bearer(session) : {} });

async function createCustomer() {
  customer = await createActiveUser(ctx.app, db, `${randomUUID()}@example.com`);
  const address = await insertMontrealAddress(db, customer.userInfo.id);
  addressId = address.id;
  const method = await ctx.app.inject({
    method: 'POST',
    url: '/api/local-payments/payment-methods',
    payload: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
  });
  expect(method.statusCode, method.body).toBeLessThan(300);
  const saved = await ctx.app.inject({
    method: 'POST',
    url: '/api/users/me/payment-cards',
    headers: bearer(customer),
    payload: { paymentMethodId: method.json().id },
  });
  expect(saved.statusCode, saved.body).toBeLessThan(300);
}

/** A placed order of two margheritas at this restaurant. */
async function orderAt(at: Restaurant): Promise<OrderDto> {
  const cart = await ctx.app.inject({
    method: 'PUT',
    url: '/api/users/me/cart',
    headers: bearer(customer),
    payload: {
      restaurantId: at.id,
      lines: [{ itemId: at.menu.items.margherita, quantity: 2, optionIds: [at.menu.size.large] }],
    },
  });
  expect(cart.statusCode, cart.body).toBe(200);
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/users/me/orders',
    headers: { ...bearer(customer), 'idempotency-key': randomUUID() },
    payload: { addressId },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json();
}

const event = (orderId: string, status: string, source: 'restaurant' | 'delivery', eventId = randomUUID()) => ({
  eventId,
  orderId,
  status,
  source,
});

/** A webhook from `sender`, signed with `key` (by default the key an admin was given for it). */
function send(body: object, sender: string | undefined, key = keys.get(sender ?? '')!) {
  const raw = JSON.stringify(body);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/orders',
    headers: {
      'content-type': 'application/json',
      ...(sender === undefined ? {} : { 'playeats-sender': sender }),
      'playeats-signature': signWebhook(key, raw, clock.now()),
    },
    payload: raw,
  });
}

const statusOf = async (orderId: string) =>
  (await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status;

const LUIGI = `restaurant:${luigi.id}`;
const MARIO = `restaurant:${mario.id}`;

describe('order webhooks: each sender signs with its own key and acts only as itself', () => {
  beforeAll(async () => {
    const database = await createTestDatabase();
    const payments = createLocalPayments(database.db, clock);
    const app = await createTestApp({ clock, database, payments, env: { ORDER_WEBHOOK_SECRET: WEBHOOK_SECRET } });
    ctx = { ...app, close: async () => (await app.close(), await database.close()) };
    db = ctx.database.db;
    await restaurantsRepository(db).insertRestaurants(
      [
        [luigi, "Luigi's"],
        [mario, "Mario's"],
      ].map(([r, name]) =>
        restaurant({
          id: (r as Restaurant).id,
          name: name as string,
          cuisines: ['pizza'],
          position: MONTREAL,
          address: { street: '1 Rue Test', city: 'Montréal', region: 'QC', postalCode: 'H2X 1Y4', country: 'CANADA' },
          timeZone: 'America/Toronto',
          menu: (r as Restaurant).menu.menu,
          deliveryRadiusM: 8_000,
          minimumOrderCents: 1_000,
          deliveryFeeCents: 299,
          preparationMinutes: 15,
        }),
      ),
    );
    admin = await createAdmin(ctx.app, db, `${randomUUID()}@example.com`);
    await createCustomer();
    for (const url of [
      `/api/admin/restaurants/${luigi.id}/webhook-key`,
      `/api/admin/restaurants/${mario.id}/webhook-key`,
      '/api/admin/webhook-keys/delivery',
    ]) {
      const res = await get(url, admin);
      expect(res.statusCode, res.body).toBe(200);
      const { sender, key } = res.json() as { sender: string; key: string };
      keys.set(sender, key);
    }
  });
  afterAll(() => ctx.close());

  it('admins get each sender its id and derived key (no-store); others get 401 or 403', async () => {
    expect([...keys.keys()]).toEqual([LUIGI, MARIO, 'delivery']);
    for (const [sender, key] of keys) {
      expect(key).toMatch(/^[0-9a-f]{64}$/);
      expect(key).toBe(deriveWebhookKey(WEBHOOK_SECRET, sender));
    }
    const res = await get(`/api/admin/restaurants/${luigi.id.toUpperCase()}/webhook-key`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ sender: LUIGI, key: keys.get(LUIGI) }); // the canonical, lower-case id
    expect((await get('/api/admin/webhook-keys/delivery', admin)).headers['cache-control']).toBe('no-store');

    const unknown = await get(`/api/admin/restaurants/${randomUUID()}/webhook-key`, admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().type).toMatch(/RestaurantNotFoundException$/);
    expect((await get('/api/admin/restaurants/nope/webhook-key', admin)).statusCode).toBe(400);

    for (const url of [`/api/admin/restaurants/${luigi.id}/webhook-key`, '/api/admin/webhook-keys/delivery']) {
      const anonymous = await get(url);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().type).toMatch(/UnauthorizedException$/);
      const user = await get(url, customer);
      expect(user.statusCode).toBe(403);
      expect(user.json().type).toMatch(/ForbiddenException$/);
      expect(user.body).not.toContain(keys.get(LUIGI));
      expect(user.body).not.toContain(keys.get('delivery'));
    }
  });

  it('documents the key endpoints and the webhook headers in OpenAPI', async () => {
    const doc = (await get('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string; required?: boolean }[] }>>;
    };
    expect(doc.paths['/api/admin/restaurants/{id}/webhook-key']?.get).toBeDefined();
    expect(doc.paths['/api/admin/webhook-keys/delivery']?.get).toBeDefined();
    const headers = doc.paths['/api/webhooks/orders']!.post!.parameters!.filter((p) => p.in === 'header');
    expect(headers.map((p) => [p.name, p.required])).toEqual([
      ['playeats-sender', true],
      ['playeats-signature', true],
    ]);
  });

  it("a restaurant's own key moves its order; the delivery partner's key delivers it", async () => {
    const order = await orderAt(luigi);
    for (const [status, sender, source] of [
      ['accepted', LUIGI, 'restaurant'],
      ['ready', LUIGI, 'restaurant'],
      ['out_for_delivery', 'delivery', 'delivery'],
      ['delivered', 'delivery', 'delivery'],
    ] as const) {
      clock.advance(60_000);
      const res = await send(event(order.id, status, source), sender);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ applied: true, status });
    }
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/me/orders/${order.id}`,
      headers: bearer(customer),
    });
    expect(seen.json().events.map((e: { status: string; actor: string }) => [e.status, e.actor])).toEqual([
      ['placed', 'user'],
      ['accepted', 'restaurant'],
      ['ready', 'restaurant'],
      ['out_for_delivery', 'delivery'],
      ['delivered', 'delivery'],
    ]);
  });

  it("refuses another restaurant's key, a sender header that is not the key's, and no or an ill-formed sender (401)", async () => {
    const order = await orderAt(luigi);
    const accept = event(order.id, 'accepted', 'restaurant');
    for (const [sender, key] of [
      [LUIGI, keys.get(MARIO)!], // Mario's key, sent as Luigi
      [MARIO, keys.get(LUIGI)!], // Luigi's key, sent as Mario
      ['delivery', keys.get(LUIGI)!],
      [LUIGI, WEBHOOK_SECRET], // the master secret is nobody's key
    ]) {
      const res = await send(accept, sender, key);
      expect(res.statusCode, `${sender}`).toBe(401);
      expect(res.json().type).toMatch(/InvalidWebhookSignatureException$/);
      expect(res.json().detail).toMatch(/does not match/);
    }
    const anonymous = await send(accept, undefined, keys.get(LUIGI));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().detail).toBe('The PlayEats-Sender header is missing.');
    for (const sender of [
      luigi.id,
      `restaurant:${luigi.id.toUpperCase()}`,
      'restaurant:42',
      'delivery:acme',
      'admin',
    ]) {
      const res = await send(accept, sender, keys.get(LUIGI));
      expect(res.statusCode, sender).toBe(401);
      expect(res.json().detail).toMatch(/PlayEats-Sender header must be restaurant:\{restaurant id\}/);
    }
    expect(await statusOf(order.id)).toBe('placed');
    // None of it was recorded: the event, sent as it should be, applies.
    expect((await send(accept, LUIGI)).json()).toEqual({ applied: true, status: 'accepted' });
  });

  it("a restaurant cannot send delivery events (403) nor touch another restaurant's order (404, like an unknown one)", async () => {
    const order = await orderAt(luigi);
    const asCourier = await send(event(order.id, 'out_for_delivery', 'delivery'), LUIGI);
    expect(asCourier.statusCode).toBe(403);
    expect(asCourier.json().type).toMatch(/ForbiddenException$/);
    expect(asCourier.json().detail).toBe(`${LUIGI} may only send events with source restaurant.`);

    const notMine = await send(event(order.id, 'cancelled', 'restaurant'), MARIO);
    const unknown = await send(event(randomUUID(), 'cancelled', 'restaurant'), MARIO);
    expect(notMine.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    // Nothing tells Mario's that this order exists.
    const same = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });
    expect(same(notMine.json())).toEqual(same(unknown.json()));
    expect(notMine.json().type).toMatch(/NotFoundException$/);
    expect(await statusOf(order.id)).toBe('placed');
  });

  it('the delivery partner cannot accept nor prepare an order', async () => {
    const order = await orderAt(mario);
    for (const status of ['accepted', 'preparing', 'cancelled']) {
      const asRestaurant = await send(event(order.id, status, 'restaurant'), 'delivery');
      expect(asRestaurant.statusCode).toBe(403);
      expect(asRestaurant.json().detail).toBe('delivery may only send events with source delivery.');
    }
    for (const status of ['accepted', 'preparing']) {
      const asItself = await send(event(order.id, status, 'delivery'), 'delivery');
      expect(asItself.statusCode).toBe(409); // the order's rules: the restaurant accepts and prepares
      expect(asItself.json().type).toMatch(/InvalidOrderTransitionException$/);
    }
    expect(await statusOf(order.id)).toBe('placed');
  });

  it('a refused request does not spend its event id: the same event, signed by its sender, then applies once', async () => {
    const order = await orderAt(luigi);
    const accept = event(order.id, 'accepted', 'restaurant');
    expect((await send(accept, MARIO)).statusCode).toBe(404);
    expect((await send({ ...accept, source: 'delivery' }, 'delivery')).statusCode).toBe(409);
    expect((await send(accept, 'delivery')).statusCode).toBe(403);
    expect((await send(accept, LUIGI, keys.get(MARIO))).statusCode).toBe(401);
    expect(
      await db
        .select()
        .from(webhookDeliveries)
        .where(like(webhookDeliveries.id, `%${accept.eventId}`)),
    ).toEqual([]);

    expect((await send(accept, LUIGI)).json()).toEqual({ applied: true, status: 'accepted' });
    expect((await send(accept, LUIGI)).json()).toEqual({ applied: false, status: 'accepted' });
    const recorded = await db
      .select()
      .from(webhookDeliveries)
      .where(like(webhookDeliveries.id, `%${accept.eventId}`));
    expect(recorded.map((r) => [r.id, r.source])).toEqual([[`${LUIGI}/${accept.eventId}`, LUIGI]]);
  });

  it("event ids belong to their sender: another restaurant's same id is its own event", async () => {
    const [mine, theirs] = [await orderAt(luigi), await orderAt(mario)];
    const eventId = randomUUID();
    expect((await send(event(mine.id, 'accepted', 'restaurant', eventId), LUIGI)).json()).toEqual({
      applied: true,
      status: 'accepted',
    });
    expect((await send(event(theirs.id, 'accepted', 'restaurant', eventId), MARIO)).json()).toEqual({
      applied: true,
      status: 'accepted',
    });
  });
});

describe('order webhooks without ORDER_WEBHOOK_SECRET', () => {
  let bare: TestContext;
  beforeAll(async () => {
    bare = await createTestApp({ clock });
  });
  afterAll(() => bare.close());

  it('answer 503, and so do the key endpoints (after the admin check)', async () => {
    const raw = JSON.stringify(event(randomUUID(), 'accepted', 'restaurant'));
    const hook = await bare.app.inject({
      method: 'POST',
      url: '/api/webhooks/orders',
      headers: {
        'content-type': 'application/json',
        'playeats-sender': 'delivery',
        'playeats-signature': signWebhook('x'.repeat(64), raw, clock.now()),
      },
      payload: raw,
    });
    expect(hook.statusCode).toBe(503);
    const boss = await createAdmin(bare.app, bare.database.db, `${randomUUID()}@example.com`);
    for (const url of [`/api/admin/restaurants/${randomUUID()}/webhook-key`, '/api/admin/webhook-keys/delivery']) {
      const res = await bare.app.inject({ method: 'GET', url, headers: bearer(boss) });
      expect(res.statusCode, url).toBe(503);
      expect(res.json().type).toMatch(/ServiceUnavailableException$/);
      expect((await bare.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
