import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { mainHeading, openApp, text } from './support/app.ts';
import { useBrowser } from './support/browser.ts';
import { useServer } from './support/server.ts';

const server = useServer();
const browser = useBrowser();

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('landing page', () => {
  it('/home is in English for an English browser, and axe clean', async () => {
    const page = await browser.newPage({ locale: 'en-US' });
    await openApp(page, `${server.url}/home`);
    expect(await mainHeading(page)).toBe(text('en', 'home', 'hero.title'));
    expect(await htmlLang(page)).toBe('en');
    await expectNoAxeViolations(page);
  });

  it('/home follows a French browser', async () => {
    const page = await browser.newPage({ locale: 'fr-CA' });
    await openApp(page, `${server.url}/home`);
    expect(await mainHeading(page)).toBe(text('fr', 'home', 'hero.title'));
    expect(await htmlLang(page)).toBe('fr');
  });

  it('/home/fr is in French whatever the browser language, and axe clean', async () => {
    const page = await browser.newPage({ locale: 'en-US' });
    await openApp(page, `${server.url}/home/fr`);
    await page.getByRole('heading', { level: 1, name: text('fr', 'home', 'hero.title') }).waitFor();
    expect(await htmlLang(page)).toBe('fr');
    await expectNoAxeViolations(page);
  });

  it('/home/en is in English whatever the browser language', async () => {
    const page = await browser.newPage({ locale: 'fr-CA' });
    await openApp(page, `${server.url}/home/en`);
    await page.getByRole('heading', { level: 1, name: text('en', 'home', 'hero.title') }).waitFor();
    expect(await htmlLang(page)).toBe('en');
  });

  it('the language switcher changes the page language and the choice survives a reload', async () => {
    const page = await browser.newPage({ locale: 'en-US' });
    await openApp(page, `${server.url}/home`);
    await page.getByRole('button', { name: text('en', 'layout', 'language.fr') }).click();
    await page.getByRole('heading', { level: 1, name: text('fr', 'home', 'hero.title') }).waitFor();
    expect(await htmlLang(page)).toBe('fr');
    await openApp(page, `${server.url}/home`);
    expect(await mainHeading(page)).toBe(text('fr', 'home', 'hero.title'));
  });
});
