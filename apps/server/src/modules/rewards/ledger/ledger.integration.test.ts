import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionDto } from '@playeats/contracts/auth';
import { dollarsSchema, ledgerPageSchema } from '@playeats/contracts/rewards';
import type { Database, DatabaseHandle } from '../../../db/client.ts';
import { HttpProblem } from '../../../lib/problem.ts';
import { createTestApp, createTestDatabase, type TestContext } from '../../../../test/test-app.ts';
import { createActiveUser } from '../../../../test/auth-helpers.ts';
import {
  caller,
  createAdmin,
  credit,
  debit,
  expectLedgerConsistent,
  refund,
  spend,
  spendsPart,
  type Movement,
} from '../../../../test/rewards-helpers.ts';
import { allApplied, partsStatement } from '../../../db/statement-part.ts';

describe('the bucks and promo-dollar ledger', () => {
  let database: DatabaseHandle;
  let ctx: TestContext;
  let db: Database;
  let call: ReturnType<typeof caller>;
  let admin: SessionDto;

  beforeAll(async () => {
    // Real parallel connections on PostgreSQL for the concurrency test; the other calls
    // queue for a connection meanwhile (longer than the server's 5 s, on a busy machine).
    database = await createTestDatabase({ poolSize: 40, connectionTimeoutMillis: 120_000 });
    ctx = await createTestApp({ database });
    db = database.db;
    call = caller(ctx.app);
    admin = await createAdmin(ctx.app, db, 'ledger-admin@example.com');
  });
  afterAll(async () => {
    await ctx.close();
    await database.close();
  });

  const newUser = async (email: string) => {
    const session = await createActiveUser(ctx.app, db, email);
    return { session, userId: session.userInfo.id };
  };
  const inTx = <T>(run: (tx: Database) => Promise<T>) => db.transaction((tx) => run(tx));
  const bucks = (userId: string, amount: number, sourceId: string): Movement => ({
    userId,
    currency: 'BUCKS',
    amount,
    reason: 'admin_adjustment',
    sourceType: 'test',
    sourceId,
  });

  it('GET /api/users/dollars answers exactly { availableDollars } with the bucks balance', async () => {
    const { session, userId } = await newUser('dollars@example.com');
    expect((await call('GET', '/api/users/dollars', session)).json()).toEqual({ availableDollars: 0 });
    await inTx((tx) => credit(tx, bucks(userId, 125, 'd1')));
    await inTx((tx) => credit(tx, { ...bucks(userId, 350, 'd2'), currency: 'PROMO_CENTS' }));
    const res = await call('GET', '/api/users/dollars', session);
    expect(res.statusCode).toBe(200);
    expect(dollarsSchema.parse(res.json())).toEqual({ availableDollars: 125 });
    expect(Object.keys(res.json() as object)).toEqual(['availableDollars']);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await call('GET', '/api/users/me/balance', session)).json()).toEqual({ bucks: 125, promoCents: 350 });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/dollars' })).statusCode).toBe(401);
  });

  it('pages the history newest first, with the reason, the source and the balance after', async () => {
    const { session, userId } = await newUser('history@example.com');
    for (let i = 1; i <= 5; i++) await inTx((tx) => credit(tx, bucks(userId, i * 10, `h${i}`)));
    await inTx((tx) => spend(tx, { userId, currency: 'BUCKS', amount: 30, sourceType: 'order', sourceId: 'o-1' }));
    await inTx((tx) => credit(tx, { ...bucks(userId, 99, 'p1'), currency: 'PROMO_CENTS' }));
    const page1 = ledgerPageSchema.parse(
      (await call('GET', '/api/users/me/ledger?page=1&pageSize=3&currency=BUCKS', session)).json(),
    );
    expect(page1.total).toBe(6);
    expect(page1.items.map((e) => [e.reason, e.amount, e.balanceAfter])).toEqual([
      ['order_spend', -30, 120],
      ['admin_adjustment', 50, 150],
      ['admin_adjustment', 40, 100],
    ]);
    expect(page1.items[0]).toMatchObject({ sourceType: 'order', sourceId: 'o-1', currency: 'BUCKS' });
    const page2 = ledgerPageSchema.parse(
      (await call('GET', '/api/users/me/ledger?page=2&pageSize=3&currency=BUCKS', session)).json(),
    );
    expect(page2.items.map((e) => e.balanceAfter)).toEqual([60, 30, 10]);
    const all = ledgerPageSchema.parse((await call('GET', '/api/users/me/ledger', session)).json());
    expect(all.total).toBe(7);
    expect(all.items[0]).toMatchObject({ currency: 'PROMO_CENTS', amount: 99 });
    const bad = await call('GET', '/api/users/me/ledger?pageSize=1000', session);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ invalidParams: [{ name: 'query.pageSize' }] });
    await expectLedgerConsistent(db, userId);
  });

  it('never goes below zero, and a spend commits or rolls back with its caller', async () => {
    const { userId } = await newUser('spender@example.com');
    await inTx((tx) => credit(tx, bucks(userId, 100, 's1')));
    const order = { userId, currency: 'BUCKS' as const, sourceType: 'order', sourceId: 'order-big' };
    const refused = await inTx((tx) => spend(tx, { ...order, amount: 101 })).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpProblem);
    expect(refused).toMatchObject({ status: 409, problemName: 'InsufficientBalanceException' });
    // The caller's transaction fails after the spend: the spend is undone with it.
    await expect(
      inTx(async (tx) => {
        await spend(tx, { ...order, sourceId: 'order-failed', amount: 40 });
        throw new Error('payment declined');
      }),
    ).rejects.toThrow('payment declined');
    const { balance, entries } = await expectLedgerConsistent(db, userId);
    expect(balance.bucks).toBe(100);
    expect(entries).toHaveLength(1);
  });

  it('applies a movement once: a retry is a no-op; refunds are bounded by the spend', async () => {
    const { userId } = await newUser('retries@example.com');
    await inTx((tx) => credit(tx, bucks(userId, 100, 'r1')));
    const again = await inTx((tx) => credit(tx, bucks(userId, 100, 'r1')));
    expect(again.duplicate).toBe(true);
    const order = { userId, currency: 'BUCKS' as const, sourceType: 'order', sourceId: 'order-7' };
    await inTx((tx) => spend(tx, { ...order, amount: 60 }));
    expect((await inTx((tx) => spend(tx, { ...order, amount: 60 }))).duplicate).toBe(true);
    await expect(inTx((tx) => spend(tx, { ...order, amount: 61 }))).rejects.toMatchObject({ status: 409 });
    await expect(inTx((tx) => refund(tx, { ...order, amount: 61 }))).rejects.toMatchObject({ status: 409 });
    await expect(inTx((tx) => refund(tx, { ...order, sourceId: 'never-spent', amount: 1 }))).rejects.toMatchObject({
      status: 409,
    });
    const refunded = await inTx((tx) => refund(tx, { ...order, amount: 60 }));
    expect(refunded.balance.bucks).toBe(100);
    expect((await inTx((tx) => refund(tx, { ...order, amount: 60 }))).duplicate).toBe(true);
    const { entries } = await expectLedgerConsistent(db, userId);
    expect(entries.map((e) => e.reason)).toEqual(['admin_adjustment', 'order_spend', 'order_refund']);
  });

  it('an order’s spends in one statement apply only whole: short balance, a lapse due or a repeat write nothing', async () => {
    const { userId } = await newUser('at-once@example.com');
    await inTx((tx) => credit(tx, bucks(userId, 100, 'o1')));
    await inTx((tx) => credit(tx, { ...bucks(userId, 50, 'o2'), currency: 'PROMO_CENTS' }));
    const at = new Date();
    const run = (orderId: string, spends: { currency: 'BUCKS' | 'PROMO_CENTS'; amount: number }[]) =>
      inTx(async (tx) => {
        const { rows } = await tx.execute<Record<string, unknown>>(
          partsStatement([spendsPart(userId, orderId, spends, at)!]),
        );
        const applied = allApplied(rows[0], 1);
        // As the order's transaction does: a part that did not apply rolls everything back.
        if (!applied) throw new Error('not applied');
        return applied;
      }).catch((err: Error) => err.message);

    expect(spendsPart(userId, 'none', [{ currency: 'BUCKS', amount: 0 }], at)).toBeUndefined();
    expect(
      await run('order-a', [
        { currency: 'PROMO_CENTS', amount: 20 },
        { currency: 'BUCKS', amount: 30 },
      ]),
    ).toBe(true);
    let { balance, entries } = await expectLedgerConsistent(db, userId);
    expect(balance).toMatchObject({ bucks: 70, promoCents: 30 });
    expect(entries.slice(-2).map((e) => [e.reason, e.sourceId, e.currency, e.amount, e.balanceAfter])).toEqual(
      expect.arrayContaining([
        ['order_spend', 'order-a', 'PROMO_CENTS', -20, 30],
        ['order_spend', 'order-a', 'BUCKS', -30, 70],
      ]),
    );
    // Short in one currency; a repeat of one of the two references; a lapse due first.
    expect(
      await run('order-b', [
        { currency: 'PROMO_CENTS', amount: 31 },
        { currency: 'BUCKS', amount: 1 },
      ]),
    ).toBe('not applied');
    expect(
      await run('order-a', [
        { currency: 'PROMO_CENTS', amount: 20 },
        { currency: 'BUCKS', amount: 1 },
      ]),
    ).toBe('not applied');
    await db.execute(sql`update reward_balances set next_expiry_at = ${new Date(at.getTime() - 1000).toISOString()}::timestamptz
      where user_id = ${userId}`);
    expect(await run('order-c', [{ currency: 'BUCKS', amount: 1 }])).toBe('not applied');
    ({ balance, entries } = await expectLedgerConsistent(db, userId));
    expect(balance).toMatchObject({ bucks: 70, promoCents: 30 });
    expect(entries).toHaveLength(4);
    // The general path takes it from there: the lapse is recorded (none was due), then the spend.
    await inTx((tx) =>
      spend(tx, { userId, currency: 'BUCKS', amount: 1, sourceType: 'order', sourceId: 'order-c', at }),
    );
    expect((await expectLedgerConsistent(db, userId)).balance).toMatchObject({ bucks: 69, promoCents: 30 });
  });

  it('the ledger is append-only in the database itself', async () => {
    const { userId } = await newUser('append-only@example.com');
    await inTx((tx) => credit(tx, bucks(userId, 5, 'a1')));
    await expect(db.execute(sql`update ledger_entries set amount = 500 where user_id = ${userId}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from ledger_entries where user_id = ${userId}`)).rejects.toThrow();
    await expectLedgerConsistent(db, userId);
  });

  it('admins adjust a balance with an Idempotency-Key; a retry is recorded once', async () => {
    const { session, userId } = await newUser('adjusted@example.com');
    const url = `/api/admin/users/${userId}/adjustments`;
    const body = { currency: 'BUCKS', amount: 40, note: 'Support: missed session' };
    expect((await call('POST', url, session, body, { 'idempotency-key': 'x1' })).statusCode).toBe(403);
    expect((await call('POST', url, admin, body)).statusCode).toBe(400);
    const first = await call('POST', url, admin, body, { 'idempotency-key': 'adj-1' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ balance: { bucks: 40 }, entry: { amount: 40, reason: 'admin_adjustment' } });
    const retry = await call('POST', url, admin, body, { 'idempotency-key': 'adj-1' });
    expect(retry.json()).toEqual(first.json());
    const overdraw = await call('POST', url, admin, { ...body, amount: -41 }, { 'idempotency-key': 'adj-2' });
    expect(overdraw.statusCode).toBe(409);
    expect(overdraw.json()).toMatchObject({ currency: 'BUCKS', balance: 40, requested: 41 });
    const debit = await call('POST', url, admin, { ...body, amount: -15 }, { 'idempotency-key': 'adj-3' });
    expect(debit.json()).toMatchObject({ balance: { bucks: 25 } });
    const unknown = await call('POST', `/api/admin/users/${crypto.randomUUID()}/adjustments`, admin, body, {
      'idempotency-key': 'adj-4',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await expectLedgerConsistent(db, userId)).entries).toHaveLength(2);
  });

  it(
    '1,200 simultaneous credits, overdrawing spends and retries: no negative balance, nothing twice',
    { timeout: 120_000 },
    async () => {
      const { userId } = await newUser('hammered@example.com');
      const movements: Movement[] = [];
      // 400 credits of 10 (4,000 per currency split) and 600 spends of 10: spends must be refused.
      for (let i = 0; i < 400; i++) {
        movements.push({ ...bucks(userId, 10, `c${i}`), currency: i % 2 ? 'BUCKS' : 'PROMO_CENTS' });
      }
      for (let i = 0; i < 600; i++) {
        movements.push({
          userId,
          currency: i % 2 ? 'BUCKS' : 'PROMO_CENTS',
          amount: 10,
          reason: 'order_spend',
          sourceType: 'order',
          sourceId: `o${i}`,
        });
      }
      // Retries of 200 of them, fired at the same time as the originals.
      const all = [...movements, ...movements.filter((_, i) => i % 5 === 0)];
      all.sort(() => Math.random() - 0.5);
      const outcomes = await Promise.allSettled(
        all.map((m) => inTx((tx) => (m.reason === 'order_spend' ? debit(tx, m) : credit(tx, m)))),
      );
      const unexpected = outcomes.filter(
        (o) => o.status === 'rejected' && (o.reason as HttpProblem).problemName !== 'InsufficientBalanceException',
      );
      expect(unexpected.map((o) => (o as PromiseRejectedResult).reason as unknown)).toEqual([]);

      const { entries, balance } = await expectLedgerConsistent(db, userId);
      const refs = entries.map((e) => `${e.reason}/${e.sourceId}/${e.currency}`);
      expect(new Set(refs).size).toBe(refs.length);
      expect(entries.filter((e) => e.reason === 'admin_adjustment')).toHaveLength(400);
      const spends = entries.filter((e) => e.reason === 'order_spend');
      expect(spends.length).toBeGreaterThan(0);
      expect(spends.length).toBeLessThanOrEqual(400);
      expect(balance.bucks + balance.promoCents).toBe(4000 - spends.length * 10);
      expect(balance.bucks).toBeGreaterThanOrEqual(0);
      expect(balance.promoCents).toBeGreaterThanOrEqual(0);
    },
  );
});
