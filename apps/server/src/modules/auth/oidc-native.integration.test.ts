import { createHash } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcNativeStartSchema, sessionSchema } from '@playeats/contracts/auth';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { startOidcProvider, type TestAccount, type TestOidcProviderServer } from '../../../test/oidc-provider.ts';

// The apps' sign-in through the system browser (decision 0032) against a real OpenID
// provider: the server builds the authorization request, the provider's login runs as
// the system browser would, the code comes back to the app's redirect URI, and the app
// hands it to the server with its PKCE verifier.
const GOOGLE_WEB = 'playeats-web.apps.googleusercontent.com';
const GOOGLE_IOS = '1234-ios.apps.googleusercontent.com';
const GOOGLE_IOS_REDIRECT = 'com.googleusercontent.apps.1234-ios:/oauth2redirect/google';
const MS_CLIENT = '11111111-2222-3333-4444-555555555555';
const MS_ANDROID_REDIRECT = 'msauth.com.playeats.app://auth';
const TENANT = 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee';
const app = { application: 'IOS_CLIENT', applicationVersion: '2.8.1' } as const;

describe('sign-in in the apps: authorization code with PKCE through the server', () => {
  let provider: TestOidcProviderServer;
  let ctx: TestContext;
  beforeAll(async () => {
    provider = await startOidcProvider({
      clients: [
        { clientId: GOOGLE_WEB },
        { clientId: GOOGLE_IOS, nativeRedirectUris: [GOOGLE_IOS_REDIRECT] },
        { clientId: MS_CLIENT, nativeRedirectUris: [MS_ANDROID_REDIRECT] },
      ],
      tenants: [TENANT],
    });
    const tenant = provider.tenantIssuer(TENANT);
    ctx = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: GOOGLE_WEB,
        GOOGLE_IOS_CLIENT_ID: GOOGLE_IOS,
        GOOGLE_ISSUER: provider.issuer,
        GOOGLE_JWKS_URL: provider.jwksUrl,
        GOOGLE_AUTHORIZE_URL: `${provider.issuer}/auth`,
        GOOGLE_TOKEN_URL: `${provider.issuer}/token`,
        MICROSOFT_CLIENT_ID: MS_CLIENT,
        MICROSOFT_NATIVE_CLIENT_ID: MS_CLIENT,
        MICROSOFT_ISSUER: provider.tenantIssuerTemplate,
        MICROSOFT_JWKS_URL: provider.jwksUrl,
        MICROSOFT_AUTHORIZE_URL: `${tenant}/auth`,
        MICROSOFT_TOKEN_URL: `${tenant}/token`,
      },
    });
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
    await provider.close();
  });

  const start = async (name: 'google' | 'microsoft', platform: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/auth/oidc/${name}/native`, payload: { platform } });

  /** What the app does: start, let the person sign in in the browser, read the redirect. */
  async function authorize(name: 'google' | 'microsoft', platform: 'ios' | 'android', account: TestAccount) {
    const started = await start(name, platform);
    expect(started.statusCode).toBe(200);
    const request = oidcNativeStartSchema.parse(started.json());
    const back = await provider.signInAt(request.authorizeUrl, account);
    expect(back.href.startsWith(`${request.redirectUri}?`)).toBe(true);
    expect(back.searchParams.get('state')).toBe(request.state);
    return { request, code: back.searchParams.get('code')! };
  }

  const redeem = (name: 'google' | 'microsoft', body: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/auth/oidc/${name}/code`, payload: { ...app, ...body } });

  it('builds the authorization request of the platform’s client: S256 challenge, state, nonce', async () => {
    const res = await start('google', 'ios');
    const request = oidcNativeStartSchema.parse(res.json());
    const url = new URL(request.authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/auth`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      client_id: GOOGLE_IOS,
      response_type: 'code',
      redirect_uri: GOOGLE_IOS_REDIRECT,
      code_challenge_method: 'S256',
      state: request.state,
      nonce: request.nonce,
    });
    expect(params.scope!.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));
    expect(params.code_challenge).toBe(createHash('sha256').update(request.codeVerifier).digest('base64url'));
    expect(request.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(request.redirectUri).toBe(GOOGLE_IOS_REDIRECT);
  });

  it('signs up and signs in with Google on iOS; the ID token is the iOS client’s', async () => {
    const account = { sub: 'g-ios-1', email: 'Phone.Gamer@Gmail.test' };
    let { request, code } = await authorize('google', 'ios', account);
    const { codeVerifier, nonce } = request;
    const details = { country: 'CANADA', acceptTerms: true, language: 'fr' };
    const created = await redeem('google', { platform: 'ios', code, codeVerifier, nonce, ...details });
    expect(created.statusCode).toBe(200);
    const session = sessionSchema.parse(created.json());
    expect(session.userInfo).toMatchObject({ email: 'phone.gamer@gmail.test', linkedProviders: ['google'] });

    ({ request, code } = await authorize('google', 'ios', account));
    const again = await redeem('google', {
      platform: 'ios',
      code,
      codeVerifier: request.codeVerifier,
      nonce: request.nonce,
    });
    expect(again.statusCode).toBe(200);
    expect(sessionSchema.parse(again.json()).userInfo.id).toBe(session.userInfo.id);
  });

  it('refuses a code without its verifier, and a code twice', async () => {
    const { request, code } = await authorize('google', 'ios', { sub: 'g-ios-1', email: 'phone.gamer@gmail.test' });
    const base = { platform: 'ios', code, nonce: request.nonce };
    const stolen = await redeem('google', { ...base, codeVerifier: 'x'.repeat(64) });
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json()).toMatchObject({
      type: expect.stringMatching(/InvalidIdTokenException$/),
      detail: 'Google did not accept this sign-in. Try again.',
    });
    const owner = await redeem('google', { ...base, codeVerifier: request.codeVerifier });
    expect(owner.statusCode).toBe(200);
    const replay = await redeem('google', { ...base, codeVerifier: request.codeVerifier });
    expect(replay.statusCode).toBe(401);
  });

  it('checks the ID token’s nonce as the web does: one flow’s code does not pass with another’s nonce', async () => {
    const first = await authorize('google', 'ios', { sub: 'g-ios-1', email: 'phone.gamer@gmail.test' });
    const other = oidcNativeStartSchema.parse((await start('google', 'ios')).json());
    const res = await redeem('google', {
      platform: 'ios',
      code: first.code,
      codeVerifier: first.request.codeVerifier,
      nonce: other.nonce,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ detail: 'The sign-in token does not belong to this sign-in attempt.' });
  });

  it('signs in with Microsoft on Android (msauth redirect, the tenant’s issuer)', async () => {
    const account = { sub: 'ms-android-1', email: 'pro@contoso.test', tid: TENANT, xmsEdov: true };
    const { request, code } = await authorize('microsoft', 'android', account);
    expect(request.redirectUri).toBe(MS_ANDROID_REDIRECT);
    const res = await redeem('microsoft', {
      platform: 'android',
      application: 'ANDROID_CLIENT',
      code,
      codeVerifier: request.codeVerifier,
      nonce: request.nonce,
      country: 'UNITED_STATES',
      acceptTerms: true,
    });
    expect(res.statusCode).toBe(200);
    expect(sessionSchema.parse(res.json()).userInfo.linkedProviders).toEqual(['microsoft']);
  });

  it('says which app has no client, and names a bad field', async () => {
    const missing = await start('google', 'android');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ type: expect.stringMatching(/NotFoundException$/) });
    const bad = await start('google', 'windows');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('platform');
    const noVerifier = await redeem('google', {
      platform: 'ios',
      code: 'c',
      codeVerifier: 'short',
      nonce: 'n'.repeat(43),
    });
    expect(noVerifier.statusCode).toBe(400);
    expect(JSON.stringify(noVerifier.json())).toContain('codeVerifier');
  });

  it('the web client’s ID tokens still sign in, audience included', async () => {
    const { nonce } = (await ctx.app.inject({ method: 'GET', url: '/api/auth/oidc/nonce' })).json<{ nonce: string }>();
    const idToken = await provider.issueIdToken({
      clientId: GOOGLE_WEB,
      sub: 'g-web-1',
      email: 'web@gmail.test',
      nonce,
    });
    expect(decodeJwt(idToken).aud).toBe(GOOGLE_WEB);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/oidc/google',
      payload: {
        application: 'WEBAPP_CLIENT',
        applicationVersion: '2.8.1',
        idToken,
        nonce,
        country: 'CANADA',
        acceptTerms: true,
      },
    });
    expect(res.statusCode).toBe(200);
  });
});
