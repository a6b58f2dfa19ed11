import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../adapters/clock.ts';
import type { LocalPayments } from '../../../adapters/payments/local-payments.ts';
import { PaymentProviderError, type Payments } from '../../../adapters/payments/payments.ts';
import type { Database } from '../../../db/client.ts';
import { localPaymentObjects } from '../../../db/schema/local-payments.ts';
import { orders } from '../../../db/schema/orders.ts';
import { holdsOn, startOrderingApp } from '../../../../test/ordering-fixtures.ts';
import { createJobs } from '../../../lib/jobs.ts';
import {
  RELEASE_AFTER_MS,
  reconcileAuthorizations,
  reconcileAndLog,
  type ReconciliationLog,
} from './order-reconciliation.ts';

// A crash between the card's authorization and the order's commit is played by authorizing
// as place() does (key order-{orderId}-authorize, metadata { orderId, userId }) and writing
// no order.

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const SECOND = 1000;
const START = new Date('2026-11-21T17:00:00Z').getTime();

let app: Awaited<ReturnType<typeof startOrderingApp>>;
let db: Database;
let payments: LocalPayments;
const clock = manualClock(new Date(START));
/** Each test starts 10 days after the previous one: the earlier holds have lapsed by then. */
let week = 0;
const freshWeek = () => clock.set(new Date(START + (week += 1) * 10 * DAY));

/** A log that keeps what it is told. */
function recordingLog() {
  const lines: { level: 'info' | 'warn' | 'error'; obj: Record<string, unknown>; msg: string }[] = [];
  const log: ReconciliationLog = {
    info: (obj, msg) => lines.push({ level: 'info', obj: obj as Record<string, unknown>, msg }),
    warn: (obj, msg) => lines.push({ level: 'warn', obj: obj as Record<string, unknown>, msg }),
    error: (obj, msg) => lines.push({ level: 'error', obj: obj as Record<string, unknown>, msg }),
  };
  return { log, lines };
}

const reconcile = (options: { payments?: Payments; log?: ReconciliationLog; pageSize?: number } = {}) =>
  reconcileAuthorizations(
    { ...holdsOn(db), clock, payments: options.payments ?? payments, log: options.log ?? recordingLog().log },
    options.pageSize ? { pageSize: options.pageSize } : {},
  );

beforeAll(async () => {
  app = await startOrderingApp(clock);
  ({ db, payments } = app);
});
afterAll(() => app.ctx.close());

const customer = () => app.customer();

/** What place() does before its transaction, for an order that is then never written. */
async function orphanHold(
  who: { userId: string; customerId: string; paymentMethodId: string },
  amountCents = 2_500,
  metadata?: Record<string, string>,
) {
  const orderId = randomUUID();
  const intent = await payments.authorize(
    {
      customerId: who.customerId,
      paymentMethodId: who.paymentMethodId,
      amountCents,
      currency: 'cad',
      description: "PlayEats order — Luigi's",
      metadata: metadata ?? { orderId, userId: who.userId },
    },
    `order-${orderId}-authorize`,
  );
  return { orderId, intent };
}

/** The intent as the local provider keeps it. */
async function stored(intentId: string) {
  const [row] = await db.select().from(localPaymentObjects).where(eq(localPaymentObjects.id, intentId));
  return row!.data as { status: string; amount_capturable: number; cancellation_reason: string | null };
}

