import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { openApp, text } from './support/app.ts';
import { useBrowser, type Device } from './support/browser.ts';
import { Customer, demoPlaceId } from './support/customer.ts';
import { CLIENT } from './support/outbox.ts';
import { useServer } from './support/server.ts';

// The ordering flows of issue 11, clicked as a person would at both sizes: one menu on a
// restaurant's page (Add to cart first, then Add to meal and Save as a meal), the quantity
// steppers, "Order this meal" from the dashboard to the checkout, the sticky total on a
// phone, promo codes at checkout and in the account, and an address nobody delivers to.
const server = useServer({ env: { ORDER_SIMULATOR: 'false' } });
const browser = useBrowser();

const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [name, value]) => s.replaceAll(`{{${name}}}`, String(value)), template);
const o = (key: string, values: Record<string, string | number> = {}) => fill(text('en', 'ordering', key), values);
const m = (key: string, values: Record<string, string | number> = {}) => fill(text('en', 'meals', key), values);
const r = (key: string, values: Record<string, string | number> = {}) => fill(text('en', 'rewards', key), values);
const a = (key: string) => text('en', 'account', key);
const rest = (key: string, values: Record<string, string | number> = {}) =>
  fill(text('en', 'restaurants', key), values);
const common = (key: string) => text('en', 'common', key);

let accounts = 0;
const customer = () => Customer.create(server.url, `e2e-flows-${++accounts}@example.com`);

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();

async function expectNoErrorDialog(page: Page) {
  expect(await page.getByRole('dialog', { name: common('errorDialog.title') }).count()).toBe(0);
}

/** "CA$12.34" (or "$12.34") → 1234. */
const cents = (shown: string) => Math.round(Number(shown.replace(/[^\d.]/g, '')) * 100);

/** The checkout's total, as its bar shows it once priced. */
async function checkoutTotal(page: Page): Promise<number> {
  const total = page.locator('.checkout-bar-total strong');
  await expect.poll(async () => /\d/.test(await total.innerText())).toBe(true);
  return cents(await total.innerText());
}

/** A customer with a Montréal address (the demo place delivers there) and a card. */
async function readyCustomer() {
  const me = await customer();
  const addressId = await me.addAddress({ label: 'Home' });
  await me.addCard('4242424242424242', true);
  return { me, addressId };
}

