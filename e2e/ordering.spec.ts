import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { openApp, text } from './support/app.ts';
import { useBrowser } from './support/browser.ts';
import { createActiveAccount } from './support/outbox.ts';
import { useServer } from './support/server.ts';

// The demo place (Poutinerie du Quartier, downtown Montréal, always open, $10 minimum,
// 8 km delivery radius) takes the orders; the simulator moves each order one step every
// 2 s, so tracking reaches "delivered" within the test. Cards are Stripe's test cards,
// which the local payment provider honours.
const server = useServer({ env: { ORDER_SIMULATOR: 'true', ORDER_SIMULATOR_STEP_SECONDS: '2' } });
const browser = useBrowser();

const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [name, value]) => s.replace(`{{${name}}}`, String(value)), template);
const o = (key: string, values: Record<string, string | number> = {}) => fill(text('en', 'ordering', key), values);
const common = (key: string) => text('en', 'common', key);

const PASSWORD = 'amber falcon route 42';
/** Refusals the browser logs as failed requests; each test checks the user saw them. */
const REFUSALS = [/status of 40[029]/, /status of 422/];

async function heading(page: Page, name: string | RegExp, timeout = 15_000) {
  await page.getByRole('heading', { level: 1, name }).waitFor({ timeout });
}

async function signIn(email: string): Promise<Page> {
  await createActiveAccount(server.url, email, PASSWORD);
  const page = await browser.newPage({ allowConsoleErrors: REFUSALS });
  await openApp(page, `${server.url}/login`);
  await page.getByLabel(text('en', 'auth', 'fields.email')).fill(email);
  await page.getByLabel(text('en', 'auth', 'fields.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: text('en', 'auth', 'login.submit'), exact: true }).click();
  await page.waitForURL(`${server.url}/dashboard`);
  return page;
}

async function demoPlaceId(): Promise<string> {
  const demo = (await (await fetch(`${server.url}/api/demo`)).json()) as { placeId: string };
  return demo.placeId;
}

async function addCard(page: Page, number: string) {
  await page.getByRole('button', { name: o('cards.add') }).click();
  const dialog = page.getByRole('dialog', { name: o('cardForm.title') });
  await dialog.getByLabel(o('cardForm.number')).fill(number);
  await dialog.getByLabel(o('cardForm.expiry')).fill('12/34');
  await dialog.getByLabel(o('cardForm.cvc')).fill('123');
  await dialog.getByRole('button', { name: o('cardForm.save') }).click();
  return dialog;
}

/** The menu of the demo place (its page, the one menu): dishes without options go straight into the cart. */
async function addToCart(page: Page, placeId: string, dishes: string[]) {
  await openApp(page, `${server.url}/nearby/${placeId}`);
  await heading(page, 'Poutinerie du Quartier');
  for (const dish of dishes) {
    await page.getByRole('button', { name: `Add to cart: ${dish}` }).click();
    await page.getByText(o('menu.added', { name: dish })).waitFor();
  }
}

async function addAddress(page: Page, address: { line1: string; city: string; region: string; postalCode: string }) {
  await page.getByRole('button', { name: o('checkout.address.add') }).click();
  const dialog = page.getByRole('dialog', { name: o('address.addTitle') });
  await dialog.getByLabel(o('address.country')).selectOption('CANADA');
  await dialog.getByLabel(o('address.line1')).fill(address.line1);
  await dialog.getByLabel(o('address.city')).fill(address.city);
  await dialog.getByLabel(o('address.province')).selectOption(address.region);
  await dialog.getByLabel(o('address.postalCode')).fill(address.postalCode);
  await dialog.getByRole('button', { name: o('address.add') }).click();
  await dialog.waitFor({ state: 'detached' });
}

const MONTREAL = { line1: '1000 Rue De La Gauchetière O', city: 'Montréal', region: 'QC', postalCode: 'H3B 4W5' };
const TORONTO = { line1: '290 Bremner Blvd', city: 'Toronto', region: 'ON', postalCode: 'M5V 3L9' };

async function errorDialogSays(page: Page, message: string | RegExp) {
  const dialog = page.getByRole('dialog', { name: common('errorDialog.title') });
  await dialog.getByText(message).waitFor();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: common('actions.okay') }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('ordering', () => {
  it('browse → cart → checkout with a saved card → confirmation → tracking to delivered; axe clean throughout', async () => {
    const page = await signIn('e2e-order@example.com');
    const placeId = await demoPlaceId();

    // A saved card first, as a regular would have.
    await openApp(page, `${server.url}/payment-cards`);
    await heading(page, o('cards.title'));
    const cardDialog = await addCard(page, '4242 4242 4242 4242');
    await cardDialog.waitFor({ state: 'detached' });
    await page.getByRole('article', { name: /Visa ending in 4242/ }).waitFor();
    await expectNoAxeViolations(page);

    // Browse the restaurant, fill the cart from its menu (one dish without options, one with).
    await addToCart(page, placeId, ['Club Sandwich']);
    await page.getByRole('button', { name: 'Add to cart: Classic Poutine' }).click();
    const options = page.getByRole('dialog', { name: 'Classic Poutine' });
    await options.getByRole('radio', { name: /Large/ }).check();
    await expectNoAxeViolations(page);
    await options.getByRole('button', { name: /^Add to cart/ }).click();
    await options.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: /View cart · 2 items/ }).click();
    await heading(page, o('cart.title'));
    await page.getByText('Classic Poutine', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add one Club Sandwich' }).click();
    await page.getByText(o('cart.subtotal_other', { count: 3 })).waitFor();
    await expectNoAxeViolations(page);

    // Checkout: an address added here, the saved card chosen by default, the quote in full.
    await page.getByRole('link', { name: o('cart.checkout') }).click();
    await heading(page, o('checkout.title'));
    await addAddress(page, MONTREAL);
    const summary = page.getByRole('region', { name: o('checkout.summary') });
    await summary.getByText('GST + QST').waitFor();
    await summary.getByText(o('price.serviceFee')).waitFor();
    expect(await page.getByRole('radio', { name: /Visa ending in 4242/ }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: /20%/ }).check();
    const place = summary.getByRole('button', { name: /^Place order · CA\$/ });
    await place.waitFor();
    await expect.poll(() => place.isEnabled()).toBe(true);
    await expectNoAxeViolations(page);
    await place.click();

    await heading(page, o('confirmation.title'));
    await page.getByText(/Order #\d+ from Poutinerie du Quartier has been sent to the restaurant\./).waitFor();
    await expectNoAxeViolations(page);

    // Tracking: the simulator moves it to delivered, and the page leads to the thank-you page.
    await page.getByRole('link', { name: o('confirmation.track') }).click();
    await heading(page, /^Order #\d+$/);
    await page.getByRole('list', { name: o('timeline.label') }).waitFor();
    await expectNoAxeViolations(page);
    // Six steps, 2 s each, seen by a page that asks every 10 s.
    await heading(page, o('done.title'), 45_000);
    await page.getByText(/was delivered at/).waitFor();
    await expectNoAxeViolations(page);

    // The history has it, and the cart was emptied by the order.
    await openApp(page, `${server.url}/orders`);
    await page.getByRole('link', { name: /Order #\d+ · Poutinerie du Quartier/ }).waitFor();
    await page.getByText(o('status.delivered'), { exact: true }).waitFor();
    await expectNoAxeViolations(page);
    await openApp(page, `${server.url}/cart`);
    await page.getByText(/Your cart is empty/).waitFor();
  }, 120_000);

  it('a declined card: refused when saved, and when charged at checkout', async () => {
    const page = await signIn('e2e-declined@example.com');
    const placeId = await demoPlaceId();
    await openApp(page, `${server.url}/payment-cards`);
    await heading(page, o('cards.title'));
    // Declined at setup: the card is not saved.
    const dialog = await addCard(page, '4000 0000 0000 0002');
    await errorDialogSays(page, /^Your payment card was declined: .+\. Please try another card\.$/);
    await dialog.getByRole('button', { name: o('actions.cancel') }).click();
    await page.getByText(o('cards.empty')).waitFor();
    // Saved without trouble, declined at every charge.
    const second = await addCard(page, '4000 0000 0000 0341');
    await second.waitFor({ state: 'detached' });

    await addToCart(page, placeId, ['Club Sandwich']);
    await openApp(page, `${server.url}/checkout`);
    await addAddress(page, MONTREAL);
    const place = page.getByRole('button', { name: /^Place order · CA\$/ });
    await place.waitFor();
    await expect.poll(() => place.isEnabled()).toBe(true);
    await place.click();
    await errorDialogSays(page, /^Your payment card was declined: .+\. Please try another card\.$/);
    expect(new URL(page.url()).pathname).toBe('/checkout');
  });

  it('below the minimum reaches the error dialog; an address out of the delivery range is said once on the page', async () => {
    const page = await signIn('e2e-refusals@example.com');
    const placeId = await demoPlaceId();
    await addToCart(page, placeId, ['Steamed Hot Dog']);
    await page.getByRole('link', { name: /View cart/ }).click();
    // The menu's prices are generated: the amount missing is whatever the hot dog leaves.
    await page
      .getByText(/^This restaurant's minimum order is CA\$10\.00\. Add CA\$\d+\.\d\d more to order\.$/)
      .waitFor();
    await page.getByRole('link', { name: o('cart.checkout') }).click();
    await heading(page, o('checkout.title'));

    await addAddress(page, MONTREAL);
    await errorDialogSays(page, fill(common('exceptions.MinimumOrderAmountException'), { amount: 'CA$10.00' }));
    await page.getByText(o('checkout.quoteFailed')).waitFor();
    expect(await page.getByRole('button', { name: o('checkout.place') }).isDisabled()).toBe(true);

    // Out of range is said once, on the page, with what to do (no error dialog).
    await addAddress(page, TORONTO);
    await page.getByText(o('checkout.outOfRange.title', { restaurant: 'Poutinerie du Quartier' })).waitFor();
    await page.getByRole('link', { name: o('checkout.outOfRange.otherRestaurant') }).waitFor();
    expect(await page.getByRole('dialog', { name: common('errorDialog.title') }).count()).toBe(0);
    expect(await page.getByRole('button', { name: o('checkout.place') }).isDisabled()).toBe(true);
  });
});
