import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HeartbeatRequest } from '@playeats/contracts/rewards';
import { manualClock } from '../../../adapters/clock.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { gameSessions } from '../../../db/schema/game-time.ts';
import { HttpProblem } from '../../../lib/problem.ts';
import { createTestApp, createTestDatabase, servicesOf } from '../../../../test/test-app.ts';
import { createActiveUser } from '../../../../test/auth-helpers.ts';
import { caller } from '../../../../test/rewards-helpers.ts';
import type { GameSessionsService } from './game-sessions.service.ts';

// Heartbeats arriving while one statement is in flight are written together by the next
// (decision 0038). Calls made in one synchronous run make the batches known: the first
// leaves alone at once, the others wait for it and leave together.

const MIN = 60_000;
const game = { gameId: '21216', gameName: 'Fortnite', application: 'OW_DESKTOP_CLIENT' };

/** A test app with players and their open sessions, and the game-time service on its database. */
async function setUp(clock: ReturnType<typeof manualClock>, database?: DatabaseHandle) {
  const ctx = await createTestApp({
    clock,
    env: { ACCESS_TOKEN_TTL_SECONDS: '3600' },
    ...(database ? { database } : {}),
  });
  const service = servicesOf(ctx, clock).rewards.gameSessions;
  let players = 0;
  const player = async () => {
    const session = await createActiveUser(ctx.app, ctx.database.db, `beats${++players}@example.com`);
    const started = await service.start(session.userInfo.id, game);
    return { userId: session.userInfo.id, sessionId: started.session.id, session };
  };
  const stored = async (id: string) => {
    const [row] = await ctx.database.db
      .select({ heartbeats: gameSessions.heartbeats, seenMs: gameSessions.seenMs })
      .from(gameSessions)
      .where(eq(gameSessions.id, id));
    return row;
  };
  return { ctx, service, player, stored };
}
type Player = Awaited<ReturnType<Awaited<ReturnType<typeof setUp>>['player']>>;

const beat = (service: GameSessionsService, p: Player, request?: HeartbeatRequest, sessionId = p.sessionId) =>
  service.heartbeat(p.userId, sessionId, request);
const problemOf = (result: PromiseSettledResult<unknown>) =>
  result.status === 'rejected' && result.reason instanceof HttpProblem
    ? { status: result.reason.status, name: result.reason.problemName, ...result.reason.extensions }
    : result;

describe('heartbeats written together', () => {
  const clock = manualClock(new Date('2026-11-20T15:00:00Z'));
  let setup: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    setup = await setUp(clock);
  });
  afterAll(() => setup.ctx.close());

  it('many sessions at once: each heartbeat gets its own answer, as it would alone', async () => {
    const { service, player, stored } = setup;
    clock.set(new Date('2026-11-20T15:00:00Z'));
    const silent = await player();
    clock.advance(6 * MIN);
    const playing = await Promise.all(Array.from({ length: 12 }, player));
    const [away, ended, owner, stranger] = await Promise.all([player(), player(), player(), player()]);
    await service.end(ended!.userId, ended!.sessionId);
    clock.advance(MIN);
    const results = await Promise.allSettled([
      ...playing.map((p) => beat(service, p)),
      beat(service, away!, { resumed: true }),
      beat(service, ended!),
      beat(service, stranger!, undefined, owner!.sessionId),
      beat(service, silent),
      beat(service, owner!, undefined, crypto.randomUUID()),
      // Upper case names the same session.
      beat(service, owner!, undefined, owner!.sessionId.toUpperCase()),
    ]);
    const answers = results.map(problemOf);
    playing.forEach((p, i) => {
      expect(answers[i]).toEqual({ status: 'fulfilled', value: expect.objectContaining({ id: p.sessionId }) });
      expect((answers[i] as PromiseFulfilledResult<{ durationMinutes: number }>).value.durationMinutes).toBe(1);
    });
    const [resumed, afterEnd, notHis, wentSilent, unknown, upper] = answers.slice(playing.length);
    expect(resumed).toMatchObject({ status: 'fulfilled', value: { id: away!.sessionId, durationMinutes: 0 } });
    expect(afterEnd).toMatchObject({ status: 409, name: 'GameSessionEndedException' });
    expect(notHis).toMatchObject({ status: 404, name: 'NotFoundException' });
    // Silent for 7 minutes: closed at its last signal plus the grace, and said so.
    expect(wentSilent).toMatchObject({
      status: 409,
      name: 'GameSessionEndedException',
      ended: { session: { id: silent.sessionId, status: 'ended', durationMinutes: 2 } },
    });
    expect(unknown).toMatchObject({ status: 404, name: 'NotFoundException' });
    expect(upper).toMatchObject({ status: 'fulfilled', value: { id: owner!.sessionId, durationMinutes: 1 } });
    for (const p of playing) expect(await stored(p.sessionId)).toEqual({ heartbeats: 1, seenMs: MIN });
    expect(await stored(away!.sessionId)).toEqual({ heartbeats: 1, seenMs: 0 });
    expect(await stored(owner!.sessionId)).toEqual({ heartbeats: 1, seenMs: MIN });
  });

  it('one session twice or more at once: written one after the other, in the order they came', async () => {
    const { service, player, stored } = setup;
    clock.set(new Date('2026-11-21T15:00:00Z'));
    const [p, q] = [await player(), await player()];
    clock.advance(2 * MIN);
    const [q1, a, q2, b, c] = await Promise.all([
      beat(service, q!),
      // Taken a minute ago, then now, then the same again (a duplicate adds nothing).
      beat(service, p!, { ageMs: MIN }),
      beat(service, q!),
      beat(service, p!, { ageMs: 0 }),
      beat(service, p!, { ageMs: 0 }),
    ]);
    expect([a, b, c].map((r) => r.durationMinutes)).toEqual([1, 2, 2]);
    expect([q1, q2].map((r) => r.durationMinutes)).toEqual([2, 2]);
    expect(await stored(p!.sessionId)).toEqual({ heartbeats: 3, seenMs: 2 * MIN });
    expect(await stored(q!.sessionId)).toEqual({ heartbeats: 2, seenMs: 2 * MIN });
  });

  it('a batch whose statement fails is tried heartbeat by heartbeat: only the bad one fails', async () => {
    const { service, player, stored } = setup;
    clock.set(new Date('2026-11-22T15:00:00Z'));
    const [p, q, r] = [await player(), await player(), await player()];
    clock.advance(MIN);
    const results = await Promise.allSettled([
      beat(service, p!),
      // Not a uuid: PostgreSQL refuses the whole statement (the routes never let one through).
      service.heartbeat('not-a-uuid', crypto.randomUUID()),
      beat(service, q!),
      beat(service, r!),
    ]);
    expect(results[0]).toMatchObject({ status: 'fulfilled', value: { durationMinutes: 1 } });
    const bad = results[1]!.status === 'rejected' ? results[1]!.reason : results[1];
    expect(bad).toBeInstanceOf(Error);
    expect(bad).not.toBeInstanceOf(HttpProblem);
    // The others of its batch, tried alone, are written once each.
    expect(results[2]).toMatchObject({ status: 'fulfilled', value: { durationMinutes: 1 } });
    expect(results[3]).toMatchObject({ status: 'fulfilled', value: { durationMinutes: 1 } });
    expect(await stored(q!.sessionId)).toEqual({ heartbeats: 1, seenMs: MIN });
    expect(await stored(r!.sessionId)).toEqual({ heartbeats: 1, seenMs: MIN });
    // The next batch is written as usual.
    clock.advance(MIN);
    await expect(beat(service, q!)).resolves.toMatchObject({ durationMinutes: 2 });
  });
});

