import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { openApp, text } from './support/app.ts';
import { useBrowser, type Device, type PageOptions } from './support/browser.ts';
import { Customer, demoPlaceId } from './support/customer.ts';
import { sidewaysOverflow } from './support/layout.ts';
import { CLIENT } from './support/outbox.ts';
import { useServer } from './support/server.ts';
import { routeTable, visitsOf, WALK, type WalkIds, type Who } from './phone-layout-routes.ts';

// Phone first (issue 11): every route at 390 px wide fits the width (no sideways scroll) and
// passes axe, at the desktop size too; the bottom tab bar leads to its five places; the
// header shows the bucks; the first error of a form lands below the sticky header.
const server = useServer({ env: { ORDER_SIMULATOR: 'false' } });
const browser = useBrowser();

const DEMO_ADMIN = { email: 'admin@playeats.test', password: 'playeats-demo-admin' };
// The walk visits made-up tokens and ids on purpose (an expired link, a missing order):
// their failed calls are what those pages are about.
const WALK_OPTIONS: PageOptions = { allowConsoleErrors: [/Failed to load resource/] };
const layout = (key: string) => text('en', 'layout', key);

let customer: Customer;
let ids: WalkIds;

async function apiAs(token: string, path: string): Promise<unknown> {
  const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return res.json();
}

const firstId = (body: unknown): string =>
  (body as { items?: { id?: string | number }[] }).items?.[0]?.id?.toString() ?? 'not-a-real-id';

beforeAll(async () => {
  customer = await Customer.create(server.url, 'e2e-phone-layout@example.com');
  const addressId = await customer.addAddress({ label: 'Home' });
  await customer.addCard('4242424242424242', true);
  const placeId = await demoPlaceId(server.url);
  const dishes = [...(await customer.simpleDishes(placeId)).entries()];
  // Enough for the restaurant's minimum order.
  await customer.fillCart(placeId, { [dishes[0]![0]]: 8 });
  const { id: orderId } = await customer.placeOrder(addressId);
  await customer.fillCart(placeId, { [dishes[0]![0]]: 2 });
  const meal = await customer.call<{ id: string }>('POST', '/api/users/me/meals', {
    name: 'Raid lunch',
    restaurantId: placeId,
    items: [{ itemId: dishes[0]![1], quantity: 1 }],
  });
  const me = await customer.call<{ id: string }>('GET', '/api/users/me');
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...CLIENT, ...DEMO_ADMIN }),
  });
  const admin = (await login.json()) as { accessToken: string };
  ids = {
    placeId,
    orderId,
    mealId: meal.id,
    challengeId: firstId(await apiAs(customer.session.accessToken, '/api/challenges')),
    userId: me.id,
    promoCodeId: firstId(await apiAs(admin.accessToken, '/api/admin/promo-codes')),
    adminChallengeId: firstId(await apiAs(admin.accessToken, '/api/admin/challenges')),
  };
});

async function signedInPage(who: Who, options: PageOptions): Promise<Page> {
  if (who === 'customer') return customer.signIn(browser, options);
  const page = await browser.newPage(options);
  if (who === 'admin') {
    await openApp(page, `${server.url}/login`);
    await page.getByLabel(text('en', 'auth', 'fields.email')).fill(DEMO_ADMIN.email);
    await page.getByLabel(text('en', 'auth', 'fields.password'), { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: text('en', 'auth', 'login.submit'), exact: true }).click();
    await page.waitForURL(`${server.url}/dashboard`);
  }
  return page;
}

/** Until nothing is loading: no busy region, no loading status left. */
async function settle(page: Page): Promise<void> {
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 15_000 });
  await page.locator('[role="status"] .page-skeleton').first().waitFor({ state: 'detached', timeout: 15_000 });
}

/** Visits every route of one kind of person; lists every page that fails, not only the first. */
async function walk(who: Who, device: Device): Promise<void> {
  const page = await signedInPage(who, { device, ...WALK_OPTIONS });
  const failures: string[] = [];
  for (const visit of visitsOf(who)) {
    const url = visit.url(ids);
    try {
      await openApp(page, `${server.url}${url}`);
      await settle(page);
      const overflow = device === 'phone' ? await sidewaysOverflow(page) : null;
      if (overflow) failures.push(`${url}: ${overflow}`);
      await expectNoAxeViolations(page);
    } catch (error) {
      failures.push(`${url}: ${(error as Error).message.split('\n').slice(0, 4).join(' ')}`);
    }
  }
  expect(failures, `as a ${who} on a ${device}`).toEqual([]);
}

