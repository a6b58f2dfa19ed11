import http from 'node:http';
import net from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { openApp, text } from './support/app.ts';
import { useBrowser, type Device, type PageOptions } from './support/browser.ts';
import { Customer, demoPlaceId } from './support/customer.ts';
import { useServer } from './support/server.ts';

// The maps (issue 11 "A map"): Leaflet, loaded on demand, drawing tiles from MAP_TILE_URL.
// No test reaches the internet: a tiny tile server here answers every /{z}/{x}/{y}.png,
// and a closed port stands for tiles that cannot load.

/** A 1×1 PNG: Leaflet scales every tile to 256 px, the content does not matter. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const MONTREAL = { latitude: 45.4988, longitude: -73.5667 };
const DEVICES: Device[] = ['desktop', 'phone'];
const m = (key: string) => text('en', 'map', key);
const FAILED_TILE = /Failed to load resource: net::ERR_CONNECTION_REFUSED/;

/** A free port nothing listens on (taken, then let go). */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts the tile server (or finds a closed port) before the app server reads its env. */
function useTiles(reachable: boolean) {
  const env: Record<string, string> = { ORDER_SIMULATOR: 'false' };
  const requested: string[] = [];
  let tileServer: http.Server | undefined;
  beforeAll(async () => {
    let port: number;
    if (reachable) {
      tileServer = http.createServer((req, res) => {
        if (!/^\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) return void res.writeHead(404).end();
        requested.push(req.url!);
        res.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' }).end(PNG);
      });
      await new Promise<void>((resolve) => tileServer!.listen(0, '127.0.0.1', resolve));
      port = (tileServer.address() as net.AddressInfo).port;
    } else {
      port = await closedPort();
    }
    env.MAP_TILE_URL = `http://127.0.0.1:${port}/{z}/{x}/{y}.png`;
  });
  afterAll(async () => {
    await new Promise((resolve) => (tileServer ? tileServer.close(resolve) : resolve(undefined)));
  });
  return { env, requested, origin: () => env.MAP_TILE_URL!.replace('/{z}/{x}/{y}.png', '') };
}

const browser = useBrowser();

async function pageInMontreal(serverUrl: string, options: PageOptions): Promise<Page> {
  const page = await browser.newPage(options);
  await page.context().grantPermissions(['geolocation'], { origin: serverUrl });
  await page.context().setGeolocation(MONTREAL);
  return page;
}

async function settledResults(page: Page): Promise<number> {
  await page.locator('.nearby-results:not([aria-busy])').waitFor();
  await page.locator('.nearby-results article.restaurant-card').first().waitFor();
  return page.locator('.nearby-results article.restaurant-card').count();
}

