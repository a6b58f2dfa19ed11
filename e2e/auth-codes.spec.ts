import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { mainHeading, openApp, text } from './support/app.ts';
import { useBrowser } from './support/browser.ts';
import { useServer } from './support/server.ts';

const server = useServer();
const browser = useBrowser();

describe('shared promo and referral links', () => {
  it('/signupWithCode shows the home page with the code, and sign-up prefills it', async () => {
    const page = await browser.newPage();
    await openApp(page, `${server.url}/signupWithCode/SPRING5`);
    expect(await mainHeading(page)).toBe(text('en', 'home', 'hero.title'));
    await page.getByText(text('en', 'home', 'codeBanner.promo').replace('{{code}}', 'SPRING5')).waitFor();
    await expectNoAxeViolations(page);
    await page
      .getByRole('main')
      .getByRole('link', { name: text('en', 'home', 'codeBanner.signup') })
      .click();
    await page.getByRole('heading', { level: 1, name: text('en', 'auth', 'signup.title') }).waitFor();
    expect(await page.getByLabel(text('en', 'auth', 'fields.promoCode')).inputValue()).toBe('SPRING5');
  });

  it('/signupWithReferral keeps the referrer code for sign-up, in French too', async () => {
    const page = await browser.newPage({ locale: 'fr-CA' });
    await openApp(page, `${server.url}/signupWithReferral/FRIEND-1`);
    await page.getByText(text('fr', 'home', 'codeBanner.referral').replace('{{discount}}', '5')).waitFor();
    await expectNoAxeViolations(page);
    await openApp(page, `${server.url}/signup`);
    expect(await page.getByLabel(text('fr', 'auth', 'fields.referrerCode')).inputValue()).toBe('FRIEND-1');
    await expectNoAxeViolations(page);
  });
});
