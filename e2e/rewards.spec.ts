import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { openApp, text } from './support/app.ts';
import { useBrowser } from './support/browser.ts';
import { linkPath, waitForMessage } from './support/outbox.ts';
import { useServer } from './support/server.ts';

const server = useServer();
const browser = useBrowser();

const fill = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce((s, [name, value]) => s.replace(`{{${name}}}`, value), template);
const auth = (key: string, values: Record<string, string> = {}) => fill(text('en', 'auth', key), values);
const rewards = (key: string, values: Record<string, string> = {}) => fill(text('en', 'rewards', key), values);

async function heading(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** The balances panel of the dashboard, once the promo dollars show `amount`. */
async function balancesShow(page: Page, amount: string) {
  const panel = page.getByRole('region', { name: rewards('balances.title') });
  await panel.getByText(amount, { exact: true }).waitFor();
  return panel;
}

describe('rewards', () => {
  it('a promo code from /signupWithCode reaches the dashboard balance through sign-up, activation and sign-in', async () => {
    const email = 'e2e-promo@example.com';
    const password = 'orange falcon desk 17';
    // WELCOME5 is redeemed once, at activation; the stored copy the app sends after
    // sign-in is answered 409 "already used", which it drops quietly.
    const page = await browser.newPage({ allowConsoleErrors: [/status of 409/] });

    // The shared link stores the demo promo code (seeded by the server: $5 of promo dollars).
    await openApp(page, `${server.url}/signupWithCode/WELCOME5`);
    await page
      .getByRole('main')
      .getByRole('link', { name: text('en', 'home', 'codeBanner.signup') })
      .click();
    await heading(page, auth('signup.title'));
    expect(await page.getByLabel(auth('fields.promoCode')).inputValue()).toBe('WELCOME5');
    await page.getByLabel(auth('fields.email')).fill(email);
    await page.getByLabel(auth('fields.newPassword'), { exact: true }).fill(password);
    await page.getByLabel(auth('fields.country')).selectOption('CANADA');
    await page.getByRole('checkbox', { name: /terms of use/ }).check();
    await page.getByRole('button', { name: auth('signup.submit') }).click();
    await heading(page, auth('checkEmail.title'));

    // Activation (from the dev outbox) signs in.
    const activation = await waitForMessage(server.url, email, 'activation');
    await openApp(page, `${server.url}${linkPath(activation)}`);
    await heading(page, auth('activate.welcomeTitle'));

    // Sign out, then sign in with the form: it lands on the dashboard with the balance, in
    // the account's currency (a Canadian account).
    await openApp(page, `${server.url}/login`);
    await page
      .getByRole('main')
      .getByRole('button', { name: auth('signedIn.signOut') })
      .click();
    await page.getByLabel(auth('fields.email')).fill(email);
    await page.getByLabel(auth('fields.password'), { exact: true }).fill(password);
    await page.getByRole('button', { name: auth('login.submit'), exact: true }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    const panel = await balancesShow(page, 'CA$5.00');
    expect(await panel.getByText('0', { exact: true }).count()).toBe(1);
    await expectNoAxeViolations(page);
    // The code is used up: nothing stays stored to be sent again.
    expect(await page.evaluate(() => localStorage.getItem('promoCode'))).toBeNull();
  });

  it('/gamechallenges: the seeded challenges, the balances with the explainer and referral modals, in both languages', async () => {
    const email = 'e2e-challenges@example.com';
    const page = await browser.newPage();
    await signUpAndActivate(page, email);
    await openApp(page, `${server.url}/gamechallenges`);
    await heading(page, rewards('challenges.title'));
    await page.getByRole('article', { name: 'Weekend warrior' }).waitFor();
    expect(await page.getByRole('progressbar').count()).toBe(3);
    await page.getByText(rewards('sessions.empty')).waitFor();
    await expectNoAxeViolations(page);
    const panel = page.getByRole('region', { name: rewards('balances.title') });
    await panel.getByText('$0.00', { exact: true }).waitFor();

    // The bucks explainer: four pages, axe on each.
    await panel.getByRole('button', { name: rewards('balances.howItWorks') }).click();
    await page.getByRole('dialog', { name: rewards('explainer.currency.title') }).waitFor();
    // Named by the heading of the page it shows, so found anew on each page.
    const explainer = page.getByRole('dialog');
    for (const [index, title] of ['steps', 'clock', 'multiplier'].entries()) {
      await expectNoAxeViolations(page);
      await explainer.getByRole('button', { name: rewards('explainer.next') }).click();
      await page.getByRole('dialog', { name: rewards(`explainer.${title}.title`) }).waitFor();
      await page.getByText(`${index + 2}/4`, { exact: true }).waitFor();
    }
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: rewards('explainer.okay') }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // The referral modal: the link to the sign-up page, copied; the terms.
    await panel.getByRole('button', { name: rewards('balances.referFriend') }).click();
    const referral = page.getByRole('dialog', { name: rewards('referral.title') });
    const link = referral.getByRole('textbox', { name: rewards('referral.linkLabel') });
    await expect.poll(() => link.inputValue()).toMatch(/\/signupWithReferral\/[\w-]+$/);
    await expectNoAxeViolations(page);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await referral.getByRole('button', { name: rewards('referral.copy') }).click();
    await referral.getByRole('button', { name: rewards('referral.copied') }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
    await referral.getByRole('button', { name: rewards('referral.showTerms') }).click();
    await page.getByRole('dialog', { name: rewards('referral.terms.title') }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: text('en', 'common', 'actions.close') }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('main').getByRole('link', { name: 'Fuel up' }).click();
    await heading(page, 'Fuel up');
    await expectNoAxeViolations(page);

    // French, through the lng query parameter (first in the detection order).
    await openApp(page, `${server.url}/gamechallenges?lng=fr`);
    await heading(page, text('fr', 'rewards', 'challenges.title'));
    await page.getByRole('article', { name: 'Guerrier de la fin de semaine' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: text('fr', 'rewards', 'balances.howItWorks') }).click();
    await page.getByRole('dialog', { name: text('fr', 'rewards', 'explainer.currency.title') }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: text('fr', 'rewards', 'explainer.next') }).click();
  });
});

async function signUpAndActivate(page: Page, email: string) {
  await openApp(page, `${server.url}/signup`);
  await page.getByLabel(auth('fields.email')).fill(email);
  await page.getByLabel(auth('fields.newPassword'), { exact: true }).fill('silver comet lake 58');
  await page.getByLabel(auth('fields.country')).selectOption('UNITED_STATES');
  await page.getByRole('checkbox', { name: /terms of use/ }).check();
  await page.getByRole('button', { name: auth('signup.submit') }).click();
  await heading(page, auth('checkEmail.title'));
  const activation = await waitForMessage(server.url, email, 'activation');
  await openApp(page, `${server.url}${linkPath(activation)}`);
  await heading(page, auth('activate.welcomeTitle'));
}
