import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionDto } from '@playeats/contracts/auth';
import type { DiscordCallbackResult, DiscordLinkDto } from '@playeats/contracts/creators';
import { manualClock } from '../../../adapters/clock.ts';
import { createLocalDiscord, localDiscordId } from '../../../adapters/discord/local-discord.ts';
import { bearer, createActiveUser } from '../../../../test/auth-helpers.ts';
import { goodApplication, problemName } from '../../../../test/creator-helpers.ts';
import { startDiscordLikeProvider } from '../../../../test/discord-oauth-provider.ts';
import { caller } from '../../../../test/rewards-helpers.ts';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';

const CALLBACK = 'http://playeats.test/DiscordCallback';
const env = { IP_RATE_LIMIT_SCALE: '1000', ACCESS_TOKEN_TTL_SECONDS: '3600' };

/** A social media program member (one post submitted): they may link Discord. */
async function member(ctx: TestContext): Promise<SessionDto> {
  const session = await createActiveUser(ctx.app, ctx.database.db, `${randomUUID()}@example.com`);
  const post = await caller(ctx.app)('POST', '/api/users/me/social-posts', session, {
    url: `https://www.reddit.com/r/gaming/comments/${randomUUID().slice(0, 8)}/`,
  });
  expect(post.statusCode, post.body).toBe(201);
  return session;
}

const authorize = async (ctx: TestContext, session: SessionDto, returnTo = '/socialMediaProgram') => {
  const res = await caller(ctx.app)('POST', '/api/users/me/discord/authorize', session, { returnTo });
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json<{ authorizeUrl: string }>().authorizeUrl);
};
const finish = (ctx: TestContext, session: SessionDto, back: URL) =>
  caller(ctx.app)('POST', '/api/users/me/discord/callback', session, {
    state: back.searchParams.get('state'),
    ...(back.searchParams.get('code') ? { code: back.searchParams.get('code') } : {}),
    ...(back.searchParams.get('error') ? { error: back.searchParams.get('error') } : {}),
  });

