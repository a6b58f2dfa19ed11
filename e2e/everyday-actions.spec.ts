import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { openApp, text } from './support/app.ts';
import { useBrowser } from './support/browser.ts';
import { Customer, demoPlaceId } from './support/customer.ts';
import { linkPath, smsCode, waitForMessage } from './support/outbox.ts';
import { useServer } from './support/server.ts';

// Every button that changes something, clicked as a person would: a button no test clicks
// is how eight of them broke unseen (issue 11). Each test sets up what comes before its
// screen through the API, then uses the screen. The order simulator is off, so orders stay
// where the tests put them.
const server = useServer({ env: { ORDER_SIMULATOR: 'false' } });
const browser = useBrowser();

const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [name, value]) => s.replaceAll(`{{${name}}}`, String(value)), template);
const o = (key: string, values: Record<string, string | number> = {}) => fill(text('en', 'ordering', key), values);
const m = (key: string, values: Record<string, string | number> = {}) => fill(text('en', 'meals', key), values);
const r = (key: string, values: Record<string, string | number> = {}) => fill(text('en', 'rewards', key), values);
const a = (key: string, values: Record<string, string | number> = {}) => fill(text('en', 'account', key), values);
const common = (key: string) => text('en', 'common', key);

let accounts = 0;
const customer = () => Customer.create(server.url, `e2e-everyday-${++accounts}@example.com`);

