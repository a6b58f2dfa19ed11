import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionDto } from '@playeats/contracts/auth';
import type { AdminCreatorApplicationDto, AdminCreatorApplicationPage } from '@playeats/contracts/admin-creators';
import type { CreatorProgramsDto, MyCreatorDto } from '@playeats/contracts/creators';
import type { OrderDto } from '@playeats/contracts/ordering';
import { manualClock } from '../../../adapters/clock.ts';
import type { Database } from '../../../db/client.ts';
import { auditLog } from '../../../db/schema/audit.ts';
import { creatorReferrals } from '../../../db/schema/creators.ts';
import { ledgerEntries } from '../../../db/schema/ledger.ts';
import { users } from '../../../db/schema/users.ts';
import type { Services } from '../../../services.ts';
import { bearer, client, createActiveUser, signIn as signInWith } from '../../../../test/auth-helpers.ts';
import { goodApplication, makeCreator, problemName, signUpWithCode } from '../../../../test/creator-helpers.ts';
import { startOrderingApp } from '../../../../test/ordering-fixtures.ts';
import { caller, createAdmin, expectLedgerConsistent } from '../../../../test/rewards-helpers.ts';
import { servicesOf, type TestContext } from '../../../../test/test-app.ts';

const clock = manualClock(new Date('2026-11-21T17:00:00Z'));
const DAY = 24 * 3600_000;

let fixture: Awaited<ReturnType<typeof startOrderingApp>>;
let ctx: TestContext;
let db: Database;
let call: ReturnType<typeof caller>;
let services: Services;
let admin: SessionDto;

beforeAll(async () => {
  fixture = await startOrderingApp(clock, {
    IP_RATE_LIMIT_SCALE: '1000',
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    CREATOR_MONTHLY_REWARD_LIMIT: '2',
  });
  ({ ctx, db } = fixture);
  call = caller(ctx.app);
  services = servicesOf(ctx, clock);
  admin = await createAdmin(ctx.app, db, `creators-admin-${randomUUID()}@example.com`);
});
afterAll(() => ctx.close());

const newUser = () => createActiveUser(ctx.app, db, `${randomUUID()}@example.com`);
const apply = (session: SessionDto, body: object = goodApplication) =>
  call('POST', '/api/users/me/creator/applications', session, body);
const mine = async (session: SessionDto) => (await call('GET', '/api/users/me/creator', session)).json<MyCreatorDto>();
const signIn = (email: string) => signInWith(ctx.app, email);
const usePromotion = (session: SessionDto, promotionCode: string) =>
  call('PATCH', '/api/users/promotion', session, { ...client, promotionCode });
const creditsOf = (userId: string, reason: string) =>
  db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.reason, reason)));

