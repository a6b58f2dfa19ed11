import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { userInfoSchema } from '@playeats/contracts/users';
import { sentWhileAddressTaken, sentWhileHeld } from '../../../../test/lock-waits.ts';
import { waitUntil } from '../../../../test/wait-until.ts';
import { sha256 } from '../../auth/token-crypto.ts';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import {
  bearer,
  client,
  createActiveUser,
  givePhone,
  GOOD_PASSWORD,
  latestOutboxLink,
  latestSmsCode,
  noOutboxMessage,
  signIn,
  tokenOf,
} from '../../../../test/auth-helpers.ts';

describe('the signed-in user’s account', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  type Reply = Awaited<ReturnType<TestContext['app']['inject']>>;
  const call = (
    method: 'GET' | 'PATCH' | 'POST',
    url: string,
    session: { accessToken: string },
    payload?: object,
    headers = {},
  ) => ctx.app.inject({ method, url, headers: { ...bearer(session), ...headers }, ...(payload ? { payload } : {}) });

  it('GET /api/users/me returns the user info the client keeps, never the row', async () => {
    const session = await createActiveUser(ctx.app, ctx.database.db, 'me@example.com');
    const res = await call('GET', '/api/users/me', session);
    const info = userInfoSchema.parse(res.json());
    expect(info).toMatchObject({
      roles: ['USER'],
      anonymousMode: false,
      disableGameTimeTracking: false,
      disabledAds: false,
      address: null,
      phone: null,
    });
    expect(info.referralCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(Object.keys(res.json() as object)).not.toEqual(
      expect.arrayContaining(['passwordHash', 'status', 'signupPromoCode']),
    );
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('PATCH /api/users/me sets the three flags and refuses unknown values', async () => {
    const session = await createActiveUser(ctx.app, ctx.database.db, 'flags@example.com');
    const res = await call('PATCH', '/api/users/me', session, {
      anonymousMode: true,
      disableGameTimeTracking: true,
      disabledAds: true,
    });
    expect(res.json()).toMatchObject({ anonymousMode: true, disableGameTimeTracking: true, disabledAds: true });
    const bad = await call('PATCH', '/api/users/me', session, { country: 'MEXICO' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ invalidParams: [{ name: 'body.country' }] });
  });

  it('a password change needs the current one, keeps this device and ends the others', async () => {
    const here = await createActiveUser(ctx.app, ctx.database.db, 'pw@example.com');
    const elsewhere = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { ...client, email: 'pw@example.com', password: GOOD_PASSWORD },
      })
    ).json<{ refreshToken: string }>();
    const wrong = await call('POST', '/api/users/me/password', here, {
      currentPassword: 'nope nope nope',
      newPassword: 'another long passphrase',
    });
    expect(wrong.statusCode).toBe(401);
    const ok = await call(
      'POST',
      '/api/users/me/password',
      here,
      { currentPassword: GOOD_PASSWORD, newPassword: 'another long passphrase' },
      { 'x-refresh-token': here.refreshToken },
    );
    expect(ok.statusCode).toBe(204);
    const refresh = (refreshToken: string) =>
      ctx.app.inject({ method: 'PATCH', url: '/api/auth/refresh', payload: { ...client, refreshToken } });
    expect((await refresh(here.refreshToken)).statusCode).toBe(200);
    expect((await refresh(elsewhere.refreshToken)).statusCode).toBe(401);
  });

  it('sensitive changes need the current password', async () => {
    const session = await createActiveUser(ctx.app, ctx.database.db, 'reauth@example.com');
    for (const [url, payload] of [
      ['/api/users/me/email', { email: 'elsewhere@example.com' }],
      ['/api/users/me/phone', { phone: '514-555-0177' }],
      ['/api/users/me/password', { newPassword: 'another long passphrase' }],
    ] as const) {
      const res = await call('POST', url, session, payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ type: expect.stringMatching(/InvalidCredentialsException$/) });
    }
    expect(await noOutboxMessage(ctx.database.db, 'elsewhere@example.com', 'email')).toBe(true);
  });

  it('a session that ended changes nothing, though its access token lives on and the password is right', async () => {
    const session = await createActiveUser(ctx.app, ctx.database.db, 'ended-session@example.com');
    // A new number asked for while the session was live, confirmed after its end.
    await call('POST', '/api/users/me/phone', session, { phone: '514-555-0179', password: GOOD_PASSWORD });
    const code = await latestSmsCode(ctx.database.db, '+15145550179');
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: session.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    for (const [url, payload] of [
      ['/api/users/me/email', { email: 'taken-over@example.com', password: GOOD_PASSWORD }],
      ['/api/users/me/phone', { phone: '514-555-0178', password: GOOD_PASSWORD }],
      ['/api/users/me/password', { currentPassword: GOOD_PASSWORD, newPassword: 'another long passphrase' }],
      ['/api/users/me/phone/confirm', { phone: '514-555-0179', code }],
    ] as const) {
      const res = await call('POST', url, session, payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ type: expect.stringMatching(/UnauthorizedException$/) });
    }
    expect(await noOutboxMessage(ctx.database.db, 'taken-over@example.com', 'email')).toBe(true);
    expect(await noOutboxMessage(ctx.database.db, '+15145550178', 'sms')).toBe(true);
    // The account itself is untouched: its password still signs in.
    await signIn(ctx.app, 'ended-session@example.com');
  });

  it('an e-mail change takes effect when the link sent to the new address is opened; the old address is told', async () => {
    const session = await createActiveUser(ctx.app, ctx.database.db, 'old@example.com');
    const request = await call('POST', '/api/users/me/email', session, {
      email: 'New@Example.com',
      password: GOOD_PASSWORD,
    });
    expect(request.statusCode).toBe(202);
    expect(await latestOutboxLink(ctx.database.db, 'old@example.com', 'emailChangeRequested')).toContain(
      '/passwordRecovery',
    );
    const link = await latestOutboxLink(ctx.database.db, 'new@example.com');
    expect(link).toContain('http://playeats.test/verifyemail/');
    const verify = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: tokenOf(link) },
    });
    expect(verify.json()).toEqual({ status: 'verified', email: 'new@example.com', userId: session.userInfo.id });
    // Every session signs in again under the new address.
    expect((await call('GET', '/api/users/me', session)).json()).toMatchObject({ email: 'new@example.com' });
    const refresh = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/refresh',
      payload: { ...client, refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('a password reset cancels a pending e-mail change (a thief with a stolen session loses it)', async () => {
    const session = await createActiveUser(ctx.app, ctx.database.db, 'owner@example.com');
    await call('POST', '/api/users/me/email', session, { email: 'thief@example.com', password: GOOD_PASSWORD });
    const thiefLink = await latestOutboxLink(ctx.database.db, 'thief@example.com');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-recovery',
      payload: { email: 'owner@example.com' },
    });
    const resetLink = await latestOutboxLink(ctx.database.db, 'owner@example.com', 'passwordReset');
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: tokenOf(resetLink), password: 'back in control again' },
    });
    expect(reset.statusCode).toBe(204);
    const verify = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: tokenOf(thiefLink) },
    });
    expect(verify.statusCode).toBe(400);
  });

  it('a phone number is set only with its SMS code, and only for one account', async () => {
    const first = await createActiveUser(ctx.app, ctx.database.db, 'phone1@example.com');
    const info = await givePhone(ctx.app, ctx.database.db, first, '514-555-0142');
    expect(info.phone).toBe('+15145550142');
    const second = await createActiveUser(ctx.app, ctx.database.db, 'phone2@example.com');
    // Asking reveals nothing; only the holder of the phone, with its code, learns it is taken.
    const ask = await call('POST', '/api/users/me/phone', second, {
      phone: '+1 514 555 0142',
      password: GOOD_PASSWORD,
    });
    expect(ask.statusCode).toBe(202);
    const takenCode = await latestSmsCode(ctx.database.db, '+15145550142');
    const taken = await call('POST', '/api/users/me/phone/confirm', second, {
      phone: '+1 514 555 0142',
      code: takenCode,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ type: expect.stringMatching(/PhoneTakenException$/) });

    await call('POST', '/api/users/me/phone', second, { phone: '514-555-0143', password: GOOD_PASSWORD });
    const code = await latestSmsCode(ctx.database.db, '+15145550143');
    const wrongCode = await call('POST', '/api/users/me/phone/confirm', second, {
      phone: '514-555-0143',
      code: code === '123456' ? '654321' : '123456',
    });
    expect(wrongCode.statusCode).toBe(400);
    // A code sent to one number does not confirm another.
    const otherNumber = await call('POST', '/api/users/me/phone/confirm', second, { phone: '514-555-0199', code });
    expect(otherNumber.statusCode).toBe(400);
    // Nor does another user's attempt spend this user's code.
    const third = await createActiveUser(ctx.app, ctx.database.db, 'phone3@example.com');
    for (let i = 0; i < 6; i++) {
      await call('POST', '/api/users/me/phone/confirm', third, { phone: '514-555-0143', code: '000000' });
    }
    const ok = await call('POST', '/api/users/me/phone/confirm', second, { phone: '514-555-0143', code });
    expect(ok.statusCode).toBe(200);
  });

  /**
   * `first` and then `second` sent while another transaction holds the account's row, both
   * left waiting on it, then the row let go: their answers' statuses, in order.
   */
  const queuedOnAccount = async (userId: string, first: () => Promise<Reply>, second: () => Promise<Reply>) => {
    const db = ctx.database.db;
    const answers: Promise<Reply>[] = [];
    await db.transaction(async (tx) => {
      await tx.execute(sql`select id from users where id = ${userId} for no key update`);
      answers.push((await sentWhileHeld({ tx, db }, 'the first change', first)).answer);
      answers.push((await sentWhileHeld({ tx, db }, 'the second change', second, 2)).answer);
    });
    return (await Promise.all(answers)).map((answer) => answer.statusCode);
  };

  // Two connections at once: PostgreSQL only (PGlite runs one statement at a time).
  it.runIf(inject('dbTemplate').kind === 'postgres')(
    'an e-mail change and a password reset at once: one wins, the other is refused, neither deadlocks',
    async () => {
      const session = await createActiveUser(ctx.app, ctx.database.db, 'both-links@example.com');
      await call('POST', '/api/users/me/email', session, { email: 'both-new@example.com', password: GOOD_PASSWORD });
      const verifyToken = tokenOf(await latestOutboxLink(ctx.database.db, 'both-new@example.com'));
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/password-recovery',
        payload: { email: 'both-links@example.com' },
      });
      const resetToken = tokenOf(await latestOutboxLink(ctx.database.db, 'both-links@example.com', 'passwordReset'));
      const statuses = await queuedOnAccount(
        session.userInfo.id,
        () => ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: verifyToken } }),
        () =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/auth/reset-password',
            payload: { token: resetToken, password: 'a brand new passphrase' },
          }),
      );
      // The e-mail change, first in line, ends the reset links sent to the old address.
      expect(statuses).toEqual([200, 400]);
    },
  );

  it.runIf(inject('dbTemplate').kind === 'postgres')(
    'an e-mail change whose session is signed out while it waits on the account: 401, no link sent',
    async () => {
      const session = await createActiveUser(ctx.app, ctx.database.db, 'signed-out-meanwhile@example.com');
      const db = ctx.database.db;
      let change: Promise<Reply> | undefined;
      // The password is checked and the session found live; then the request waits on the
      // account's row while the same session signs out.
      await db.transaction(async (tx) => {
        await tx.execute(sql`select id from users where id = ${session.userInfo.id} for no key update`);
        change = (
          await sentWhileHeld({ tx, db }, 'the e-mail change', () =>
            call('POST', '/api/users/me/email', session, { email: 'too-late@example.com', password: GOOD_PASSWORD }),
          )
        ).answer;
        const logout = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/logout',
          payload: { refreshToken: session.refreshToken },
        });
        expect(logout.statusCode).toBe(204);
      });
      const answer = await change!;
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ type: expect.stringMatching(/UnauthorizedException$/) });
      expect(await noOutboxMessage(db, 'too-late@example.com', 'email')).toBe(true);
    },
  );

  it.runIf(inject('dbTemplate').kind === 'postgres')(
    'a sign-up that takes the new address while its link is opened: 400 "already used", the link unspent, nothing half-written',
    async () => {
      const session = await createActiveUser(ctx.app, ctx.database.db, 'racing-owner@example.com');
      await call('POST', '/api/users/me/email', session, { email: 'raced@example.com', password: GOOD_PASSWORD });
      const token = tokenOf(await latestOutboxLink(ctx.database.db, 'raced@example.com'));
      // A sign-up takes the address meanwhile: the link's check cannot see it, its write waits on it.
      const answer = await sentWhileAddressTaken(ctx.database.db, 'raced@example.com', 'the link', () =>
        ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } }),
      );
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        type: expect.stringMatching(/InvalidTokenException$/),
        detail: 'This address is already used by another account.',
      });
      // Nothing changed: the account keeps its address and its session.
      expect((await call('GET', '/api/users/me', session)).json()).toMatchObject({ email: 'racing-owner@example.com' });
      const again = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
      expect(again.json()).toMatchObject({ detail: 'This address is already used by another account.' });
    },
  );

  it.runIf(inject('dbTemplate').kind === 'postgres')(
    'a password change and a phone confirmation at once: the change ends the pending code, nothing deadlocks',
    async () => {
      const session = await createActiveUser(ctx.app, ctx.database.db, 'both-changes@example.com');
      await call('POST', '/api/users/me/phone', session, { phone: '514-555-0166', password: GOOD_PASSWORD });
      const code = await latestSmsCode(ctx.database.db, '+15145550166');
      const statuses = await queuedOnAccount(
        session.userInfo.id,
        () =>
          call(
            'POST',
            '/api/users/me/password',
            session,
            { currentPassword: GOOD_PASSWORD, newPassword: 'another long passphrase' },
            { 'x-refresh-token': session.refreshToken },
          ),
        () => call('POST', '/api/users/me/phone/confirm', session, { phone: '514-555-0166', code }),
      );
      expect(statuses).toEqual([204, 400]);
    },
  );

  it.runIf(inject('dbTemplate').kind === 'postgres')(
    'a new password whose session ends while it waits for the account is not set',
    async () => {
      const session = await createActiveUser(ctx.app, ctx.database.db, 'ends-while-hashing@example.com');
      const db = ctx.database.db;
      let answer: Promise<Reply> | undefined;
      await db.transaction(async (tx) => {
        await tx.execute(sql`select id from users where id = ${session.userInfo.id} for no key update`);
        ({ answer } = await sentWhileHeld({ tx, db }, 'the password change', () =>
          call(
            'POST',
            '/api/users/me/password',
            session,
            { currentPassword: GOOD_PASSWORD, newPassword: 'another long passphrase' },
            { 'x-refresh-token': session.refreshToken },
          ),
        ));
        // Every session ends (an admin's sign out) while the change waits for the account.
        await tx.execute(sql`update refresh_tokens set revoked_at = now() where user_id = ${session.userInfo.id}`);
      });
      expect((await answer!).statusCode).toBe(401);
      // The old password still signs in.
      await signIn(ctx.app, 'ends-while-hashing@example.com');
    },
  );

  it("an e-mail change's link does nothing for a locked account", async () => {
    const session = await createActiveUser(ctx.app, ctx.database.db, 'locked-link@example.com');
    await call('POST', '/api/users/me/email', session, { email: 'locked-new@example.com', password: GOOD_PASSWORD });
    const token = tokenOf(await latestOutboxLink(ctx.database.db, 'locked-new@example.com'));
    // Locked without ending its links (as an account locked before that rule was).
    await ctx.database.db.execute(sql`update users set status = 'disabled' where id = ${session.userInfo.id}`);
    const verify = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(verify.statusCode).toBe(400);
  });

  it('a reset link is limited to five hashed tries at once; refused weak passwords do not count', async () => {
    const session = await createActiveUser(ctx.app, ctx.database.db, 'reset-tries@example.com');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-recovery',
      payload: { email: 'reset-tries@example.com' },
    });
    const token = tokenOf(await latestOutboxLink(ctx.database.db, 'reset-tries@example.com', 'passwordReset'));
    const reset = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
    for (let i = 0; i < 6; i++) expect((await reset('qwertyuiop')).statusCode).toBe(400);
    // Six strong passwords at once: five are hashed (one spends the link, four find it spent),
    // the sixth is refused before its hash.
    const burst = () => Promise.all(Array.from({ length: 6 }, (_, i) => reset(`a brand new passphrase ${i}`)));
    let answers: Reply[];
    if (inject('dbTemplate').kind === 'postgres') {
      // Requests truly at once: a loaded machine could let the first spend the link before
      // the last reached the limit (that one then finds the link spent: 400). The account's
      // row is held until five wait on it and the link's counter has counted all six.
      const db = ctx.database.db;
      const key = `reset:token:${sha256(token)}`;
      const counted = async () =>
        Number(
          (await db.execute<{ n: number }>(sql`select count as n from rate_limits where key = ${key}`)).rows[0]?.n,
        );
      let sent: Promise<Reply[]> | undefined;
      await db.transaction(async (tx) => {
        await tx.execute(sql`select id from users where id = ${session.userInfo.id} for no key update`);
        sent = (await sentWhileHeld({ tx, db }, 'the five hashed tries', burst, 5)).answer;
        await waitUntil(async () => (await counted()) >= 6, {
          timeoutMs: 10_000,
          intervalMs: 5,
          failure: () => 'the sixth try never reached the limit',
        });
      });
      answers = await sent!;
    } else {
      // PGlite runs one statement at a time, in order: the six checks, sent at once, are
      // queued before the first try's spend, several statements later.
      answers = await burst();
    }
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 400, 400, 400, 400, 429]);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({ type: expect.stringMatching(/TooManyRequestsException$/) });
  });
});
