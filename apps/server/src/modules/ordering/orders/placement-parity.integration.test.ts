import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutOptions, PlaceOrderRequest } from '@playeats/contracts/ordering';
import { manualClock } from '../../../adapters/clock.ts';
import type { Database } from '../../../db/client.ts';
import { carts } from '../../../db/schema/cart.ts';
import { ledgerEntries, rewardBalances } from '../../../db/schema/ledger.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { orderEvents, orderItems, orders } from '../../../db/schema/orders.ts';
import { StatementNotApplied, type WritePaths } from '../../../db/statement-part.ts';
import { repository, unitOfWork } from '../../../db/unit-of-work.ts';
import { startOrderingApp } from '../../../../test/ordering-fixtures.ts';
import { credit, expectLedgerConsistent } from '../../../../test/rewards-helpers.ts';
import { servicesOf } from '../../../../test/test-app.ts';
import { ledgerRepository } from '../../rewards/ledger/ledger.repository.ts';
import { LedgerService, type Movement } from '../../rewards/ledger/ledger.service.ts';
import type { CartService } from '../cart/cart.service.ts';
import { ordersRepository } from './orders.repository.ts';
import { PlacementService } from './placement.service.ts';

/**
 * The fast paths are an optimisation of one rule set. Each fixture is set up twice, on two
 * twin customers; the placement runs as one statement on one (WritePaths 'statement') and
 * step by step on the other ('steps'). Where the statement applies, both answer the same
 * and leave the same rows; where it does not, it wrote nothing, and the step-by-step path
 * (which the app then takes) gives the answer. The same for the ledger's one debit path
 * and its one-statement debit. The integration suite runs on PGlite and PostgreSQL.
 */
const clock = manualClock(new Date('2026-11-23T17:00:00Z'));
let app: Awaited<ReturnType<typeof startOrderingApp>>;
let db: Database;

beforeAll(async () => {
  // Each fixture signs two customers up: more than one address's sign-ups allow.
  app = await startOrderingApp(clock, { IP_RATE_LIMIT_SCALE: '100' });
  db = app.db;
});
afterAll(() => app.ctx.close());

const ledgerWith = (paths: WritePaths) =>
  new LedgerService({
    uow: unitOfWork(db),
    ledger: repository(ledgerRepository, db),
    users: { find: async () => undefined },
    clock,
    paths,
  });

/** A placement that takes only one way, with a cart that may be changed right after it is priced. */
function placementWith(paths: WritePaths, afterQuote?: (userId: string) => Promise<void>) {
  const { ordering } = servicesOf(app.ctx, clock);
  const cart: Pick<CartService, 'quoteForOrder' | 'takeForOrder' | 'takeForOrderPart'> = {
    quoteForOrder: async (userId: string, options: CheckoutOptions) => {
      const priced = await ordering.cart.quoteForOrder(userId, options);
      await afterQuote?.(userId);
      return priced;
    },
    takeForOrder: (tx, userId, version) => ordering.cart.takeForOrder(tx, userId, version),
    takeForOrderPart: (userId, version, at) => ordering.cart.takeForOrderPart(userId, version, at),
  };
  return new PlacementService({
    uow: unitOfWork(db),
    orders: repository(ordersRepository, db),
    cart,
    cards: ordering.cards,
    // The step-by-step placement spends step by step too.
    ledger: ledgerWith(paths === 'steps' ? 'steps' : 'both'),
    notifications: ordering.notifications,
    payments: app.payments,
    clock,
    log: app.ctx.app.log,
    paths,
  });
}

const give = (userId: string, currency: Movement['currency'], amount: number, expiresAt?: Date) =>
  db.transaction((tx) =>
    credit(tx, {
      userId,
      currency,
      amount,
      reason: 'admin_adjustment',
      sourceType: 'test',
      sourceId: randomUUID(),
      ...(expiresAt ? { expiresAt } : {}),
    }),
  );

