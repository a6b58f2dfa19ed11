import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { openApp, text } from './support/app.ts';
import { useBrowser } from './support/browser.ts';
import { createActiveAccount } from './support/outbox.ts';
import { useServer } from './support/server.ts';

const server = useServer();
const browser = useBrowser();

const t = (key: string) => text('en', 'auth', key);
const PASSWORD = 'purple tiger lamp 42';

/** The desktop: /login at the default 1280 px shows the QR panel; returns the address in it. */
async function desktopShowingCode(): Promise<{ desktop: Page; url: string }> {
  const desktop = await browser.newPage();
  await openApp(desktop, `${server.url}/login`);
  await desktop.getByRole('img', { name: t('qr.imageLabel') }).waitFor();
  const url = (await desktop.getByTestId('qr-login-url').innerText()).trim();
  expect(url).toMatch(new RegExp(`^${server.url}/login/[\\w-]{16,}$`));
  return { desktop, url };
}

async function phonePage(): Promise<Page> {
  const phone = await browser.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  return phone;
}

async function signInWithPassword(page: Page, email: string) {
  await page.getByLabel(t('fields.email')).fill(email);
  await page.getByLabel(t('fields.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
}

async function expectDesktopSignedIn(desktop: Page) {
  // The desktop polls every 2 s; once approved it signs in and leaves /login.
  await desktop.waitForURL(`${server.url}/dashboard`, { timeout: 15_000 });
  expect(await desktop.evaluate(() => localStorage.getItem('user'))).toContain('refreshToken');
}

describe('QR sign-in', () => {
  it('a signed-in phone approves the code shown on the desktop, which then signs in', async () => {
    const email = 'e2e-qr-1@example.com';
    await createActiveAccount(server.url, email, PASSWORD);
    const { desktop, url } = await desktopShowingCode();
    await expectNoAxeViolations(desktop);

    const phone = await phonePage();
    await openApp(phone, `${server.url}/login`);
    expect(await phone.getByRole('heading', { name: t('qr.title') }).count()).toBe(0);
    await signInWithPassword(phone, email);
    await phone.waitForURL(`${server.url}/dashboard`);

    await openApp(phone, url);
    await phone.getByRole('heading', { level: 1, name: t('qrApprove.title') }).waitFor();
    await expectNoAxeViolations(phone);
    await phone.getByRole('button', { name: t('qrApprove.approve') }).click();
    await phone.getByRole('heading', { level: 1, name: t('qrApprove.doneTitle') }).waitFor();
    await expectNoAxeViolations(phone);

    await expectDesktopSignedIn(desktop);
  });

  it('a phone not signed in signs in on the code’s page and approves at once', async () => {
    const email = 'e2e-qr-2@example.com';
    await createActiveAccount(server.url, email, PASSWORD);
    const { desktop, url } = await desktopShowingCode();

    const phone = await phonePage();
    await openApp(phone, url);
    await phone.getByRole('heading', { level: 1, name: t('qrLogin.title') }).waitFor();
    await expectNoAxeViolations(phone);
    await signInWithPassword(phone, email);
    await phone.getByRole('heading', { level: 1, name: t('qrApprove.doneTitle') }).waitFor();

    await expectDesktopSignedIn(desktop);
  });
});
