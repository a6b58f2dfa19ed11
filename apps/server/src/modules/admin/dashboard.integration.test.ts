import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionDto } from '@playeats/contracts/auth';
import type { StatsDto } from '@playeats/contracts/admin';
import { calendarDate } from '@playeats/domain/bucks';
import { manualClock } from '../../adapters/clock.ts';
import { startOrderingApp } from '../../../test/ordering-fixtures.ts';
import { caller, createAdmin } from '../../../test/rewards-helpers.ts';
import { servicesOf } from '../../../test/test-app.ts';
import { addDays, SETTLE_DAYS } from './dashboard.service.ts';

const MIN = 60_000;
const ZONE = 'America/New_York';

describe('admin: the dashboard', () => {
  const clock = manualClock(new Date());
  const today = calendarDate(clock.now(), ZONE);
  const past = addDays(today, -(SETTLE_DAYS + 3));
  let app: Awaited<ReturnType<typeof startOrderingApp>>;
  let admin: SessionDto;
  let call: ReturnType<typeof caller>;
  let revenue = 0;

  /** A customer's order of a cart placed now (clock), paid by card: its total. */
  async function placeOrder(): Promise<number> {
    const { session, addressId } = await app.customer();
    const quote = (await app.call(session, 'POST', '/api/users/me/cart/quote', { addressId, tipCents: 0 })).json();
    const res = await app.call(
      session,
      'POST',
      '/api/users/me/orders',
      { addressId, tipCents: 0, expectedTotalCents: quote.totalCents },
      { 'idempotency-key': randomUUID() },
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ totalCents: number }>().totalCents;
  }

  /** An hour of play (heartbeats every minute) by a new player, starting now. */
  async function playAnHour(): Promise<void> {
    const { userId } = await app.customer();
    const { gameSessions } = servicesOf(app.ctx, clock).rewards;
    const started = await gameSessions.start(userId, {
      gameId: '21216',
      gameName: 'Fortnite',
      application: 'OW_DESKTOP_CLIENT',
    });
    for (let minute = 0; minute < 60; minute++) {
      clock.advance(MIN);
      await gameSessions.heartbeat(userId, started.session.id);
    }
    await gameSessions.end(userId, started.session.id);
  }

  beforeAll(async () => {
    app = await startOrderingApp(clock, { BUCKS_TIME_ZONE: ZONE });
    admin = await createAdmin(app.ctx.app, app.db, 'dashboard-admin@example.com');
    call = caller(app.ctx.app);
    const now = clock.now();
    // Ten days ago at noon in New York: an order and an hour of play.
    clock.set(new Date(`${past}T17:00:00Z`));
    revenue = await placeOrder();
    await playAnHour();
    clock.set(now);
    // Today: another order.
    await placeOrder();
  });
  afterAll(() => app.ctx.close());

  const stats = async (from: string, to: string) => {
    const res = await call('GET', `/api/admin/stats?from=${from}&to=${to}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<StatsDto>();
  };

  it('counts orders, revenue, bucks, players and game time per day of the bucks time zone', async () => {
    const result = await stats(past, today);
    expect(result.days).toHaveLength(SETTLE_DAYS + 4);
    expect(result.timeZone).toBe(ZONE);
    const first = result.days[0]!;
    expect(first).toMatchObject({
      day: past,
      orders: 1,
      revenueCadCents: revenue,
      revenueUsdCents: 0,
      activePlayers: 1,
      gameMinutes: 60,
      bucksEarned: 50,
      bucksSpent: 0,
    });
    expect(result.days.at(-1)).toMatchObject({ day: today, orders: 1 });
    expect(result.totals).toMatchObject({ orders: 2, peakDailyPlayers: 1, gameMinutes: 60, bucksEarned: 50 });
    // The admin and three customers signed up in the range (on the day the app's clock said).
    expect(result.totals.signups).toBe(4);
    expect(result.days.reduce((n, d) => n + d.signups, 0)).toBe(4);
  });

  it('keeps settled days once computed, and computes the last week live', async () => {
    const stored = await app.db.execute<{ day: string }>(
      sql`select to_char(day, 'YYYY-MM-DD') as day from stats_days where time_zone = ${ZONE} order by day`,
    );
    const days = stored.rows.map((r) => r.day);
    expect(days[0]).toBe(past);
    expect(days.at(-1)! < addDays(today, -SETTLE_DAYS)).toBe(true);
    // A late order dated in a settled day does not move it (settled: computed once, kept)…
    const now = clock.now();
    clock.set(new Date(`${past}T18:00:00Z`));
    await placeOrder();
    clock.set(now);
    expect((await stats(past, past)).days[0]!.orders).toBe(1);
    // …while today's figures are live.
    await placeOrder();
    expect((await stats(today, today)).days[0]!.orders).toBe(2);
  });

  it('refuses a backwards or too long range, naming the field', async () => {
    const backwards = await call('GET', `/api/admin/stats?from=${today}&to=${past}`, admin);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().invalidParams).toEqual([{ name: 'from', reason: 'after to' }]);
    const long = await call('GET', `/api/admin/stats?from=2024-01-01&to=2025-12-31`, admin);
    expect(long.statusCode).toBe(400);
    const bad = await call('GET', `/api/admin/stats?from=yesterday&to=${today}`, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
  });
});
