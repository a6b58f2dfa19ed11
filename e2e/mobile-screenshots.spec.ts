import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, text } from './support/app.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { useBrowser, type Device } from './support/browser.ts';
import { sidewaysOverflow } from './support/layout.ts';
import {
  IPHONE_SAFE_AREA,
  navigateInApp,
  simulateNativeBridge,
  simulateSafeArea,
  useMobileApp,
  type NativePlatform,
  type SafeArea,
} from './support/mobile-app.ts';
import { customerWithOrder, MAIN_PAGES, settle, useScreenshotFolder } from './support/screenshots.ts';
import { useServer } from './support/server.ts';

// The apps' main pages (issue 15): the CAPACITOR build with Capacitor's native bridge
// simulated, on an iPhone (390×844, the iOS client, the page drawn under the status bar
// with the iPhone's safe area) and an Android tablet (768×1024), as a customer with a saved
// address (so the tab bar shows), a card, an order and a cart sees them: the pictures in
// docs/screenshots/app-*.png (docs/mobile.md "Screenshots"). `UPDATE_SCREENSHOTS=1` writes
// them there; otherwise they go to a temporary folder, and the run still checks each page:
// settled, axe, the width, nothing under the status bar or the home indicator, no broken
// picture, the tab bar.
const server = useServer({ env: { ORDER_SIMULATOR: 'false' } });
const app = useMobileApp(() => server.url);
const browser = useBrowser();
const outDir = useScreenshotFolder();

/** The pages issue 15 names: not the partners page (a pitch to restaurants, pictured with the web's). */
const APP_PAGES = MAIN_PAGES.filter((shot) => shot.name !== 'partners');

const NO_INSETS: SafeArea = { top: 0, right: 0, bottom: 0, left: 0 };

interface AppDevice {
  name: 'phone' | 'tablet';
  device: Device;
  platform: NativePlatform;
  /** What the web view's CSS gets: iOS draws the page under the status bar, Android keeps the bar its own strip. */
  safeArea: SafeArea;
}

const PHONE: AppDevice = { name: 'phone', device: 'phone', platform: 'ios', safeArea: IPHONE_SAFE_AREA };
const TABLET: AppDevice = { name: 'tablet', device: 'tablet', platform: 'android', safeArea: NO_INSETS };

async function openInApp(target: AppDevice): Promise<Page> {
  const page = await browser.newPage({ device: target.device });
  await simulateNativeBridge(page, target.platform);
  await simulateSafeArea(page, target.safeArea);
  return page;
}

/**
 * Text, pictures and controls the status bar would cover at the top of the page, and tabs
 * of the bar under the home indicator; null when there are none.
 */
async function underTheSystemBars(page: Page, insets: SafeArea): Promise<string | null> {
  return page.evaluate(({ top, bottom }) => {
    window.scrollTo(0, 0);
    const covered: string[] = [];
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
    for (const el of document.body.querySelectorAll('*')) {
      const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
      if (!hasText && !el.matches('img, svg, button, a, input, select, textarea')) continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || box.bottom <= 0) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (box.top < top) covered.push(`${name(el)} at y=${Math.round(box.top)}`);
    }
    for (const tab of document.querySelectorAll('.bottom-nav a')) {
      const box = tab.getBoundingClientRect();
      if (box.bottom > window.innerHeight - bottom) covered.push(`${name(tab)} ending at y=${Math.round(box.bottom)}`);
    }
    return covered.length > 0 ? covered.join(', ') : null;
  }, insets);
}

/** Pictures that loaded nothing (the address led nowhere): their addresses. */
async function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((image) => image.complete && image.currentSrc !== '' && image.naturalWidth === 0)
      .map((image) => image.currentSrc),
  );
}

async function shoot(target: AppDevice): Promise<void> {
  const { me, ids } = await customerWithOrder(server.url, `e2e-app-shots-${target.name}@example.com`);
  const visitor = await openInApp(target);
  const customer = await openInApp(target);
  await openApp(visitor, `${app.url()}/home`);
  await me.signInOn(customer, app.url());
  const tabBar = customer.getByRole('navigation', { name: text('en', 'layout', 'bottomNav.label') });
  for (const shot of APP_PAGES) {
    const page = shot.signedIn ? customer : visitor;
    const where = `${shot.name} on the ${target.name}`;
    // The visitor's page opens there (the landing); the customer's is signed in, on the dashboard.
    if (new URL(page.url()).pathname !== shot.path(ids)) await navigateInApp(page, shot.path(ids));
    await settle(page);
    expect(await sidewaysOverflow(page), where).toBeNull();
    expect(await underTheSystemBars(page, target.safeArea), where).toBeNull();
    expect(await brokenImages(page), where).toEqual([]);
    if (shot.signedIn) expect(await tabBar.isVisible(), where).toBe(true);
    await page.screenshot({
      path: path.join(outDir, `app-${target.name}-${shot.name}.png`),
      animations: 'disabled',
      scale: 'css',
    });
    await expectNoAxeViolations(page);
  }
}

describe('screenshots of the apps (the CAPACITOR build)', () => {
  // Nine pages, each waited on until it has settled, and axe on each.
  it('on an iPhone (390×844, iOS)', { timeout: 180_000 }, async () => {
    await shoot(PHONE);
  });
  it('on a tablet (768×1024, Android)', { timeout: 180_000 }, async () => {
    await shoot(TABLET);
  });
});
