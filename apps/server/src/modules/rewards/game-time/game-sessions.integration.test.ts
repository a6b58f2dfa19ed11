import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionDto } from '@playeats/contracts/auth';
import {
  gameSessionEndedSchema,
  gameSessionStartedSchema,
  recentGameSessionsSchema,
  type GameSessionEndedDto,
} from '@playeats/contracts/rewards';
import { manualClock } from '../../../adapters/clock.ts';
import { gameSessions } from '../../../db/schema/game-time.ts';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import { client, createActiveUser, GOOD_PASSWORD } from '../../../../test/auth-helpers.ts';
import { caller, expectLedgerConsistent } from '../../../../test/rewards-helpers.ts';

const MIN = 60_000;

describe('game time → bucks', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof caller>;
  const clock = manualClock(new Date('2026-11-20T15:00:00Z'));

  beforeAll(async () => {
    ctx = await createTestApp({
      clock,
      env: {
        DOUBLE_BUCKS_DATES: '2026-12-24',
        BUCKS_DAILY_CAP: '100',
        BUCKS_TIME_ZONE: 'America/New_York',
        ACCESS_TOKEN_TTL_SECONDS: '3600',
      },
    });
    call = caller(ctx.app);
  });
  afterAll(() => ctx.close());

  let users = 0;
  /** A player whose access token is renewed as the clock moves on. */
  async function newPlayer() {
    const email = `player${++users}@example.com`;
    const player = { email, session: await createActiveUser(ctx.app, ctx.database.db, email), signedInAt: clock.now() };
    return player;
  }
  type Player = Awaited<ReturnType<typeof newPlayer>>;
  async function fresh(player: Player): Promise<SessionDto> {
    if (clock.now().getTime() - player.signedInAt.getTime() > 50 * MIN) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { ...client, email: player.email, password: GOOD_PASSWORD },
      });
      player.session = res.json<SessionDto>();
      player.signedInAt = clock.now();
    }
    return player.session;
  }
  const start = async (player: Player, gameId = '21216', gameName = 'Fortnite') => {
    const res = await call('POST', '/api/game-sessions', await fresh(player), {
      gameId,
      gameName,
      application: 'OW_DESKTOP_CLIENT',
    });
    expect(res.statusCode).toBe(201);
    return gameSessionStartedSchema.parse(res.json());
  };
  const heartbeat = async (player: Player, id: string, body?: { ageMs?: number; resumed?: boolean }) =>
    call('POST', `/api/game-sessions/${id}/heartbeat`, await fresh(player), body);
  /** Plays for `minutes`, one heartbeat a minute. */
  const play = async (player: Player, id: string, minutes: number) => {
    for (let i = 0; i < minutes; i++) {
      clock.advance(MIN);
      const res = await heartbeat(player, id);
      expect(res.statusCode).toBe(200);
    }
  };
  const end = async (player: Player, id: string): Promise<GameSessionEndedDto> => {
    const res = await call('POST', `/api/game-sessions/${id}/end`, await fresh(player));
    expect(res.statusCode).toBe(200);
    return gameSessionEndedSchema.parse(res.json());
  };
  const session = async (minutes: number, player?: Player) => {
    const p = player ?? (await newPlayer());
    const { session: s } = await start(p);
    await play(p, s.id, minutes);
    return { player: p, ended: await end(p, s.id) };
  };

  it('start, heartbeats and end: the game-ended dialog gets the game, minutes, bucks and balance', async () => {
    clock.set(new Date('2026-11-20T15:00:00Z'));
    const player = await newPlayer();
    const started = await start(player, '5426', 'League of Legends');
    expect(started).toMatchObject({ heartbeatIntervalSeconds: 60, previous: null, session: { status: 'open' } });
    await play(player, started.session.id, 2);
    const beat = (await heartbeat(player, started.session.id)).json();
    expect(beat).toMatchObject({ id: started.session.id, durationMinutes: 2 });
    await play(player, started.session.id, 28);
    const ended = await end(player, started.session.id);
    expect(ended).toEqual({
      session: expect.objectContaining({
        gameName: 'League of Legends',
        status: 'ended',
        durationMinutes: 30,
        bucksEarned: 25,
        multiplier: 1,
        capped: false,
        tracked: true,
      }),
      bucksBalance: 25,
    });
    expect((await call('GET', '/api/users/dollars', player.session)).json()).toEqual({ availableDollars: 25 });
    await expectLedgerConsistent(ctx.database.db, player.session.userInfo.id);
  });

  it.each([
    [59, 49],
    [60, 50],
    [61, 50],
  ])('%i minutes earn %i bucks', async (minutes, bucks) => {
    clock.set(new Date('2026-11-21T14:00:00Z'));
    const { ended } = await session(minutes);
    expect(ended.session).toMatchObject({ durationMinutes: minutes, bucksEarned: bucks });
  });

  it('counts at most 2 minutes after the last heartbeat', async () => {
    clock.set(new Date('2026-11-22T14:00:00Z'));
    const player = await newPlayer();
    const { session: s } = await start(player);
    await play(player, s.id, 30);
    clock.advance(MIN + 30_000);
    expect((await end(player, s.id)).session.durationMinutes).toBe(31);

    const other = await newPlayer();
    const { session: t } = await start(other);
    await play(other, t.id, 30);
    clock.advance(4 * MIN);
    const ended = await end(other, t.id);
    expect(ended.session).toMatchObject({ durationMinutes: 32, bucksEarned: 26 });
    // The session ended at the last heartbeat plus the grace, not at the late end call.
    expect(new Date(ended.session.endedAt!).getTime()).toBe(clock.now().getTime() - 2 * MIN);
  });

  it('a silence longer than 5 minutes counts nothing and ends the session', async () => {
    clock.set(new Date('2026-11-23T14:00:00Z'));
    const player = await newPlayer();
    const { session: s } = await start(player);
    await play(player, s.id, 10);
    clock.advance(20 * MIN);
    const late = await heartbeat(player, s.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      type: expect.stringMatching(/GameSessionEndedException$/),
      ended: { session: { durationMinutes: 12, bucksEarned: 10, status: 'ended' }, bucksBalance: 10 },
    });
    // The end call that follows answers the same, and credits nothing more.
    expect((await end(player, s.id)).bucksBalance).toBe(10);
    const next = await start(player);
    expect(next.previous).toBeNull();
  });

  it('a heartbeat after the player was away says so: the time away counts nothing', async () => {
    clock.set(new Date('2026-11-24T14:00:00Z'));
    const player = await newPlayer();
    const { session: s } = await start(player);
    await play(player, s.id, 10);
    // Away for 4 minutes (under the 5-minute silence): the overlay paused its heartbeats.
    clock.advance(4 * MIN);
    const back = await heartbeat(player, s.id, { resumed: true });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ durationMinutes: 10 });
    await play(player, s.id, 10);
    clock.advance(30_000);
    expect((await end(player, s.id)).session).toMatchObject({ durationMinutes: 20, bucksEarned: 16 });
  });

  it('heartbeats queued while offline count when they arrive, gaps measured when they were taken', async () => {
    clock.set(new Date('2026-11-25T14:00:00Z'));
    const player = await newPlayer();
    const { session: s } = await start(player);
    await play(player, s.id, 5);
    // Offline for 12 minutes, playing all along: twelve heartbeats queued, sent together.
    clock.advance(12 * MIN);
    for (let age = 11; age >= 0; age--) {
      const res = await heartbeat(player, s.id, { ageMs: age * MIN });
      expect(res.statusCode, res.body).toBe(200);
    }
    // A duplicate (the same queued heartbeat sent twice) adds nothing.
    expect((await heartbeat(player, s.id, { ageMs: 0 })).json()).toMatchObject({ durationMinutes: 17 });
    // The game ended offline 1 minute later, and the end is sent 3 minutes after that.
    clock.advance(4 * MIN);
    const ended = await call('POST', `/api/game-sessions/${s.id}/end`, await fresh(player), { ageMs: 3 * MIN });
    expect(ended.json()).toMatchObject({ session: { durationMinutes: 18, bucksEarned: 15 } });
    await expectLedgerConsistent(ctx.database.db, player.session.userInfo.id);
  });

  it('a queued heartbeat after a real silence of over 5 minutes ends the session, like a late one', async () => {
    clock.set(new Date('2026-11-26T14:00:00Z'));
    const player = await newPlayer();
    const { session: s } = await start(player);
    await play(player, s.id, 3);
    clock.advance(10 * MIN);
    const res = await heartbeat(player, s.id, { ageMs: 2 * MIN });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ ended: { session: { durationMinutes: 5 } } });
  });

  it('refuses an age beyond a day, or negative, naming the field', async () => {
    const player = await newPlayer();
    const { session: s } = await start(player);
    for (const ageMs of [-1, 24 * 60 * MIN + 1]) {
      const res = await heartbeat(player, s.id, { ageMs });
      expect(res.statusCode).toBe(400);
      expect(res.json().invalidParams[0].name).toBe('body.ageMs');
    }
  });

  it('ending twice credits once', async () => {
    clock.set(new Date('2026-11-24T14:00:00Z'));
    const player = await newPlayer();
    const { session: s } = await start(player);
    await play(player, s.id, 60);
    const first = await end(player, s.id);
    clock.advance(5 * MIN);
    const [second, third] = await Promise.all([end(player, s.id), end(player, s.id)]);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    const { entries, balance } = await expectLedgerConsistent(ctx.database.db, player.session.userInfo.id);
    expect(entries).toHaveLength(1);
    expect(balance.bucks).toBe(50);
  });

  it('earns nothing for a user with game-time tracking off', async () => {
    clock.set(new Date('2026-11-25T14:00:00Z'));
    const player = await newPlayer();
    await call('PATCH', '/api/users/me', player.session, { disableGameTimeTracking: true });
    const { ended } = await session(60, player);
    expect(ended).toMatchObject({ session: { bucksEarned: 0, tracked: false, durationMinutes: 60 }, bucksBalance: 0 });
    // Turned off in the middle of a session: nothing either.
    await call('PATCH', '/api/users/me', await fresh(player), { disableGameTimeTracking: false });
    const { session: s } = await start(player);
    await play(player, s.id, 30);
    await call('PATCH', '/api/users/me', await fresh(player), { disableGameTimeTracking: true });
    expect((await end(player, s.id)).session.bucksEarned).toBe(0);
  });

  it('one open session per user: a start ends and credits the previous one', async () => {
    clock.set(new Date('2026-11-26T14:00:00Z'));
    const player = await newPlayer();
    const first = await start(player);
    await play(player, first.session.id, 12);
    const second = await start(player, '7764', 'Minecraft');
    expect(second.previous).toMatchObject({ session: { id: first.session.id, bucksEarned: 10 }, bucksBalance: 10 });
    expect((await heartbeat(player, first.session.id)).statusCode).toBe(409);
    const [open] = await ctx.database.db
      .select({ n: count() })
      .from(gameSessions)
      .where(eq(gameSessions.userId, player.session.userInfo.id));
    expect(open?.n).toBe(2);
    const someoneElse = await newPlayer();
    expect((await heartbeat(someoneElse, second.session.id)).statusCode).toBe(404);
  });

  it('stops at the daily cap (a day in the bucks time zone) and says so', async () => {
    clock.set(new Date('2026-11-27T14:00:00Z'));
    const { player, ended } = await session(150);
    expect(ended.session).toMatchObject({ bucksEarned: 100, capped: true, durationMinutes: 150 });
    const more = await session(30, player);
    expect(more.ended.session).toMatchObject({ bucksEarned: 0, capped: true });
    // 04:00 UTC is still the 27th in New York (23:00): capped; 12 hours later it is the 28th.
    clock.set(new Date('2026-11-28T04:00:00Z'));
    expect((await session(30, player)).ended.session).toMatchObject({ bucksEarned: 0, capped: true });
    clock.set(new Date('2026-11-28T16:00:00Z'));
    expect((await session(30, player)).ended).toMatchObject({ session: { bucksEarned: 25 }, bucksBalance: 125 });
  });

  it('doubles on a double-bucks date in the bucks time zone', async () => {
    // 2026-12-25 03:00 UTC is 22:00 on the 24th in New York.
    clock.set(new Date('2026-12-25T02:00:00Z'));
    const { ended } = await session(60);
    expect(ended.session).toMatchObject({ bucksEarned: 100, multiplier: 2, capped: false });
    // 2026-12-24 03:00 UTC is still the 23rd in New York.
    clock.set(new Date('2026-12-24T03:00:00Z'));
    expect((await session(60)).ended.session).toMatchObject({ bucksEarned: 50, multiplier: 1 });
    // Across midnight into the date: only the minutes on the 24th count double (30 + 2×30 = 90 minutes).
    clock.set(new Date('2026-12-24T04:30:00Z'));
    expect((await session(60)).ended.session).toMatchObject({ bucksEarned: 75, multiplier: 2 });
  });

  it('lists the last 5 sessions, newest first, closing a silent one first', async () => {
    clock.set(new Date('2026-11-29T14:00:00Z'));
    const player = await newPlayer();
    for (let i = 0; i < 6; i++) await session(3, player);
    const { session: silent } = await start(player, '10906', 'Valorant');
    await play(player, silent.id, 6);
    clock.advance(30 * MIN);
    const res = await call('GET', '/api/game-sessions/recent', await fresh(player));
    const { items } = recentGameSessionsSchema.parse(res.json());
    expect(items).toHaveLength(5);
    expect(items[0]).toMatchObject({ id: silent.id, gameName: 'Valorant', status: 'ended', durationMinutes: 8 });
    expect(items.slice(1).every((s) => s.durationMinutes === 3 && s.bucksEarned === 2)).toBe(true);
    expect((await call('GET', '/api/users/me/balance', player.session)).json()).toEqual({
      bucks: 6 * 2 + 6,
      promoCents: 0,
    });
  });

  it('validates the start body and the session id', async () => {
    const player = await newPlayer();
    const bad = await call('POST', '/api/game-sessions', player.session, { gameId: '', application: 'PS5' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().invalidParams.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['body.gameId', 'body.application']),
    );
    expect((await call('POST', '/api/game-sessions/not-a-uuid/end', player.session)).statusCode).toBe(400);
    expect((await call('POST', `/api/game-sessions/${crypto.randomUUID()}/end`, player.session)).statusCode).toBe(404);
  });
});
