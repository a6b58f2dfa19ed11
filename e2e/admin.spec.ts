import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { openApp, text } from './support/app.ts';
import { useBrowser } from './support/browser.ts';
import { Customer } from './support/customer.ts';
import { useServer } from './support/server.ts';

const server = useServer();
const browser = useBrowser();

const admin = (key: string) => text('en', 'admin', key);
const auth = (key: string) => text('en', 'auth', key);

/** The demo admin of the seed (README): development and tests only. */
const DEMO_ADMIN = { email: 'admin@playeats.test', password: 'playeats-demo-admin' };

async function signInAsAdmin(page: Page): Promise<void> {
  await openApp(page, `${server.url}/login`);
  await page.getByLabel(auth('fields.email')).fill(DEMO_ADMIN.email);
  await page.getByLabel(auth('fields.password'), { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: auth('login.submit'), exact: true }).click();
  await page.waitForURL(`${server.url}/dashboard`);
}

async function section(page: Page, path: string, title: string): Promise<void> {
  await page
    .getByRole('navigation', { name: admin('nav.label') })
    .getByRole('link', { name: title })
    .click();
  await page.waitForURL(`${server.url}/admin/${path}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

/** Today in the bucks time zone (the server's default, America/New_York). */
const todayInNewYork = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());

describe('admin area', () => {
  it('a signed-in user who is not an admin is refused /admin', async () => {
    const customer = await Customer.create(server.url, 'e2e-not-admin@example.com');
    const page = await customer.signIn(browser);
    await openApp(page, `${server.url}/admin/users`);
    await page.getByRole('heading', { level: 1, name: text('en', 'errors-page', 'forbidden.title') }).waitFor();
  });

  it('an admin sets today as a double-bucks date and a signed-in player sees the banner without reloading; the dashboard, users and audit pages work and pass axe', async () => {
    const player = await Customer.create(server.url, 'e2e-banner-player@example.com');
    const playerPage = await player.signIn(browser);
    await openApp(playerPage, `${server.url}/dashboard`);
    const banner = playerPage.getByText(text('en', 'rewards', 'banner.title'));
    expect(await banner.count()).toBe(0);

    const page = await browser.newPage();
    await signInAsAdmin(page);
    await openApp(page, `${server.url}/admin`);
    // The dashboard first: the figures of the last 30 days, as charts and a table.
    await page.getByRole('heading', { level: 1, name: admin('dashboard.title') }).waitFor();
    await page.getByRole('img', { name: admin('dashboard.charts.orders') }).waitFor();
    await page.getByRole('button', { name: admin('dashboard.lastDays_other').replace('{{count}}', '90') }).click();
    await page.getByRole('region', { name: admin('dashboard.perDay') }).waitFor();
    expect(
      await page
        .getByRole('region', { name: admin('dashboard.perDay') })
        .getByRole('row')
        .count(),
    ).toBe(91);
    await expectNoAxeViolations(page);

    // Settings: today becomes a double-bucks date.
    await section(page, 'settings', admin('nav.settings'));
    await expectNoAxeViolations(page);
    await page.getByLabel(admin('settings.addDate')).fill(todayInNewYork());
    await page.getByRole('button', { name: admin('settings.add'), exact: true }).click();
    await page.getByLabel(admin('settings.reason')).fill('e2e promotion');
    await page.getByRole('button', { name: admin('settings.save') }).click();
    await page.getByText(admin('settings.saved')).waitFor();

    // The player's page, never reloaded, shows the banner (the server announced the change).
    await banner.first().waitFor({ timeout: 15_000 });

    // Users: find the player, open the account.
    await section(page, 'users', admin('nav.users'));
    await page.getByLabel(admin('users.search')).fill('e2e-banner-player');
    await page.getByRole('link', { name: player.email }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: player.email }).click();
    await page.getByRole('heading', { level: 1, name: player.email }).waitFor();
    await expectNoAxeViolations(page);
    // A manual credit of 25 bucks with its reason.
    await page.getByLabel(admin('adjust.amount')).fill('25');
    await page.getByLabel(admin('adjust.note')).fill('Sorry for the wait');
    await page.getByRole('button', { name: admin('adjust.submit') }).click();
    await page.getByText(admin('adjust.done').replace('{{balance}}', '25')).waitFor();
    // Sign the player out everywhere, with a reason.
    await page.getByRole('button', { name: admin('users.actions.sign-out') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(admin('reason.label')).fill('Lost phone');
    await dialog.getByRole('button', { name: admin('users.actions.sign-out') }).click();
    await dialog.waitFor({ state: 'detached' });

    // The audit log has all three, newest first.
    await section(page, 'audit', admin('nav.audit'));
    const log = page.getByRole('region', { name: admin('audit.title') });
    await log.getByText('user.sign_out_everywhere').waitFor();
    await log.getByText('user.adjust_balance').waitFor();
    await log.getByText('settings.update').waitFor();
    await expectNoAxeViolations(page);
  });
});
