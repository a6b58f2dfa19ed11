import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll } from 'vitest';
import { Customer, demoPlaceId } from './customer.ts';
import { repoRoot } from './server-process.ts';

/** What a page's path is made of: the demo place and the customer's order. */
export interface ShotIds {
  placeId: string;
  orderId: string;
}

export interface Shot {
  name: string;
  path: (ids: ShotIds) => string;
  signedIn: boolean;
}

/** The main pages, as the web's and the apps' screenshots take them (docs/screenshots). */
export const MAIN_PAGES: Shot[] = [
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
 * Where the spec file's pictures go: docs/screenshots with `UPDATE_SCREENSHOTS=1`,
 * otherwise a temporary folder, deleted after the file's tests (the run still checks
 * every page).
 */
export function useScreenshotFolder(): string {
  const update = process.env.UPDATE_SCREENSHOTS === '1';
  const dir = update ? path.join(repoRoot, 'docs', 'screenshots') : fs.mkdtempSync(path.join(os.tmpdir(), 'pe-shots-'));
  afterAll(() => {
    if (!update) fs.rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

/**
 * A customer as the pictures show one: a saved address and card, one order placed at the
 * demo place, and a new cart there.
 */
export async function customerWithOrder(serverUrl: string, email: string): Promise<{ me: Customer; ids: ShotIds }> {
  const me = await Customer.create(serverUrl, email);
  const addressId = await me.addAddress({ label: 'Home' });
  await me.addCard('4242424242424242', true);
  const placeId = await demoPlaceId(serverUrl);
  await me.fillCart(placeId, { 'Club Sandwich': 2 });
  const { id: orderId } = await me.placeOrder(addressId);
  await me.fillCart(placeId, { 'Club Sandwich': 2, 'Steamed Hot Dog': 1 });
  return { me, ids: { placeId, orderId } };
}

/**
 * Waits until nothing loads any more: no busy region, no skeleton, the fonts and the
 * pictures in view loaded. (Not "network idle": the event stream stays open.)
 */
export async function settle(page: Page): Promise<void> {
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