/** Everything a placement writes for a user, without the ids that differ between twins. */
async function rowsOf(userId: string) {
  const orderRows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.placedAt));
  const ids = orderRows.map((o) => o.id);
  const none = ids.length === 0;
  const [items, events, notes, entries, balance, cart] = await Promise.all([
    none ? [] : db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.position)),
    none ? [] : db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(asc(orderEvents.id)),
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id)),
    db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId)).orderBy(asc(ledgerEntries.id)),
    db.select().from(rewardBalances).where(eq(rewardBalances.userId, userId)),
    db.select().from(carts).where(eq(carts.userId, userId)),
  ]);
  return {
    orders: orderRows.map(({ id: _id, userId: _u, number: _n, providerPaymentIntentId, paymentCardId: _c, ...o }) => ({
      ...o,
      holdsIntent: providerPaymentIntentId !== null,
    })),
    items: items.map(({ orderId: _o, ...i }) => i),
    events: events.map(({ status, actor, at }) => ({ status, actor, at })),
    notifications: notes.map(({ kind, data, readAt }) => {
      const { number: _number, ...rest } = data as Record<string, unknown>;
      return { kind, data: rest, readAt };
    }),
    // Order spends name their order (its id differs between twins); the credits are the fixture's.
    ledger: entries
      .filter((e) => e.sourceType !== 'test')
      .map(({ currency, amount, balanceAfter, reason, sourceType, expiresAt }) => ({
        currency,
        amount,
        balanceAfter,
        reason,
        sourceType,
        expiresAt,
      })),
    balance: balance.map(({ bucks, promoCents, nextExpiryAt }) => ({ bucks, promoCents, nextExpiryAt })),
    cart: cart.map(({ version, lines }) => ({ version, lines })),
  };
}

type Outcome = { placed: true; total: number } | { placed: false; problem: string };

async function outcome(run: () => Promise<{ totalCents: number }>): Promise<Outcome> {
  try {
    return { placed: true, total: (await run()).totalCents };
  } catch (err) {
    return { placed: false, problem: err instanceof StatementNotApplied ? 'not applied' : (err as Error).name };
  }
}

interface Fixture {
  /** Sets the twin up (a fresh customer with a card and a cart is given). */
  setUp?(userId: string): Promise<void>;
  /** Runs between the quote and the writes, as another request would. */
  afterQuote?(userId: string): Promise<void>;
  options: Omit<PlaceOrderRequest, 'addressId'>;
  /** Place once before the run, with the run's key (a retry of the same placement). */
  placedBefore?: boolean;
}

/** Runs one fixture on two twins, one path each, and answers both outcomes and rows. */
async function twins(fixture: Fixture) {
  const results: Record<'statement' | 'steps', { outcome: Outcome; before: unknown; after: unknown }> = {} as never;
  for (const paths of ['statement', 'steps'] as const) {
    const who = await app.customer();
    await fixture.setUp?.(who.userId);
    const key = randomUUID();
    const body = { addressId: who.addressId, ...fixture.options };
    if (fixture.placedBefore) await placementWith('both').place(who.userId, body, 'req-1', key);
    // What the path found: the rows once the other request (if any) has run.
    let before = await rowsOf(who.userId);
    const afterQuote = async (userId: string) => {
      await fixture.afterQuote?.(userId);
      before = await rowsOf(userId);
    };
    const result = await outcome(() => placementWith(paths, afterQuote).place(who.userId, body, 'req-2', key));
    results[paths] = { outcome: result, before, after: await rowsOf(who.userId) };
    await expectLedgerConsistent(db, who.userId);
  }
  return results;
}

const spendAll = { tipCents: 0, bucks: 200, promoCents: 300 };
const withBalances = async (userId: string) => {
  await give(userId, 'BUCKS', 500);
  await give(userId, 'PROMO_CENTS', 300);
};

