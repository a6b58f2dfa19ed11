import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSchema } from '@playeats/contracts/auth';
import { problemSchema } from '@playeats/contracts/problem';
import { manualClock } from '../../adapters/clock.ts';
import { users } from '../../db/schema/users.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { startSmtpServer, type SmtpTestServer } from '../../../test/mail.ts';
import { bearer, client, GOOD_PASSWORD, tokenOf } from '../../../test/auth-helpers.ts';
import { MAX_FAILURES } from './credentials.service.ts';
import { createPasswordHasher } from './password-hasher.ts';

describe('e-mail and password accounts (mail through a real SMTP server)', () => {
  let ctx: TestContext;
  let smtp: SmtpTestServer;
  const clock = manualClock();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({ env: { SMTP_URL: smtp.url }, clock });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const post = (url: string, payload: object, ip = '203.0.113.1') =>
    ctx.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  const signup = (email: string, extra: object = {}) =>
    post('/api/auth/signup', { email, password: GOOD_PASSWORD, country: 'UNITED_STATES', acceptTerms: true, ...extra });
  const login = (email: string, password = GOOD_PASSWORD, ip?: string) =>
    post('/api/auth/login', { ...client, email, password }, ip);
  const mailTo = (to: string, subject: RegExp) =>
    smtp.waitFor((m) => m.envelope.to.includes(to) && subject.test(m.subject), 5000);
  const linkIn = (text: string | null, path: string) => {
    const match = new RegExp(`http://playeats\\.test${path}/([A-Za-z0-9_%-]+)`).exec(text ?? '');
    if (!match) throw new Error(`no ${path} link in:\n${text}`);
    return decodeURIComponent(match[1]!);
  };

  it('sign-up → activation e-mail → activation signs in', async () => {
    const res = await signup('Ada@Example.com', { language: 'fr', referrerCode: 'NOPE1234' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'accepted' });
    const mail = await mailTo('ada@example.com', /PlayEats/);
    expect(mail.text).toContain('http://playeats.test/api/users/activate/');
    expect(mail.html).toContain('/api/users/activate/');
    expect(mail.subject).toMatch(/activ/i);

    const token = linkIn(mail.text, '/api/users/activate');
    const activated = await post('/api/auth/activate', { ...client, token });
    expect(activated.statusCode).toBe(200);
    const session = sessionSchema.parse(activated.json());
    expect(session.userInfo).toMatchObject({
      email: 'ada@example.com',
      emailVerified: true,
      roles: ['USER'],
      language: 'fr',
      country: 'UNITED_STATES',
      hasPassword: true,
    });
    expect(session.expiresIn).toBe(900);
    expect(JSON.stringify(session)).not.toMatch(/password_?hash|scrypt/i);

    const again = await post('/api/auth/activate', { ...client, token });
    expect(again.statusCode).toBe(400);
    expect(problemSchema.parse(again.json()).type).toMatch(/InvalidTokenException$/);

    const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(session) });
    expect(me.json()).toMatchObject({ email: 'ada@example.com' });
  });

  it('a password stored with an older scrypt cost is rehashed by its next sign-in', async () => {
    const db = ctx.database.db;
    const ada = sql`lower(${users.email}) = 'ada@example.com'`;
    const stored = async () => (await db.select({ hash: users.passwordHash }).from(users).where(ada))[0]!.hash!;
    await db
      .update(users)
      .set({ passwordHash: await createPasswordHasher(9).hash(GOOD_PASSWORD) })
      .where(ada);
    expect(await stored()).toMatch(/^scrypt\$9\$/);
    expect((await login('ada@example.com')).statusCode).toBe(200);
    expect(await stored()).toMatch(/^scrypt\$10\$/);
    expect((await login('ada@example.com')).statusCode).toBe(200);
  });

  it('e-mail is unique whatever its case, and sign-up never tells whether an address exists', async () => {
    const existing = await signup('ADA@example.COM');
    const fresh = await signup('grace@example.com');
    expect(existing.statusCode).toBe(fresh.statusCode);
    expect(existing.body).toBe(fresh.body);
    // The owner alone learns it, by e-mail.
    const notice = await mailTo('ada@example.com', /déjà un compte/i);
    expect(notice.text).toContain('/passwordRecovery');
  });

  it('refuses common and short passwords, naming the field', async () => {
    const common = await signup('weak@example.com', { password: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(problemSchema.parse(common.json()).type).toMatch(/WeakPasswordException$/);
    const short = await signup('weak@example.com', { password: 'Xy7!' });
    expect(short.statusCode).toBe(400);
    expect(problemSchema.parse(short.json()).invalidParams?.[0]?.name).toBe('body.password');
  });

  it('a pending account cannot sign in; the activation link is sent again', async () => {
    const before = smtp.messages.filter((m) => m.envelope.to.includes('grace@example.com')).length;
    const res = await login('grace@example.com');
    expect(res.statusCode).toBe(403);
    expect(problemSchema.parse(res.json()).type).toMatch(/AccountNotActivatedException$/);
    await smtp.waitFor(
      () => smtp.messages.filter((m) => m.envelope.to.includes('grace@example.com')).length > before,
      5000,
    );
  });

  it('a wrong password and an unknown address get the same answer', async () => {
    const wrong = await login('ada@example.com', 'not the password at all');
    const unknown = await login('nobody@example.com', 'not the password at all');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    const strip = (body: string) => {
      const { requestId: _r, ...rest } = JSON.parse(body) as Record<string, unknown>;
      return rest;
    };
    expect(strip(wrong.body)).toEqual(strip(unknown.body));
  });

  it('throttles repeated failures with a growing wait, for known and unknown addresses alike', async () => {
    for (const email of ['ada@example.com', 'ghost@example.com']) {
      await ctx.app.inject({ method: 'POST', url: '/api/auth/password-recovery', payload: { email: 'x@example.com' } });
      let last = await login(email, 'wrong password!!');
      for (let i = 0; i < 6 && last.statusCode === 401; i++) last = await login(email, 'wrong password!!');
      expect(last.statusCode).toBe(429);
      const first = Number(last.headers['retry-after']);
      expect(first).toBeGreaterThan(0);
      // Even the right password waits.
      expect((await login(email)).statusCode).toBe(429);
      clock.advance(first * 1000 + 1);
      expect((await login(email, 'wrong password!!')).statusCode).toBe(401);
      const next = await login(email, 'wrong password!!');
      expect(next.statusCode).toBe(429);
      expect(Number(next.headers['retry-after'])).toBeGreaterThan(first);
      clock.advance(3600_000);
    }
    const ok = await login('ada@example.com');
    expect(ok.statusCode).toBe(200);
  });

  it('a burst of parallel guesses cannot slip past the wait', async () => {
    const email = 'burst@example.com';
    clock.advance(3600_000);
    for (let i = 0; i < 5; i++) expect((await login(email, 'wrong password!!')).statusCode).toBe(401);
    clock.advance(60_000);
    const burst = await Promise.all(Array.from({ length: 30 }, () => login(email, 'wrong password!!')));
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(29);
  });

  it(`stops after ${MAX_FAILURES} consecutive failures until the password is reset`, async () => {
    const email = 'ada@example.com';
    let res;
    for (let i = 0; i < MAX_FAILURES; i++) {
      clock.advance(16 * 60_000);
      res = await login(email, 'wrong password!!', `198.51.100.${i % 200}`);
      expect(res.statusCode).toBe(401);
    }
    clock.advance(24 * 3600_000);
    res = await login(email, GOOD_PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(problemSchema.parse(res.json()).detail).toMatch(/Reset your password/);

    // Recovery → reset e-mail → new password → signed in again; old sessions are gone.
    const recovery = await post('/api/auth/password-recovery', { email: 'ADA@example.com' });
    expect(recovery.statusCode).toBe(202);
    const unknown = await post('/api/auth/password-recovery', { email: 'nobody@example.com' });
    expect(unknown.body).toBe(recovery.body);
    const mail = await mailTo('ada@example.com', /mot de passe/i);
    const token = linkIn(mail.text, '/api/users/resetPassword');
    const weak = await post('/api/auth/reset-password', { token, password: 'qwertyuiop' });
    expect(weak.statusCode).toBe(400);
    const reset = await post('/api/auth/reset-password', { token, password: 'a brand new passphrase' });
    expect(reset.statusCode).toBe(204);
    expect((await post('/api/auth/reset-password', { token, password: 'another new passphrase' })).statusCode).toBe(
      400,
    );
    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('reset links expire after an hour', async () => {
    await post('/api/auth/password-recovery', { email: 'grace@example.com' }, '192.0.2.55');
    const mail = await mailTo('grace@example.com', /password/i);
    clock.advance(61 * 60_000);
    const res = await post('/api/auth/reset-password', {
      token: tokenOf(linkIn(mail.text, '/api/users/resetPassword')),
      password: 'a brand new passphrase',
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 429 with Retry-After when one IP signs up too often', async () => {
    let res;
    for (let i = 0; i < 25; i++) {
      res = await post(
        '/api/auth/signup',
        { email: `bulk${i}@example.com`, password: GOOD_PASSWORD, country: 'CANADA', acceptTerms: true },
        '192.0.2.99',
      );
      if (res.statusCode === 429) break;
    }
    expect(res!.statusCode).toBe(429);
    expect(Number(res!.headers['retry-after'])).toBeGreaterThan(0);
    expect(res!.headers['content-type']).toContain('application/problem+json');
  });
});
