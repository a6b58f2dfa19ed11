import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { SessionDto } from '@playeats/contracts/auth';
import { promotionResultSchema, referralSchema } from '@playeats/contracts/rewards';
import { manualClock } from '../../../adapters/clock.ts';
import type { Database } from '../../../db/client.ts';
import { promoCodes } from '../../../db/schema/promotions.ts';
import { users } from '../../../db/schema/users.ts';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import { client, createActiveUser, GOOD_PASSWORD, latestOutboxLink, tokenOf } from '../../../../test/auth-helpers.ts';
import {
  caller,
  createAdmin,
  expectLedgerConsistent,
  onAccountActivated,
  spend,
} from '../../../../test/rewards-helpers.ts';
import { seedDemoData } from '../../../seed/seed.ts';
import { rewardsDemoSeeder } from '../../../seed/rewards.seed.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('promo codes and referrals', () => {
  let ctx: TestContext;
  let db: Database;
  let call: ReturnType<typeof caller>;
  let admin: SessionDto;
  const clock = manualClock(new Date('2026-11-21T12:00:00Z'));

  beforeAll(async () => {
    ctx = await createTestApp({ clock, env: { IP_RATE_LIMIT_SCALE: '1000', ACCESS_TOKEN_TTL_SECONDS: '3600' } });
    db = ctx.database.db;
    call = caller(ctx.app);
    admin = await createAdmin(ctx.app, db, 'promo-admin@example.com');
  });
  afterAll(() => ctx.close());

  let n = 0;
  const newUser = () => createActiveUser(ctx.app, db, `promo-user${++n}@example.com`);
  const createCode = async (code: string, extra: object = {}) => {
    const res = await call('POST', '/api/admin/promo-codes', admin, {
      code,
      currency: 'PROMO_CENTS',
      amount: 500,
      startsAt: new Date(clock.now().getTime() - DAY).toISOString(),
      endsAt: new Date(clock.now().getTime() + 30 * DAY).toISOString(),
      ...extra,
    });
    expect(res.statusCode).toBe(201);
    return res;
  };
  /** PATCH /api/users/promotion with exactly the spec's payload. */
  const apply = (session: SessionDto, promotionCode: string, headers = {}) =>
    call('PATCH', '/api/users/promotion', session, { ...client, promotionCode }, headers);
  const problemName = (res: { json(): unknown }) => (res.json() as { type?: string }).type?.split('/').at(-1);

  /** Sign-up with a promo or referrer code, then the activation link. */
  async function signUpWith(email: string, extra: { promoCode?: string; referrerCode?: string; country?: string }) {
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: GOOD_PASSWORD, country: 'UNITED_STATES', acceptTerms: true, ...extra },
    });
    expect(signup.statusCode).toBe(202);
    const activated = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/activate',
      payload: { ...client, token: tokenOf(await latestOutboxLink(db, email)) },
    });
    expect(activated.statusCode).toBe(200);
    return activated.json<SessionDto>();
  }

  it('admins create and list codes; codes are case-insensitive and unique', async () => {
    const created = await createCode('Launch10', { currency: 'BUCKS', amount: 10, totalLimit: 3 });
    expect(created.json()).toMatchObject({ code: 'LAUNCH10', totalLimit: 3, perUserLimit: 1, redeemedCount: 0 });
    const again = await call('POST', '/api/admin/promo-codes', admin, { ...created.json(), code: 'launch10' });
    expect(problemName(again)).toBe('PromoCodeTakenException');
    const user = await newUser();
    const notAdmin = await call('POST', '/api/admin/promo-codes', user, { ...created.json(), code: 'MINE' });
    expect(notAdmin.statusCode).toBe(403);
    const backwards = await call('POST', '/api/admin/promo-codes', admin, {
      code: 'BACKWARDS',
      currency: 'BUCKS',
      amount: 1,
      startsAt: '2026-12-01T00:00:00Z',
      endsAt: '2026-11-01T00:00:00Z',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ invalidParams: [{ name: 'body.endsAt' }] });
    const list = await call('GET', '/api/admin/promo-codes', admin);
    expect(list.json().items.map((c: { code: string }) => c.code)).toContain('LAUNCH10');
  });

  it('PATCH /api/users/promotion applies a code once and answers the new balances', async () => {
    await createCode('FIVEOFF');
    const user = await newUser();
    const res = await apply(user, 'fiveoff');
    expect(res.statusCode).toBe(200);
    expect(promotionResultSchema.parse(res.json())).toEqual({
      promotionCode: 'FIVEOFF',
      currency: 'PROMO_CENTS',
      amount: 500,
      balance: { bucks: 0, promoCents: 500 },
    });
    const again = await apply(user, 'FIVEOFF');
    expect(again.statusCode).toBe(409);
    expect(problemName(again)).toBe('PromoCodeAlreadyUsedException');
    const { entries } = await expectLedgerConsistent(db, user.userInfo.id);
    expect(entries.map((e) => [e.reason, e.amount])).toEqual([['promo_code', 500]]);
    const missing = await call('PATCH', '/api/users/promotion', user, { promotionCode: 'FIVEOFF' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().invalidParams.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['body.application', 'body.applicationVersion']),
    );
  });

  it('names each refusal: unknown, not yet valid, expired, used up', async () => {
    const user = await newUser();
    const unknown = await apply(user, 'NOSUCHCODE');
    expect([unknown.statusCode, problemName(unknown)]).toEqual([404, 'PromoCodeNotFoundException']);
    const now = clock.now().getTime();
    await createCode('LATER', {
      startsAt: new Date(now + DAY).toISOString(),
      endsAt: new Date(now + 2 * DAY).toISOString(),
    });
    const later = await apply(user, 'LATER');
    expect([later.statusCode, problemName(later)]).toEqual([422, 'PromoCodeNotYetValidException']);
    await createCode('GONE', {
      startsAt: new Date(now - 2 * DAY).toISOString(),
      endsAt: new Date(now - DAY).toISOString(),
    });
    const gone = await apply(user, 'GONE');
    expect([gone.statusCode, problemName(gone)]).toEqual([422, 'PromoCodeExpiredException']);
    await createCode('ONLYONE', { totalLimit: 1 });
    expect((await apply(await newUser(), 'ONLYONE')).statusCode).toBe(200);
    const usedUp = await apply(user, 'ONLYONE');
    expect([usedUp.statusCode, problemName(usedUp)]).toEqual([409, 'PromoCodeExhaustedException']);
  });

  it('a per-user limit above 1 allows that many uses', async () => {
    await createCode('TWICE', { currency: 'BUCKS', amount: 20, perUserLimit: 2 });
    const user = await newUser();
    expect((await apply(user, 'TWICE')).json()).toMatchObject({ balance: { bucks: 20 } });
    expect((await apply(user, 'TWICE')).json()).toMatchObject({ balance: { bucks: 40 } });
    expect(problemName(await apply(user, 'TWICE'))).toBe('PromoCodeAlreadyUsedException');
  });

  it('the limits hold under concurrent redemption', async () => {
    await createCode('RUSH', { totalLimit: 5 });
    const people = await Promise.all(Array.from({ length: 12 }, () => newUser()));
    const results = await Promise.all(people.map((p) => apply(p, 'RUSH')));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, ...Array(7).fill(409)]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(results.filter((r) => problemName(r) === 'PromoCodeExhaustedException')).toHaveLength(7);
    const [code] = await db.select().from(promoCodes).where(eq(promoCodes.code, 'RUSH'));
    expect(code?.redeemedCount).toBe(5);

    await createCode('ONCEEACH');
    const eager = await newUser();
    const burst = await Promise.all(Array.from({ length: 10 }, () => apply(eager, 'ONCEEACH')));
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(burst.filter((r) => problemName(r) === 'PromoCodeAlreadyUsedException')).toHaveLength(9);
    expect((await expectLedgerConsistent(db, eager.userInfo.id)).balance.promoCents).toBe(500);
  });

  it('a retry with the same Idempotency-Key gets the first answer, not "already used"', async () => {
    await createCode('RETRYME');
    const user = await newUser();
    const first = await apply(user, 'RETRYME', { 'idempotency-key': 'promo-retry-1' });
    const retry = await apply(user, 'RETRYME', { 'idempotency-key': 'promo-retry-1' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
  });

  it('the promo code given at sign-up is applied on activation; applying it again is "already used"', async () => {
    await createCode('SIGNUP5');
    const session = await signUpWith('with-code@example.com', { promoCode: 'signup5' });
    expect((await call('GET', '/api/users/me/balance', session)).json()).toEqual({ bucks: 0, promoCents: 500 });
    expect(problemName(await apply(session, 'SIGNUP5'))).toBe('PromoCodeAlreadyUsedException');
    // An unknown code at sign-up does not stop the activation.
    const other = await signUpWith('bad-code@example.com', { promoCode: 'NOPE-NOPE' });
    expect((await call('GET', '/api/users/me/balance', other)).json()).toEqual({ bucks: 0, promoCents: 0 });
  });

  it('the demo seed brings WELCOME5 and three challenges', async () => {
    // The seed's windows start from the real time of the first start; the other tests
    // keep the test clock (their sessions were signed by it), so it goes back after.
    const before = clock.now();
    clock.set(new Date());
    onTestFinished(() => clock.set(before));
    await seedDemoData(db, [rewardsDemoSeeder]);
    const user = await newUser();
    expect((await apply(user, 'welcome5')).json()).toMatchObject({ balance: { promoCents: 500 } });
    const challenges = (await call('GET', '/api/challenges', user)).json<{ items: { kind: string }[] }>().items;
    expect(challenges.map((c) => c.kind)).toEqual(
      expect.arrayContaining(['play_any_game_hours', 'play_game_hours', 'place_orders']),
    );
  });

  describe('referrals', () => {
    it('the referred person gets 500 promo cents on activation, once; the referrer sees the count', async () => {
      const referrer = await newUser();
      const info = referralSchema.parse((await call('GET', '/api/users/me/referral', referrer)).json());
      expect(info).toEqual({
        code: referrer.userInfo.referralCode,
        link: `http://playeats.test/signupWithReferral/${referrer.userInfo.referralCode}`,
        referredCount: 0,
        terms: { discountCents: 500, validDays: 7, limit: null, countries: ['UNITED_STATES', 'CANADA'] },
      });
      const friend = await signUpWith('friend@example.com', { referrerCode: info.code.toLowerCase() });
      const { entries } = await expectLedgerConsistent(db, friend.userInfo.id);
      expect(entries).toEqual([
        expect.objectContaining({
          reason: 'referral_reward',
          currency: 'PROMO_CENTS',
          amount: 500,
          expiresAt: new Date(clock.now().getTime() + 7 * DAY),
        }),
      ]);
      await db.transaction((tx) => onAccountActivated(tx, friend.userInfo.id, clock.now()));
      expect((await expectLedgerConsistent(db, friend.userInfo.id)).entries).toHaveLength(1);
      await signUpWith('friend2@example.com', { referrerCode: info.code });
      expect((await call('GET', '/api/users/me/referral', referrer)).json()).toMatchObject({ referredCount: 2 });
      // The referrer earns no discount from it; the friend's own count is 0.
      expect((await call('GET', '/api/users/me/balance', referrer)).json()).toEqual({ bucks: 0, promoCents: 0 });
    });

    it('USA and Canada only, for both people', async () => {
      const referrer = await newUser();
      await db.update(users).set({ country: 'MEXICO' }).where(eq(users.id, referrer.userInfo.id));
      const friend = await signUpWith('abroad-friend@example.com', { referrerCode: referrer.userInfo.referralCode });
      expect((await expectLedgerConsistent(db, friend.userInfo.id)).entries).toHaveLength(0);
      expect((await call('GET', '/api/users/me/referral', referrer)).json()).toMatchObject({ referredCount: 0 });
    });

    it('also when a pending account is activated by a password reset', async () => {
      const referrer = await newUser();
      const email = 'reset-friend@example.com';
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: {
          email,
          password: GOOD_PASSWORD,
          country: 'CANADA',
          acceptTerms: true,
          referrerCode: referrer.userInfo.referralCode,
        },
      });
      await ctx.app.inject({ method: 'POST', url: '/api/auth/password-recovery', payload: { email } });
      const reset = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: tokenOf(await latestOutboxLink(db, email)), password: 'a brand new passphrase' },
      });
      expect(reset.statusCode).toBe(204);
      const [friend] = await db.select().from(users).where(eq(users.email, email));
      expect((await expectLedgerConsistent(db, friend!.id)).balance.promoCents).toBe(500);
    });

    it('what is left of the discount after 7 days lapses, as a ledger entry; it cannot pay after that', async () => {
      const start = clock.now().getTime();
      const referrer = await newUser();
      const code = referrer.userInfo.referralCode;
      const spender = await signUpWith('lapse-spender@example.com', { referrerCode: code });
      const idle = await signUpWith('lapse-idle@example.com', { referrerCode: code });
      const mixed = await signUpWith('lapse-mixed@example.com', { referrerCode: code });
      const late = await signUpWith('lapse-late@example.com', { referrerCode: code });
      await createCode('EXTRA5');
      expect((await apply(mixed, 'EXTRA5')).statusCode).toBe(200);
      const order = (session: SessionDto, id: string, amount: number) =>
        db.transaction((tx) =>
          spend(tx, {
            userId: session.userInfo.id,
            currency: 'PROMO_CENTS',
            amount,
            sourceType: 'order',
            sourceId: id,
            at: clock.now(),
          }),
        );
      await order(spender, 'lapse-o1', 200);
      await order(mixed, 'lapse-o2', 300);
      clock.set(new Date(start + 7 * DAY + 1000));
      // Reading the balance records the lapse: spent first from the discount.
      const balanceOf = async (s: SessionDto) => {
        const fresh = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { ...client, email: s.userInfo.email, password: GOOD_PASSWORD },
        });
        return (await call('GET', '/api/users/me/balance', fresh.json<SessionDto>())).json();
      };
      expect(await balanceOf(spender)).toEqual({ bucks: 0, promoCents: 0 });
      expect(await balanceOf(idle)).toEqual({ bucks: 0, promoCents: 0 });
      expect(await balanceOf(mixed)).toEqual({ bucks: 0, promoCents: 500 });
      const { entries } = await expectLedgerConsistent(db, spender.userInfo.id);
      expect(entries.map((e) => [e.reason, e.amount])).toEqual([
        ['referral_reward', 500],
        ['order_spend', -200],
        ['expiry', -300],
      ]);
      expect(await balanceOf(spender)).toEqual({ bucks: 0, promoCents: 0 });
      expect((await expectLedgerConsistent(db, spender.userInfo.id)).entries).toHaveLength(3);
      // Nothing read the late user's balance: a spend applies the lapse first and is refused
      // (the lapse is rolled back with the refused spend; the next read records it).
      await expect(order(late, 'lapse-o3', 100)).rejects.toMatchObject({ problemName: 'InsufficientBalanceException' });
      expect(await balanceOf(late)).toEqual({ bucks: 0, promoCents: 0 });
      expect((await expectLedgerConsistent(db, late.userInfo.id)).entries.map((e) => e.reason)).toEqual([
        'referral_reward',
        'expiry',
      ]);
    });
  });
});