describe('heartbeats when the server shuts down', () => {
  const clock = manualClock(new Date('2026-11-23T15:00:00Z'));
  let database: DatabaseHandle;
  let setup: Awaited<ReturnType<typeof setUp>>;
  let players: Player[];
  const closed = { app: false, database: false };
  beforeAll(async () => {
    database = await createTestDatabase();
    setup = await setUp(clock, database);
    players = await Promise.all(Array.from({ length: 10 }, setup.player));
  });
  afterAll(async () => {
    if (!closed.app) await setup.ctx.app.close();
    if (!closed.database) await database.close();
  });

  it('the app answers every heartbeat taken before it closes, 503 after, and leaves none unwritten', async () => {
    const { ctx, stored } = setup;
    const mine = players.slice(0, 8);
    clock.advance(MIN);
    const call = caller(ctx.app);
    const sent = mine.map((p) => call('POST', `/api/game-sessions/${p.sessionId}/heartbeat`, p.session));
    await ctx.app.close();
    closed.app = true;
    const answers = await Promise.all(sent);
    for (const [i, res] of answers.entries()) {
      expect([200, 503], res.body).toContain(res.statusCode);
      const { heartbeats } = (await stored(mine[i]!.sessionId))!;
      expect(heartbeats).toBe(res.statusCode === 200 ? 1 : 0);
    }
  });

  it('drain waits for the heartbeats taken, their follow-up included, before the database closes', async () => {
    const { service } = setup;
    const [p, q] = players.slice(8);
    // 7 minutes after their start: p's first heartbeat was taken 4 minutes ago, q has gone silent.
    clock.advance(6 * MIN);
    const taken = Promise.allSettled([beat(service, p!, { ageMs: 4 * MIN }), beat(service, q!), beat(service, p!)]);
    const drained = service.drain();
    await expect(beat(service, q!)).rejects.toMatchObject({ status: 503, problemName: 'ServiceUnavailableException' });
    await drained;
    await database.close();
    closed.database = true;
    const results = (await taken).map(problemOf);
    expect(results[0]).toMatchObject({ status: 'fulfilled', value: { durationMinutes: 3 } });
    // Closed for its silence (a transaction after the batch) before the database closed.
    expect(results[1]).toMatchObject({ status: 409, name: 'GameSessionEndedException' });
    expect(results[2]).toMatchObject({ status: 'fulfilled', value: { durationMinutes: 7 } });
  });
});
