import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { openApp, text } from './support/app.ts';
import { useBrowser } from './support/browser.ts';
import { Customer, demoPlaceId } from './support/customer.ts';
import { CLIENT, linkPath, waitForMessage, type ApiSession } from './support/outbox.ts';
import { useServer } from './support/server.ts';

// The order simulator moves orders on (one step a second): the streamer's credit comes with
// the viewer's first order delivered (docs/decisions/0021-creator-programs.md).
const server = useServer({ env: { ORDER_SIMULATOR: 'true', ORDER_SIMULATOR_STEP_SECONDS: '1' } });
const browser = useBrowser();

const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [name, value]) => s.replaceAll(`{{${name}}}`, String(value)), template);
const c = (key: string, values: Record<string, string | number> = {}) => fill(text('en', 'creators', key), values);
const ac = (key: string, values: Record<string, string | number> = {}) =>
  fill(text('en', 'admin-creators', key), values);
const auth = (key: string) => text('en', 'auth', key);
const rewards = (key: string) => text('en', 'rewards', key);

/** The demo admin of the seed (README): development and tests only. */
const DEMO_ADMIN = { email: 'admin@playeats.test', password: 'playeats-demo-admin' };

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

async function signIn(baseUrl: string, email: string, password: string, options = {}): Promise<Page> {
  const page = await browser.newPage(options);
  await openApp(page, `${baseUrl}/login`);
  await page.getByLabel(auth('fields.email')).fill(email);
  await page.getByLabel(auth('fields.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: auth('login.submit'), exact: true }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
  return page;
}

/** The admin's review queue of one kind, reached through the admin navigation. */
async function openQueue(page: Page, queue: 'applications' | 'posts') {
  await openApp(page, `${server.url}/admin`);
  await page
    .getByRole('navigation', { name: text('en', 'admin', 'nav.label') })
    .getByRole('link', { name: text('en', 'admin', 'nav.creators') })
    .click();
  await page
    .getByRole('navigation', { name: ac('nav.label') })
    .getByRole('link', { name: ac(`nav.${queue}`) })
    .click();
  await heading(page, ac(`${queue}.title`));
}

/** A creator's figure (sign-ups, first orders, bucks earned) as /streamers shows it. */
const figure = (page: Page, name: string) =>
  page
    .locator('.creators-figures div')
    .filter({ hasText: c(`creator.figures.${name}`) })
    .getByRole('definition');

describe('the streamer program', () => {
  it('a streamer applies, an admin approves, a new viewer signs up with the code and orders: the streamer is credited', async () => {
    // The streamer applies on /streamers.
    const streamer = await Customer.create(server.url, `e2e-streamer-${randomUUID().slice(0, 8)}@example.com`);
    const page = await streamer.signIn(browser);
    await openApp(page, `${server.url}/streamers`);
    await heading(page, c('streamers.title'));
    await page.getByRole('heading', { name: c('streamers.who.title') }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel(c('form.platform')).selectOption('twitch');
    await page.getByLabel(c('form.channelUrl')).fill('twitch.tv/e2e_streamer');
    await page.getByLabel(c('form.followers')).fill('1500');
    await page.getByLabel(c('form.averageViewers')).fill('3');
    await page.getByLabel(c('form.country')).selectOption('CANADA');
    await page.getByLabel(c('form.dateOfBirth')).fill('1994-07-01');
    await page.getByRole('button', { name: c('form.submit') }).click();
    // What is wrong is said at the fields, before anything is sent.
    await page.getByText(c('form.errors.viewers', { min: 5 })).waitFor();
    await page.getByText(c('form.errors.terms')).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel(c('form.averageViewers')).fill('45');
    await page.getByRole('checkbox', { name: /streamer program terms/ }).check();
    await page.getByRole('button', { name: c('form.submit') }).click();
    await page.getByText(c('application.status.pending')).waitFor();
    expect(await page.getByRole('button', { name: c('form.submit') }).count()).toBe(0);
    await expectNoAxeViolations(page);

    // An admin approves it in /admin/creators.
    const admin = await signIn(server.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await openQueue(admin, 'applications');
    const approve = admin.getByRole('button', { name: `${ac('actions.approve')} ${streamer.email}` });
    await approve.waitFor();
    await expectNoAxeViolations(admin);
    await approve.click();
    const dialog = admin.getByRole('dialog', { name: ac('approve.title', { subject: streamer.email }) });
    await dialog.waitFor();
    await expectNoAxeViolations(admin);
    await dialog.getByLabel(ac('approve.note')).fill('Checked the channel');
    await dialog.getByRole('button', { name: ac('approve.confirm') }).click();
    const done = admin.getByRole('status').filter({ hasText: streamer.email });
    await done.waitFor();
    const code = /([A-Z0-9]{8})\.$/.exec((await done.innerText()).trim())?.[1];
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    await expectNoAxeViolations(admin);

    // The streamer sees their code and share link.
    await openApp(page, `${server.url}/streamers`);
    await page.getByRole('heading', { name: c('creator.title') }).waitFor();
    expect(await page.getByLabel(c('creator.link')).inputValue()).toMatch(new RegExp(`/signupWithCode/${code}$`));
    expect(await figure(page, 'signups').innerText()).toBe('0');
    await expectNoAxeViolations(page);

    // A viewer signs up through the share link: promo dollars for the first order. The
    // code goes again after sign-in and is answered "already used", which stays silent.
    const email = `e2e-viewer-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'violet harbour lamp 58';
    const viewer = await browser.newPage({ allowConsoleErrors: [/status of 409/] });
    await openApp(viewer, `${server.url}/signupWithCode/${code}`);
    await viewer
      .getByRole('main')
      .getByRole('link', { name: text('en', 'home', 'codeBanner.signup') })
      .click();
    await heading(viewer, auth('signup.title'));
    expect(await viewer.getByLabel(auth('fields.promoCode')).inputValue()).toBe(code);
    await viewer.getByLabel(auth('fields.email')).fill(email);
    await viewer.getByLabel(auth('fields.newPassword'), { exact: true }).fill(password);
    await viewer.getByLabel(auth('fields.country')).selectOption('CANADA');
    await viewer.getByRole('checkbox', { name: /terms of use/ }).check();
    await viewer.getByRole('button', { name: auth('signup.submit') }).click();
    await heading(viewer, auth('checkEmail.title'));
    await openApp(viewer, `${server.url}${linkPath(await waitForMessage(server.url, email, 'activation'))}`);
    await heading(viewer, auth('activate.welcomeTitle'));
    await openApp(viewer, `${server.url}/dashboard`);
    await viewer
      .getByRole('region', { name: rewards('balances.title') })
      .getByText('CA$5.00', { exact: true })
      .waitFor();

    // Their first order spends the discount; the simulator delivers it.
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...CLIENT, email, password }),
    });
    const buyer = new Customer(server.url, email, password, (await login.json()) as ApiSession);
    const addressId = await buyer.addAddress();
    await buyer.addCard();
    await buyer.fillCart(await demoPlaceId(server.url), { 'Club Sandwich': 2 });
    const order = await buyer.call<{ id: string; promoDiscountCents: number }>(
      'POST',
      '/api/users/me/orders',
      { addressId, promoCents: 500 },
      { 'idempotency-key': randomUUID() },
    );
    expect(order.promoDiscountCents).toBe(500);
    await expect
      .poll(async () => (await buyer.call<{ status: string }>('GET', `/api/users/me/orders/${order.id}`)).status, {
        timeout: 60_000,
        interval: 500,
      })
      .toBe('delivered');

    // The streamer's figures and balance show the credit.
    await openApp(page, `${server.url}/streamers`);
    await page.getByRole('heading', { name: c('creator.title') }).waitFor();
    expect(await figure(page, 'signups').innerText()).toBe('1');
    expect(await figure(page, 'firstOrders').innerText()).toBe('1');
    expect(await figure(page, 'bucksEarned').innerText()).toBe('250');
    await openApp(page, `${server.url}/dashboard`);
    await page
      .getByRole('region', { name: rewards('balances.title') })
      .getByText('250', { exact: true })
      .waitFor();
  });
});

describe('the social media program and Discord', () => {
  it('a member sends a post, an admin approves it, the member links Discord', async () => {
    const email = `e2e-social-${randomUUID().slice(0, 8)}@example.com`;
    const member = await Customer.create(server.url, email);
    // Discord sends the browser back to PUBLIC_URL/DiscordCallback (localhost): the member
    // uses the app there, so the session is the same origin's.
    const base = server.url.replace('127.0.0.1', 'localhost');
    const page = await signIn(base, email, member.password);
    await openApp(page, `${base}/socialMediaProgram`);
    await heading(page, c('social.title'));
    await page.getByText(c('social.mine.none')).waitFor();
    await expectNoAxeViolations(page);

    await page.getByLabel(c('social.form.url')).fill('https://example.com/my-post');
    await page.getByRole('button', { name: c('social.form.submit'), exact: true }).click();
    await page.getByText(c('social.form.errors.unknown')).waitFor();
    const link = `https://x.com/e2e_player/status/${Date.now()}`;
    await page.getByLabel(c('social.form.url')).fill(`${link}?s=20`);
    await page.getByRole('button', { name: c('social.form.submit'), exact: true }).click();
    await page.getByText(c('social.form.sent')).waitFor();
    await page.getByRole('link', { name: link }).waitFor();
    await expectNoAxeViolations(page);

    // The admin approves it.
    const admin = await signIn(server.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await openQueue(admin, 'posts');
    const subject = ac('posts.subject', { platform: 'X (Twitter)', email });
    const approve = admin.getByRole('button', { name: `${ac('actions.approve')} ${subject}` });
    await approve.waitFor();
    await expectNoAxeViolations(admin);
    await approve.click();
    await admin
      .getByRole('dialog', { name: ac('approve.title', { subject }) })
      .getByRole('button', { name: ac('approve.confirm') })
      .click();
    await admin
      .getByRole('status')
      .filter({ hasText: ac('posts.approved', { email, bucks: 100 }) })
      .waitFor();
    await admin.getByLabel(ac('filters.status')).selectOption('approved');
    await admin.getByRole('cell', { name: email }).first().waitFor();
    await expectNoAxeViolations(admin);

    // The member sees it credited, then links Discord through the local stand-in.
    await openApp(page, `${base}/socialMediaProgram`);
    await page.getByText(c('social.mine.credited_other', { count: 100 })).waitFor();
    await page.getByRole('button', { name: c('discord.link') }).click();
    await page.waitForURL(/\/api\/dev\/discord\/oauth2\/authorize/);
    await page.getByLabel('Discord username').fill('e2e.player');
    await page.getByRole('button', { name: 'Authorize' }).click();
    await page.waitForURL(`${base}/socialMediaProgram`);
    await page.getByText(c('discord.outcome.linked', { username: 'Player One' })).waitFor();
    await page.getByText(c('discord.linkedAs', { username: 'Player One', handle: 'e2e.player' })).waitFor();
    await expectNoAxeViolations(page);
  }, 180_000);
});
