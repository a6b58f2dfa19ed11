import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { mainHeading, openApp, text } from './support/app.ts';
import { useBrowser } from './support/browser.ts';
import { confirmPhone, createActiveAccount, smsCode, waitForMessage } from './support/outbox.ts';
import { useServer } from './support/server.ts';

const server = useServer();
const browser = useBrowser();

const t = (key: string) => text('en', 'auth', key);

describe('SMS sign-in', () => {
  it('signs in with the code texted to the account’s confirmed phone', async () => {
    const email = 'e2e-sms@example.com';
    const password = 'purple tiger lamp 42';
    const e164 = '+15145550142';
    const session = await createActiveAccount(server.url, email, password);
    await confirmPhone(server.url, session, { phone: '514 555 0142', e164, password });

    // The wrong code tried first answers 400.
    const page = await browser.newPage({ allowConsoleErrors: [/status of 400/] });
    await openApp(page, `${server.url}/login/sms?next=%2Flogin`);
    expect(await mainHeading(page)).toBe(t('sms.title'));
    await expectNoAxeViolations(page);
    await page.getByLabel(t('fields.phone')).fill('(514) 555-0142');
    await page.getByRole('button', { name: t('sms.send') }).click();

    const codeField = page.getByLabel(t('fields.code'));
    await codeField.waitFor();
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    await expectNoAxeViolations(page);
    const code = smsCode(await waitForMessage(server.url, e164, 'smsLoginCode'));

    await codeField.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: t('sms.verify'), exact: true }).click();
    await page.getByText(t('errors.wrongCode')).waitFor();
    expect(await codeField.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);

    await codeField.fill(code);
    await page.getByRole('button', { name: t('sms.verify'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: t('signedIn.title') }).waitFor();
    await page.getByText(text('en', 'auth', 'signedIn.as').replace('{{email}}', email)).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
