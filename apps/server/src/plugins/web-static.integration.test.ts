import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { restaurant } from '../../test/restaurant-fixtures.ts';
import { restaurantsRepository } from '../modules/restaurants/restaurants.repository.ts';
import { registerWebStatic } from './web-static.ts';

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

describe('pre-rendered landing pages (issue 17)', () => {
  let ctx: TestContext;
  let dist: string;
  // One document per page and language, told apart by their body.
  const doc = (page: string, language: string) =>
    `<!doctype html><html lang="${language}"><body><div id="root" data-prerendered="${language}">${page}</div></body></html>`;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'playeats-dist-'));
    fs.mkdirSync(path.join(dist, '.prerendered'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    for (const page of ['home', 'partners']) {
      for (const language of ['en', 'fr']) {
        fs.writeFileSync(path.join(dist, '.prerendered', `${page}.${language}.html`), doc(page, language));
      }
    }
    ctx = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it.each([
    ['/home', {}, 'en'],
    ['/home', { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' }, 'fr'],
    ['/home', { 'accept-language': 'de-DE,fr;q=0.5' }, 'fr'],
    ['/home', { 'accept-language': 'en;q=0.4,fr-FR;q=0.9' }, 'fr'],
    ['/home', { 'accept-language': 'de, es' }, 'en'],
    ['/home', { cookie: 'a=1; i18next=fr', 'accept-language': 'en-US' }, 'fr'],
    ['/home', { cookie: 'i18next=en-US', 'accept-language': 'fr-CA' }, 'en'],
    ['/home', { cookie: 'i18next=de', 'accept-language': 'fr-CA' }, 'fr'],
    ['/home?lng=fr', { cookie: 'i18next=en', 'accept-language': 'en-US' }, 'fr'],
    ['/home?lng=en', { 'accept-language': 'fr' }, 'en'],
    ['/home/fr', { cookie: 'i18next=en', 'accept-language': 'en-US' }, 'fr'],
    ['/home/en', { 'accept-language': 'fr-CA' }, 'en'],
    ['/partners', { 'accept-language': 'fr-CA' }, 'fr'],
    ['/partners', { 'accept-language': 'en-GB' }, 'en'],
  ])('answers %s %j with the page in %s', async (url, headers, language) => {
    const res = await get(url, headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('Accept-Language');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.body).toBe(doc(new URL(url, 'http://x').pathname.split('/')[1] ?? '', language));
  });

  it.each(['/', '/FAQ', '/home?page=2', '/partners?q=sushi', '/home/de', '/Home'])(
    'answers %s with the app, which renders it itself',
    async (url) => {
      const res = await get(url, { 'accept-language': 'fr' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    },
  );

  it('says the app answering a pre-rendered page’s address varies too (a cache keeps it apart from the page)', async () => {
    for (const url of ['/home?page=2', '/partners?q=sushi']) {
      expect((await get(url)).headers.vary, url).toContain('Accept-Language');
    }
    const kept = await get('/home', { cookie: 'playeats_kept=1' });
    expect(kept.body).toBe(INDEX);
    expect(kept.headers.vary).toContain('Cookie');
    expect((await get('/FAQ')).headers.vary ?? '').not.toContain('Cookie');
  });

  it('answers a browser that keeps something of the app (playeats_kept=1) with the app: its page is not the first visit’s', async () => {
    for (const url of ['/home', '/home/fr', '/partners']) {
      const res = await get(url, { cookie: 'i18next=fr; playeats_kept=1' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    }
    // Any other value is not the app's: the page is pre-rendered as for anyone.
    expect((await get('/home', { cookie: 'playeats_kept=0' })).body).toBe(doc('home', 'en'));
  });

  it('never serves the pre-rendered files as files', async () => {
    const res = await get('/.prerendered/home.fr.html');
    expect(res.body).not.toContain('data-prerendered');
  });

  it('revalidates a page with a 304 per language', async () => {
    const fr = await get('/home', { 'accept-language': 'fr' });
    expect(fr.headers.etag).toBeTruthy();
    const again = await get('/home', { 'accept-language': 'fr', 'if-none-match': fr.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['content-security-policy']).toBeUndefined();
    // The English page (same size, same time here) is not the French one a browser holds.
    const other = await get('/home', { 'accept-language': 'en', 'if-none-match': fr.headers.etag as string });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(doc('home', 'en'));
  });

  it('revalidates a page whose tag is one of a list, or compared weakly, or any (*)', async () => {
    const etag = (await get('/home')).headers.etag as string;
    for (const ifNoneMatch of [`"other", ${etag}`, etag.replace(/^W\//, ''), '*']) {
      const again = await get('/home', { 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
    }
    expect((await get('/home', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });
});

describe('a restaurant page’s shell (issue 17)', () => {
  let ctx: TestContext;
  let dist: string;
  // The build's shell per language (scripts/prerender.mjs composeShell): the splash with the mark.
  const shell = (language: string) =>
    `<!doctype html><html lang="${language}"><head><title>PlayEats</title></head><body><div id="root"><div id="boot-logo" role="status"></div><!--shell--></div></body></html>`;
  const ids = { pizza: randomUUID(), photo: randomUUID(), closed: randomUUID() };
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'playeats-dist-'));
    fs.mkdirSync(path.join(dist, '.prerendered'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    for (const language of ['en', 'fr']) {
      fs.writeFileSync(path.join(dist, '.prerendered', `restaurant.${language}.html`), shell(language));
    }
    ctx = await createTestApp({ env: { WEB_DIST_DIR: dist } });
    const at = { lat: 43.65, lng: -79.38 };
    await restaurantsRepository(ctx.database.db).insertRestaurants([
      restaurant({ id: ids.pizza, name: 'Luigi’s <Pizza> & "Pasta"', cuisines: ['pizza', 'italian'], position: at }),
      restaurant({
        id: ids.photo,
        name: 'Photo Diner',
        position: at,
        imageUrl: 'https://images.example/diner.jpg?w=640&h=360',
      }),
      restaurant({ id: ids.closed, name: 'Gone', position: at, isActive: false }),
    ]);
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it('answers the page with the restaurant’s picture and name in the splash, escaped, in the visitor’s language', async () => {
    const res = await get(`/nearby/${ids.pizza}`, { 'accept-language': 'fr-CA' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('Accept-Language');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.body).toContain('<html lang="fr">');
    expect(res.body).not.toContain('<!--shell-->');
    expect(res.body).toContain('<main class="page-main boot-restaurant" data-shell="restaurant">');
    const name = 'Luigi’s &lt;Pizza&gt; &amp; &quot;Pasta&quot;';
    expect(res.body).toContain(`<title>${name} | PlayEats</title>`);
    expect(res.body).toContain(`<div class="restaurant-header-text"><h1>${name}</h1></div>`);
    // Its first cuisine with a picture, fetched first: the page's largest paint.
    expect(res.body).toMatch(
      /<div class="restaurant-hero restaurant-image--illustrated"><img class="restaurant-image-illustration" src="\/illustrations\/pizza\.svg" alt="" fetchpriority="high"/,
    );
    expect((await get(`/nearby/${ids.pizza.toUpperCase()}/`)).body).toContain('restaurant-header-text');
  });

  it('shows the photo when the restaurant has one', async () => {
    const photo = await get(`/nearby/${ids.photo}`);
    expect(photo.body).toContain('<html lang="en">');
    expect(photo.body).toContain(
      '<img class="restaurant-hero" src="https://images.example/diner.jpg?w=640&amp;h=360" alt="" fetchpriority="high"',
    );
  });

  it.each([
    ['an unknown restaurant', () => `/nearby/${randomUUID()}`],
    ['an inactive one', () => `/nearby/${ids.closed}`],
    ['an address that is no restaurant id', () => '/nearby/not-an-id'],
    ['the list', () => '/nearby'],
  ])('answers %s with the app, which says what it shows', async (_, url) => {
    const res = await get(url());
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });

  it('follows the language the address and the cookie name before the browser’s', async () => {
    const byAddress = await get(`/nearby/${ids.pizza}?lng=fr`, { 'accept-language': 'en-US' });
    expect(byAddress.body).toContain('<html lang="fr">');
    const byCookie = await get(`/nearby/${ids.pizza}`, { cookie: 'i18next=en', 'accept-language': 'fr-CA' });
    expect(byCookie.body).toContain('<html lang="en">');
  });

  it('answers HEAD like GET, and an API client with the API’s 404', async () => {
    const head = await ctx.app.inject({
      method: 'HEAD',
      url: `/nearby/${ids.pizza}`,
      headers: { accept: 'text/html' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
    const api = await ctx.app.inject({
      method: 'GET',
      url: `/nearby/${ids.pizza}`,
      headers: { accept: 'application/json' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/problem+json');
  });

  it('does not wait for a slow database: past its wait, the app answers', async () => {
    const app = Fastify();
    await registerWebStatic(app, dist, { restaurantHero: () => new Promise(() => undefined) });
    try {
      const res = await app.inject({ method: 'GET', url: `/nearby/${ids.pizza}`, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    } finally {
      await app.close();
    }
  });

  it('answers with the app when the restaurant cannot be read', async () => {
    const failing = await createTestApp({ env: { WEB_DIST_DIR: dist } });
    const page = () =>
      failing.app.inject({ method: 'GET', url: `/nearby/${ids.pizza}`, headers: { accept: 'text/html' } });
    try {
      const position = { lat: 43.65, lng: -79.38 };
      await restaurantsRepository(failing.database.db).insertRestaurants([
        restaurant({ id: ids.pizza, name: 'Luigi', cuisines: ['pizza'], position }),
      ]);
      expect((await page()).body).toContain('<h1>Luigi</h1>');
      await failing.database.close();
      const res = await page();
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    } finally {
      await failing.close().catch(() => undefined);
    }
  });
});