describe('placement: one statement and step by step agree', () => {
  it('success: both place the same order, with the same lines, event, notification, spends and emptied cart', async () => {
    const { statement, steps } = await twins({ setUp: withBalances, options: spendAll });
    expect(statement.outcome).toMatchObject({ placed: true });
    expect(steps.outcome).toEqual(statement.outcome);
    expect(statement.after).toEqual(steps.after);
    expect((statement.after as { ledger: unknown[] }).ledger).toHaveLength(2);
  });

  /** The cart with three lines: two items, one of them twice with other options and a note. */
  const threeLines = async (userId: string) => {
    const { pizza } = app;
    await db
      .update(carts)
      .set({
        lines: [
          { itemId: pizza.items.margherita, quantity: 2, optionIds: [pizza.size.large], note: null },
          { itemId: pizza.items.garlicBread, quantity: 1, optionIds: [], note: null },
          { itemId: pizza.items.margherita, quantity: 1, optionIds: [pizza.size.small], note: 'well done' },
        ],
      })
      .where(eq(carts.userId, userId));
  };
  const shapes: [string, Fixture, number, number][] = [
    ['1 line, nothing spent', { options: { tipCents: 0, bucks: 0, promoCents: 0 } }, 1, 0],
    ['1 line, bucks only', { setUp: withBalances, options: { tipCents: 0, bucks: 200, promoCents: 0 } }, 1, 1],
    ['3 lines, nothing spent', { setUp: threeLines, options: { tipCents: 0, bucks: 0, promoCents: 0 } }, 3, 0],
    [
      '3 lines, bucks and promo dollars',
      { setUp: async (userId) => (await withBalances(userId), await threeLines(userId)), options: spendAll },
      3,
      2,
    ],
  ];

  it.each(shapes)(
    'each shape (%s): its statement, built once and named for its lines and spends, places what step by step places',
    async (_name, fixture, lines, entries) => {
      // Twice: the first builds the shape's statement, the second runs it as built.
      for (let run = 0; run < 2; run++) {
        const { statement, steps } = await twins(fixture);
        expect(statement.outcome).toMatchObject({ placed: true });
        expect(steps.outcome).toEqual(statement.outcome);
        expect(statement.after).toEqual(steps.after);
        expect((statement.after as { items: unknown[] }).items).toHaveLength(lines);
        expect((statement.after as { ledger: unknown[] }).ledger).toHaveLength(entries);
      }
    },
  );

  it('repeated reference (a retry of the same placement): both answer the order placed, nothing more is written', async () => {
    const { statement, steps } = await twins({ setUp: withBalances, options: spendAll, placedBefore: true });
    expect(statement.outcome).toMatchObject({ placed: true });
    expect(steps.outcome).toEqual(statement.outcome);
    expect(statement.after).toEqual(statement.before);
    expect(steps.after).toEqual(steps.before);
  });

  const notAppliedCases: [string, Fixture, string][] = [
    [
      'cart changed',
      {
        setUp: withBalances,
        options: spendAll,
        afterQuote: async (userId) => {
          const [row] = await db.select().from(carts).where(eq(carts.userId, userId));
          await db
            .update(carts)
            .set({ version: row!.version + 1 })
            .where(eq(carts.userId, userId));
        },
      },
      'ConflictException',
    ],
    [
      'cart emptied',
      {
        setUp: withBalances,
        options: spendAll,
        afterQuote: async (userId) => {
          await db.update(carts).set({ lines: [] }).where(eq(carts.userId, userId));
        },
      },
      'CartEmptyException',
    ],
    [
      'balance short',
      {
        setUp: withBalances,
        options: spendAll,
        afterQuote: (userId) =>
          db.transaction(async (tx) => {
            await ledgerWith('both').debit(tx, {
              userId,
              currency: 'BUCKS',
              amount: 400,
              reason: 'admin_adjustment',
              sourceType: 'test',
              sourceId: randomUUID(),
            });
          }),
      },
      'InsufficientBalanceException',
    ],
    [
      'lapse due',
      {
        // The promo dollars lapse between the quote and the writes: nothing may pay with them.
        setUp: async (userId) => {
          await give(userId, 'BUCKS', 500);
          await give(userId, 'PROMO_CENTS', 300, new Date(clock.now().getTime() + 60_000));
        },
        options: spendAll,
        afterQuote: async () => clock.advance(120_000),
      },
      'InsufficientBalanceException',
    ],
  ];

  it.each(notAppliedCases)(
    '%s: the statement writes nothing; step by step answers the case',
    async (_name, fixture, problem) => {
      const { statement, steps } = await twins(fixture);
      expect(statement.outcome).toEqual({ placed: false, problem: 'not applied' });
      expect(statement.after).toEqual(statement.before);
      expect(steps.outcome).toEqual({ placed: false, problem });
      // The refusal rolled back every write of the step-by-step path too.
      expect(steps.after).toEqual(steps.before);
    },
  );
});

