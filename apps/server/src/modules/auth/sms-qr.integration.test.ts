import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrCreatedSchema, qrStatusSchema, sessionSchema } from '@playeats/contracts/auth';
import { manualClock } from '../../adapters/clock.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { sql } from 'drizzle-orm';
import {
  bearer,
  client,
  createActiveUser,
  givePhone,
  GOOD_PASSWORD,
  latestSmsCode,
  signIn as signInWith,
} from '../../../test/auth-helpers.ts';

describe('SMS code sign-in', () => {
  let ctx: TestContext;
  const clock = manualClock();
  const PHONE = '(514) 555-0101';
  const E164 = '+15145550101';
  beforeAll(async () => {
    ctx = await createTestApp({ clock });
    const session = await createActiveUser(ctx.app, ctx.database.db, 'sms@example.com');
    await givePhone(ctx.app, ctx.database.db, session, PHONE);
    clock.advance(16 * 60_000);
  });
  afterAll(() => ctx.close());

  const request = (phone = PHONE, ip = '203.0.113.7') =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/sms/request', payload: { phone }, remoteAddress: ip });
  const verify = (code: string, phone = PHONE) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/sms/verify', payload: { ...client, phone, code } });
  const wrong = (code: string) => (code === '000000' ? '000001' : '000000');

  it('a 6-digit code by SMS signs in, once', async () => {
    expect((await request()).statusCode).toBe(202);
    const code = await latestSmsCode(ctx.database.db, E164);
    expect(code).toMatch(/^\d{6}$/);
    const res = await verify(code);
    expect(res.statusCode).toBe(200);
    expect(sessionSchema.parse(res.json()).userInfo.phone).toBe(E164);
    expect((await verify(code)).statusCode).toBe(400);
  });

  it('an unknown number gets the same answer and no SMS', async () => {
    const res = await request('(438) 555-0199');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'accepted' });
    await expect(latestSmsCode(ctx.database.db, '+14385550199')).rejects.toThrow();
  });

  it('at most 5 tries per code', async () => {
    clock.advance(16 * 60_000);
    await request();
    const code = await latestSmsCode(ctx.database.db, E164);
    for (let i = 0; i < 5; i++) expect((await verify(wrong(code))).statusCode).toBe(400);
    const res = await verify(code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: expect.stringMatching(/InvalidCodeException$/) });
  });

  it('a code is valid 10 minutes', async () => {
    clock.advance(16 * 60_000);
    await request();
    const code = await latestSmsCode(ctx.database.db, E164);
    clock.advance(10 * 60_000 + 1000);
    expect((await verify(code)).statusCode).toBe(400);
  });

  it('is rate limited per phone number and per IP, with Retry-After', async () => {
    clock.advance(16 * 60_000);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await request(PHONE, `192.0.2.${i + 10}`)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
    clock.advance(16 * 60_000);
    const perIp = [];
    for (let i = 0; i < 11; i++) perIp.push(await request(`(514) 555-02${String(i).padStart(2, '0')}`, '192.0.2.200'));
    expect(perIp.slice(0, 10).every((r) => r.statusCode === 202)).toBe(true);
    expect(perIp[10]!.statusCode).toBe(429);
    expect(Number(perIp[10]!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a concurrent burst of guesses is counted one by one', async () => {
    clock.advance(2 * 3600_000);
    await request(PHONE, '192.0.2.77');
    const code = await latestSmsCode(ctx.database.db, E164);
    const results = await Promise.all(Array.from({ length: 12 }, () => verify(wrong(code))));
    expect(results.every((r) => r.statusCode === 400)).toBe(true);
    expect((await verify(code)).statusCode).toBe(400);
  });
});

