import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { openApp, text } from './support/app.ts';
import { useBrowser, type Device } from './support/browser.ts';
import { Customer } from './support/customer.ts';
import {
  fireNative,
  nativeCalls,
  simulateNativeBridge,
  useMobileApp,
  type NativePlatform,
} from './support/mobile-app.ts';
import { useServer } from './support/server.ts';

// The iOS and Android apps (issue 15): the CAPACITOR build in Chromium at a phone's and a
// tablet's size, with Capacitor's native bridge simulated before the page loads (the
// shell's plugin calls recorded, its events played), the real server behind.
const server = useServer({ env: { ORDER_SIMULATOR: 'false' } });
const app = useMobileApp(() => server.url);
const browser = useBrowser();

const layout = (key: string) => text('en', 'layout', key);
const auth = (key: string) => text('en', 'auth', key);
const rewards = (key: string) => text('en', 'rewards', key);

const PLAY_STORE_WEB = 'https://play.google.com/store/apps/details?id=com.playeats.app';

let accounts = 0;

async function openMobile(platform: NativePlatform, device: Device, route: string): Promise<Page> {
  // The store link has no handler in Chromium (a phone hands it to the Play Store app).
  const page = await browser.newPage({ device, allowConsoleErrors: [/market:\/\//, /itms-apps:\/\//] });
  await simulateNativeBridge(page, platform);
  await openApp(page, `${app.url()}${route}`);
  return page;
}

async function signedIn(platform: NativePlatform, device: Device, withAddress: boolean): Promise<Page> {
  const me = await Customer.create(server.url, `e2e-mobile-${++accounts}@example.com`);
  if (withAddress) await me.addAddress();
  const page = await openMobile(platform, device, '/login');
  await page.getByLabel(auth('fields.email')).fill(me.email);
  await page.getByLabel(auth('fields.password'), { exact: true }).fill(me.password);
  await page.getByRole('button', { name: auth('login.submit'), exact: true }).click();
  await page.waitForURL(`${app.url()}/dashboard`);
  return page;
}

const bottomNav = (page: Page) => page.getByRole('navigation', { name: layout('bottomNav.label') });
const path = (page: Page) => new URL(page.url()).pathname;

describe('the mobile apps (the CAPACITOR build)', () => {
  it('on an iPhone: the shell is set up, the tab bar shows with a saved address, the modal clears the status bar', async () => {
    const page = await signedIn('ios', 'phone', true);
    await bottomNav(page).waitFor();
    await expectNoAxeViolations(page);
    // Light status bar text, splash hidden at the first paint, portrait on a phone.
    await expect.poll(async () => (await nativeCalls(page, 'SplashScreen')).map((c) => c.method)).toEqual(['hide']);
    expect(await nativeCalls(page, 'StatusBar')).toContainEqual(
      expect.objectContaining({ method: 'setStyle', options: { style: 'DARK' } }),
    );
    expect(await nativeCalls(page, 'ScreenOrientation')).toContainEqual(
      expect.objectContaining({ method: 'lock', options: { orientation: 'portrait' } }),
    );

    await bottomNav(page)
      .getByRole('link', { name: layout('bottomNav.rewards'), exact: true })
      .click();
    await page.getByRole('button', { name: rewards('balances.howItWorks') }).click();
    const dialog = page.getByRole('dialog', { name: rewards('explainer.currency.title') });
    await dialog.waitFor();
    // The iOS client keeps the dialog below the status bar (3rem plus the top inset).
    expect(await page.locator('.modal-root--inset-top').count()).toBe(1);
    expect((await dialog.boundingBox())!.y).toBeGreaterThanOrEqual(48);
    await expectNoAxeViolations(page);
  });

  it('on an Android phone: a link opens the referral sign-up, the back button walks back then leaves', async () => {
    const page = await openMobile('android', 'phone', '/home');
    await fireNative(page, 'App', 'appUrlOpen', { url: 'https://playeats.app/signupWithReferral/FRIEND-1' });
    await page.getByText(text('en', 'home', 'codeBanner.referral').replace('{{discount}}', '5')).waitFor();
    expect(path(page)).toBe('/signupWithReferral/FRIEND-1');
    await expectNoAxeViolations(page);

    await fireNative(page, 'App', 'backButton', { canGoBack: true });
    await expect.poll(() => path(page)).toBe('/home');
    expect((await nativeCalls(page, 'App')).some((c) => c.method === 'exitApp')).toBe(false);
    await fireNative(page, 'App', 'backButton', { canGoBack: true });
    await expect.poll(async () => (await nativeCalls(page, 'App')).some((c) => c.method === 'exitApp')).toBe(true);
  });

  it("on Android the review button tries the Play Store app, then opens the store's web page", async () => {
    const page = await openMobile('android', 'phone', '/home');
    const review = page.getByRole('button', { name: layout('appLinks.review') });
    await review.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    await review.click();
    await expect
      .poll(async () => (await nativeCalls(page, 'Browser')).map((c) => c.options?.url), { timeout: 10_000 })
      .toEqual([PLAY_STORE_WEB]);
    expect(path(page)).toBe('/home');
  });

  it('on a tablet: free orientation, the tab bar with a saved address only', async () => {
    const page = await signedIn('android', 'tablet', false);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await bottomNav(page).isVisible()).toBe(false);
    expect(await nativeCalls(page, 'ScreenOrientation')).toContainEqual(expect.objectContaining({ method: 'unlock' }));
    await expectNoAxeViolations(page);

    const withAddress = await signedIn('ios', 'tablet', true);
    await bottomNav(withAddress).waitFor();
    await expectNoAxeViolations(withAddress);
  });
});