describe('Discord linking with the local stand-in (development and tests)', () => {
  const clock = manualClock(new Date('2026-11-21T17:00:00Z'));
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ clock, env });
  });
  afterAll(() => ctx.close());

  /** The consent page, then its Authorize (as `username`) or Cancel: where the browser is sent back. */
  async function consent(authorizeUrl: URL, username: string, decision = 'authorize') {
    const page = await ctx.app.inject({ method: 'GET', url: `${authorizeUrl.pathname}${authorizeUrl.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('PlayEats wants to access your Discord account');
    const form = new URLSearchParams({
      ...Object.fromEntries(authorizeUrl.searchParams),
      username,
      global_name: 'Player',
      decision,
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: authorizeUrl.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(res.statusCode, res.body).toBe(302);
    return new URL(res.headers.location as string);
  }

  it('is for creators and program members only', async () => {
    const stranger = await createActiveUser(ctx.app, ctx.database.db, `${randomUUID()}@example.com`);
    const status = await caller(ctx.app)('GET', '/api/users/me/discord', stranger);
    expect(status.json<DiscordLinkDto>()).toEqual({ eligible: false, account: null });
    const refused = await caller(ctx.app)('POST', '/api/users/me/discord/authorize', stranger, {
      returnTo: '/streamers',
    });
    expect(refused.statusCode).toBe(403);
    expect(problemName(refused)).toBe('DiscordLinkNotAllowedException');
    // An applicant to the streamer program may.
    expect(
      (await caller(ctx.app)('POST', '/api/users/me/creator/applications', stranger, goodApplication)).statusCode,
    ).toBe(201);
    expect((await caller(ctx.app)('GET', '/api/users/me/discord', stranger)).json<DiscordLinkDto>().eligible).toBe(
      true,
    );
  });

  it('links through authorization code + PKCE + state, and sends the user back where they started', async () => {
    const session = await member(ctx);
    const url = await authorize(ctx, session, '/socialMediaProgram?tab=posts');
    expect(url.origin + url.pathname).toBe('http://playeats.test/api/dev/discord/oauth2/authorize');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    const back = await consent(url, 'linked.player');
    expect(back.origin + back.pathname).toBe(CALLBACK);
    expect(back.searchParams.get('state')).toBe(url.searchParams.get('state'));

    const done = await finish(ctx, session, back);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<DiscordCallbackResult>()).toMatchObject({
      returnTo: '/socialMediaProgram?tab=posts',
      link: { eligible: true, account: { discordUserId: localDiscordId('linked.player'), username: 'linked.player' } },
    });
    expect(
      (await caller(ctx.app)('GET', '/api/users/me/discord', session)).json<DiscordLinkDto>().account,
    ).toMatchObject({
      username: 'linked.player',
      globalName: 'Player',
    });

    // Replayed: the state is spent; the user is told, and still sent back.
    const replay = await finish(ctx, session, back);
    expect(replay.statusCode).toBe(400);
    expect(problemName(replay)).toBe('DiscordLinkExpiredException');
    expect(replay.json()).toMatchObject({ returnTo: '/socialMediaProgram?tab=posts' });
    expect(replay.json().detail).toMatch(/already used/);

    const unlinked = await ctx.app.inject({ method: 'DELETE', url: '/api/users/me/discord', headers: bearer(session) });
    expect(unlinked.statusCode).toBe(204);
    expect((await caller(ctx.app)('GET', '/api/users/me/discord', session)).json<DiscordLinkDto>().account).toBeNull();
  });

  it('a cancel at Discord is a clear refusal, and spends the state', async () => {
    const session = await member(ctx);
    const back = await consent(await authorize(ctx, session, '/streamers'), 'cancel.player', 'cancel');
    expect(back.searchParams.get('error')).toBe('access_denied');
    const refused = await finish(ctx, session, back);
    expect(refused.statusCode).toBe(400);
    expect(problemName(refused)).toBe('DiscordLinkRefusedException');
    expect(refused.json()).toMatchObject({ returnTo: '/streamers' });
    expect(problemName(await finish(ctx, session, back))).toBe('DiscordLinkExpiredException');
  });

  it("refuses an expired state, someone else's state, and a forged one", async () => {
    const session = await member(ctx);
    const other = await member(ctx);
    const back = await consent(await authorize(ctx, session), 'late.player');
    // Another account presenting it learns nothing, and does not spend it.
    const stolen = await finish(ctx, other, back);
    expect(problemName(stolen)).toBe('DiscordLinkExpiredException');
    expect(stolen.json().returnTo).toBeUndefined();
    const forged = await finish(ctx, session, new URL(`${CALLBACK}?code=x&state=${'A'.repeat(43)}`));
    expect(problemName(forged)).toBe('DiscordLinkExpiredException');

    clock.advance(10 * 60_000 + 1);
    const late = await finish(ctx, session, back);
    expect(problemName(late)).toBe('DiscordLinkExpiredException');
    expect(late.json()).toMatchObject({ returnTo: '/socialMediaProgram' });
    expect(late.json().detail).toMatch(/expired/);
  });

  it('one Discord account links one PlayEats account', async () => {
    const first = await member(ctx);
    const second = await member(ctx);
    expect((await finish(ctx, first, await consent(await authorize(ctx, first), 'shared.player'))).statusCode).toBe(
      200,
    );
    const taken = await finish(ctx, second, await consent(await authorize(ctx, second), 'shared.player'));
    expect(taken.statusCode).toBe(409);
    expect(problemName(taken)).toBe('DiscordAccountTakenException');
  });

  it('the stand-in takes a code once, only with its verifier and redirect URI', async () => {
    const local = createLocalDiscord({ clock, scopes: 'identify' });
    const verifier = 'v'.repeat(50);
    const challenge = (await import('node:crypto')).createHash('sha256').update(verifier).digest('base64url');
    const url = new URL(
      local.oauth.authorizeUrl({ state: 's'.repeat(20), codeChallenge: challenge, redirectUri: CALLBACK }),
    );
    const app = (await import('fastify')).default();
    await app.register(local.routes);
    const issue = async () => {
      const res = await app.inject({
        method: 'POST',
        url: url.pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          ...Object.fromEntries(url.searchParams),
          username: 'pkce.player',
          decision: 'authorize',
        }).toString(),
      });
      return new URL(res.headers.location as string).searchParams.get('code')!;
    };
    await expect(
      local.oauth.identify({ code: await issue(), codeVerifier: 'w'.repeat(50), redirectUri: CALLBACK }),
    ).rejects.toMatchObject({ kind: 'refused' });
    await expect(
      local.oauth.identify({ code: await issue(), codeVerifier: verifier, redirectUri: 'http://evil.test/cb' }),
    ).rejects.toMatchObject({ kind: 'refused' });
    const code = await issue();
    expect(await local.oauth.identify({ code, codeVerifier: verifier, redirectUri: CALLBACK })).toMatchObject({
      username: 'pkce.player',
    });
    await expect(local.oauth.identify({ code, codeVerifier: verifier, redirectUri: CALLBACK })).rejects.toMatchObject({
      kind: 'refused',
    });
    // A request without PKCE is refused at the consent page.
    const noPkce = new URL(url);
    noPkce.searchParams.delete('code_challenge');
    expect((await app.inject({ method: 'GET', url: `${noPkce.pathname}${noPkce.search}` })).statusCode).toBe(400);
    await app.close();
  });
});

describe('Discord linking against a real OAuth2 server (the HTTP adapter)', () => {
  let ctx: TestContext;
  let provider: Awaited<ReturnType<typeof startDiscordLikeProvider>>;
  beforeAll(async () => {
    provider = await startDiscordLikeProvider({
      clientId: 'playeats-discord',
      clientSecret: 'a-client-secret',
      redirectUri: CALLBACK,
    });
    ctx = await createTestApp({ env: { ...env, ...provider.env } });
  });
  afterAll(async () => {
    await ctx.close();
    await provider.close();
  });

  it("links the account the provider names, through its consent page, with PKCE and the client's secret", async () => {
    const session = await member(ctx);
    const url = await authorize(ctx, session, '/streamers');
    expect(url.origin).toBe(provider.origin);
    const back = await provider.consent(url.href, { id: '80351110224678912', username: 'nelly', globalName: 'Nelly' });
    expect(back.searchParams.get('code')).toBeTruthy();
    const done = await finish(ctx, session, back);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<DiscordCallbackResult>()).toMatchObject({
      returnTo: '/streamers',
      link: { account: { discordUserId: '80351110224678912', username: 'nelly', globalName: 'Nelly' } },
    });
    expect(problemName(await finish(ctx, session, back))).toBe('DiscordLinkExpiredException');
  });

  it('a cancel at the provider comes back as access_denied: a clear refusal', async () => {
    const session = await member(ctx);
    const back = await provider.consent(
      (await authorize(ctx, session)).href,
      { id: '1', username: 'quitter' },
      'cancel',
    );
    expect(back.searchParams.get('error')).toBe('access_denied');
    const refused = await finish(ctx, session, back);
    expect(problemName(refused)).toBe('DiscordLinkRefusedException');
    expect(refused.json().returnTo).toBe('/socialMediaProgram');
  });

  it("a code the provider turns down (another authorization's) is refused", async () => {
    const session = await member(ctx);
    const first = await provider.consent((await authorize(ctx, session)).href, { id: '2', username: 'first' });
    const second = await authorize(ctx, session);
    // The first authorization's code with the second's state: the verifier does not match (PKCE).
    const mixed = new URL(first);
    mixed.searchParams.set('state', second.searchParams.get('state')!);
    const refused = await finish(ctx, session, mixed);
    expect(problemName(refused)).toBe('DiscordLinkRefusedException');
  });
});

describe('Discord linking when Discord cannot be reached', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: {
        ...env,
        DISCORD_CLIENT_ID: 'x',
        DISCORD_CLIENT_SECRET: 'y',
        DISCORD_AUTHORIZE_URL: 'http://127.0.0.1:9/auth',
        DISCORD_TOKEN_URL: 'http://127.0.0.1:9/token',
      },
    });
  });
  afterAll(() => ctx.close());

  it('answers 502 DiscordUnavailableException, and where to go back', async () => {
    const session = await member(ctx);
    const url = await authorize(ctx, session, '/streamers');
    const res = await finish(ctx, session, new URL(`${CALLBACK}?code=abc&state=${url.searchParams.get('state')}`));
    expect(res.statusCode).toBe(502);
    expect(problemName(res)).toBe('DiscordUnavailableException');
    expect(res.json().returnTo).toBe('/streamers');
  });
});
