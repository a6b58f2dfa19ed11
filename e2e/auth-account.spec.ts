import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { mainHeading, openApp, text } from './support/app.ts';
import { useBrowser } from './support/browser.ts';
import { CLIENT, claimQrLogin, createQrLogin, linkPath, waitForMessage } from './support/outbox.ts';
import { useServer } from './support/server.ts';

// Access tokens live 30 s (the shortest the server allows), so the spec can see one expire.
const ACCESS_TOKEN_TTL_S = 30;
const server = useServer({ env: { ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_S) } });
const browser = useBrowser();

const t = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((s, [name, value]) => s.replace(`{{${name}}}`, value), text('en', 'auth', key));

const storedSession = (page: Page) =>
  page.evaluate(() => localStorage.getItem('user') ?? sessionStorage.getItem('user'));

async function heading(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

describe('account life cycle', () => {
  it('signs up, activates by e-mail, signs out and in, renews an expired token silently, signs out', async () => {
    const email = 'e2e-lifecycle@example.com';
    const password = 'purple tiger lamp 42';
    // The 401 of the expired token is expected (the app renews it and retries).
    const page = await browser.newPage({ allowConsoleErrors: [/status of 401/] });
    /** When each renewal was sent. */
    const renewals: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && new URL(request.url()).pathname === '/api/auth/refresh') {
        renewals.push(Date.now());
      }
    });

    // Sign up.
    await openApp(page, `${server.url}/signup`);
    expect(await mainHeading(page)).toBe(t('signup.title'));
    await expectNoAxeViolations(page);
    await page.getByLabel(t('fields.email')).fill(email);
    await page.getByLabel(t('fields.newPassword'), { exact: true }).fill(password);
    await page.getByLabel(t('fields.country')).selectOption('CANADA');
    await page.getByRole('checkbox', { name: /terms of use/ }).check();
    await page.getByRole('button', { name: t('signup.submit') }).click();
    await heading(page, t('checkEmail.title'));
    await expectNoAxeViolations(page);
    const firstLink = await waitForMessage(server.url, email, 'activation');

    // "Send the link again" sends a second one.
    await page.getByRole('button', { name: t('checkEmail.resend') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: t('checkEmail.resent') })
      .waitFor();

    // The activation link from the e-mail signs in.
    const activation = await waitForMessage(server.url, email, 'activation', new Set([firstLink.id]));
    await openApp(page, `${server.url}${linkPath(activation)}`);
    await heading(page, t('activate.welcomeTitle'));
    await expectNoAxeViolations(page);
    expect(await storedSession(page)).toContain(email);

    // Sign out from the signed-in screen of /login.
    await openApp(page, `${server.url}/login`);
    await page.getByText(t('signedIn.as', { email })).waitFor();
    await expectNoAxeViolations(page);
    await page
      .getByRole('main')
      .getByRole('button', { name: t('signedIn.signOut') })
      .click();
    await page.getByLabel(t('fields.email')).waitFor();
    expect(await storedSession(page)).toBeNull();

    // Sign in again, remembered on this device.
    await page.getByLabel(t('fields.email')).fill(email);
    await page.getByLabel(t('fields.password'), { exact: true }).fill(password);
    await page.getByLabel(t('login.remember')).check();
    await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    const signedInAt = Date.now();
    const firstSession = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? 'null') as {
      accessToken: string;
      refreshToken: string;
    };
    expect(firstSession.refreshToken).toEqual(expect.any(String));

    // Meanwhile, the other sign-in pages as a visitor sees them.
    const visitor = await browser.newPage({ allowConsoleErrors: [/status of 400/] });
    for (const [path, title] of [
      ['/login/sms', t('sms.title')],
      ['/socialLogin', t('socialLogin.title')],
      ['/socialSignup', t('socialSignup.title')],
      ['/passwordRecovery', t('recovery.title')],
      ['/api/users/resetPassword/not-a-real-token-0000000000', t('reset.title')],
      ['/api/users/activate/not-a-real-token-0000000000', t('activate.invalidTitle')],
      ['/verifyemail/not-a-real-token-0000000000', t('verifyEmail.invalidTitle')],
    ] as const) {
      await openApp(visitor, `${server.url}${path}`);
      await heading(visitor, title);
      await expectNoAxeViolations(visitor);
    }

    // Let the access token expire, then make a call that needs it: approving a QR code.
    // (The signed-in pages poll notifications every 30 s, so a poll may be the first call
    // to meet the expired token: either way the renewal is silent, and never early.)
    await page.waitForTimeout(Math.max(0, signedInAt + (ACCESS_TOKEN_TTL_S + 1) * 1000 - Date.now()));
    const qr = await createQrLogin(server.url);
    await openApp(page, `${server.url}/login/${qr.qrToken}`);
    await heading(page, t('qrApprove.title'));
    await page.getByRole('button', { name: t('qrApprove.approve') }).click();
    await heading(page, t('qrApprove.doneTitle'));
    expect(renewals.length).toBeGreaterThanOrEqual(1);
    // Renewed only once the token had expired (slack for the time between the sign-in answer and signedInAt).
    for (const at of renewals) expect(at).toBeGreaterThanOrEqual(signedInAt + (ACCESS_TOKEN_TTL_S - 5) * 1000);
    expect(await claimQrLogin(server.url, qr.qrToken, qr.pollSecret)).toMatchObject({ status: 'approved' });

    // Still signed in, with rotated tokens kept where they were.
    const renewed = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? 'null') as {
      accessToken: string;
      refreshToken: string;
    };
    expect(renewed.accessToken).not.toBe(firstSession.accessToken);
    expect(renewed.refreshToken).not.toBe(firstSession.refreshToken);
    await openApp(page, `${server.url}/login`);
    await page.getByText(t('signedIn.as', { email })).waitFor();

    // Sign out: the server revokes the session too.
    await page
      .getByRole('main')
      .getByRole('button', { name: t('signedIn.signOut') })
      .click();
    await page.getByLabel(t('fields.email')).waitFor();
    expect(await storedSession(page)).toBeNull();
    const reuse = await fetch(`${server.url}/api/auth/refresh`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...CLIENT, refreshToken: renewed.refreshToken }),
    });
    await reuse.arrayBuffer();
    expect(reuse.status).toBe(401);
  }, 150_000);
});