describe('streamer applications', () => {
  it('publishes the terms, configured by the environment', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/creator-programs' });
    expect(res.statusCode).toBe(200);
    expect(res.json<CreatorProgramsDto>().streamers).toEqual({
      countries: ['UNITED_STATES', 'CANADA'],
      minimumAge: 18,
      minFollowers: 100,
      minAverageViewers: 5,
      viewerDiscountCents: 500,
      viewerDiscountDays: 30,
      firstOrderBucks: 250,
      monthlyRewardLimit: 2,
    });
  });

  it('refuses whoever is not eligible, naming each field at fault', async () => {
    const user = await newUser();
    // 18 tomorrow (the programs' calendar is New York's: 2026-11-21 12:00 there).
    const minor = await apply(user, {
      ...goodApplication,
      dateOfBirth: '2008-11-22',
      followers: 99,
      averageViewers: 4,
    });
    expect(minor.statusCode).toBe(422);
    expect(problemName(minor)).toBe('CreatorNotEligibleException');
    expect(minor.json().invalidParams.map((p: { name: string }) => p.name)).toEqual([
      'body.dateOfBirth',
      'body.followers',
      'body.averageViewers',
    ]);
    expect((await apply(user, { ...goodApplication, dateOfBirth: '2008-11-21' })).statusCode).toBe(201);
  });

  it('takes only the US and Canada, a real channel of the platform chosen, and the terms', async () => {
    const user = await newUser();
    const abroad = await apply(user, { ...goodApplication, country: 'FRANCE' });
    expect(abroad.statusCode).toBe(400);
    expect(abroad.json().invalidParams[0].name).toBe('body.country');
    const otherSite = await apply(user, { ...goodApplication, channelUrl: 'https://kick.com/good_streamer' });
    expect(otherSite.statusCode).toBe(400);
    expect(otherSite.json().invalidParams[0].name).toBe('body.channelUrl');
    const noTerms = await apply(user, { ...goodApplication, acceptTerms: false });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().invalidParams[0].name).toBe('body.acceptTerms');
    const badDate = await apply(user, { ...goodApplication, dateOfBirth: '1995-02-30' });
    expect(badDate.json().invalidParams[0].name).toBe('body.dateOfBirth');
    expect((await mine(user)).application).toBeNull();
  });

  it('keeps one open application per user; the applicant sees the status and the reason of a refusal', async () => {
    const user = await newUser();
    const first = await apply(user, { ...goodApplication, channelUrl: 'twitch.tv/Some_Streamer' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'pending', channelUrl: 'https://www.twitch.tv/some_streamer' });
    const second = await apply(user);
    expect(second.statusCode).toBe(409);
    expect(problemName(second)).toBe('CreatorApplicationOpenException');
    // Two at once: still one.
    const racing = await Promise.all([apply(user), apply(user)]);
    expect(racing.map((r) => r.statusCode)).toEqual([409, 409]);

    const rejected = await call('POST', `/api/admin/creator-applications/${first.json().id}/reject`, admin, {
      reason: 'We could not find this channel.',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await mine(user)).application).toMatchObject({
      status: 'rejected',
      rejectionReason: 'We could not find this channel.',
    });
    expect((await mine(user)).creator).toBeNull();
    // Refused, one may apply again.
    expect((await apply(user)).statusCode).toBe(201);
    expect((await mine(user)).application?.status).toBe('pending');
  });

  it('approval makes a creator with a code read aloud, a share link and figures, audited in the same transaction', async () => {
    const user = await newUser();
    const id = (await apply(user)).json().id as string;
    const approved = await call('POST', `/api/admin/creator-applications/${id}/approve`, admin, {
      note: 'Great channel',
    });
    expect(approved.statusCode).toBe(200);
    const dto = approved.json<AdminCreatorApplicationDto>();
    expect(dto).toMatchObject({ status: 'approved', userId: user.userInfo.id, userEmail: user.userInfo.email });
    expect(dto.creatorCode).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(await mine(user)).toMatchObject({
      application: { status: 'approved' },
      creator: {
        code: dto.creatorCode,
        shareLink: `http://playeats.test/signupWithCode/${dto.creatorCode}`,
        figures: { signups: 0, firstOrders: 0, bucksEarned: 0 },
      },
    });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entry).toMatchObject({
      actorUserId: admin.userInfo.id,
      action: 'creator_application.approve',
      targetType: 'creator_application',
      before: { status: 'pending' },
      after: { status: 'approved', creatorCode: dto.creatorCode },
      reason: 'Great channel',
    });
    // Reviewed once: a second decision is refused, and an approved creator cannot apply again.
    const again = await call('POST', `/api/admin/creator-applications/${id}/reject`, admin, { reason: 'Oops' });
    expect(problemName(again)).toBe('AlreadyReviewedException');
    expect(problemName(await apply(user))).toBe('AlreadyCreatorException');
    // A promo code never takes a creator's code: it would shadow it.
    const now = Date.now();
    const shadow = await call('POST', '/api/admin/promo-codes', admin, {
      code: dto.creatorCode!.toLowerCase(),
      currency: 'PROMO_CENTS',
      amount: 500,
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 86_400_000).toISOString(),
    });
    expect(shadow.statusCode).toBe(409);
    expect(problemName(shadow)).toBe('PromoCodeTakenException');
  });

  it('an admin never approves their own application', async () => {
    const self = await createAdmin(ctx.app, db, `${randomUUID()}@admin.example.com`);
    const id = (await apply(self)).json().id as string;
    const res = await call('POST', `/api/admin/creator-applications/${id}/approve`, self, {});
    expect(res.statusCode, res.body).toBe(409);
  });

  it('two admins approving at once: one wins, one code, one audit entry', async () => {
    const user = await newUser();
    const id = (await apply(user)).json().id as string;
    const answers = await Promise.all(
      [1, 2].map(() => call('POST', `/api/admin/creator-applications/${id}/approve`, admin, {})),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const entries = await db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entries).toHaveLength(1);
  });

  it('lists applications by status, newest first, a page at a time', async () => {
    const res = await call('GET', '/api/admin/creator-applications?status=pending&limit=1', admin);
    const page = res.json<AdminCreatorApplicationPage>();
    expect(page.items).toHaveLength(1);
    expect(page.items[0]!.status).toBe('pending');
    expect(page.nextCursor).not.toBeNull();
    const next = await call(
      'GET',
      `/api/admin/creator-applications?status=pending&limit=1&cursor=${page.nextCursor}`,
      admin,
    );
    expect(next.json<AdminCreatorApplicationPage>().items[0]!.id).not.toBe(page.items[0]!.id);
    expect((await call('GET', '/api/admin/creator-applications?cursor=nonsense', admin)).statusCode).toBe(400);
  });
});

