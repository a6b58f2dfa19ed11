import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionDto } from '@playeats/contracts/auth';
import type { AdminSocialPostDto, AdminSocialPostPage } from '@playeats/contracts/admin-creators';
import type { MySocialPostsDto, SocialPostDto } from '@playeats/contracts/creators';
import { manualClock } from '../../../adapters/clock.ts';
import type { Database } from '../../../db/client.ts';
import { auditLog } from '../../../db/schema/audit.ts';
import { ledgerEntries } from '../../../db/schema/ledger.ts';
import { createActiveUser, signIn as signInWith } from '../../../../test/auth-helpers.ts';
import { problemName } from '../../../../test/creator-helpers.ts';
import { caller, createAdmin, expectLedgerConsistent } from '../../../../test/rewards-helpers.ts';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';

// Wednesday 18 November 2026, noon in New York.
const clock = manualClock(new Date('2026-11-18T17:00:00Z'));

let ctx: TestContext;
let db: Database;
let call: ReturnType<typeof caller>;
let admin: SessionDto;

beforeAll(async () => {
  ctx = await createTestApp({
    clock,
    env: {
      IP_RATE_LIMIT_SCALE: '1000',
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      SOCIAL_POSTS_PER_WEEK: '2',
      SOCIAL_POST_BUCKS: '75',
    },
  });
  db = ctx.database.db;
  call = caller(ctx.app);
  admin = await createAdmin(ctx.app, db, `social-admin-${randomUUID()}@example.com`);
});
afterAll(() => ctx.close());

const newUser = () => createActiveUser(ctx.app, db, `${randomUUID()}@example.com`);
let postId = 1_800_000_000_000_000_000n;
const nextLink = () => `https://x.com/player/status/${postId++}`;
const submit = (session: SessionDto, url = nextLink()) => call('POST', '/api/users/me/social-posts', session, { url });
const mine = async (session: SessionDto) =>
  (await call('GET', '/api/users/me/social-posts', session)).json<MySocialPostsDto>();
const approve = (id: string, body: object = {}) => call('POST', `/api/admin/social-posts/${id}/approve`, admin, body);
const rewardsOf = (userId: string) =>
  db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.reason, 'social_post_reward')));

