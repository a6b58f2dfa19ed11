import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionDto } from '@playeats/contracts/auth';
import { userChallengeListSchema, type UserChallengeDto } from '@playeats/contracts/rewards';
import { manualClock } from '../../../adapters/clock.ts';
import type { Database } from '../../../db/client.ts';
import { orders as ordersTable } from '../../../db/schema/orders.ts';
import { gameSessions } from '../../../db/schema/game-time.ts';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import { createActiveUser } from '../../../../test/auth-helpers.ts';
import { restaurant } from '../../../../test/restaurant-fixtures.ts';
import { caller, createAdmin, expectLedgerConsistent } from '../../../../test/rewards-helpers.ts';
import { restaurantsRepository } from '../../restaurants/restaurants.repository.ts';
import { CHALLENGE_CLAIM_GRACE_MS } from './challenges.service.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('challenges', () => {
  let ctx: TestContext;
  let db: Database;
  let call: ReturnType<typeof caller>;
  let admin: SessionDto;
  const t0 = new Date('2026-11-21T12:00:00Z');
  const clock = manualClock(t0);
  const at = (ms: number) => new Date(t0.getTime() + ms);

  beforeAll(async () => {
    ctx = await createTestApp({ clock, env: { IP_RATE_LIMIT_SCALE: '1000', ACCESS_TOKEN_TTL_SECONDS: '3600' } });
    db = ctx.database.db;
    call = caller(ctx.app);
    admin = await createAdmin(ctx.app, db, 'challenge-admin@example.com');
  });
  afterAll(() => ctx.close());

  let n = 0;
  const newUser = () => createActiveUser(ctx.app, db, `challenger${++n}@example.com`);
  const challenge = (extra: object) => ({
    title: { en: 'A challenge', fr: 'Un défi' },
    description: { en: 'Do it.', fr: 'Faites-le.' },
    rewardCurrency: 'BUCKS',
    rewardAmount: 100,
    startsAt: at(-DAY).toISOString(),
    endsAt: at(7 * DAY).toISOString(),
    ...extra,
  });
  const createChallenge = async (extra: object) => {
    const res = await call('POST', '/api/admin/challenges', admin, challenge(extra));
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  };
  /** A finished, tracked game session, as game time records it. */
  const played = (userId: string, gameId: string, minutes: number, endedAt: Date, tracked = true) =>
    db.insert(gameSessions).values({
      userId,
      gameId,
      gameName: gameId,
      application: 'OW_DESKTOP_CLIENT',
      startedAt: new Date(endedAt.getTime() - minutes * 60_000),
      lastSeenAt: endedAt,
      seenMs: minutes * 60_000,
      endedAt,
      endReason: 'ended',
      minutes,
      bucksEarned: 0,
      tracked,
    });
  const mine = async (session: SessionDto): Promise<UserChallengeDto[]> => {
    const res = await call('GET', '/api/challenges', session);
    expect(res.statusCode).toBe(200);
    return userChallengeListSchema.parse(res.json()).items;
  };
  const claim = (session: SessionDto, id: string) => call('POST', `/api/challenges/${id}/claim`, session);
  const problemName = (res: { json(): unknown }) => (res.json() as { type?: string }).type?.split('/').at(-1);

  it('admins define challenges; play_game_hours names its game', async () => {
    const user = await newUser();
    expect(
      (await call('POST', '/api/admin/challenges', user, challenge({ kind: 'place_orders', target: 1 }))).statusCode,
    ).toBe(403);
    const noGame = await call(
      'POST',
      '/api/admin/challenges',
      admin,
      challenge({ kind: 'play_game_hours', target: 1 }),
    );
    expect(noGame.statusCode).toBe(400);
    expect(noGame.json()).toMatchObject({ invalidParams: [{ name: 'body.gameId' }] });
    const badKind = await call('POST', '/api/admin/challenges', admin, challenge({ kind: 'jump', target: 1 }));
    expect(badKind.json()).toMatchObject({ invalidParams: [{ name: 'body.kind' }] });
    const id = await createChallenge({ kind: 'play_game_hours', target: 2, gameId: '21216' });
    const list = await call('GET', '/api/admin/challenges', admin);
    expect(list.json().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id, gameId: '21216', reward: { currency: 'BUCKS', amount: 100 } }),
      ]),
    );
  });

  it('progress: hours of tracked play in the window, of any game or of one game', async () => {
    const anyGame = await createChallenge({ kind: 'play_any_game_hours', target: 2 });
    const oneGame = await createChallenge({ kind: 'play_game_hours', target: 1, gameId: '5426' });
    const user = await newUser();
    const id = user.userInfo.id;
    await played(id, '5426', 50, at(-HOUR));
    await played(id, '21216', 40, at(-2 * HOUR));
    await played(id, '5426', 600, at(-2 * DAY)); // before the window
    await played(id, '5426', 300, at(-3 * HOUR), false); // tracking off
    const byId = new Map((await mine(user)).map((c) => [c.id, c]));
    expect(byId.get(anyGame)).toMatchObject({
      progress: { current: 90, required: 120, unit: 'minutes' },
      completed: false,
      claimable: false,
    });
    expect(byId.get(oneGame)).toMatchObject({ progress: { current: 50, required: 60 }, completed: false });
    await played(id, '5426', 30, at(-HOUR / 2));
    const after = new Map((await mine(user)).map((c) => [c.id, c]));
    expect(after.get(anyGame)).toMatchObject({ progress: { current: 120 }, completed: true, claimable: true });
    expect(after.get(oneGame)).toMatchObject({ progress: { current: 80 }, completed: true });
  });

  it('place_orders counts the orders placed in the window and not cancelled', async () => {
    const orders = await createChallenge({
      kind: 'place_orders',
      target: 2,
      rewardCurrency: 'PROMO_CENTS',
      rewardAmount: 300,
    });
    const user = await newUser();
    const userId = user.userInfo.id;
    const restaurantId = randomUUID();
    await restaurantsRepository(db).insertRestaurants([
      restaurant({ id: restaurantId, name: 'Challenge Pizza', position: { lat: 45.5, lng: -73.57 } }),
    ]);
    const order = (status: string, placedAt: Date) =>
      db.insert(ordersTable).values({
        userId,
        restaurantId,
        restaurantName: 'Challenge Pizza',
        currency: 'CAD',
        status,
        deliveryAddress: {},
        deliveryLat: 45.5,
        deliveryLng: -73.57,
        subtotalCents: 1000,
        deliveryFeeCents: 0,
        serviceFeeCents: 0,
        taxCents: 0,
        tipCents: 0,
        promoDiscountCents: 0,
        bucksSpent: 0,
        bucksDiscountCents: 0,
        totalCents: 1000,
        savedCents: 0,
        paymentStatus: 'none',
        placedAt,
        updatedAt: placedAt,
      });
    await order('delivered', clock.now());
    await order('cancelled', clock.now()); // does not count
    await order('delivered', at(-2 * DAY)); // before the window
    const one = (await mine(user)).find((c) => c.id === orders)!;
    expect(one.progress).toEqual({ current: 1, required: 2, unit: 'orders' });
    const early = await claim(user, orders);
    expect([early.statusCode, problemName(early)]).toEqual([409, 'ChallengeNotCompletedException']);
    expect(early.json()).toMatchObject({ progress: { current: 1, required: 2 } });
    await order('placed', clock.now());
    const res = await claim(user, orders);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      challengeId: orders,
      reward: { currency: 'PROMO_CENTS', amount: 300 },
      balance: { bucks: 0, promoCents: 300 },
    });
  });

  it('a reward is claimed once, even by simultaneous claims', async () => {
    const id = await createChallenge({ kind: 'play_any_game_hours', target: 1, rewardAmount: 75 });
    const user = await newUser();
    await played(user.userInfo.id, '21216', 61, at(-HOUR));
    const results = await Promise.all(Array.from({ length: 5 }, () => claim(user, id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => problemName(r) === 'ChallengeAlreadyClaimedException')).toHaveLength(4);
    const listed = (await mine(user)).find((c) => c.id === id)!;
    expect(listed).toMatchObject({ completed: true, claimed: true, claimable: false });
    const { entries } = await expectLedgerConsistent(db, user.userInfo.id);
    expect(entries.map((e) => [e.reason, e.sourceId, e.amount])).toEqual([['challenge_reward', id, 75]]);
  });

  it('claims: only once started, and until the grace after the end', async () => {
    const upcoming = await createChallenge({
      kind: 'play_any_game_hours',
      target: 1,
      startsAt: at(DAY).toISOString(),
      endsAt: at(2 * DAY).toISOString(),
    });
    const ending = await createChallenge({
      kind: 'play_any_game_hours',
      target: 1,
      startsAt: at(-DAY).toISOString(),
      endsAt: at(HOUR).toISOString(),
    });
    const user = await newUser();
    await played(user.userInfo.id, '21216', 60, at(-HOUR));
    const other = await newUser();
    await played(other.userInfo.id, '21216', 60, at(-HOUR));
    expect((await mine(user)).map((c) => c.id)).not.toContain(upcoming);
    const notYet = await claim(user, upcoming);
    expect([notYet.statusCode, problemName(notYet)]).toEqual([422, 'ChallengeNotActiveException']);
    expect((await claim(user, crypto.randomUUID())).statusCode).toBe(404);

    clock.set(at(HOUR + CHALLENGE_CLAIM_GRACE_MS - 1000));
    const signedIn = await newUser();
    expect((await mine(signedIn)).map((c) => c.id)).toContain(ending);
    const fresh = (s: SessionDto) =>
      ctx.app
        .inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: {
            application: 'WEBAPP_CLIENT',
            applicationVersion: '2.8.1',
            email: s.userInfo.email,
            password: 'correct horse battery staple',
          },
        })
        .then((r) => r.json<SessionDto>());
    expect((await claim(await fresh(user), ending)).statusCode).toBe(200);
    clock.set(at(HOUR + CHALLENGE_CLAIM_GRACE_MS + 1000));
    const tooLate = await claim(await fresh(other), ending);
    expect([tooLate.statusCode, problemName(tooLate)]).toEqual([422, 'ChallengeNotActiveException']);
    expect((await mine(await fresh(other))).map((c) => c.id)).not.toContain(ending);
    clock.set(t0);
  });
});