describe('QR sign-in', () => {
  let ctx: TestContext;
  const clock = manualClock();
  beforeAll(async () => {
    ctx = await createTestApp({ clock });
  });
  afterAll(() => ctx.close());

  const create = async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/qr',
      payload: { application: 'OW_DESKTOP_CLIENT', applicationVersion: '2.8.1' },
    });
    expect(res.statusCode).toBe(201);
    return qrCreatedSchema.parse(res.json());
  };
  const claim = (qrToken: string, pollSecret: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/auth/qr/${qrToken}/claim`, payload: { pollSecret } });

  it('the desktop waits, the phone approves, the desktop gets its own session once', async () => {
    const qr = await create();
    expect(qr.qrToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(qrStatusSchema.parse((await claim(qr.qrToken, qr.pollSecret)).json())).toMatchObject({ status: 'pending' });

    const phone = await createActiveUser(ctx.app, ctx.database.db, 'qr@example.com');
    const approve = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/qr/${qr.qrToken}/approve`,
      headers: bearer(phone),
    });
    expect(approve.statusCode).toBe(204);

    const status = qrStatusSchema.parse((await claim(qr.qrToken, qr.pollSecret)).json());
    if (status.status !== 'approved') throw new Error('not approved');
    expect(status.session.userInfo.email).toBe('qr@example.com');
    expect(status.session.refreshToken).not.toBe(phone.refreshToken);
    const payload = JSON.parse(Buffer.from(status.session.accessToken.split('.')[1]!, 'base64url').toString()) as {
      app: string;
    };
    expect(payload.app).toBe('OW_DESKTOP_CLIENT');

    expect((await claim(qr.qrToken, qr.pollSecret)).statusCode).toBe(400);
  });

  it('the phone sees which kind of device asks before approving', async () => {
    const qr = await create();
    const phone = await createActiveUser(ctx.app, ctx.database.db, 'look@example.com');
    const info = await ctx.app.inject({ method: 'GET', url: `/api/auth/qr/${qr.qrToken}`, headers: bearer(phone) });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ application: 'OW_DESKTOP_CLIENT' });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/auth/qr/${qr.qrToken}` })).statusCode).toBe(401);
  });

  it('an approval left unclaimed expires', async () => {
    const qr = await create();
    const phone = await createActiveUser(ctx.app, ctx.database.db, 'slow@example.com');
    await ctx.app.inject({ method: 'POST', url: `/api/auth/qr/${qr.qrToken}/approve`, headers: bearer(phone) });
    clock.advance(2 * 60_000 + 1);
    expect((await claim(qr.qrToken, qr.pollSecret)).statusCode).toBe(400);
  });

  it('the QR token alone (seen on a stream) claims nothing', async () => {
    const qr = await create();
    const phone = await createActiveUser(ctx.app, ctx.database.db, 'streamer@example.com');
    await ctx.app.inject({ method: 'POST', url: `/api/auth/qr/${qr.qrToken}/approve`, headers: bearer(phone) });
    expect((await claim(qr.qrToken, 'x'.repeat(43))).statusCode).toBe(400);
  });

  it('approving needs a signed-in phone', async () => {
    const qr = await create();
    expect((await ctx.app.inject({ method: 'POST', url: `/api/auth/qr/${qr.qrToken}/approve` })).statusCode).toBe(401);
  });

  it('expires after 5 minutes', async () => {
    const qr = await create();
    clock.advance(5 * 60_000 + 1);
    const phone = await createActiveUser(ctx.app, ctx.database.db, 'late@example.com');
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/auth/qr/${qr.qrToken}/approve`, headers: bearer(phone) }))
        .statusCode,
    ).toBe(400);
    expect((await claim(qr.qrToken, qr.pollSecret)).statusCode).toBe(400);
  });

  const approve = (qrToken: string, session: { accessToken: string }) =>
    ctx.app.inject({ method: 'POST', url: `/api/auth/qr/${qrToken}/approve`, headers: bearer(session) });
  const signIn = (email: string) => signInWith(ctx.app, email);
  /** A new password set from `laptop`: every other session of the account ends. */
  const changePassword = async (laptop: { accessToken: string; refreshToken: string }) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/me/password',
      headers: { ...bearer(laptop), 'x-refresh-token': laptop.refreshToken },
      payload: { currentPassword: GOOD_PASSWORD, newPassword: 'another long passphrase' },
    });
    expect(res.statusCode, res.body).toBe(204);
  };
  const families = async (email: string) => {
    const { rows } = await ctx.database.db.execute<{ n: number }>(
      sql`select count(distinct family_id)::int as n from refresh_tokens t join users u on u.id = t.user_id where u.email = ${email}`,
    );
    return rows[0]!.n;
  };

  it('a session that ended approves nothing, though its access token is still unexpired', async () => {
    const qr = await create();
    const phone = await createActiveUser(ctx.app, ctx.database.db, 'ended@example.com');
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: phone.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    const refused = await approve(qr.qrToken, phone);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ type: expect.stringMatching(/UnauthorizedException$/) });

    // A new password from the laptop ends the phone's next session; the laptop's own goes on.
    const phoneAgain = await signIn('ended@example.com');
    const laptop = await signIn('ended@example.com');
    await changePassword(laptop);
    expect((await approve(qr.qrToken, phoneAgain)).statusCode).toBe(401);
    expect(qrStatusSchema.parse((await claim(qr.qrToken, qr.pollSecret)).json())).toMatchObject({ status: 'pending' });
    // The laptop's next access token (a rotation's) names its session too.
    const renewed = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/refresh',
      payload: { ...client, refreshToken: laptop.refreshToken },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect((await approve(qr.qrToken, renewed.json<{ accessToken: string }>())).statusCode).toBe(204);
    const status = qrStatusSchema.parse((await claim(qr.qrToken, qr.pollSecret)).json());
    expect(status).toMatchObject({ status: 'approved', session: { userInfo: { email: 'ended@example.com' } } });
  });

  it("an approval ends with the approver's sessions: the desktop's claim after that opens none", async () => {
    const qr = await create();
    const phone = await createActiveUser(ctx.app, ctx.database.db, 'changed@example.com');
    expect((await approve(qr.qrToken, phone)).statusCode).toBe(204);
    const laptop = await signIn('changed@example.com');
    await changePassword(laptop);
    const before = await families('changed@example.com');
    for (let i = 0; i < 2; i++) {
      const res = await claim(qr.qrToken, qr.pollSecret);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        type: expect.stringMatching(/InvalidTokenException$/),
        detail: expect.stringMatching(/signed out/),
      });
    }
    expect(await families('changed@example.com')).toBe(before);
  });
});
