import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { openApp } from './support/app.ts';
import { useBrowser, type Device } from './support/browser.ts';
import { Customer, demoPlaceId } from './support/customer.ts';
import { sidewaysOverflow } from './support/layout.ts';
import { repoRoot } from './support/server-process.ts';
import { useServer } from './support/server.ts';

// The main pages at both sizes, as a new customer sees them: the pictures in docs/screenshots
// (README "Screenshots"). `UPDATE_SCREENSHOTS=1` writes them there; otherwise they go to a
// temporary folder, and the run still checks that every page rendered, settled (no request
// in flight, no skeleton left) and fits the width.
const server = useServer({ env: { ORDER_SIMULATOR: 'false' } });
const browser = useBrowser();

const update = process.env.UPDATE_SCREENSHOTS === '1';
const outDir = update
  ? path.join(repoRoot, 'docs', 'screenshots')
  : fs.mkdtempSync(path.join(os.tmpdir(), 'pe-shots-'));
afterAll(() => {
  if (!update) fs.rmSync(outDir, { recursive: true, force: true });
});

interface Shot {
  name: string;
  /** A path, or a function of the customer's data giving one. */
  path: (ids: { placeId: string; orderId: string }) => string;
  signedIn: boolean;
}

const SHOTS: Shot[] = [
  { name: 'landing', path: () => '/home', signedIn: false },
  { name: 'partners', path: () => '/partners', signedIn: false },
  { name: 'dashboard', path: () => '/dashboard', signedIn: true },
  { name: 'nearby', path: () => '/nearby', signedIn: true },
  { name: 'restaurant', path: ({ placeId }) => `/nearby/${placeId}`, signedIn: true },
  { name: 'cart', path: () => '/cart', signedIn: true },
  { name: 'checkout', path: () => '/checkout', signedIn: true },
  { name: 'order-tracking', path: ({ orderId }) => `/orders/${orderId}`, signedIn: true },
  { name: 'challenges', path: () => '/gamechallenges', signedIn: true },
  { name: 'account', path: () => '/account', signedIn: true },
];

/**
 * Waits until nothing loads any more: no busy region, no skeleton, the fonts and the
 * pictures in view loaded. (Not "network idle": the event stream stays open.)
 */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('[aria-busy="true"], .page-skeleton, .skeleton-line, .skeleton-block, #boot-logo') ===
        null && [...document.images].every((image) => image.loading === 'lazy' || image.complete),
    undefined,
    { timeout: 20_000 },
  );
  await page.evaluate(() => document.fonts.ready);
  // Tiles, transitions: a picture, not a test, so a moment more is fine.
  await page.waitForTimeout(800);
}

async function shoot(device: Device): Promise<void> {
  const me = await Customer.create(server.url, `e2e-shots-${device}@example.com`);
  const addressId = await me.addAddress({ label: 'Home' });
  await me.addCard('4242424242424242', true);
  const placeId = await demoPlaceId(server.url);
  await me.fillCart(placeId, { 'Club Sandwich': 2 });
  const { id: orderId } = await me.placeOrder(addressId);
  await me.fillCart(placeId, { 'Club Sandwich': 2, 'Steamed Hot Dog': 1 });

  const visitor = await browser.newPage({ device });
  const customer = await me.signIn(browser, { device });
  for (const shot of SHOTS) {
    const page = shot.signedIn ? customer : visitor;
    await openApp(page, `${server.url}${shot.path({ placeId, orderId })}`);
    await settle(page);
    expect(await sidewaysOverflow(page), `${shot.name} on a ${device}`).toBeNull();
    await page.screenshot({ path: path.join(outDir, `${device}-${shot.name}.png`), animations: 'disabled' });
  }
}

describe('screenshots of the main pages', () => {
  // Ten pages, each waited on until it has settled: longer than one screen's test.
  it('on a desktop (1366×900)', { timeout: 180_000 }, async () => {
    await shoot('desktop');
  });
  it('on a phone (390×844)', { timeout: 180_000 }, async () => {
    await shoot('phone');
  });
});