describe('social media posts', () => {
  it('takes a link to a post on a known platform, cleaned of tracking, and shows it pending', async () => {
    const user = await newUser();
    const res = await submit(user, ' https://twitter.com/PlayEats/status/1790000000000000001?s=20&t=abc ');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<SocialPostDto>()).toMatchObject({
      platform: 'x',
      url: 'https://x.com/PlayEats/status/1790000000000000001',
      status: 'pending',
      bucksCredited: null,
      rejectionReason: null,
    });
    expect(await mine(user)).toMatchObject({ items: [{ status: 'pending' }], week: { credited: 0, limit: 2 } });
  });

  it('refuses links that are not a post of a known platform, naming the field', async () => {
    const user = await newUser();
    for (const url of ['https://example.com/post/1', 'https://x.com/playeats', 'not a link', 'javascript:alert(1)']) {
      const res = await submit(user, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().invalidParams[0].name).toBe('body.url');
    }
  });

  it('refuses a post already submitted, however its link is written and whoever sends it', async () => {
    const first = await newUser();
    const second = await newUser();
    expect((await submit(first, 'https://youtu.be/dQw4w9WgXcQ?si=abc')).statusCode).toBe(201);
    const again = await submit(second, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s');
    expect(again.statusCode).toBe(409);
    expect(problemName(again)).toBe('SocialPostDuplicateException');
    const racing = await Promise.all([
      submit(first, 'https://www.instagram.com/p/RACE123/'),
      submit(second, 'https://instagram.com/p/RACE123'),
    ]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('an approval credits the bucks once and is audited; the member sees the outcome', async () => {
    const user = await newUser();
    const post = (await submit(user)).json<SocialPostDto>();
    const approved = await approve(post.id, { note: 'Nice one' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<AdminSocialPostDto>()).toMatchObject({
      status: 'approved',
      bucksCredited: 75,
      userId: user.userInfo.id,
      userEmail: user.userInfo.email,
      reviewedByEmail: admin.userInfo.email,
    });
    const again = await approve(post.id);
    expect(again.statusCode).toBe(409);
    expect(problemName(again)).toBe('AlreadyReviewedException');
    const rejectLater = await call('POST', `/api/admin/social-posts/${post.id}/reject`, admin, {
      reason: 'Changed my mind',
    });
    expect(problemName(rejectLater)).toBe('AlreadyReviewedException');
    expect(await rewardsOf(user.userInfo.id)).toMatchObject([{ amount: 75, currency: 'BUCKS', sourceId: post.id }]);
    expect(await mine(user)).toMatchObject({
      items: [{ status: 'approved', bucksCredited: 75 }],
      week: { credited: 1 },
    });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.targetId, post.id));
    expect(entry).toMatchObject({ action: 'social_post.approve', targetType: 'social_post', reason: 'Nice one' });
    await expectLedgerConsistent(db, user.userInfo.id);
  });

  it('an admin never approves their own post (it would pay them)', async () => {
    const own = (await submit(admin)).json<{ id: string }>();
    const res = await approve(own.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/your own/);
  });

  it('a rejection needs a reason, credits nothing, and the member reads the reason', async () => {
    const user = await newUser();
    const post = (await submit(user)).json<SocialPostDto>();
    const noReason = await call('POST', `/api/admin/social-posts/${post.id}/reject`, admin, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await call('POST', `/api/admin/social-posts/${post.id}/reject`, admin, {
      reason: 'The post does not mention PlayEats.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await mine(user)).items[0]).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The post does not mention PlayEats.',
      bucksCredited: null,
    });
    expect(await rewardsOf(user.userInfo.id)).toEqual([]);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.targetId, post.id));
    expect(entry).toMatchObject({ action: 'social_post.reject', reason: 'The post does not mention PlayEats.' });
  });

  it('credits at most the weekly limit of posts of a week, even approved at once; the next week credits again', async () => {
    const user = await newUser();
    const posts = await Promise.all([1, 2, 3, 4].map(async () => (await submit(user)).json<SocialPostDto>()));
    const answers = await Promise.all(posts.slice(0, 3).map((p) => approve(p.id)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json<AdminSocialPostDto>().bucksCredited).sort()).toEqual([0, 75, 75]);
    expect(await rewardsOf(user.userInfo.id)).toHaveLength(2);

    // Next Monday: a post of last week, approved now, still counts against last week (full);
    // a post of this week is credited.
    clock.set(new Date('2026-11-23T17:00:00Z'));
    const reviewer = await signIn(admin.userInfo.email);
    const member = await signIn(user.userInfo.email);
    const fresh = (await submit(member)).json<SocialPostDto>();
    const late = await call('POST', `/api/admin/social-posts/${posts[3]!.id}/approve`, reviewer, {});
    expect(late.json<AdminSocialPostDto>().bucksCredited).toBe(0);
    const current = await call('POST', `/api/admin/social-posts/${fresh.id}/approve`, reviewer, {});
    expect(current.json<AdminSocialPostDto>().bucksCredited).toBe(75);
    expect(await rewardsOf(user.userInfo.id)).toHaveLength(3);
    expect((await call('GET', '/api/users/me/social-posts', member)).json<MySocialPostsDto>().week).toEqual({
      credited: 1,
      limit: 2,
    });
    await expectLedgerConsistent(db, user.userInfo.id);
  });

  it('lists posts for review by status, a page at a time', async () => {
    const page = (
      await call('GET', '/api/admin/social-posts?status=approved&limit=2', await signIn(admin.userInfo.email))
    ).json<AdminSocialPostPage>();
    expect(page.items).toHaveLength(2);
    expect(page.items.every((p) => p.status === 'approved')).toBe(true);
    expect(page.nextCursor).not.toBeNull();
  });
});

const signIn = (email: string) => signInWith(ctx.app, email);