describe.each<Device>(['desktop', 'phone'])('ordering flows on a %s', (device) => {
  it('one menu: Add to cart first, Add to meal and Save as a meal second; steppers; Order this meal → checkout with its total; a promo code there lowers it', async () => {
    const { me } = await readyCustomer();
    const placeId = await demoPlaceId(server.url);
    const page = await me.signIn(browser, { device });

    // The restaurant's page: every dish's first action puts it in the cart.
    await openApp(page, `${server.url}/nearby/${placeId}`);
    await page.getByRole('heading', { level: 2, name: rest('detail.menuTitle') }).waitFor();
    const addToCart = page.getByRole('button', { name: m('menu.addToCartNamed', { name: 'Club Sandwich' }) });
    const card = page.getByRole('article').filter({ has: addToCart });
    const actions = card.getByRole('button');
    // Its buttons in order: Add to cart (primary), then Add to meal.
    expect(await actions.nth(0).getAttribute('aria-label')).toBe(m('menu.addToCartNamed', { name: 'Club Sandwich' }));
    expect(await actions.nth(1).getAttribute('aria-label')).toBe(m('menu.addToMealNamed', { name: 'Club Sandwich' }));
    await addToCart.click();
    await addToCart.click();
    const viewCart = page.getByRole('link', { name: /^View cart · 2 items/ });
    await viewCart.waitFor();

    // The same menu builds a meal to save.
    await page.getByRole('button', { name: m('menu.addToMealNamed', { name: 'Club Sandwich' }) }).click();
    await page.getByLabel(m('builder.nameLabel')).fill('Raid lunch');
    await page.getByRole('button', { name: rest('detail.saveMeal') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: rest('detail.saved', { name: 'Raid lunch' }) })
      .waitFor();
    await expectNoErrorDialog(page);
    await expectNoAxeViolations(page);

    // The cart's steppers: one more, one less, each saved.
    await viewCart.click();
    await heading(page, o('cart.title'));
    const quantity = page.getByRole('spinbutton', { name: m('quantity.labelOf', { name: 'Club Sandwich' }) });
    expect(await quantity.inputValue()).toBe('2');
    await page.getByRole('button', { name: m('quantity.increase', { name: 'Club Sandwich' }) }).click();
    await page
      .getByRole('status')
      .filter({ hasText: m('quantity.now', { name: 'Club Sandwich', value: 3 }) })
      .waitFor();
    await expect
      .poll(() => me.call<{ lines: { quantity: number }[] }>('GET', '/api/users/me/cart'))
      .toMatchObject({
        lines: [{ quantity: 3 }],
      });
    await page.getByRole('button', { name: m('quantity.decrease', { name: 'Club Sandwich' }) }).click();
    await expect.poll(() => quantity.inputValue()).toBe('2');
    await expect
      .poll(() => me.call<{ lines: { quantity: number }[] }>('GET', '/api/users/me/cart'))
      .toMatchObject({
        lines: [{ quantity: 2 }],
      });
    const stepper = await page
      .getByRole('button', { name: m('quantity.increase', { name: 'Club Sandwich' }) })
      .boundingBox();
    expect(stepper!.width).toBeGreaterThanOrEqual(44);
    expect(stepper!.height).toBeGreaterThanOrEqual(44);
    await expectNoAxeViolations(page);

    // The dashboard: the saved meal is one click (and, with a cart already filled, one question) from checkout.
    await openApp(page, `${server.url}/dashboard`);
    await page.getByRole('article', { name: 'Raid lunch' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: o('mealOrder.orderNamed', { name: 'Raid lunch' }) }).click();
    const replace = page.getByRole('dialog', { name: o('mealOrder.replaceTitle') });
    await replace.getByRole('button', { name: o('mealOrder.replaceConfirm') }).click();
    await page.waitForURL(`${server.url}/checkout`);
    await heading(page, o('checkout.title'));
    const cart = await me.call<{ lines: { name: string; quantity: number }[] }>('GET', '/api/users/me/cart');
    expect(cart.lines.map((l) => [l.name, l.quantity])).toEqual([['Club Sandwich', 1]]);

    // The total and Place order: on a phone, a bar at the bottom of the screen that covers nothing.
    const before = await checkoutTotal(page);
    const place = page.getByRole('button', { name: /^Place order · / });
    await place.waitFor();
    if (device === 'phone') {
      const bar = (await page.locator('.checkout-bar').boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(bar.y + bar.height).toBeLessThanOrEqual(viewport.height + 1);
      expect(bar.y).toBeGreaterThan(viewport.height / 2);
      expect(await place.isVisible()).toBe(true);
      // Scrolled to the very end, the page's last line sits above the bar.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const note = page.getByText(o('checkout.authorizeNote'));
      await expect
        .poll(async () => {
          const box = (await note.boundingBox())!;
          const barNow = (await page.locator('.checkout-bar').boundingBox())!;
          return box.y + box.height <= barNow.y + 1;
        })
        .toBe(true);
    }
    await expectNoAxeViolations(page);

    // A promo code at checkout: the order is priced again with the new promo dollars.
    await page.getByLabel(r('promoCode.label'), { exact: true }).fill('WELCOME5');
    await page.getByRole('button', { name: r('promoCode.apply'), exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'WELCOME5' }).waitFor();
    await expect.poll(() => checkoutTotal(page)).toBe(Math.max(0, before - 500));
    await expectNoErrorDialog(page);
    await expectNoAxeViolations(page);
  });
});

describe('a promo code in the account', () => {
  it('is found from the account’s navigation and applied to the balance', async () => {
    const me = await customer();
    const page = await me.signIn(browser);
    await openApp(page, `${server.url}/account`);
    await page
      .getByRole('navigation', { name: a('nav.label') })
      .getByRole('link', { name: a('nav.promoCode') })
      .click();
    await heading(page, r('promoCode.pageTitle'));
    await page.getByLabel(r('promoCode.label'), { exact: true }).fill('welcome5');
    await page.getByRole('button', { name: r('promoCode.apply'), exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'WELCOME5' }).waitFor();
    const balance = await me.call<{ promoCents: number }>('GET', '/api/users/me/balance');
    expect(balance.promoCents).toBeGreaterThanOrEqual(500);
    await expectNoErrorDialog(page);
    await expectNoAxeViolations(page);
  });
});

describe('an address nobody delivers to', () => {
  /** Yellowknife's few restaurants closed by the admin: no restaurant delivers there any more. */
  async function closeYellowknife() {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...CLIENT, email: 'admin@playeats.test', password: 'playeats-demo-admin' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const near = await fetch(
      `${server.url}/api/restaurants/nearby?lat=62.454&lng=-114.3718&radius=60&unit=km&pageSize=50`,
    );
    const { items } = (await near.json()) as { items: { id: string; distance: number; deliveryRadiusKm: number }[] };
    for (const restaurant of items) {
      const res = await fetch(`${server.url}/api/admin/restaurants/${restaurant.id}/status`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ isActive: false, reason: 'e2e: no delivery in Yellowknife' }),
      });
      await res.text();
      expect(res.status).toBe(200);
    }
  }

  it('warns when it is saved, and checkout says it once, with what to do (phone)', async () => {
    await closeYellowknife();
    const { me } = await readyCustomer();
    await me.fillCart(await demoPlaceId(server.url), { 'Club Sandwich': 2 });
    // The refused quote (422) is what the checkout explains: the browser logs it as a failed load.
    const page = await me.signIn(browser, { device: 'phone', allowConsoleErrors: [/status of 422/] });
    await openApp(page, `${server.url}/addresses`);
    await heading(page, o('addresses.title'));

    await page.getByRole('button', { name: o('addresses.add') }).click();
    const dialog = page.getByRole('dialog', { name: o('address.addTitle') });
    await dialog.getByLabel(o('address.label')).fill('Cabin');
    await dialog.getByLabel(o('address.country')).selectOption('CANADA');
    await dialog.getByLabel(o('address.line1')).fill('4920 52 St');
    await dialog.getByLabel(o('address.city')).fill('Yellowknife');
    await dialog.getByLabel(o('address.province')).selectOption('NT');
    await dialog.getByLabel(o('address.postalCode')).fill('X1A 3T1');
    await dialog.getByRole('button', { name: o('address.add') }).click();
    const warning = page.getByRole('dialog', { name: o('address.unreachableTitle') });
    await warning.getByText(o('address.unreachableText')).waitFor();
    await expectNoAxeViolations(page);
    await warning.getByRole('button', { name: o('address.unreachableOkay') }).click();
    await warning.waitFor({ state: 'detached' });
    // Saved all the same.
    await page.getByRole('article', { name: 'Cabin' }).waitFor();

    await openApp(page, `${server.url}/checkout`);
    await heading(page, o('checkout.title'));
    await page.getByRole('radio', { name: /Cabin/ }).check();
    const notice = page.getByRole('alert').filter({ hasText: o('checkout.outOfRange.help') });
    await notice.waitFor();
    await notice.getByRole('link', { name: o('checkout.outOfRange.otherRestaurant') }).waitFor();
    await expectNoErrorDialog(page);
    expect(await page.getByText(o('checkout.quoteFailed')).count()).toBe(0);
    expect(await page.getByRole('button', { name: o('checkout.place') }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page);

    // Back to the address that is served: priced again, the notice gone.
    await page.getByRole('radio', { name: /Home/ }).check();
    await page.getByRole('button', { name: /^Place order · / }).waitFor();
    expect(await notice.count()).toBe(0);
  });
});