describe('releasing card authorizations that have no order', () => {
  it('waits 25 hours, then voids a hold whose order was never written, and logs it', async () => {
    freshWeek();
    const who = await customer();
    const { orderId, intent } = await orphanHold(who, 3_150);
    expect(RELEASE_AFTER_MS).toBe(25 * HOUR);

    // A retry of the placement may still come within 24 hours (and reuse this intent): kept.
    clock.advance(RELEASE_AFTER_MS - SECOND);
    expect(await reconcile()).toEqual({ checked: 0, released: 0, failed: 0 });
    expect((await stored(intent.id)).status).toBe('requires_capture');

    clock.advance(2 * SECOND);
    const { log, lines } = recordingLog();
    expect(await reconcile({ log })).toEqual({ checked: 1, released: 1, failed: 0 });
    expect(await stored(intent.id)).toMatchObject({ status: 'canceled', amount_capturable: 0 });
    // The hold is gone: nothing is left to capture.
    await expect(payments.capture(intent.id, undefined, `capture-${orderId}`)).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
    expect(lines).toEqual([
      {
        level: 'warn',
        msg: 'released a card authorization that has no order',
        obj: {
          orderId,
          userId: who.userId,
          paymentIntent: intent.id,
          amountCents: 3_150,
          currency: 'CAD',
          authorizedAt: intent.createdAt,
        },
      },
    ]);
    // Voided with the job's own key: a repeat of that void answers the same.
    expect(await payments.cancel(intent.id, `reconcile-${intent.id}-void`)).toMatchObject({ status: 'canceled' });
    // And a canceled intent is not listed again.
    expect(await reconcile()).toEqual({ checked: 0, released: 0, failed: 0 });
  });

  it('keeps the hold of an order that was placed, and of intents that are not ours', async () => {
    freshWeek();
    const who = await customer();
    const placed = await app.call(
      who.session,
      'POST',
      '/api/users/me/orders',
      { addressId: who.addressId },
      {
        'idempotency-key': randomUUID(),
      },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json<{ id: string }>().id;
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    const orderIntent = order!.providerPaymentIntentId!;

    const noMetadata = await orphanHold(who, 2_000, {});
    const otherApp = await orphanHold(who, 2_100, { orderId: 'A-1042', userId: 'someone' });
    // Names a user of ours, but the card's customer is not that user's: another environment's.
    const stranger = await customer();
    const otherCustomer = await orphanHold(who, 2_200, { orderId: randomUUID(), userId: stranger.userId });

    clock.advance(2 * DAY);
    expect(await reconcile()).toEqual({ checked: 4, released: 0, failed: 0 });
    for (const id of [orderIntent, noMetadata.intent.id, otherApp.intent.id, otherCustomer.intent.id]) {
      expect((await stored(id)).status).toBe('requires_capture');
    }
  });

  it('goes on after an intent it could not release, and releases that one on the next run', async () => {
    freshWeek();
    const who = await customer();
    const holds = [];
    for (let i = 0; i < 5; i++) holds.push(await orphanHold(who, 1_000 + i));
    const unlucky = holds[3]!.intent.id;
    let failures = 0;
    const flaky: Payments = {
      ...payments,
      async cancel(id, key) {
        if (id === unlucky && failures++ === 0) {
          throw new PaymentProviderError('api_connection_error', 'api_connection_error', 'Could not reach Stripe');
        }
        return payments.cancel(id, key);
      },
    };

    clock.advance(RELEASE_AFTER_MS + HOUR);
    const { log, lines } = recordingLog();
    // Pages of 2: the cursor goes on past intents voided as they are read.
    expect(await reconcile({ payments: flaky, log, pageSize: 2 })).toEqual({ checked: 5, released: 4, failed: 1 });
    expect((await stored(unlucky)).status).toBe('requires_capture');
    expect(lines.filter((l) => l.level === 'error')).toEqual([
      expect.objectContaining({
        msg: 'could not release an authorization without an order; will retry',
        obj: expect.objectContaining({ orderId: holds[3]!.orderId, paymentIntent: unlucky }),
      }),
    ]);

    expect(await reconcile({ payments: flaky })).toEqual({ checked: 1, released: 1, failed: 0 });
    for (const h of holds) expect((await stored(h.intent.id)).status).toBe('canceled');
  });

  it('leaves alone a hold older than 7 days: it has lapsed at the provider', async () => {
    freshWeek();
    const who = await customer();
    const { intent } = await orphanHold(who);
    clock.advance(7 * DAY);
    expect(await reconcile()).toEqual({ checked: 0, released: 0, failed: 0 });
    await expect(payments.capture(intent.id, undefined, randomUUID())).rejects.toMatchObject({
      message: expect.stringContaining('status of canceled'),
    });
  });

  it('runs as a job on the leading copy until the jobs stop; a standing-by copy never runs it', async () => {
    freshWeek();
    const who = await customer();
    const { intent } = await orphanHold(who);
    clock.advance(RELEASE_AFTER_MS + SECOND);
    const { log, lines } = recordingLog();
    const standby = recordingLog();
    const deps = { ...holdsOn(db), clock, payments };
    const leader = createJobs({ leading: true }, log);
    const other = createJobs({ leading: false }, standby.log);
    for (const [jobs, jobLog] of [
      [leader, log],
      [other, standby.log],
    ] as const) {
      jobs.every('reconcile', { everyMs: 50, firstAfterMs: 1 }, (signal) =>
        reconcileAndLog({ ...deps, log: jobLog }, signal),
      );
      jobs.start();
    }
    try {
      await expect.poll(async () => (await stored(intent.id)).status, { timeout: 5_000 }).toBe('canceled');
    } finally {
      await leader.stop();
      await other.stop();
    }
    expect(lines.map((l) => [l.level, l.msg])).toEqual(
      expect.arrayContaining([
        ['warn', 'released a card authorization that has no order'],
        ['info', 'reconciled card authorizations without an order'],
      ]),
    );
    expect(standby.lines).toEqual([]);
    // Stopped: no run after this.
    const after = lines.length;
    const later = await orphanHold(who);
    clock.advance(RELEASE_AFTER_MS + SECOND);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lines).toHaveLength(after);
    expect((await stored(later.intent.id)).status).toBe('requires_capture');
  });
});