describe('creator codes', () => {
  let streamer: SessionDto;
  let code: string;

  beforeAll(async () => {
    streamer = await newUser();
    code = await makeCreator(ctx.app, streamer, admin);
  });

  it('a viewer who signs up with the code gets the first-order discount; the app sending it again is "already used"', async () => {
    const email = `viewer-${randomUUID()}@example.com`;
    const viewer = await signUpWithCode(ctx.app, db, email, code.toLowerCase());
    const [credit] = await creditsOf(viewer.userInfo.id, 'creator_code');
    expect(credit).toMatchObject({ currency: 'PROMO_CENTS', amount: 500, sourceId: viewer.userInfo.id });
    expect(credit!.expiresAt).toEqual(new Date(clock.now().getTime() + 30 * DAY));
    const resent = await usePromotion(viewer, code);
    expect(resent.statusCode).toBe(409);
    expect(problemName(resent)).toBe('PromoCodeAlreadyUsedException');
    expect((await mine(streamer)).creator?.figures).toMatchObject({ signups: 1, firstOrders: 0 });
    await expectLedgerConsistent(db, viewer.userInfo.id);
  });

  it('no self-referral, one creator per account, and new customers only', async () => {
    const own = await usePromotion(streamer, code);
    expect(own.statusCode).toBe(422);
    expect(problemName(own)).toBe('SelfReferralException');

    const other = await newUser();
    const otherCode = await makeCreator(ctx.app, other, admin);
    const viewer = await newUser();
    expect((await usePromotion(viewer, otherCode)).statusCode).toBe(200);
    const second = await usePromotion(viewer, code);
    expect(second.statusCode).toBe(409);
    expect(problemName(second)).toBe('CreatorCodeNotEligibleException');

    // A customer who has ordered already.
    const { session, addressId } = await fixture.customer();
    const placed = await fixture.call(
      session,
      'POST',
      '/api/users/me/orders',
      { addressId },
      { 'idempotency-key': randomUUID() },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const late = await usePromotion(session, code);
    expect(problemName(late)).toBe('CreatorCodeNotEligibleException');
    expect(await creditsOf(session.userInfo.id, 'creator_code')).toEqual([]);
  });

  it("an unknown code is still an unknown promo code; a locked creator's code stops working", async () => {
    const viewer = await newUser();
    expect(problemName(await usePromotion(viewer, 'NOSUCHCODE'))).toBe('PromoCodeNotFoundException');
    const locked = await newUser();
    const lockedCode = await makeCreator(ctx.app, locked, admin);
    await db.update(users).set({ status: 'disabled' }).where(eq(users.id, locked.userInfo.id));
    expect(problemName(await usePromotion(viewer, lockedCode))).toBe('PromoCodeNotFoundException');
  });
});

describe("the streamer's first-order credit", () => {
  let streamer: SessionDto;
  let code: string;

  beforeAll(async () => {
    streamer = await newUser();
    code = await makeCreator(ctx.app, streamer, admin);
  });

  /** A customer with an address, a card and a cart, who started with the creator's code. */
  async function viewer() {
    const customer = await fixture.customer();
    const used = await usePromotion(customer.session, code);
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().balance.promoCents).toBe(500);
    return customer;
  }
  const place = async (session: SessionDto, body: object) => {
    const placed = await fixture.call(session, 'POST', '/api/users/me/orders', body, {
      'idempotency-key': randomUUID(),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json<OrderDto>();
  };
  const deliver = (orderId: string) => services.ordering.orders.lifecycle.transition(orderId, 'delivered', 'system');
  const rewardsOfStreamer = () => creditsOf(streamer.userInfo.id, 'creator_reward');

  it('the discount pays for the first order; its delivery credits the streamer once', async () => {
    const { session, addressId } = await viewer();
    const order = await place(session, { addressId, promoCents: 500 });
    expect(order.promoDiscountCents).toBe(500);
    expect(await rewardsOfStreamer()).toEqual([]);
    await deliver(order.id);
    const [reward] = await rewardsOfStreamer();
    expect(reward).toMatchObject({ currency: 'BUCKS', amount: 250, sourceId: session.userInfo.id });
    expect(reward!.details).toEqual({ orderId: order.id });

    // A second order of the same viewer earns nothing more; nor does the hook called again (a retry).
    await fixture.fillCart(session);
    const next = await place(session, { addressId });
    await deliver(next.id);
    await db.transaction((tx) =>
      services.creators.onOrderDelivered(tx, { id: next.id, userId: session.userInfo.id }, clock.now()),
    );
    expect(await rewardsOfStreamer()).toHaveLength(1);
    expect((await mine(streamer)).creator?.figures).toEqual({ signups: 1, firstOrders: 1, bucksEarned: 250 });
    const balance = await call('GET', '/api/users/me/balance', streamer);
    expect(balance.json().bucks).toBe(250);
    await expectLedgerConsistent(db, streamer.userInfo.id);
  });

  it('a cancelled first order credits nothing; the first one delivered does', async () => {
    const { session, addressId } = await viewer();
    const cancelled = await place(session, { addressId });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/me/orders/${cancelled.id}/cancel`,
      headers: bearer(session),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rewardsOfStreamer()).toHaveLength(1);
    await fixture.fillCart(session);
    await deliver((await place(session, { addressId })).id);
    expect(await rewardsOfStreamer()).toHaveLength(2);
  });

  it('two first orders delivered at the same moment credit once', async () => {
    const other = await newUser();
    const otherCode = await makeCreator(ctx.app, other, admin);
    const customer = await fixture.customer();
    expect((await usePromotion(customer.session, otherCode)).statusCode).toBe(200);
    const first = await place(customer.session, { addressId: customer.addressId });
    await fixture.fillCart(customer.session);
    const second = await place(customer.session, { addressId: customer.addressId });
    await Promise.all([deliver(first.id), deliver(second.id)]);
    const rewards = await creditsOf(other.userInfo.id, 'creator_reward');
    expect(rewards).toHaveLength(1);
    const [referral] = await db
      .select()
      .from(creatorReferrals)
      .where(eq(creatorReferrals.referredUserId, customer.session.userInfo.id));
    expect([first.id, second.id]).toContain(referral!.firstOrderId);
    expect(rewards[0]!.details).toEqual({ orderId: referral!.firstOrderId });
  });

  it("past the month's limit a first order is counted, not paid; the next month pays again", async () => {
    // The limit is 2 (env) and this streamer has 2 paid this month.
    const { session, addressId } = await viewer();
    await deliver((await place(session, { addressId })).id);
    expect(await rewardsOfStreamer()).toHaveLength(2);
    expect((await mine(streamer)).creator?.figures).toEqual({ signups: 3, firstOrders: 3, bucksEarned: 500 });

    clock.advance(15 * DAY); // 6 December: the tokens of November have expired.
    const december = await viewer();
    await deliver((await place(december.session, { addressId: december.addressId })).id);
    expect(await rewardsOfStreamer()).toHaveLength(3);
    const again = await signIn(streamer.userInfo.email);
    expect((await mine(again)).creator?.figures).toEqual({ signups: 4, firstOrders: 4, bucksEarned: 750 });
  });
});

describe('admin endpoints', () => {
  it('answer 403 to a signed-in user who is not an admin, and 401 to no one', async () => {
    const user = await newUser();
    const id = randomUUID();
    const endpoints: [method: 'GET' | 'POST', url: string, body?: object][] = [
      ['GET', '/api/admin/creator-applications'],
      ['POST', `/api/admin/creator-applications/${id}/approve`, {}],
      ['POST', `/api/admin/creator-applications/${id}/reject`, { reason: 'no' }],
      ['GET', '/api/admin/social-posts'],
      ['POST', `/api/admin/social-posts/${id}/approve`, {}],
      ['POST', `/api/admin/social-posts/${id}/reject`, { reason: 'no' }],
    ];
    for (const [method, url, body] of endpoints) {
      expect((await call(method, url, user, body)).statusCode, `${method} ${url}`).toBe(403);
      const anonymous = await ctx.app.inject({ method, url, ...(body ? { payload: body } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