describe('ledger: the one-statement debit and the general path agree', () => {
  const debitTwice = async (setUp: (userId: string) => Promise<void>, amount: number, repeat = false) => {
    const results: Record<'statement' | 'steps', { outcome: unknown; after: unknown }> = {} as never;
    for (const paths of ['statement', 'steps'] as const) {
      const { userId } = await app.customer();
      await setUp(userId);
      const m = { userId, currency: 'BUCKS' as const, amount, sourceType: 'order', sourceId: 'twin-order' };
      if (repeat) await db.transaction((tx) => ledgerWith('both').spend(tx, m));
      const result = await db
        .transaction((tx) => ledgerWith(paths).spend(tx, m))
        .then(
          (r) => ({
            balance: r.balance,
            amount: r.entry.amount,
            balanceAfter: r.entry.balanceAfter,
            duplicate: r.duplicate,
          }),
          (err: Error) => (err instanceof StatementNotApplied ? 'not applied' : err.name),
        );
      results[paths] = { outcome: result, after: (await rowsOf(userId)).ledger };
      await expectLedgerConsistent(db, userId);
    }
    return results;
  };

  it('success: the same entry and balance', async () => {
    const { statement, steps } = await debitTwice((u) => give(u, 'BUCKS', 300).then(() => undefined), 120);
    expect(statement.outcome).toEqual({
      balance: { bucks: 180, promoCents: 0 },
      amount: -120,
      balanceAfter: 180,
      duplicate: false,
    });
    expect(steps.outcome).toEqual(statement.outcome);
    expect(statement.after).toEqual(steps.after);
  });

  it('balance short: the statement does not apply, the general path refuses', async () => {
    const { statement, steps } = await debitTwice((u) => give(u, 'BUCKS', 100).then(() => undefined), 120);
    expect(statement.outcome).toBe('not applied');
    expect(steps.outcome).toBe('InsufficientBalanceException');
    expect(statement.after).toEqual(steps.after);
  });

  it('repeated reference: the statement does not apply, the general path answers the first entry', async () => {
    const { statement, steps } = await debitTwice((u) => give(u, 'BUCKS', 300).then(() => undefined), 120, true);
    expect(statement.outcome).toBe('not applied');
    expect(steps.outcome).toMatchObject({ duplicate: true, amount: -120 });
    expect(statement.after).toEqual(steps.after);
  });

  it('lapse due: the statement does not apply, the general path records the lapse first', async () => {
    const soon = () => new Date(clock.now().getTime() + 60_000);
    const setUp = async (u: string) => {
      await give(u, 'BUCKS', 100);
      await give(u, 'BUCKS', 200, soon());
    };
    const results: Record<string, unknown> = {};
    for (const paths of ['statement', 'steps'] as const) {
      const { userId } = await app.customer();
      await setUp(userId);
      clock.advance(120_000);
      const m = { userId, currency: 'BUCKS' as const, amount: 50, sourceType: 'order', sourceId: 'lapse-order' };
      results[paths] = await db
        .transaction((tx) => ledgerWith(paths).spend(tx, m))
        .then(
          (r) => r.balance,
          (err: Error) => (err instanceof StatementNotApplied ? 'not applied' : err.name),
        );
      await expectLedgerConsistent(db, userId);
    }
    expect(results.statement).toBe('not applied');
    expect(results.steps).toEqual({ bucks: 50, promoCents: 0 });
  });
});
