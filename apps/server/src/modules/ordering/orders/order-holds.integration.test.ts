import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionDto } from '@playeats/contracts/auth';
import { manualClock } from '../../../adapters/clock.ts';
import type { LocalPayments } from '../../../adapters/payments/local-payments.ts';
import type { Database } from '../../../db/client.ts';
import { localPaymentObjects } from '../../../db/schema/local-payments.ts';
import { orders } from '../../../db/schema/orders.ts';
import { holdsOn, startOrderingApp } from '../../../../test/ordering-fixtures.ts';
import { reconcileAuthorizations } from './order-reconciliation.ts';
import { orderIdFor } from './placement.service.ts';

const HOUR = 3600_000;
const clock = manualClock(new Date('2026-11-21T17:00:00Z'));
const silent = { info() {}, warn() {}, error() {} };
let app: Awaited<ReturnType<typeof startOrderingApp>>;
let db: Database;
let payments: LocalPayments;

beforeAll(async () => {
  app = await startOrderingApp(clock);
  ({ db, payments } = app);
});
afterAll(() => app.ctx.close());

const customer = () => app.customer();
const place = (who: { session: SessionDto; addressId: string }, key: string) =>
  app.call(who.session, 'POST', '/api/users/me/orders', { addressId: who.addressId }, { 'idempotency-key': key });
const fillCart = (session: SessionDto) => app.fillCart(session);
const stored = async (id: string) =>
  (await db.select().from(localPaymentObjects).where(eq(localPaymentObjects.id, id)))[0]!.data as { status: string };

// Card holds around a placement that fails or repeats (docs/decisions/0015): a hold is
// released only when no retry can still use it, and never kept for an order it is not on.
describe('card holds of placements that fail or repeat', () => {
  it('after a server error the hold stays for the retry, which places the order on it', async () => {
    const who = await customer();
    const key = randomUUID();
    // A transient database failure on the order insert (once).
    await db.execute(
      sql.raw(`create or replace function holds_fail() returns trigger language plpgsql as $$
        begin raise exception 'transient' using errcode = '40001'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger holds_fail before insert on orders for each row execute function holds_fail()`),
    );
    const first = await place(who, key);
    await db.execute(sql.raw(`drop trigger holds_fail on orders`));
    expect(first.statusCode).toBe(500);
    const retry = await place(who, key);
    expect(retry.statusCode, retry.body).toBe(201);
    const [order] = await db.select().from(orders).where(eq(orders.id, retry.json<{ id: string }>().id));
    expect(order!.paymentStatus).toBe('authorized');
    expect((await stored(order!.providerPaymentIntentId!)).status).toBe('requires_capture');
  });

  it('an orphan hold is released even when its order id was placed later on another hold', async () => {
    const who = await customer();
    const key = randomUUID();
    const orderId = orderIdFor(who.userId, key);
    // The first try authorized (hold A) and died; the provider forgot its key after a day, so
    // the retry authorized anew (hold B): played with another provider key, the same metadata.
    const a = await payments.authorize(
      {
        customerId: who.customerId,
        paymentMethodId: who.paymentMethodId,
        amountCents: 2_500,
        currency: 'cad',
        description: 'x',
        metadata: { orderId, userId: who.userId },
      },
      `order-${orderId}-authorize-forgotten`,
    );
    const placed = await place(who, key);
    expect(placed.statusCode, placed.body).toBe(201);
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    clock.advance(26 * HOUR);
    await reconcileAuthorizations({ ...holdsOn(db), payments, clock, log: silent });
    expect((await stored(a.id)).status).toBe('canceled');
    expect((await stored(order!.providerPaymentIntentId!)).status).toBe('requires_capture');
  });

  it('a retry that takes over a dead request whose order was committed answers that order, its hold kept', async () => {
    const who = await customer();
    const key = randomUUID();
    const first = await place(who, key);
    expect(first.statusCode, first.body).toBe(201);
    // The process died after the commit and before the answer was recorded: the key is
    // still 'running', its lease long over.
    await db.execute(sql`update idempotency_keys set state = 'running', response_status = null,
      response_body = null, locked_at = locked_at - interval '1 hour' where key = ${key}`);
    const retry = await place(who, key);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json()).toMatchObject({ id: first.json<{ id: string }>().id, status: 'placed' });
    const [order] = await db.select().from(orders).where(eq(orders.id, first.json<{ id: string }>().id));
    expect((await stored(order!.providerPaymentIntentId!)).status).toBe('requires_capture');
  });

  it('a retry after every idempotency record is gone answers the order placed, and releases its new hold', async () => {
    const who = await customer();
    const key = randomUUID();
    const first = await place(who, key);
    expect(first.statusCode, first.body).toBe(201);
    // Our record expired (24 h) and the provider forgot its key: both played by deleting them.
    await db.execute(sql`delete from idempotency_keys where key = ${key}`);
    await db.execute(sql`delete from local_payment_objects where kind = 'idempotency_key'`);
    await fillCart(who.session);
    const retry = await place(who, key);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json()).toMatchObject({
      id: first.json<{ id: string }>().id,
      number: first.json<{ number: number }>().number,
    });
    const held = await db.execute<{ id: string }>(sql`select id from local_payment_objects where kind = 'payment_intent'
      and data->'metadata'->>'userId' = ${who.userId} and data->>'status' = 'requires_capture'`);
    const [order] = await db.select().from(orders).where(eq(orders.id, first.json<{ id: string }>().id));
    expect(held.rows.map((r) => r.id)).toEqual([order!.providerPaymentIntentId]);
  });
});
