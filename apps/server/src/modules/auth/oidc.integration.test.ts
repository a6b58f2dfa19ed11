import type { JWTPayload } from 'jose';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sessionSchema } from '@playeats/contracts/auth';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { client, createActiveUser } from '../../../test/auth-helpers.ts';
import { sentWhileAddressTaken } from '../../../test/lock-waits.ts';
import { startOidcProvider, type TestOidcProviderServer } from '../../../test/oidc-provider.ts';

const GOOGLE_CLIENT = 'playeats-google.apps.test';
const MS_CLIENT = '11111111-2222-3333-4444-555555555555';
const TENANT = 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee';

describe('Google and Microsoft sign-in with ID tokens from a real OIDC provider', () => {
  let provider: TestOidcProviderServer;
  let ctx: TestContext;
  beforeAll(async () => {
    provider = await startOidcProvider({
      clients: [{ clientId: GOOGLE_CLIENT }, { clientId: MS_CLIENT }],
      tenants: [TENANT],
    });
    ctx = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: GOOGLE_CLIENT,
        GOOGLE_ISSUER: provider.issuer,
        GOOGLE_JWKS_URL: provider.jwksUrl,
        MICROSOFT_CLIENT_ID: MS_CLIENT,
        MICROSOFT_ISSUER: provider.tenantIssuerTemplate,
        MICROSOFT_JWKS_URL: provider.jwksUrl,
      },
    });
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
    await provider.close();
  });

  const nonce = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/auth/oidc/nonce' })).json<{ nonce: string }>().nonce;
  const signIn = (name: 'google' | 'microsoft', body: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/auth/oidc/${name}`, payload: { ...client, ...body } });

  it('a first Google sign-in asks for the sign-up details, then creates an active, verified account', async () => {
    let n = await nonce();
    let idToken = await provider.issueIdToken({
      clientId: GOOGLE_CLIENT,
      sub: 'g-1',
      email: 'Gamer@Gmail.test',
      nonce: n,
    });
    const first = await signIn('google', { idToken, nonce: n });
    expect(first.statusCode).toBe(422);
    expect(first.json()).toMatchObject({ type: expect.stringMatching(/SignupDetailsRequiredException$/) });

    n = await nonce();
    idToken = await provider.issueIdToken({ clientId: GOOGLE_CLIENT, sub: 'g-1', email: 'Gamer@Gmail.test', nonce: n });
    const created = await signIn('google', { idToken, nonce: n, country: 'CANADA', acceptTerms: true, language: 'fr' });
    expect(created.statusCode).toBe(200);
    const session = sessionSchema.parse(created.json());
    expect(session.userInfo).toMatchObject({
      email: 'gamer@gmail.test',
      emailVerified: true,
      hasPassword: false,
      linkedProviders: ['google'],
      language: 'fr',
    });

    // Next time, the identity alone signs in.
    n = await nonce();
    idToken = await provider.issueIdToken({ clientId: GOOGLE_CLIENT, sub: 'g-1', email: 'gamer@gmail.test', nonce: n });
    const again = await signIn('google', { idToken, nonce: n });
    expect(again.statusCode).toBe(200);
    expect(sessionSchema.parse(again.json()).userInfo.id).toBe(session.userInfo.id);
  });

  it('an ID token works once: replaying it (same nonce) is refused', async () => {
    const n = await nonce();
    const idToken = await provider.issueIdToken({
      clientId: GOOGLE_CLIENT,
      sub: 'g-1',
      email: 'gamer@gmail.test',
      nonce: n,
    });
    expect((await signIn('google', { idToken, nonce: n })).statusCode).toBe(200);
    const replay = await signIn('google', { idToken, nonce: n });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ type: expect.stringMatching(/InvalidIdTokenException$/) });
  });

  it('a nonce the server never issued is refused', async () => {
    const made = 'n'.repeat(43);
    const idToken = await provider.issueIdToken({
      clientId: GOOGLE_CLIENT,
      sub: 'g-1',
      email: 'gamer@gmail.test',
      nonce: made,
    });
    expect((await signIn('google', { idToken, nonce: made })).statusCode).toBe(401);
  });

  it('links a Microsoft identity to the existing account with the same verified e-mail', async () => {
    const existing = await createActiveUser(ctx.app, ctx.database.db, 'pro@contoso.test');
    const n = await nonce();
    const idToken = await provider.issueIdToken({
      clientId: MS_CLIENT,
      sub: 'ms-1',
      email: 'pro@contoso.test',
      tid: TENANT,
      xmsEdov: true,
      nonce: n,
    });
    const res = await signIn('microsoft', { idToken, nonce: n });
    expect(res.statusCode).toBe(200);
    const session = sessionSchema.parse(res.json());
    expect(session.userInfo.id).toBe(existing.userInfo.id);
    expect(session.userInfo.linkedProviders).toEqual(['microsoft']);
  });

  it('does not link on an e-mail the provider does not vouch for', async () => {
    await createActiveUser(ctx.app, ctx.database.db, 'victim@example.test');
    const n = await nonce();
    const idToken = await provider.issueIdToken({
      clientId: MS_CLIENT,
      sub: 'ms-evil',
      email: 'victim@example.test',
      tid: TENANT,
      nonce: n,
    });
    const res = await signIn('microsoft', { idToken, nonce: n, country: 'CANADA', acceptTerms: true });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ type: expect.stringMatching(/ProviderEmailUnverifiedException$/) });
  });

  it('does not create an account on an e-mail the provider does not vouch for', async () => {
    const n = await nonce();
    const idToken = await provider.issueIdToken({
      clientId: MS_CLIENT,
      sub: 'ms-new',
      email: 'nobody-yet@example.test',
      tid: TENANT,
      nonce: n,
    });
    const res = await signIn('microsoft', { idToken, nonce: n, country: 'CANADA', acceptTerms: true });
    expect(res.statusCode).toBe(403);
  });

  it('a squatter who signed up first with the victim’s address loses the account to the verified owner', async () => {
    const squatter = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: 'victim2@gmail.test',
        password: 'squatter chosen secret',
        country: 'CANADA',
        acceptTerms: true,
      },
    });
    expect(squatter.statusCode).toBe(202);
    const n = await nonce();
    const idToken = await provider.issueIdToken({
      clientId: GOOGLE_CLIENT,
      sub: 'g-victim',
      email: 'victim2@gmail.test',
      nonce: n,
    });
    const owner = await signIn('google', { idToken, nonce: n });
    expect(owner.statusCode).toBe(200);
    expect(sessionSchema.parse(owner.json()).userInfo.hasPassword).toBe(false);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { ...client, email: 'victim2@gmail.test', password: 'squatter chosen secret' },
    });
    expect(login.statusCode).toBe(401);
  });

  // Two connections at once: PostgreSQL only (PGlite runs one statement at a time).
  it.runIf(inject('dbTemplate').kind === 'postgres')(
    'a first sign-in that loses its address to a sign-up at that moment signs in to that account, as a later one would',
    async () => {
      const n = await nonce();
      const idToken = await provider.issueIdToken({
        clientId: GOOGLE_CLIENT,
        sub: 'g-race',
        email: 'race@gmail.test',
        nonce: n,
      });
      // A sign-up takes the address meanwhile: the sign-in's check cannot see it, its insert waits on it.
      const signedIn = await sentWhileAddressTaken(ctx.database.db, 'race@gmail.test', 'the sign-in', () =>
        signIn('google', { idToken, nonce: n, country: 'CANADA', acceptTerms: true }),
      );
      expect(signedIn.statusCode).toBe(200);
      const { userInfo } = sessionSchema.parse(signedIn.json());
      const [account] = (
        await ctx.database.db.execute<{ id: string }>(sql`select id from users where email = 'race@gmail.test'`)
      ).rows;
      // The address's one account, now proven by the provider: active, verified, linked.
      expect(userInfo).toMatchObject({ id: account!.id, emailVerified: true, linkedProviders: ['google'] });
    },
  );

  it.each([
    ['alg none', (c: JWTPayload) => Promise.resolve(provider.forge.unsigned(c))],
    ['a foreign key', (c: JWTPayload) => provider.forge.withForeignKey(c)],
    ['the HS256 key confusion', (c: JWTPayload) => provider.forge.hmacWithPublicKey(c)],
  ])('refuses a token signed with %s', async (_name, sign) => {
    const n = await nonce();
    const idToken = await sign(
      provider.forge.claims({ clientId: GOOGLE_CLIENT, sub: 'g-1', email: 'gamer@gmail.test', nonce: n }),
    );
    expect((await signIn('google', { idToken, nonce: n })).statusCode).toBe(401);
  });

  it.each([
    ['another audience', { clientId: 'someone-else' }],
    ['an expired token', { iat: Math.floor(Date.now() / 1000) - 7200 }],
    ['another issuer', { issuer: 'https://evil.test' }],
  ])('refuses %s', async (_name, change) => {
    const n = await nonce();
    const claims = provider.forge.claims({
      clientId: GOOGLE_CLIENT,
      sub: 'g-1',
      email: 'gamer@gmail.test',
      nonce: n,
      ...change,
    });
    const idToken = await provider.forge.withProviderKey(claims);
    expect((await signIn('google', { idToken, nonce: n })).statusCode).toBe(401);
  });
});
