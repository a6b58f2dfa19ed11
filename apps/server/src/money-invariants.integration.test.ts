import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDto } from '@playeats/contracts/ordering';
import { manualClock } from './adapters/clock.ts';
import { ledgerEntries } from './db/schema/ledger.ts';
import { client } from '../test/auth-helpers.ts';
import { startOrderingApp } from '../test/ordering-fixtures.ts';
import { createAdmin, credit, expectLedgerConsistent } from '../test/rewards-helpers.ts';

/**
 * The money invariants as standing proof (issue 16), on whichever database the run uses
 * (CI runs the integration tests on PGlite and on PostgreSQL): one account hit at once by
 * placements spending its bucks and promo dollars (each retried with its key), redemptions
 * of one code, and cancels of its orders. Afterwards no balance is negative, the ledger
 * sums to the balance and every entry chains on the last, no movement is recorded twice,
 * and every spend of a cancelled order came back exactly once.
 */
describe('money invariants under concurrency, at one account', () => {
  const clock = manualClock(new Date('2026-11-24T18:00:00Z'));
  let app: Awaited<ReturnType<typeof startOrderingApp>>;

  beforeAll(async () => {
    app = await startOrderingApp(clock, { IP_RATE_LIMIT_SCALE: '1000' });
  });
  afterAll(() => app.ctx.close());

  it('holds after a burst of spends, redemptions and cancels', { timeout: 120_000 }, async () => {
    const { ctx, db } = app;
    const admin = await createAdmin(ctx.app, db, 'invariants-admin@example.com');
    const code = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/promo-codes',
      headers: { authorization: `Bearer ${admin.accessToken}` },
      payload: {
        code: 'BURST',
        currency: 'PROMO_CENTS',
        amount: 300,
        startsAt: '2026-11-01T00:00:00Z',
        endsAt: '2026-12-31T00:00:00Z',
        perUserLimit: 1,
      },
    });
    expect(code.statusCode, code.body).toBe(201);

    const me = await app.customer();
    await db.transaction((tx) =>
      credit(tx, {
        userId: me.userId,
        currency: 'BUCKS',
        amount: 900,
        reason: 'admin_adjustment',
        sourceType: 'test',
        sourceId: randomUUID(),
      }),
    );

    // Four rounds: refill the cart, then at once: two placements (each sent twice with its
    // own key) spending more bucks than one of them could, and five redemptions of BURST.
    const placed: OrderDto[] = [];
    for (let round = 0; round < 4; round += 1) {
      expect((await app.fillCart(me.session)).statusCode).toBe(200);
      const keys = [randomUUID(), randomUUID()];
      const place = (key: string) =>
        app.call(
          me.session,
          'POST',
          '/api/users/me/orders',
          { addressId: me.addressId, bucks: 500, promoCents: 100 },
          { 'idempotency-key': key },
        );
      const redeem = () =>
        ctx.app.inject({
          method: 'PATCH',
          url: '/api/users/promotion',
          headers: { authorization: `Bearer ${me.session.accessToken}` },
          payload: { ...client, promotionCode: 'BURST' },
        });
      const results = await Promise.all([
        ...keys.flatMap((key) => [place(key), place(key)]),
        ...Array.from({ length: 5 }, redeem),
      ]);
      for (const res of results) expect(res.statusCode, res.body).toBeLessThan(500);
      for (const res of results.slice(0, 4)) {
        if (res.statusCode === 201 || (res.statusCode === 200 && res.headers['idempotent-replayed'])) {
          const order = res.json<OrderDto>();
          if (!placed.some((o) => o.id === order.id)) placed.push(order);
        }
      }
    }
    expect(placed.length).toBeGreaterThan(0);

    // Cancel every order five times at once.
    const cancels = await Promise.all(
      placed.flatMap((order) =>
        Array.from({ length: 5 }, () =>
          app.call(me.session, 'POST', `/api/users/me/orders/${order.id}/cancel`, {}, {}),
        ),
      ),
    );
    for (const res of cancels) expect(res.statusCode, res.body).toBeLessThan(500);

    const { entries, balance } = await expectLedgerConsistent(db, me.userId);
    expect(balance.bucks).toBeGreaterThanOrEqual(0);
    expect(balance.promoCents).toBeGreaterThanOrEqual(0);
    const movements = entries.map((e) => `${e.reason}/${e.sourceType}/${e.sourceId}/${e.currency}`);
    expect(new Set(movements).size).toBe(movements.length);
    // BURST once, whatever the burst.
    expect(entries.filter((e) => e.reason === 'promo_code')).toHaveLength(1);
    // Each cancelled order's spends came back exactly once.
    for (const order of placed) {
      const ofOrder = entries.filter((e) => e.sourceId === order.id);
      const spent = ofOrder.filter((e) => e.reason === 'order_spend');
      const refunded = ofOrder.filter((e) => e.reason === 'order_refund');
      const sum = (list: typeof ofOrder) => list.reduce((total, e) => total + e.amount, 0);
      expect(refunded.length).toBe(spent.length);
      expect(sum(spent) + sum(refunded)).toBe(0);
    }
    // And the database agrees with itself: nothing written outside the ledger's chain.
    const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, me.userId));
    expect(rows).toHaveLength(entries.length);
  });
});
