import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { mainHeading, openApp, text } from './support/app.ts';
import { useBrowser } from './support/browser.ts';
import { createActiveAccount, linkPath, waitForMessage } from './support/outbox.ts';
import { useServer } from './support/server.ts';

const server = useServer();
const browser = useBrowser();

const t = (key: string) => text('en', 'auth', key);

describe('password recovery', () => {
  it('resets a forgotten password through the e-mailed link', async () => {
    const email = 'e2e-reset@example.com';
    const oldPassword = 'purple tiger lamp 42';
    const newPassword = 'green walrus piano 7';
    await createActiveAccount(server.url, email, oldPassword);

    // The old password (401) and the spent link (400) are refused on purpose below.
    const page = await browser.newPage({ allowConsoleErrors: [/status of 40[01]/] });
    await openApp(page, `${server.url}/login`);
    await page
      .getByRole('main')
      .getByRole('link', { name: t('login.forgot') })
      .click();
    await page.getByRole('heading', { level: 1, name: t('recovery.title') }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel(t('fields.email')).fill(email);
    await page.getByRole('button', { name: t('recovery.submit') }).click();
    await page.getByRole('heading', { level: 1, name: t('recovery.sentTitle') }).waitFor();
    await expectNoAxeViolations(page);

    const mail = await waitForMessage(server.url, email, 'passwordReset');
    const resetPath = linkPath(mail);
    expect(resetPath).toMatch(/^\/api\/users\/resetPassword\/[\w-]+$/);
    await openApp(page, `${server.url}${resetPath}`);
    expect(await mainHeading(page)).toBe(t('reset.title'));
    await expectNoAxeViolations(page);
    await page.getByLabel(t('fields.newPassword'), { exact: true }).fill(newPassword);
    await page.getByLabel(t('fields.confirmPassword'), { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: t('reset.submit') }).click();
    await page.getByRole('heading', { level: 1, name: t('reset.doneTitle') }).waitFor();
    await expectNoAxeViolations(page);

    await page
      .getByRole('main')
      .getByRole('link', { name: t('reset.login') })
      .click();
    await page.getByLabel(t('fields.email')).fill(email);
    await page.getByLabel(t('fields.password'), { exact: true }).fill(oldPassword);
    await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
    await page.getByText(t('errors.invalidCredentials')).waitFor();
    await expectNoAxeViolations(page);

    await page.getByLabel(t('fields.password'), { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
    await page.waitForURL(`${server.url}/dashboard`);

    // The link works once.
    await openApp(page, `${server.url}${resetPath}`);
    await page.getByLabel(t('fields.newPassword'), { exact: true }).fill('another fine phrase 9');
    await page.getByLabel(t('fields.confirmPassword'), { exact: true }).fill('another fine phrase 9');
    await page.getByRole('button', { name: t('reset.submit') }).click();
    await page.getByRole('heading', { level: 1, name: t('reset.invalidTitle') }).waitFor();
    await page
      .getByRole('main')
      .getByRole('link', { name: t('reset.newLink') })
      .waitFor();
  });
});