describe('every route at 390 px wide, and at the desktop size', () => {
  it('the walk knows every route of the route table', () => {
    expect(Object.keys(WALK).sort()).toEqual(routeTable());
  });

  for (const who of ['visitor', 'customer', 'admin'] as const) {
    for (const device of ['phone', 'desktop'] as const) {
      it(
        `as a ${who} on a ${device}: ${device === 'phone' ? 'no sideways scroll, ' : ''}axe clean`,
        {
          timeout: 300_000,
        },
        async () => {
          await walk(who, device);
        },
      );
    }
  }
});

describe('the phone shell', () => {
  it('the bottom tab bar leads to home, restaurants, rewards, orders and account, marking the current tab', async () => {
    const page = await customer.signIn(browser, { device: 'phone' });
    const bar = page.getByRole('navigation', { name: layout('bottomNav.label') });
    await bar.waitFor();
    const tabs: [string, string][] = [
      ['restaurants', '/nearby'],
      ['rewards', '/gamechallenges'],
      ['orders', '/orders'],
      ['account', '/account'],
      ['home', '/dashboard'],
    ];
    for (const [key, path] of tabs) {
      const tab = bar.getByRole('link', { name: layout(`bottomNav.${key}`) });
      const box = await tab.boundingBox();
      expect(box!.height, `${key}: a thumb-sized target`).toBeGreaterThanOrEqual(44);
      await tab.tap();
      await page.waitForURL(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expect.poll(() => tab.getAttribute('aria-current'), { message: key }).toBe('page');
    }
    // The page ends above the bar: the footer's last line is not behind it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = await page.getByRole('contentinfo').boundingBox();
    const barBox = await bar.boundingBox();
    // The bar's top border may cover the footer's last pixel.
    expect(footer!.y + footer!.height).toBeLessThanOrEqual(barBox!.y + 2);
  });

  it('the desktop has no tab bar, and a Challenges link in the header', async () => {
    const page = await customer.signIn(browser, { device: 'desktop' });
    await page
      .getByRole('banner')
      .getByRole('link', { name: layout('header.challenges') })
      .click();
    await page.waitForURL(`${server.url}/gamechallenges`);
    expect(await page.getByRole('navigation', { name: layout('bottomNav.label') }).isVisible()).toBe(false);
  });

  for (const device of ['phone', 'desktop'] as const) {
    it(`the header shows the bucks balance and the cart's count on a ${device}, and leads to the rewards`, async () => {
      const { availableDollars } = await customer.call<{ availableDollars: number }>('GET', '/api/users/dollars');
      const page = await customer.signIn(browser, { device });
      const header = page.getByRole('banner');
      const formatted = new Intl.NumberFormat('en').format(availableDollars);
      const bucksLabel = text('en', 'layout', `header.bucks_${availableDollars === 1 ? 'one' : 'other'}`);
      const bucks = header.getByRole('link', { name: bucksLabel.replace('{{formatted}}', formatted) });
      await bucks.waitFor();
      expect((await bucks.innerText()).trim()).toBe(formatted);
      // The cart holds two of one dish (set up above).
      await header.getByRole('link', { name: layout('header.cartCount_other').replace('{{count}}', '2') }).waitFor();
      await bucks.click();
      await page.waitForURL(`${server.url}/gamechallenges`);
    });
  }

  it('the account menu opens on a phone, over the page, with the language and Sign out', async () => {
    const page = await customer.signIn(browser, { device: 'phone' });
    const toggle = page.getByRole('button', { name: text('en', 'auth', 'menu.label') });
    // One tap, the moment the toggle shows after sign-in, while the signed-in shell is still
    // loading (the bucks, the cart, the bell, the dashboard): it opens the menu.
    await toggle.tap();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    // Escape closes it and gives the focus back to the toggle; a tap opens it again.
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.locator('.header-bucks-amount').waitFor();
    await toggle.tap();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const signOut = page.getByRole('button', { name: text('en', 'auth', 'menu.signOut') });
    await signOut.waitFor();
    await page.getByRole('button', { name: `FR ${layout('language.fr')}` }).waitFor();
    // The panel is on top of the page: what is at Sign out's centre is Sign out.
    const box = (await signOut.boundingBox())!;
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent ?? 'nothing',
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(hit).toBe(text('en', 'auth', 'menu.signOut'));
    await expectNoAxeViolations(page);
    await signOut.tap();
    await page.getByRole('link', { name: text('en', 'auth', 'menu.signIn'), exact: true }).waitFor();
  });

  it("a form's first error lands below the sticky header (sign-up, sent empty, on a phone)", async () => {
    const page = await browser.newPage({ device: 'phone' });
    await openApp(page, `${server.url}/signup`);
    await page.getByRole('button', { name: text('en', 'auth', 'signup.submit') }).tap();
    const focused = page.locator(':focus');
    await expect.poll(() => focused.getAttribute('aria-invalid')).toBe('true');
    const header = await page.getByRole('banner').boundingBox();
    const field = await focused.boundingBox();
    expect(field!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  });
});
