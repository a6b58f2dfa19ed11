import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionDto } from '@playeats/contracts/auth';
import type { AdminUserDetail, AdminUserDto, AdminUserPage } from '@playeats/contracts/admin';
import { users } from '../../db/schema/users.ts';
import {
  bearer,
  client,
  createActiveUser,
  GOOD_PASSWORD,
  givePhone,
  latestOutboxLink,
  latestSmsCode,
  tokenOf,
} from '../../../test/auth-helpers.ts';
import { caller, createAdmin, expectLedgerConsistent } from '../../../test/rewards-helpers.ts';
import { createTestApp, servicesOf, type TestContext } from '../../../test/test-app.ts';
import { createAdminGrants } from './admin.module.ts';

describe('admin: users', () => {
  let ctx: TestContext;
  let admin: SessionDto;
  let alice: SessionDto;
  let call: ReturnType<typeof caller>;
  const db = () => ctx.database.db;

  beforeAll(async () => {
    ctx = await createTestApp();
    call = caller(ctx.app);
    admin = await createAdmin(ctx.app, db(), 'users-admin@example.com');
    alice = await createActiveUser(ctx.app, db(), 'alice.search@example.com');
    await givePhone(ctx.app, db(), alice, '+15145550123');
    for (let i = 0; i < 3; i++) await createActiveUser(ctx.app, db(), `page-${i}@paging.example.com`);
  });
  afterAll(() => ctx.close());

  const idOf = async (email: string) =>
    (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const login = (email: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { ...client, email, password: GOOD_PASSWORD } });
  const search = async (query: string) => (await call('GET', `/api/admin/users?${query}`, admin)).json<AdminUserPage>();

  it('finds accounts by part of an e-mail, by phone in any format, by referral code and by id', async () => {
    const aliceId = await idOf('alice.search@example.com');
    expect((await search('q=ALICE.SEA')).items.map((u) => u.id)).toEqual([aliceId]);
    expect((await search(`q=${encodeURIComponent('(514) 555-0123')}`)).items.map((u) => u.id)).toEqual([aliceId]);
    const [row] = await db().select().from(users).where(eq(users.id, aliceId));
    expect((await search(`q=${row!.referralCode.toLowerCase()}`)).items.map((u) => u.id)).toEqual([aliceId]);
    expect((await search(`q=${aliceId}`)).items.map((u) => u.id)).toEqual([aliceId]);
    expect((await search('q=100%25')).items).toEqual([]);
  });

  it('pages newest first with a cursor, without repeating or skipping', async () => {
    const first = await search('q=paging.example.com&limit=2');
    expect(first.items.map((u) => u.email)).toEqual(['page-2@paging.example.com', 'page-1@paging.example.com']);
    const second = await search(`q=paging.example.com&limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((u) => u.email)).toEqual(['page-0@paging.example.com']);
    expect(second.nextCursor).toBeNull();
    const bad = await call('GET', '/api/admin/users?cursor=nonsense', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().invalidParams).toEqual([{ name: 'query.cursor', reason: 'is not a cursor from this list' }]);
  });

  it("shows an account's balances and ledger, and adjusts them with a note (audited, once per key)", async () => {
    const aliceId = await idOf('alice.search@example.com');
    const key = randomUUID();
    const adjust = () =>
      call(
        'POST',
        `/api/admin/users/${aliceId}/adjustments`,
        admin,
        { currency: 'BUCKS', amount: 75, note: 'Missed game' },
        {
          'idempotency-key': key,
        },
      );
    expect((await adjust()).statusCode).toBe(201);
    // Same key again: the same answer, one movement.
    expect((await adjust()).statusCode).toBe(201);
    const detail = (await call('GET', `/api/admin/users/${aliceId}`, admin)).json<AdminUserDetail>();
    expect(detail.balances.bucks).toBe(75);
    expect(detail.ledger.items.filter((e) => e.reason === 'admin_adjustment')).toHaveLength(1);
    expect(detail).toMatchObject({ user: { email: 'alice.search@example.com', phone: '+15145550123' }, orders: [] });
    await expectLedgerConsistent(db(), aliceId);
    const audit = (await call('GET', `/api/admin/audit?targetId=${aliceId}`, admin)).json<{ items: unknown[] }>();
    expect(audit.items).toEqual([
      expect.objectContaining({ action: 'user.adjust_balance', reason: 'Missed game', targetType: 'user' }),
    ]);
    const debitTooMuch = await call(
      'POST',
      `/api/admin/users/${aliceId}/adjustments`,
      admin,
      {
        currency: 'BUCKS',
        amount: -1000,
        note: 'too much',
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(debitTooMuch.statusCode).toBe(409);
    // Never one's own balance.
    const self = await call(
      'POST',
      `/api/admin/users/${await idOf('users-admin@example.com')}/adjustments`,
      admin,
      { currency: 'BUCKS', amount: 10, note: 'me' },
      { 'idempotency-key': randomUUID() },
    );
    expect(self.statusCode).toBe(409);
    // A 36-character search that is no id is only a search.
    expect((await call('GET', `/api/admin/users?q=${'a'.repeat(36)}`, admin)).statusCode).toBe(200);
  });

  it('locks an account: no sign-in, sessions ended; unlocking gives it back; a reason is required', async () => {
    const bob = await createActiveUser(ctx.app, db(), 'bob.locked@example.com');
    const bobId = await idOf('bob.locked@example.com');
    expect((await call('POST', `/api/admin/users/${bobId}/lock`, admin, {})).statusCode).toBe(400);
    const locked = await call('POST', `/api/admin/users/${bobId}/lock`, admin, { reason: 'chargebacks' });
    expect(locked.json<AdminUserDto>().status).toBe('disabled');
    expect((await login('bob.locked@example.com')).statusCode).toBe(401);
    const refresh = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/refresh',
      payload: { ...client, refreshToken: bob.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const unlocked = await call('POST', `/api/admin/users/${bobId}/unlock`, admin, { reason: 'resolved' });
    expect(unlocked.json<AdminUserDto>().status).toBe('active');
    expect((await login('bob.locked@example.com')).statusCode).toBe(200);
    const self = await call('POST', `/api/admin/users/${await idOf('users-admin@example.com')}/lock`, admin, {
      reason: 'oops',
    });
    expect(self.statusCode).toBe(409);
  });

  it('signs an account out everywhere, with the changes its sessions had begun', async () => {
    const carol = await createActiveUser(ctx.app, db(), 'carol.signout@example.com');
    const carolId = await idOf('carol.signout@example.com');
    // A new address and a new number asked for (by a thief, say) and not yet confirmed.
    const asked = [
      await call('POST', '/api/users/me/email', carol, { email: 'carol.thief@example.com', password: GOOD_PASSWORD }),
      await call('POST', '/api/users/me/phone', carol, { phone: '514-555-0181', password: GOOD_PASSWORD }),
    ];
    expect(asked.map((r) => r.statusCode)).toEqual([202, 202]);
    const link = tokenOf(await latestOutboxLink(db(), 'carol.thief@example.com'));
    const code = await latestSmsCode(db(), '+15145550181');
    expect(
      (await call('POST', `/api/admin/users/${carolId}/sign-out`, admin, { reason: 'lost phone' })).statusCode,
    ).toBe(200);
    const refresh = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/refresh',
      payload: { ...client, refreshToken: carol.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    // The link and the code went with the sessions, even for a new session of Carol's own.
    const verify = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: link } });
    expect(verify.statusCode).toBe(400);
    const again = (await login('carol.signout@example.com')).json<SessionDto>();
    const confirm = await call('POST', '/api/users/me/phone/confirm', again, { phone: '514-555-0181', code });
    expect(confirm.statusCode).toBe(400);
  });

  it("an admin's sign out everywhere ends a pending account's activation link too", async () => {
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: 'pending.signout@example.com',
        password: GOOD_PASSWORD,
        country: 'CANADA',
        language: 'en',
        acceptTerms: true,
      },
    });
    expect(signup.statusCode).toBe(202);
    const token = tokenOf(await latestOutboxLink(db(), 'pending.signout@example.com', 'activation'));
    const pendingId = await idOf('pending.signout@example.com');
    expect((await call('POST', `/api/admin/users/${pendingId}/sign-out`, admin, { reason: 'spam' })).statusCode).toBe(
      200,
    );
    const activate = await ctx.app.inject({ method: 'POST', url: '/api/auth/activate', payload: { ...client, token } });
    expect(activate.statusCode).toBe(400);
  });

  it('grants and revokes ADMIN, takes effect at once, and never removes the last admin', async () => {
    const dave = await createActiveUser(ctx.app, db(), 'dave.admin@example.com');
    const daveId = await idOf('dave.admin@example.com');
    const adminId = await idOf('users-admin@example.com');
    const grant = await call('POST', `/api/admin/users/${daveId}/roles`, admin, {
      role: 'ADMIN',
      grant: true,
      reason: 'ops',
    });
    expect(grant.json<AdminUserDto>().roles).toEqual(['USER', 'ADMIN']);
    // Dave's token predates the grant: the server checks the account as it is now.
    expect((await call('GET', '/api/admin/users', dave)).statusCode).toBe(403);
    const daveNow = (await login('dave.admin@example.com')).json<SessionDto>();
    expect((await call('GET', '/api/admin/users', daveNow)).statusCode).toBe(200);
    // Dave removes the first admin; then the last admin (Dave) cannot remove himself.
    const revoke = await call('POST', `/api/admin/users/${adminId}/roles`, daveNow, {
      role: 'ADMIN',
      grant: false,
      reason: 'left the team',
    });
    expect(revoke.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/users', admin)).statusCode).toBe(403);
    const last = await call('POST', `/api/admin/users/${daveId}/roles`, daveNow, {
      role: 'ADMIN',
      grant: false,
      reason: 'x',
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().detail).toMatch(/last active admin/);
    // Give the first admin back for the other tests.
    await call('POST', `/api/admin/users/${adminId}/roles`, daveNow, { role: 'ADMIN', grant: true, reason: 'back' });
  });

  it('two admins removing each other at once: one of them stays', async () => {
    const a = await createAdmin(ctx.app, db(), 'race-a@example.com');
    const b = await createAdmin(ctx.app, db(), 'race-b@example.com');
    const [aId, bId] = [await idOf('race-a@example.com'), await idOf('race-b@example.com')];
    // Leave only these two admins.
    const others = (await db().select().from(users)).filter(
      (u) => u.roles.includes('ADMIN') && u.id !== aId && u.id !== bId,
    );
    for (const other of others) {
      await call('POST', `/api/admin/users/${other.id}/roles`, a, { role: 'ADMIN', grant: false, reason: 'race' });
    }
    const [one, two] = await Promise.all([
      call('POST', `/api/admin/users/${bId}/roles`, a, { role: 'ADMIN', grant: false, reason: 'race' }),
      call('POST', `/api/admin/users/${aId}/roles`, b, { role: 'ADMIN', grant: false, reason: 'race' }),
    ]);
    // One wins; the other is refused (the last admin, or no longer an admin by the time it asks).
    const statuses = [one.statusCode, two.statusCode];
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.find((s) => s !== 200)).toBeOneOf([403, 409]);
    const admins = (await db().select().from(users)).filter((u) => u.roles.includes('ADMIN'));
    expect(admins).toHaveLength(1);
  });

  it('makes the first admin from the command line and from ADMIN_EMAILS, audited as the system', async () => {
    await createActiveUser(ctx.app, db(), 'first.admin@example.com');
    // The race above left one admin standing: this test brings its own.
    const auditor = await createAdmin(ctx.app, db(), 'auditor@example.com');
    const { accounts, audit } = servicesOf(ctx);
    const grants = createAdminGrants({ db: db(), users: accounts.users, audit, adminEmails: [] });
    expect(await grants.grant('First.Admin@example.com', 'admin:grant')).toBe('granted');
    expect(await grants.grant('first.admin@example.com', 'admin:grant')).toBe('already-admin');
    expect(await grants.grant('nobody@example.com', 'admin:grant')).toBe('no-account');
    const entries = (
      await call('GET', `/api/admin/audit?targetId=${await idOf('first.admin@example.com')}`, auditor)
    ).json<{ items: { actorEmail: string; action: string }[] }>().items;
    expect(entries).toEqual([
      expect.objectContaining({ actorEmail: 'system (admin:grant)', action: 'user.grant_admin' }),
    ]);

    const listed = await createTestApp({ database: ctx.database, env: { ADMIN_EMAILS: 'listed.admin@example.com' } });
    try {
      const session = await createActiveUser(listed.app, db(), 'listed.admin@example.com');
      const me = await listed.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(session) });
      expect(me.json().roles).toEqual(['USER', 'ADMIN']);
      // An admin revokes it: the next start does not give it back.
      const listedId = await idOf('listed.admin@example.com');
      const revoke = await call('POST', `/api/admin/users/${listedId}/roles`, auditor, {
        role: 'ADMIN',
        grant: false,
        reason: 'left',
      });
      expect(revoke.statusCode).toBe(200);
      await createAdminGrants({
        db: db(),
        users: accounts.users,
        audit,
        adminEmails: ['listed.admin@example.com'],
      }).grantListed();
      const [after] = await db().select().from(users).where(eq(users.id, listedId));
      expect(after!.roles).toEqual(['USER']);
    } finally {
      await listed.app.close();
    }
  });
});
