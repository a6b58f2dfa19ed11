import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANDROID_APP_ORIGIN, IOS_APP_ORIGIN, OVERLAY_ORIGIN } from '@playeats/domain/client-origins';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const preflight = (ctx: TestContext, origin: string, method = 'POST') =>
  ctx.app.inject({
    method: 'OPTIONS',
    url: '/api/game-sessions',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type,idempotency-key',
    },
  });

describe('CORS: the native clients, exactly', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { CORS_EXTRA_ORIGINS: 'https://staging.playeats.test' } });
  });
  afterAll(() => ctx.close());

  it.each([
    ['the overlay', OVERLAY_ORIGIN],
    ['the iOS app', IOS_APP_ORIGIN],
    ['the Android app', ANDROID_APP_ORIGIN],
    ['a configured extra', 'https://staging.playeats.test'],
  ])('lets %s call the API with a bearer token', async (_, origin) => {
    const res = await preflight(ctx, origin);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(origin);
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();

    const ping = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
    expect(ping.headers['access-control-allow-origin']).toBe(origin);
    expect(String(ping.headers['access-control-expose-headers']).toLowerCase()).toContain('x-request-id');
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['another overlay app', 'overwolf-extension://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'],
    ['plain http localhost', 'http://localhost'],
  ])('gives %s no access', async (_, origin) => {
    const res = await preflight(ctx, origin);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const ping = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
    expect(ping.headers['access-control-allow-origin']).toBeUndefined();
  });
});
