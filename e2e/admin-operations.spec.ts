import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { openApp, text } from './support/app.ts';
import { useBrowser, type PageOptions } from './support/browser.ts';
import { Customer, demoPlaceId } from './support/customer.ts';
import { CLIENT } from './support/outbox.ts';
import { useServer } from './support/server.ts';

const server = useServer();
const browser = useBrowser();

const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [name, value]) => s.replace(`{{${name}}}`, String(value)), template);
const admin = (key: string) => text('en', 'admin', key);
const orders = (key: string, values: Record<string, string | number> = {}) =>
  fill(text('en', 'admin-orders', key), values);
const promos = (key: string, values: Record<string, string | number> = {}) =>
  fill(text('en', 'admin-promotions', key), values);
const rewards = (key: string) => text('en', 'rewards', key);

/** The demo admin of the seed (README): development and tests only. */
const DEMO_ADMIN = { email: 'admin@playeats.test', password: 'playeats-demo-admin' };

async function signInAsAdmin(options: PageOptions = {}): Promise<Page> {
  const page = await browser.newPage(options);
  await openApp(page, `${server.url}/login`);
  await page.getByLabel(text('en', 'auth', 'fields.email')).fill(DEMO_ADMIN.email);
  await page.getByLabel(text('en', 'auth', 'fields.password'), { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: text('en', 'auth', 'login.submit'), exact: true }).click();
  await page.waitForURL(`${server.url}/dashboard`);
  return page;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

/** A datetime-local value (the browser's local time), `hours` from now. */
function localInput(hours: number): string {
  const d = new Date(Date.now() + hours * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The dashboard's balances panel, once its promo dollars read `amount`. */
async function balanceShows(page: Page, amount: RegExp) {
  await openApp(page, `${server.url}/dashboard`);
  await page
    .getByRole('region', { name: rewards('balances.title') })
    .getByText(amount)
    .first()
    .waitFor();
}

describe('admin operations', () => {
  it('an admin finds an order by its customer and cancels it with refund; the customer’s balance shows the refund', async () => {
    // A customer pays an order with the $5 of promo dollars of the demo code, and their card.
    const email = `e2e-refund-${randomUUID().slice(0, 8)}@example.com`;
    const customer = await Customer.create(server.url, email);
    await customer.call('PATCH', '/api/users/promotion', { ...CLIENT, promotionCode: 'WELCOME5' });
    const placeId = await demoPlaceId(server.url);
    const addressId = await customer.addAddress();
    await customer.addCard();
    await customer.fillCart(placeId, { 'Club Sandwich': 2 });
    const order = await customer.call<{ id: string; number: number; promoDiscountCents: number }>(
      'POST',
      '/api/users/me/orders',
      { addressId, promoCents: 500 },
      { 'idempotency-key': randomUUID() },
    );
    const customerPage = await customer.signIn(browser);
    await balanceShows(customerPage, /\$0\.00/);

    // The admin finds it by the customer's e-mail.
    const page = await signInAsAdmin();
    await openApp(page, `${server.url}/admin`);
    await page
      .getByRole('navigation', { name: admin('nav.label') })
      .getByRole('link', { name: admin('nav.orders') })
      .click();
    await heading(page, orders('list.title'));
    await expectNoAxeViolations(page);
    await page.getByLabel(orders('filters.user')).fill(email.toUpperCase());
    await page.getByLabel(orders('filters.status')).selectOption('placed');
    await page.getByRole('button', { name: orders('filters.apply') }).click();
    await page.waitForURL(/\/admin\/orders\?.*user=/);
    const link = page.getByRole('link', { name: orders('list.numberValue', { number: order.number }) });
    await link.waitFor();
    await expectNoAxeViolations(page);
    await link.click();

    // Its page: lines, price, timeline; cancel with refund, with a reason.
    await heading(page, orders('detail.title', { number: order.number }));
    await page.getByRole('heading', { name: orders('detail.timeline') }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: orders('move.cancel') }).click();
    const dialog = page.getByRole('dialog', { name: orders('move.cancelTitle', { number: order.number }) });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByLabel(admin('reason.label')).fill('Restaurant closed early');
    await dialog.getByRole('button', { name: orders('move.cancelConfirm') }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(orders('move.done', { status: orders('status.cancelled') })).waitFor();
    await page.getByText(orders('timeline.actions.order.cancel'), { exact: false }).first().waitFor();
    await expectNoAxeViolations(page);

    // The customer's balance has the $5 of promo dollars back.
    await balanceShows(customerPage, /\$5\.00/);
  });

  it('an admin creates a promo code and a user redeems it; the promo code and challenge pages pass axe', async () => {
    const code = `E2E${randomUUID().slice(0, 6).toUpperCase()}`;
    // The refused amount below is a 400 in the console.
    const page = await signInAsAdmin({ allowConsoleErrors: [/status of 400/] });
    await openApp(page, `${server.url}/admin/promotions`);
    await heading(page, promos('codes.title'));
    await expectNoAxeViolations(page);

    // A bad amount is refused with the server's words, then the code is created.
    await page.getByRole('link', { name: promos('codes.new') }).click();
    await heading(page, promos('codes.new'));
    await expectNoAxeViolations(page);
    await page.getByLabel(promos('codes.code'), { exact: true }).fill(code);
    await page.getByLabel(promos('form.amount'), { exact: true }).fill('0');
    await page.getByLabel(promos('form.startsAt'), { exact: true }).fill(localInput(-1));
    await page.getByLabel(promos('form.endsAt'), { exact: true }).fill(localInput(24 * 30));
    await page.getByRole('button', { name: promos('codes.create') }).click();
    await page.getByRole('alert').filter({ hasText: 'amount' }).first().waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel(promos('form.amount'), { exact: true }).fill('3');
    await page.getByRole('button', { name: promos('codes.create') }).click();
    await heading(page, code);
    await page.getByText(promos('form.saved')).waitFor();
    await expectNoAxeViolations(page);

    // A signed-in user follows the code's link: it is applied at once.
    const user = await Customer.create(server.url, `e2e-code-${randomUUID().slice(0, 8)}@example.com`);
    const userPage = await user.signIn(browser);
    await openApp(userPage, `${server.url}/signupWithCode/${code}`);
    // The banner says when the code is applied; leaving the page before that would send
    // the stored code again from the next page, answered 409 "already used".
    await userPage
      .getByRole('status')
      .filter({ hasText: fill(text('en', 'home', 'codeBanner.signedIn.applied'), { code }) })
      .waitFor();
    await balanceShows(userPage, /\$3\.00/);

    // The admin sees the use, then ends the code.
    await page.reload();
    await heading(page, code);
    await page.getByRole('definition').filter({ hasText: /^1$/ }).first().waitFor();
    await page.getByRole('button', { name: promos('end.button') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(admin('reason.label')).fill('Campaign over');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: promos('end.confirm') }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('definition')
      .filter({ hasText: promos('state.ended') })
      .waitFor();

    // Challenges: the list, a new one, its page, ended.
    // The admin area's own link (the site header has a Challenges link too).
    await page
      .getByRole('main')
      .getByRole('link', { name: promos('nav.challenges') })
      .click();
    await heading(page, promos('challenges.list'));
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: promos('challenges.new') }).click();
    await heading(page, promos('challenges.new'));
    await expectNoAxeViolations(page);
    await page.getByLabel(promos('challenges.titleEn'), { exact: true }).fill('Order twice this week');
    await page.getByLabel(promos('challenges.titleFr'), { exact: true }).fill('Commandez deux fois cette semaine');
    await page.getByLabel(promos('challenges.descriptionEn'), { exact: true }).fill('Two orders, any restaurant.');
    await page
      .getByLabel(promos('challenges.descriptionFr'), { exact: true })
      .fill('Deux commandes, n’importe quel restaurant.');
    await page.getByLabel(promos('challenges.kind'), { exact: true }).selectOption('place_orders');
    await page.getByLabel(promos('challenges.target'), { exact: true }).fill('2');
    await page.getByLabel(promos('challenges.reward'), { exact: true }).fill('50');
    await page.getByLabel(promos('form.startsAt'), { exact: true }).fill(localInput(-1));
    await page.getByLabel(promos('form.endsAt'), { exact: true }).fill(localInput(24 * 7));
    await page.getByRole('button', { name: promos('challenges.create') }).click();
    await heading(page, 'Order twice this week');
    await expectNoAxeViolations(page);
  });
});
