import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(5000))});`;

describe('web app serving', () => {
  let ctx: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'playeats-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.mkdirSync(path.join(dist, 'locales', 'fr'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), BUNDLE);
    fs.writeFileSync(path.join(dist, 'locales', 'fr', 'common.json'), '{"close":"Fermer"}');
    fs.writeFileSync(path.join(dist, '.built-web'), 'stamp');
    ctx = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/home', '/FAQ/bucks', '/QR7', '/login/abc-qr-token', '/some/unknown/page'])(
    'serves index.html for the client route %s, never cached',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    },
  );

  it('serves e-mail link routes under /api to browsers, and a 404 problem to API clients', async () => {
    const browser = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/activate/tok123',
      headers: { accept: 'text/html' },
    });
    expect(browser.statusCode).toBe(200);
    expect(browser.body).toBe(INDEX);
    const api = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/activate/tok123',
      headers: { accept: 'application/json' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/problem+json');
    const other = await ctx.app.inject({ method: 'GET', url: '/api/unknown', headers: { accept: 'text/html' } });
    expect(other.statusCode).toBe(404);
  });

  it('caches content-hashed assets forever and compresses them', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(BUNDLE);
  });

  it('serves locale files uncached', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/locales/fr/common.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ close: 'Fermer' });
  });

  it('answers a missing asset with 404, not the app (a stale chunk must fail loudly)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/index-gone999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<html');
  });

  it('serves no dotfile (a build’s stamp)', async () => {
    // Falls through to the not-found handler: a path without an extension is a client route.
    const res = await ctx.app.inject({ method: 'GET', url: '/.built-web' });
    expect(res.body).not.toContain('stamp');
    expect(res.body).toBe(INDEX);
  });

  it.each(['/', '/home'])(
    'revalidates %s with a 304 that carries no policy, so the page keeps its own',
    async (url) => {
      const first = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(first.headers['content-security-policy']).toContain("default-src 'self'");
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      const again = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.headers['content-security-policy']).toBeUndefined();
    },
  );

  it('does not serve the app for non-GET methods', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/home', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});
