import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { SessionDto } from '@playeats/contracts/auth';
import {
  adminChallengePageSchema,
  adminChallengeSchema,
  type AdminChallenge,
} from '@playeats/contracts/admin-promotions';
import { manualClock } from '../../../adapters/clock.ts';
import type { Database } from '../../../db/client.ts';
import { auditLog } from '../../../db/schema/audit.ts';
import { gameSessions } from '../../../db/schema/game-time.ts';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import { createActiveUser } from '../../../../test/auth-helpers.ts';
import { caller, createAdmin } from '../../../../test/rewards-helpers.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe('admin challenges', () => {
  let ctx: TestContext;
  let db: Database;
  let call: ReturnType<typeof caller>;
  let admin: SessionDto;
  const t0 = new Date('2026-11-21T12:00:00Z');
  const clock = manualClock(t0);
  const at = (ms: number) => new Date(t0.getTime() + ms).toISOString();

  beforeAll(async () => {
    ctx = await createTestApp({ clock, env: { IP_RATE_LIMIT_SCALE: '1000', ACCESS_TOKEN_TTL_SECONDS: '3600' } });
    db = ctx.database.db;
    call = caller(ctx.app);
    admin = await createAdmin(ctx.app, db, 'challenges-admin@example.com');
  });
  afterAll(() => ctx.close());

  let n = 0;
  const newUser = () => createActiveUser(ctx.app, db, `challenge-player${++n}@example.com`);
  const problemName = (res: { json(): unknown }) => (res.json() as { type?: string }).type?.split('/').at(-1);
  const invalidNames = (res: { json(): unknown }) =>
    ((res.json() as { invalidParams?: { name: string }[] }).invalidParams ?? []).map((p) => p.name);
  const body = (extra: object = {}) => ({
    kind: 'play_any_game_hours',
    title: { en: 'Play two hours', fr: 'Jouez deux heures' },
    description: { en: 'Any game counts.', fr: 'Tous les jeux comptent.' },
    target: 2,
    rewardCurrency: 'BUCKS',
    rewardAmount: 50,
    startsAt: at(-DAY),
    endsAt: at(7 * DAY),
    ...extra,
  });
  const create = async (extra: object = {}): Promise<AdminChallenge> => {
    const res = await call('POST', '/api/admin/challenges', admin, body(extra));
    expect(res.statusCode, res.body).toBe(201);
    return adminChallengeSchema.parse(res.json());
  };
  const get = async (id: string) =>
    adminChallengeSchema.parse((await call('GET', `/api/admin/challenges/${id}`, admin)).json());
  const patch = (id: string, changes: object) => call('PATCH', `/api/admin/challenges/${id}`, admin, changes);
  /** A finished, tracked game session that ended at `endedAt`. */
  const played = (userId: string, minutes: number, endedAt: Date) =>
    db.insert(gameSessions).values({
      userId,
      gameId: '21216',
      gameName: 'Fortnite',
      application: 'OW_DESKTOP_CLIENT',
      startedAt: new Date(endedAt.getTime() - minutes * 60_000),
      lastSeenAt: endedAt,
      seenMs: minutes * 60_000,
      endedAt,
      endReason: 'ended',
      minutes,
      bucksEarned: 0,
      tracked: true,
    });
  const claim = (session: SessionDto, id: string) => call('POST', `/api/challenges/${id}/claim`, session);
  const auditOf = (id: string) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'challenge'), eq(auditLog.targetId, id)))
      .orderBy(auditLog.id);

  it('a normal user gets 403 on every challenge endpoint', async () => {
    const user = await newUser();
    const challenge = await create();
    const endpoints: ['GET' | 'POST' | 'PATCH', string, object?][] = [
      ['GET', '/api/admin/challenges'],
      ['GET', `/api/admin/challenges/${challenge.id}`],
      ['POST', '/api/admin/challenges', body()],
      ['PATCH', `/api/admin/challenges/${challenge.id}`, { target: 1 }],
      ['POST', `/api/admin/challenges/${challenge.id}/end`, {}],
    ];
    for (const [method, url, payload] of endpoints) {
      const res = await call(method, url, user, payload);
      expect([method, url, res.statusCode, problemName(res)]).toEqual([method, url, 403, 'ForbiddenException']);
    }
    expect(await get(challenge.id)).toMatchObject({ target: 2, state: 'active' });
  });

  it('validation: a known kind, its game when it is about one, a reward above 0, a window', async () => {
    const cases: [object, string][] = [
      [{ kind: 'jump' }, 'body.kind'],
      [{ kind: 'play_game_hours' }, 'body.gameId'],
      [{ rewardAmount: 0 }, 'body.rewardAmount'],
      [{ rewardCurrency: 'EUR' }, 'body.rewardCurrency'],
      [{ target: 0 }, 'body.target'],
      [{ title: { en: '', fr: 'Titre' } }, 'body.title.en'],
      [{ startsAt: at(DAY), endsAt: at(-DAY) }, 'body.endsAt'],
    ];
    for (const [extra, param] of cases) {
      const res = await call('POST', '/api/admin/challenges', admin, body(extra));
      expect([JSON.stringify(extra), res.statusCode]).toEqual([JSON.stringify(extra), 400]);
      expect(invalidNames(res)).toContain(param);
    }
    // A kind about no game keeps none.
    expect(await create({ kind: 'place_orders', gameId: '21216', target: 3 })).toMatchObject({ gameId: null });
  });

  it('lists challenges with their claims and what they credited; by state, a page at a time', async () => {
    const challenge = await create({ rewardAmount: 40, reason: 'Winter event' });
    const players = [await newUser(), await newUser(), await newUser()];
    for (const p of players.slice(0, 2)) await played(p.userInfo.id, 130, new Date(t0.getTime() - HOUR));
    for (const p of players) await claim(p, challenge.id);
    expect(await get(challenge.id)).toMatchObject({ state: 'active', usage: { claims: 2, credited: 80 } });
    const later = await create({ startsAt: at(DAY), endsAt: at(2 * DAY) });
    const scheduled = adminChallengePageSchema.parse(
      (await call('GET', '/api/admin/challenges?state=scheduled', admin)).json(),
    );
    expect(scheduled.items.map((c) => c.id)).toEqual([later.id]);
    const all = adminChallengePageSchema.parse((await call('GET', '/api/admin/challenges?limit=100', admin)).json());
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await call('GET', `/api/admin/challenges?limit=2${cursor ? `&cursor=${cursor}` : ''}`, admin);
      const page = adminChallengePageSchema.parse(res.json());
      seen.push(...page.items.map((c) => c.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.items.map((c) => c.id));
    const [entry] = await auditOf(challenge.id);
    expect(entry).toMatchObject({
      action: 'challenge.create',
      actorEmail: 'challenges-admin@example.com',
      after: { kind: 'play_any_game_hours', rewardAmount: 40 },
      reason: 'Winter event',
    });
  });

  it('edits: anything until first claimed; then only its texts and window', async () => {
    const challenge = await create();
    const toGame = await patch(challenge.id, { kind: 'play_game_hours' });
    expect([toGame.statusCode, invalidNames(toGame)]).toEqual([400, ['body.gameId']]);
    const edited = await patch(challenge.id, {
      kind: 'play_game_hours',
      gameId: '21216',
      target: 1,
      reason: 'One game',
    });
    expect(edited.json()).toMatchObject({ kind: 'play_game_hours', gameId: '21216', target: 1 });
    const back = await patch(challenge.id, { kind: 'play_any_game_hours' });
    expect(back.json()).toMatchObject({ kind: 'play_any_game_hours', gameId: null });

    const player = await newUser();
    await played(player.userInfo.id, 70, new Date(t0.getTime() - HOUR));
    expect((await claim(player, challenge.id)).statusCode).toBe(200);
    const frozen = await patch(challenge.id, { target: 5, rewardAmount: 10, title: { en: 'New', fr: 'Nouveau' } });
    expect([frozen.statusCode, problemName(frozen), invalidNames(frozen)]).toEqual([
      409,
      'PromotionInUseException',
      ['body.target', 'body.rewardAmount'],
    ]);
    expect((await get(challenge.id)).title.en).toBe('Play two hours');
    const texts = await patch(challenge.id, {
      title: { en: 'Play an hour', fr: 'Jouez une heure' },
      endsAt: at(14 * DAY),
      rewardAmount: 50, // unchanged: fine
    });
    expect(texts.statusCode, texts.body).toBe(200);
    expect(texts.json()).toMatchObject({ title: { en: 'Play an hour' }, endsAt: at(14 * DAY) });
    expect((await patch(randomUUID(), { target: 1 })).statusCode).toBe(404);
    expect((await auditOf(challenge.id)).map((e) => e.action)).toEqual([
      'challenge.create',
      'challenge.update',
      'challenge.update',
      'challenge.update',
    ]);
  });

  it('ending: progress stops counting; those who completed it may still claim during the grace', async () => {
    onTestFinished(() => clock.set(t0));
    const challenge = await create({ target: 1 });
    const done = await newUser();
    const late = await newUser();
    await played(done.userInfo.id, 61, new Date(t0.getTime() - HOUR));
    clock.set(new Date(t0.getTime() + 600_000));
    const ended = await call('POST', `/api/admin/challenges/${challenge.id}/end`, admin, { reason: 'Sponsor left' });
    expect(ended.json()).toMatchObject({ state: 'ended', endsAt: clock.now().toISOString() });
    await played(late.userInfo.id, 90, new Date(clock.now().getTime() + 60_000)); // after the end
    clock.set(new Date(t0.getTime() + 1200_000));
    expect((await claim(done, challenge.id)).statusCode).toBe(200);
    const notCounted = await claim(late, challenge.id);
    expect([notCounted.statusCode, problemName(notCounted)]).toEqual([409, 'ChallengeNotCompletedException']);
    const again = await call('POST', `/api/admin/challenges/${challenge.id}/end`, admin);
    expect([again.statusCode, problemName(again)]).toEqual([409, 'PromotionEndedException']);
    expect(await get(challenge.id)).toMatchObject({ usage: { claims: 1, credited: 50 } });
    expect((await auditOf(challenge.id)).at(-1)).toMatchObject({ action: 'challenge.end', reason: 'Sponsor left' });
  });

  it('a challenge ended before it started was never open: players never see it', async () => {
    const challenge = await create({ startsAt: at(HOUR), endsAt: at(DAY) });
    const res = await call('POST', `/api/admin/challenges/${challenge.id}/end`, admin);
    expect(res.json()).toMatchObject({ state: 'ended', startsAt: t0.toISOString(), endsAt: t0.toISOString() });
    const player = await newUser();
    const open = await call('GET', '/api/challenges', player);
    expect(open.json().items.map((c: { id: string }) => c.id)).not.toContain(challenge.id);
  });
});
