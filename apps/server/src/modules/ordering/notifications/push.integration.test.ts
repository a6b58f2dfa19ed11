import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionDto } from '@playeats/contracts/auth';
import { manualClock } from '../../../adapters/clock.ts';
import { listOutbox } from '../../../adapters/messaging/outbox.ts';
import { UNAVAILABLE_TOKEN_PREFIX, UNREGISTERED_TOKEN_PREFIX } from '../../../adapters/push/local-push.ts';
import type { Database } from '../../../db/client.ts';
import { pushDeliveries, pushDevices } from '../../../db/schema/notifications.ts';
import { bearer } from '../../../../test/auth-helpers.ts';
import { startOrderingApp } from '../../../../test/ordering-fixtures.ts';
import { servicesOf } from '../../../../test/test-app.ts';
import type { PushService } from './push.service.ts';
import { PUSH_MAX_ATTEMPTS } from './push.service.ts';

const clock = manualClock(new Date('2026-11-24T18:00:00Z'));

let app: Awaited<ReturnType<typeof startOrderingApp>>;
let db: Database;
let push: PushService;

beforeAll(async () => {
  // The delivery job waits a day between runs: each test runs the deliveries itself.
  app = await startOrderingApp(clock, { PUSH_DELIVERY_EVERY_MS: '86400000' });
  db = app.db;
  push = servicesOf(app.ctx, clock).ordering.push;
});
afterAll(() => app?.ctx.close());

const token = (prefix = 'fcm-') => `${prefix}${randomUUID()}${randomUUID()}`;
const devices = (method: 'POST' | 'DELETE', session: SessionDto | null, payload: object) =>
  app.ctx.app.inject({
    method,
    url: '/api/users/me/push-devices',
    headers: session ? bearer(session) : {},
    payload,
  });
const register = async (session: SessionDto, t: string, platform = 'android') => {
  const res = await devices('POST', session, { token: t, platform });
  expect(res.statusCode, res.body).toBe(204);
};
const pushesTo = async (t: string) => listOutbox(db, { recipient: t, channel: 'push', limit: 10 });
const devicesOf = (userId: string) =>
  db.select({ token: pushDevices.token }).from(pushDevices).where(eq(pushDevices.userId, userId));

