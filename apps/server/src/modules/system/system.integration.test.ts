import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema } from '@playeats/contracts/system';
import { settingsSchema } from '@playeats/contracts/settings';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

describe('system endpoints', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: {
        DOUBLE_BUCKS_DATES: '2026-12-24, 2026-12-31',
        FULL_MAINTENANCE_MODE: 'true',
        GOOGLE_CLIENT_ID: 'google-client.apps.example',
        ADS_ENABLED: 'false',
        BUCKS_DAILY_CAP: '300',
      },
    });
  });
  afterAll(() => ctx.close());

  it('HEAD /api/ping answers 200 with no-store and no body', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url: '/api/ping' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe('');
  });

  it('GET /api/health answers 200 when the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = healthSchema.parse(res.json());
    expect(body.database).toBe(ctx.database.kind);
    expect(body.version).toBe('2.8.1');
  });

  it('GET /api/settings returns the environment settings the client keeps in auth.env', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    expect(settingsSchema.parse(res.json())).toEqual({
      debug: false,
      doubleBucksDates: ['2026-12-24', '2026-12-31'],
      fullMaintenanceMode: true,
      storeMaintenanceMode: false,
      googleClientId: 'google-client.apps.example',
      microsoftClientId: null,
      adsEnabled: false,
      bucksPerHour: 50,
      bucksDailyCap: 300,
      bucksTimeZone: 'America/New_York',
      version: 0,
      map: {
        tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
        attributionUrl: 'https://www.openstreetmap.org/copyright',
        maxZoom: 19,
      },
      payments: { provider: 'local', publishableKey: null, scriptUrl: null },
    });
  });

  it('echoes a sane incoming request id and makes one otherwise', async () => {
    const given = await ctx.app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: { 'x-request-id': 'lb-12345678' },
    });
    expect(given.headers['x-request-id']).toBe('lb-12345678');
    const hostile = await ctx.app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: { 'x-request-id': '<script>' },
    });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes OpenAPI at /api/docs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/ping', '/api/health', '/api/settings']));
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('sends an API answer the security headers of a resource that is never a document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('marks every API answer no-store unless its route says otherwise, errors included', async () => {
    const cases: Array<[string, string, string]> = [
      ['GET', '/api/users/me', 'no-store'], // 401 problem
      ['GET', '/api/no-such-route', 'no-store'], // 404 problem
      ['GET', '/api/health', 'no-store'],
      ['GET', '/api/cuisines', 'public, max-age=300'], // a public list keeps its own
      ['GET', '/api/settings', 'no-cache'],
      ['GET', '/%61pi/health', 'no-store'], // the router decodes the path
    ];
    for (const [method, url, expected] of cases) {
      const res = await ctx.app.inject({ method: method as 'GET', url });
      expect({ url, cacheControl: res.headers['cache-control'] }).toEqual({ url, cacheControl: expected });
    }
  });

  it('sends a document the legacy guards on top, keeping a policy its route set (the API reference)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src-attr 'none'");
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('health when the database is gone', () => {
  it('answers 503 problem+json', async () => {
    const ctx = await createTestApp();
    await ctx.database.close();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 503, type: expect.stringMatching(/\/ServiceUnavailableException$/) });
    await ctx.app.close();
  });
});

describe('client addresses behind proxies (per-IP limits depend on them)', () => {
  const ipOf = async (env: Record<string, string>, forwardedFor: string) => {
    const ctx = await createTestApp({
      env,
      extend: (app) => app.get('/api/test/ip', async (request) => ({ ip: request.ip })),
    });
    try {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/test/ip',
        remoteAddress: '10.0.0.9',
        headers: { 'x-forwarded-for': forwardedFor },
      });
      return (res.json() as { ip: string }).ip;
    } finally {
      await ctx.close();
    }
  };

  it('ignores X-Forwarded-For by default', async () => {
    expect(await ipOf({}, '198.51.100.1')).toBe('10.0.0.9');
  });

  it('with one trusted hop, takes the address the proxy appended, not one the client wrote', async () => {
    expect(await ipOf({ TRUST_PROXY: '1' }, '6.6.6.6, 198.51.100.1')).toBe('198.51.100.1');
  });

  it('with trusted proxy addresses, skips only those', async () => {
    expect(await ipOf({ TRUST_PROXY: '10.0.0.0/8' }, '6.6.6.6, 198.51.100.1')).toBe('198.51.100.1');
  });
});