const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('with tiles reachable', () => {
  const tiles = useTiles(true);
  const server = useServer({ env: tiles.env });

  it('the CSP lets the configured tile origin into img-src', async () => {
    const response = await fetch(`${server.url}/home`, { headers: { accept: 'text/html' } });
    await response.arrayBuffer();
    const imgSrc = /img-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    expect(imgSrc.split(' ')).toContain(tiles.origin());
  });

  it.each(DEVICES)(
    '/nearby on a %s: tiles, the search radius, the origin and one pin per result; axe clean',
    async (device) => {
      const page = await pageInMontreal(server.url, { device });
      await openApp(page, `${server.url}/nearby`);
      const results = await settledResults(page);
      const map = page.getByRole('region', { name: /^Map of the restaurants within / });
      await map.scrollIntoViewIfNeeded();
      await map.locator('img.leaflet-tile-loaded').first().waitFor();
      await page.waitForFunction(
        (n) => document.querySelectorAll('.place-map .map-marker--restaurant').length === n,
        results,
      );
      expect(await map.locator('.map-marker--origin').count()).toBe(1);
      expect(await map.locator('path.map-circle').count()).toBe(1);
      await map.getByRole('link', { name: '© OpenStreetMap contributors' }).waitFor();
      expect(tiles.requested.length).toBeGreaterThan(0);
      expect(await noHorizontalOverflow(page)).toBe(true);
      await expectNoAxeViolations(page);

      const container = map.locator('.leaflet-container');
      if (device === 'phone') {
        // One finger scrolls the page: the map does not take the drag, and the wheel never zooms.
        expect(await container.evaluate((el) => getComputedStyle(el).touchAction)).not.toBe('none');
        expect(await container.evaluate((el) => el.classList.contains('leaflet-touch-drag'))).toBe(false);
      } else {
        // A pin opens its restaurant, as its card does.
        await map.locator('.map-marker--restaurant').first().dispatchEvent('click');
        await page.waitForURL(/\/nearby\/[0-9a-f-]{36}$/);
        await page.getByRole('heading', { level: 2, name: m('restaurant.title') }).waitFor();
      }
    },
  );

  it.each(DEVICES)(
    'a restaurant on a %s: its delivery radius, the default address and whether it is in range',
    async (device) => {
      const customer = await Customer.create(server.url, `map-restaurant-${device}@example.com`);
      await customer.addAddress();
      const page = await customer.signIn(browser, { device });
      await openApp(page, `${server.url}/nearby/${await demoPlaceId(server.url)}`);
      await page.getByRole('heading', { level: 2, name: m('restaurant.title') }).waitFor();
      await page.getByText(/^Your default address is .+ away: within its delivery area\.$/).waitFor();
      const map = page.getByRole('region', { name: /^Map of .+ and where it delivers$/ });
      await map.scrollIntoViewIfNeeded();
      await map.locator('img.leaflet-tile-loaded').first().waitFor();
      expect(await map.locator('.map-marker--restaurant').count()).toBe(1);
      expect(await map.locator('.map-marker--home').count()).toBe(1);
      expect(await map.locator('path.map-circle').count()).toBe(1);
      expect(await noHorizontalOverflow(page)).toBe(true);
      await expectNoAxeViolations(page);
    },
  );

  it('a restaurant’s map far below the screen starts only as it comes near (issue 17: not in the page’s start)', async () => {
    const page = await browser.newPage({ device: 'phone' });
    await page.setViewportSize({ width: 390, height: 480 });
    await openApp(page, `${server.url}/nearby/${await demoPlaceId(server.url)}`);
    const map = page.getByRole('region', { name: /^Map of .+ and where it delivers$/ });
    await map.waitFor({ state: 'attached' });
    expect(await map.evaluate((el) => el.getBoundingClientRect().top - window.innerHeight)).toBeGreaterThan(400);
    // The page has rendered (its menu too) and two frames have passed, where the browser
    // tells the page what is on screen: the map has still not started.
    await page.getByRole('heading', { level: 2, name: text('en', 'restaurants', 'detail.menuTitle') }).waitFor();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await map.locator('.leaflet-container').count()).toBe(0);
    await map.scrollIntoViewIfNeeded();
    await map.locator('img.leaflet-tile-loaded').first().waitFor();
  });

  it.each(DEVICES)('tracking on a %s: a progress bar with the expected time, and the way on a map', async (device) => {
    const customer = await Customer.create(server.url, `map-tracking-${device}@example.com`);
    const addressId = await customer.addAddress();
    await customer.addCard();
    await customer.fillCart(await demoPlaceId(server.url), { 'Club Sandwich': 1 });
    const order = await customer.placeOrder(addressId);
    const page = await customer.signIn(browser, { device });
    await openApp(page, `${server.url}/orders/${order.id}`);

    const bar = page.getByRole('progressbar', { name: `Progress of order #${order.number}` });
    await bar.waitFor();
    expect(await bar.getAttribute('aria-valuenow')).toBe('17');
    expect(await bar.getAttribute('aria-valuetext')).toMatch(/^Step 1 of 6: Placed\. Expected around .+\.$/);
    await page.getByText('Step 1 of 6: Placed').waitFor();

    const map = page.getByRole('region', { name: /^Map of your order's way from / });
    await map.scrollIntoViewIfNeeded();
    await map.locator('img.leaflet-tile-loaded').first().waitFor();
    expect(await map.locator('.map-marker--restaurant').count()).toBe(1);
    expect(await map.locator('.map-marker--home').count()).toBe(1);
    expect(await noHorizontalOverflow(page)).toBe(true);
    await expectNoAxeViolations(page);
  });
});

describe('with tiles unreachable', () => {
  const tiles = useTiles(false);
  const server = useServer({ env: tiles.env });

  it.each(DEVICES)('/nearby on a %s gives way to the list, with a note and no broken map', async (device) => {
    const page = await pageInMontreal(server.url, { device, allowConsoleErrors: [FAILED_TILE] });
    await openApp(page, `${server.url}/nearby`);
    expect(await settledResults(page)).toBeGreaterThan(0);
    await page.getByText(m('unavailable')).waitFor();
    expect(await page.locator('.leaflet-container').count()).toBe(0);
    expect(await page.locator('.place-map').count()).toBe(0);
    await expectNoAxeViolations(page);
  });
});
