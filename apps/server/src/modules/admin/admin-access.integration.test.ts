import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionDto } from '@playeats/contracts/auth';
import { bearer, createActiveUser } from '../../../test/auth-helpers.ts';
import { createAdmin } from '../../../test/rewards-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Every admin endpoint the server documents (its OpenAPI paths under /api/admin/), walked
 * as a signed-out visitor, a signed-in user and an admin: a new admin endpoint is in this
 * test the day it is added, and it cannot be reached without ADMIN even with a bad body.
 */
describe('the admin area is ADMIN only, on every endpoint', () => {
  let ctx: TestContext;
  let user: SessionDto;
  let admin: SessionDto;
  let endpoints: { method: Method; url: string }[];

  beforeAll(async () => {
    ctx = await createTestApp();
    user = await createActiveUser(ctx.app, ctx.database.db, 'walk-user@example.com');
    admin = await createAdmin(ctx.app, ctx.database.db, 'walk-admin@example.com');
    const docs = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    endpoints = Object.entries(docs.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({
          method: method.toUpperCase() as Method,
          // Any id: the guard answers before the route looks at it.
          url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000001'),
        })),
      );
  });
  afterAll(() => ctx.close());

  it('documents the admin endpoints (users, settings, audit, stats at least)', () => {
    const urls = endpoints.map((e) => `${e.method} ${e.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/admin/users',
        'POST /api/admin/users/00000000-0000-4000-8000-000000000001/lock',
        'PATCH /api/admin/settings',
        'GET /api/admin/audit',
        'GET /api/admin/stats',
      ]),
    );
  });

  it('answers 401 to a signed-out visitor and 403 to a user, on every one', async () => {
    const refused: string[] = [];
    for (const { method, url } of endpoints) {
      const anonymous = await ctx.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      const signedIn = await ctx.app.inject({
        method,
        url,
        headers: bearer(user),
        payload: method === 'GET' ? undefined : { anything: 'at all' },
      });
      if (anonymous.statusCode !== 401 || signedIn.statusCode !== 403) {
        refused.push(`${method} ${url}: ${anonymous.statusCode}/${signedIn.statusCode}`);
      }
      expect(signedIn.headers['content-type']).toContain('application/problem+json');
    }
    expect(refused).toEqual([]);
  });

  it('refuses the same endpoints spelled another way (percent-encoded, upper case)', async () => {
    const encoded = endpoints.map(({ method, url }) => ({
      method,
      url: url.replace('/api/admin/', '/api/%61dmin/'),
    }));
    for (const { method, url } of [...encoded, { method: 'GET' as const, url: '/API/ADMIN/users' }]) {
      const res = await ctx.app.inject({
        method,
        url,
        headers: bearer(user),
        payload: method === 'GET' ? undefined : {},
      });
      expect([403, 404], `${method} ${url}`).toContain(res.statusCode);
    }
    const key = await ctx.app.inject({
      method: 'GET',
      url: '/api/%61dmin/webhook-keys/delivery',
      headers: bearer(user),
    });
    expect(key.statusCode).toBe(403);
  });

  it('lets an admin through the guard on every one', async () => {
    for (const { method, url } of endpoints) {
      const res = await ctx.app.inject({
        method,
        url,
        headers: bearer(admin),
        payload: method === 'GET' ? undefined : {},
      });
      expect([401, 403], `${method} ${url}`).not.toContain(res.statusCode);
    }
  });
});