/** A customer's placed order (no push: they placed it), then cancelled by them (a push). */
async function orderCancelled(session: SessionDto, addressId: string): Promise<{ id: string; number: number }> {
  await app.fillCart(session);
  const placed = await app.call(
    session,
    'POST',
    '/api/users/me/orders',
    { addressId },
    { 'idempotency-key': randomUUID() },
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json() as { id: string; number: number };
  const cancelled = await app.call(session, 'POST', `/api/users/me/orders/${order.id}/cancel`, {});
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  return order;
}

describe('push devices', () => {
  it('registers a device once however often it is sent, and refuses a bad one naming the field', async () => {
    const { session, userId } = await app.customer();
    const t = token();
    await register(session, t);
    await register(session, t);
    expect(await devicesOf(userId)).toEqual([{ token: t }]);

    const bad = await devices('POST', session, { token: t, platform: 'windows' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect(bad.body).toContain('platform');
    expect((await devices('POST', null, { token: t, platform: 'ios' })).statusCode).toBe(401);

    const gone = await devices('DELETE', session, { token: t });
    expect(gone.statusCode).toBe(204);
    expect((await devices('DELETE', session, { token: t })).statusCode).toBe(204);
    expect(await devicesOf(userId)).toEqual([]);
  });

  it('keeps each user to their own devices: another user cannot remove one, and a token moves to the last account', async () => {
    const a = await app.customer();
    const b = await app.customer();
    const t = token();
    await register(a.session, t);
    await devices('DELETE', b.session, { token: t });
    expect(await devicesOf(a.userId)).toEqual([{ token: t }]);

    // B signs in on A's phone: the phone now gets B's notifications, not A's.
    await register(b.session, t, 'ios');
    expect(await devicesOf(a.userId)).toEqual([]);
    await orderCancelled(a.session, a.addressId);
    await push.deliverDue();
    expect(await pushesTo(t)).toEqual([]);
  });

  it('gives the next account on a phone none of the previous account’s unsent pushes', async () => {
    const a = await app.customer();
    const b = await app.customer();
    const t = token();
    await register(a.session, t);
    // A's order changes while the job has not run yet (or while the service said "later").
    await orderCancelled(a.session, a.addressId);
    await register(b.session, t);
    await push.deliverDue();
    expect(await pushesTo(t)).toEqual([]);
  });

  it('keeps a user to their 10 latest devices', async () => {
    const { session, userId } = await app.customer();
    const tokens = Array.from({ length: 12 }, () => token());
    for (const t of tokens) {
      clock.advance(1_000);
      await register(session, t);
    }
    expect((await devicesOf(userId)).map((d) => d.token).sort()).toEqual(tokens.slice(2).sort());
  });
});

describe('push deliveries', () => {
  it('pushes an order change once to each device, in the user’s language, never the placement', async () => {
    const { session, userId, addressId } = await app.customer();
    const phone = token();
    const tablet = token('apns');
    await register(session, phone);
    await register(session, tablet, 'ios');

    const order = await orderCancelled(session, addressId);
    await push.deliverDue();
    await push.deliverDue();
    for (const t of [phone, tablet]) {
      const sent = await pushesTo(t);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.subject).toBe("Luigi's");
      expect(sent[0]!.text).toBe(`Order #${order.number} from Luigi's was cancelled.`);
      expect(sent[0]!.metadata).toMatchObject({ data: { orderId: order.id, status: 'cancelled' } });
    }
    expect((await pushesTo(tablet))[0]!.metadata).toMatchObject({ platform: 'ios' });

    const french = await app.ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: bearer(session),
      payload: { language: 'fr' },
    });
    expect(french.statusCode, french.body).toBe(200);
    const second = await orderCancelled(session, addressId);
    await push.deliverDue();
    expect((await pushesTo(phone)).map((m) => m.text)).toEqual([
      `La commande nº ${second.number} de Luigi's a été annulée.`,
      `Order #${order.number} from Luigi's was cancelled.`,
    ]);
    expect(await devicesOf(userId)).toHaveLength(2);
  });

  it('sends a delivery once when two copies run the job at the same time', async () => {
    const { session, addressId } = await app.customer();
    const t = token();
    await register(session, t);
    await orderCancelled(session, addressId);
    const other = servicesOf(app.ctx, clock).ordering.push;
    await Promise.all([push.deliverDue(), other.deliverDue(), push.deliverDue()]);
    expect(await pushesTo(t)).toHaveLength(1);
  });

  it('forgets a device whose token the push service calls unregistered, and still serves the others', async () => {
    const { session, userId, addressId } = await app.customer();
    const dead = token(UNREGISTERED_TOKEN_PREFIX);
    const live = token();
    await register(session, dead);
    await register(session, live);
    await orderCancelled(session, addressId);
    await push.deliverDue();
    expect(await devicesOf(userId)).toEqual([{ token: live }]);
    expect(await pushesTo(live)).toHaveLength(1);
    expect(await pushesTo(dead)).toEqual([]);
  });

  it('retries a push the service could not take, waiting longer each time, then gives up', async () => {
    const { session, addressId } = await app.customer();
    const busy = token(UNAVAILABLE_TOKEN_PREFIX);
    await register(session, busy);
    await orderCancelled(session, addressId);
    const state = async () => {
      const [row] = await db
        .select({ state: pushDeliveries.state, attempts: pushDeliveries.attempts, next: pushDeliveries.nextAttemptAt })
        .from(pushDeliveries)
        .innerJoin(pushDevices, eq(pushDevices.id, pushDeliveries.deviceId))
        .where(eq(pushDevices.token, busy));
      return row!;
    };
    await push.deliverDue();
    expect(await state()).toMatchObject({ state: 'pending', attempts: 1 });
    expect((await state()).next.getTime() - clock.now().getTime()).toBe(30_000);
    // Not due yet: nothing is taken for it.
    await push.deliverDue();
    expect((await state()).attempts).toBe(1);

    for (let attempt = 2; attempt <= PUSH_MAX_ATTEMPTS; attempt++) {
      clock.set((await state()).next);
      await push.deliverDue();
      expect((await state()).attempts).toBe(attempt);
    }
    expect((await state()).state).toBe('failed');
    expect(await pushesTo(busy)).toEqual([]);
  });

  it('keeps a finished delivery a week, then lets it go (the notification stays)', async () => {
    const { session, addressId } = await app.customer();
    const t = token();
    await register(session, t);
    await orderCancelled(session, addressId);
    await push.deliverDue();
    const rows = () =>
      db
        .select({ state: pushDeliveries.state })
        .from(pushDeliveries)
        .innerJoin(pushDevices, eq(pushDevices.id, pushDeliveries.deviceId))
        .where(eq(pushDevices.token, t));
    expect(await rows()).toEqual([{ state: 'sent' }]);
    clock.advance(6 * 24 * 3600_000);
    await push.deliverDue();
    expect(await rows()).toHaveLength(1);
    clock.advance(2 * 24 * 3600_000);
    await push.deliverDue();
    expect(await rows()).toEqual([]);
    expect(await pushesTo(t)).toHaveLength(1);
  });

  it('writes the delivery in the notification’s transaction: rolled back with it', async () => {
    const { session, userId, addressId } = await app.customer();
    const t = token();
    await register(session, t);
    const { id: orderId } = await orderCancelled(session, addressId);
    const { notifications } = servicesOf(app.ctx, clock).ordering;
    const count = async () =>
      Number(
        (
          await db.execute<{ n: number }>(sql`select count(*)::int as n from push_deliveries p
          join push_devices d on d.id = p.device_id where d.token = ${t}`)
        ).rows[0]!.n,
      );
    expect(await count()).toBe(1);
    const notice = { userId, orderId, data: { status: 'delivered' }, at: clock.now() };
    await expect(
      db.transaction(async (tx) => {
        await notifications.orderStatus(tx, notice);
        throw new Error('the order change failed after its notification');
      }),
    ).rejects.toThrow('failed after');
    expect(await count()).toBe(1);
    await db.transaction((tx) => notifications.orderStatus(tx, notice));
    expect(await count()).toBe(2);
  });
});