async function heading(page: Page, name: string | RegExp) {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** Says so when an action answered an error: the generic dialog is what the dead buttons showed. */
async function expectNoErrorDialog(page: Page) {
  expect(await page.getByRole('dialog', { name: common('errorDialog.title') }).count()).toBe(0);
}

async function status(page: Page, message: string) {
  await page.getByRole('status').filter({ hasText: message }).waitFor();
}

describe('addresses', () => {
  it('adds, edits, makes another the default and deletes, each saved', async () => {
    const me = await customer();
    await me.addAddress({ label: 'Home' });
    const page = await me.signIn(browser);
    await openApp(page, `${server.url}/addresses`);
    await heading(page, o('addresses.title'));

    await page.getByRole('button', { name: o('addresses.add') }).click();
    const dialog = page.getByRole('dialog', { name: o('address.addTitle') });
    await dialog.getByLabel(o('address.label')).fill('Work');
    await dialog.getByLabel(o('address.country')).selectOption('CANADA');
    await dialog.getByLabel(o('address.line1')).fill('1 Place Ville-Marie');
    await dialog.getByLabel(o('address.city')).fill('Montréal');
    await dialog.getByLabel(o('address.province')).selectOption('QC');
    await dialog.getByLabel(o('address.postalCode')).fill('H3B 2B6');
    await dialog.getByRole('button', { name: o('address.add') }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('article', { name: 'Work' }).waitFor();

    await page.getByRole('button', { name: o('addresses.editNamed', { name: 'Work' }) }).click();
    const edit = page.getByRole('dialog', { name: o('address.editTitle') });
    await edit.getByLabel(o('address.instructions')).fill('Ask for the front desk');
    await edit.getByRole('button', { name: o('address.save') }).click();
    await edit.waitFor({ state: 'detached' });
    await page.getByText(o('addresses.instructions', { instructions: 'Ask for the front desk' })).waitFor();

    await page.getByRole('button', { name: o('addresses.makeDefaultNamed', { name: 'Work' }) }).click();
    await status(page, o('addresses.nowDefault', { name: 'Work' }));
    await page.getByRole('article', { name: 'Work' }).getByText(o('addresses.default'), { exact: true }).waitFor();
    await expectNoErrorDialog(page);

    await page.getByRole('button', { name: o('addresses.deleteNamed', { name: 'Home' }) }).click();
    const confirm = page.getByRole('dialog', { name: o('addresses.deleteTitle') });
    await confirm.getByRole('button', { name: o('addresses.deleteConfirm') }).click();
    await status(page, o('addresses.deleted', { name: 'Home' }));
    await expect.poll(() => page.getByRole('article', { name: 'Home' }).count()).toBe(0);
    await expectNoErrorDialog(page);
    await expectNoAxeViolations(page);

    const saved = await me.call<{ items: { label: string; isDefault: boolean }[] }>('GET', '/api/users/me/addresses');
    expect(saved.items.map((s) => [s.label, s.isDefault])).toEqual([['Work', true]]);
  });
});

describe('payment cards', () => {
  it('makes a card the default and removes one, each saved', async () => {
    const me = await customer();
    await me.addCard('4242424242424242');
    await me.addCard('5555555555554444');
    const page = await me.signIn(browser);
    await openApp(page, `${server.url}/payment-cards`);
    await heading(page, o('cards.title'));

    const mastercard = 'Mastercard ending in 4444';
    await page.getByRole('button', { name: o('cards.makeDefaultNamed', { name: mastercard }) }).click();
    await status(page, o('cards.nowDefault', { name: mastercard }));
    await expectNoErrorDialog(page);

    const visa = 'Visa ending in 4242';
    await page.getByRole('button', { name: o('cards.removeNamed', { name: visa }) }).click();
    const confirm = page.getByRole('dialog', { name: o('cards.removeTitle') });
    await confirm.getByRole('button', { name: o('cards.removeConfirm') }).click();
    await status(page, o('cards.removed', { name: visa }));
    await expect.poll(() => page.getByRole('article', { name: new RegExp(visa) }).count()).toBe(0);
    await expectNoErrorDialog(page);
    await expectNoAxeViolations(page);

    const saved = await me.call<{ items: { last4: string; isDefault: boolean }[] }>(
      'GET',
      '/api/users/me/payment-cards',
    );
    expect(saved.items.map((c) => [c.last4, c.isDefault])).toEqual([['4444', true]]);
  });
});

describe('cart', () => {
  it('removing the last line empties the cart; "Empty the cart" empties it too', async () => {
    const me = await customer();
    const placeId = await demoPlaceId(server.url);
    await me.fillCart(placeId, { 'Club Sandwich': 1 });
    const page = await me.signIn(browser);
    await openApp(page, `${server.url}/cart`);
    await heading(page, o('cart.title'));
    await page.getByRole('button', { name: o('cart.removeNamed', { name: 'Club Sandwich' }) }).click();
    await page.getByText(o('cart.empty')).waitFor();
    await expectNoErrorDialog(page);
    expect(await me.call('GET', '/api/users/me/cart')).toBeUndefined();

    await me.fillCart(placeId, { 'Club Sandwich': 2, 'Steamed Hot Dog': 1 });
    await openApp(page, `${server.url}/cart`);
    await page.getByRole('button', { name: o('cart.clear') }).click();
    const confirm = page.getByRole('dialog', { name: o('cart.clearTitle') });
    await confirm.getByRole('button', { name: o('cart.clearConfirm') }).click();
    await page.getByText(o('cart.empty')).waitFor();
    await expectNoErrorDialog(page);
    await expectNoAxeViolations(page);
    expect(await me.call('GET', '/api/users/me/cart')).toBeUndefined();
  });
});

describe('orders', () => {
  it('cancels an order not yet accepted, and orders again from /orders and from /done', async () => {
    const me = await customer();
    const placeId = await demoPlaceId(server.url);
    const addressId = await me.addAddress();
    await me.addCard();
    await me.fillCart(placeId, { 'Club Sandwich': 2 });
    const first = await me.placeOrder(addressId);
    await me.fillCart(placeId, { 'Steamed Hot Dog': 5 });
    const second = await me.placeOrder(addressId);
    const page = await me.signIn(browser);

    // Cancel the second one from its tracking page.
    await openApp(page, `${server.url}/orders/${second.id}`);
    await heading(page, o('tracking.title', { number: second.number }));
    await page.getByRole('button', { name: o('tracking.cancel') }).click();
    const dialog = page.getByRole('dialog', { name: o('tracking.cancelTitle') });
    await dialog.getByRole('button', { name: o('tracking.cancelConfirm') }).click();
    await page.getByText(o('tracking.headline.cancelled')).waitFor();
    await expectNoErrorDialog(page);

    // Order the first one again from the history: the cart holds its dishes.
    await openApp(page, `${server.url}/orders`);
    await page
      .getByRole('button', {
        name: o('history.reorderNamed', { number: first.number, restaurant: 'Poutinerie du Quartier' }),
      })
      .click();
    await heading(page, o('cart.title'));
    await page.getByText('Club Sandwich', { exact: true }).waitFor();
    await expectNoErrorDialog(page);
    const fromHistory = await me.call<{ lines: { name: string; quantity: number }[] }>('GET', '/api/users/me/cart');
    expect(fromHistory.lines.map((l) => [l.name, l.quantity])).toEqual([['Club Sandwich', 2]]);

    // And the cancelled one from its thank-you page.
    await openApp(page, `${server.url}/done?order=${second.id}`);
    await page.getByRole('button', { name: o('history.reorder') }).click();
    await heading(page, o('cart.title'));
    await page.getByText('Steamed Hot Dog', { exact: true }).waitFor();
    await expectNoErrorDialog(page);
    await expectNoAxeViolations(page);
    const fromDone = await me.call<{ lines: { name: string; quantity: number }[] }>('GET', '/api/users/me/cart');
    expect(fromDone.lines.map((l) => [l.name, l.quantity])).toEqual([['Steamed Hot Dog', 5]]);
  });

  it('marks notifications read', async () => {
    const me = await customer();
    const placeId = await demoPlaceId(server.url);
    const addressId = await me.addAddress();
    await me.addCard();
    await me.fillCart(placeId, { 'Club Sandwich': 2 });
    await me.placeOrder(addressId);
    const page = await me.signIn(browser);
    await openApp(page, `${server.url}/notifications`);
    await heading(page, o('notifications.title'));
    await page.getByText(o('notifications.unread_one', { count: 1 })).waitFor();
    await page.getByRole('button', { name: o('notifications.markAll') }).click();
    await expect.poll(() => page.getByText(o('notifications.unread_one', { count: 1 })).count()).toBe(0);
    await expectNoErrorDialog(page);
    await expectNoAxeViolations(page);
  });
});

describe('saved meals', () => {
  it('renames, reorders and deletes saved meals, each saved', async () => {
    const me = await customer();
    const placeId = await demoPlaceId(server.url);
    const dishes = await me.simpleDishes(placeId);
    for (const [name, dish] of [
      ['Lunch', 'Club Sandwich'],
      ['Snack', 'Steamed Hot Dog'],
    ] as const) {
      await me.call('POST', '/api/users/me/meals', {
        name,
        restaurantId: placeId,
        items: [{ itemId: dishes.get(dish), quantity: 1 }],
      });
    }
    const page = await me.signIn(browser);
    await page.getByRole('article', { name: 'Lunch' }).waitFor();

    await page.getByRole('button', { name: m('card.renameNamed', { name: 'Lunch' }) }).click();
    const rename = page.getByRole('dialog', { name: m('rename.title') });
    await rename.getByLabel(m('rename.label')).fill('Raid lunch');
    await rename.getByRole('button', { name: m('rename.save') }).click();
    await page.getByRole('article', { name: 'Raid lunch' }).waitFor();

    // The meal's own page: one more sandwich, saved.
    await page.getByRole('link', { name: m('card.editNamed', { name: 'Raid lunch' }) }).click();
    await heading(page, m('edit.title', { name: 'Raid lunch' }));
    await page.getByRole('button', { name: m('quantity.increase', { name: 'Club Sandwich' }) }).click();
    await page.getByRole('button', { name: m('edit.save') }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByRole('article', { name: 'Raid lunch' }).getByText('2 × Club Sandwich').waitFor();

    await page.getByRole('button', { name: m('card.moveDown', { name: 'Raid lunch', position: 1, count: 2 }) }).click();
    await status(page, m('list.moved', { name: 'Raid lunch', position: 2, count: 2 }));

    await page.getByRole('button', { name: m('card.deleteNamed', { name: 'Snack' }) }).click();
    const confirm = page.getByRole('dialog', { name: m('delete.title') });
    await confirm.getByRole('button', { name: m('delete.confirm'), exact: true }).click();
    await status(page, m('list.deleted', { name: 'Snack' }));
    await expectNoErrorDialog(page);
    await expectNoAxeViolations(page);

    const saved = await me.call<{ items: { name: string }[] }>('GET', '/api/users/me/meals');
    expect(saved.items.map((meal) => meal.name)).toEqual(['Raid lunch']);
  });
});

describe('challenges', () => {
  it('claims the reward of a completed challenge', async () => {
    const me = await customer();
    const placeId = await demoPlaceId(server.url);
    const addressId = await me.addAddress();
    await me.addCard();
    for (let i = 0; i < 3; i++) {
      await me.fillCart(placeId, { 'Club Sandwich': 1 + i });
      await me.placeOrder(addressId);
    }
    const page = await me.signIn(browser);
    await openApp(page, `${server.url}/gamechallenges`);
    await heading(page, r('challenges.title'));
    const fuelUp = page.getByRole('article', { name: 'Fuel up' });
    await fuelUp.getByRole('button', { name: r('challenges.claim') }).click();
    await fuelUp.locator('.challenge-claim__done').getByText(r('challenges.claimed')).waitFor();
    await expectNoErrorDialog(page);
    await expectNoAxeViolations(page);
    const balance = await me.call<{ promoCents: number }>('GET', '/api/users/me/balance');
    expect(balance.promoCents).toBe(300);
  });
});

describe('promo link while signed in', () => {
  it('applies the code at once and says so, with the balance in the account’s currency', async () => {
    const me = await customer();
    const page = await me.signIn(browser);
    await openApp(page, `${server.url}/signupWithCode/WELCOME5`);
    await page
      .getByRole('status')
      .filter({ hasText: fill(text('en', 'home', 'codeBanner.signedIn.applied'), { code: 'WELCOME5' }) })
      .waitFor();
    expect(await page.getByRole('link', { name: text('en', 'home', 'codeBanner.signup') }).count()).toBe(0);
    await page.getByRole('link', { name: text('en', 'home', 'codeBanner.dashboard') }).click();
    await page
      .getByRole('region', { name: r('balances.title') })
      .getByText('CA$5.00', { exact: true })
      .waitFor();
    await expectNoErrorDialog(page);
  });
});

describe('account', () => {
  it('saves a preference, changes the password, asks for a new e-mail and confirms a new phone', async () => {
    const me = await customer();
    const page = await me.signIn(browser);

    await openApp(page, `${server.url}/account/preferences`);
    await heading(page, a('preferences.title'));
    await page.getByRole('switch', { name: new RegExp(a('preferences.disabledAds.label')) }).click();
    await status(page, a('preferences.saved'));
    expect((await me.call<{ disabledAds: boolean }>('GET', '/api/users/me')).disabledAds).toBe(true);

    await openApp(page, `${server.url}/account/password`);
    await heading(page, a('password.title'));
    const newPassword = 'copper meadow signal 88';
    await page.getByLabel(a('proof.currentPassword')).fill(me.password);
    await page.getByLabel(a('password.new'), { exact: true }).fill(newPassword);
    await page.getByLabel(a('password.confirm')).fill(newPassword);
    await page.getByRole('button', { name: a('password.submit') }).click();
    await page.getByText(a('password.changed')).waitFor();

    await openApp(page, `${server.url}/account`);
    const newEmail = `moved-${me.email}`;
    await page.getByLabel(a('overview.email.label')).fill(newEmail);
    await page.getByLabel(a('proof.currentPassword')).fill(newPassword);
    await page.getByRole('button', { name: a('overview.email.submit') }).click();
    await page.getByText(a('overview.email.sent', { email: newEmail })).waitFor();
    const verification = await waitForMessage(server.url, newEmail, 'emailVerification');
    await openApp(page, `${server.url}${linkPath(verification)}`);
    await heading(page, text('en', 'auth', 'verifyEmail.doneTitle'));
    expect((await me.call<{ email: string }>('GET', '/api/users/me')).email).toBe(newEmail);

    // A new address ends every session (decision 0031): the page says so and signs this one
    // out, and the phone is changed from a new one.
    await page.getByText(text('en', 'auth', 'verifyEmail.signInAgain')).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: text('en', 'auth', 'verifyEmail.login') }).click();
    await heading(page, text('en', 'auth', 'login.title'));
    await page.close();
    const moved = await new Customer(server.url, newEmail, newPassword, me.session).signIn(browser);
    await openApp(moved, `${server.url}/account/phone`);
    await moved.getByLabel(a('phone.change.label')).fill('514-555-0188');
    await moved.getByLabel(a('proof.currentPassword')).fill(newPassword);
    await moved.getByRole('button', { name: a('phone.change.submit') }).click();
    const code = smsCode(await waitForMessage(server.url, '+15145550188', 'smsPhoneChangeCode'));
    await moved.getByLabel(a('phone.code.label')).fill(code);
    await moved.getByRole('button', { name: a('phone.code.submit') }).click();
    await moved.getByText(a('phone.changed', { phone: '1-514-555-0188' })).waitFor();
    await expectNoErrorDialog(moved);
    await expectNoAxeViolations(moved);
  });
});
