import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { mainHeading, openApp, text } from './support/app.ts';
import { useBrowser } from './support/browser.ts';
import { demoPlaceId } from './support/customer.ts';
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
    // The choice is in the cookie too: the server sends the page pre-rendered in French.
    const served = await (await page.request.get(`${server.url}/home`)).text();
    expect(served).toContain('<div id="root" data-prerendered="fr"');
    await openApp(page, `${server.url}/home`);
    expect(await mainHeading(page)).toBe(text('fr', 'home', 'hero.title'));
  });
});

// Issue 17: the web build pre-renders /home and /partners (scripts/prerender.mjs); the
// server sends the visitor's language and the app hydrates the page.
describe('pre-rendered landing pages', () => {
  /** A page whose app never starts: its entry answers an empty module. */
  async function withoutApp(locale: string) {
    const page = await browser.newPage({ locale });
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'export {};' }),
    );
    return page;
  }

  it('/home is on screen before the app runs: in the visitor’s language, its links plain links, axe clean', async () => {
    const page = await withoutApp('fr-CA');
    await page.goto(`${server.url}/home`);
    expect(await mainHeading(page)).toBe(text('fr', 'home', 'hero.title'));
    expect(await htmlLang(page)).toBe('fr');
    expect(await page.title()).toBe(`${text('fr', 'home', 'documentTitle')} | PlayEats`);
    // The app has not taken over: the logo pulses, a status says it loads.
    expect(await page.locator('#root[data-prerendered="fr"] .site-brand img').count()).toBe(1);
    expect(await page.getByRole('status', { name: text('fr', 'layout', 'loading') }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page
      .getByRole('link', { name: text('fr', 'layout', 'header.partners'), exact: true })
      .first()
      .click();
    await page.waitForURL(`${server.url}/partners`);
    expect(await mainHeading(page)).toBe(text('fr', 'restaurants', 'partners.title'));
    await expectNoAxeViolations(page);
  });

  it('/partners is pre-rendered in English for an English browser, axe clean', async () => {
    const page = await withoutApp('en-US');
    await page.goto(`${server.url}/partners`);
    expect(await mainHeading(page)).toBe(text('en', 'restaurants', 'partners.title'));
    expect(await htmlLang(page)).toBe('en');
    await expectNoAxeViolations(page);
    // Its language buttons work before the app does: the page comes back in that language.
    await page.getByRole('button', { name: text('en', 'layout', 'language.fr') }).click();
    await page.waitForURL(`${server.url}/partners?lng=fr`);
    expect(await mainHeading(page)).toBe(text('fr', 'restaurants', 'partners.title'));
    expect(await htmlLang(page)).toBe('fr');
  });

  it('/home/en’s language buttons before the app open /home/fr, the address that names the language', async () => {
    const page = await withoutApp('en-US');
    await page.goto(`${server.url}/home/en`);
    await page.getByRole('button', { name: text('en', 'layout', 'language.fr') }).click();
    await page.waitForURL(`${server.url}/home/fr`);
    expect(await mainHeading(page)).toBe(text('fr', 'home', 'hero.title'));
    expect(await htmlLang(page)).toBe('fr');
  });

  it('a step of the app that fails to load gives the page back to HTML: the mark goes, forms send', async () => {
    const page = await browser.newPage({ locale: 'en-US' });
    await page.route(/\/assets\/i18n-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(`${server.url}/home`);
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'));
    expect(await mainHeading(page)).toBe(text('en', 'home', 'hero.title'));
  });

  it('the first Intl object is built on a worker while the app loads (lib/warm-intl.ts): it formats, then ends', async () => {
    const page = await browser.newPage({ locale: 'en-US' });
    const ended = new Promise<string>((resolve) => {
      page.on('worker', (worker) => {
        if (/\/assets\/warm-intl\.worker-[\w-]+\.js$/.test(worker.url()))
          worker.on('close', () => resolve(worker.url()));
      });
    });
    await openApp(page, `${server.url}/partners`);
    // It ends only after formatting, and the built file still holds both formatters (a bare
    // `new Intl.NumberFormat()` is a pure expression the bundler drops).
    const built = await (await fetch(await ended)).text();
    expect(built).toMatch(/Intl\.NumberFormat\b/);
    expect(built).toMatch(/Intl\.DateTimeFormat\b/);
  });

  it('the app takes the page over where it is (hydration): the same elements, the status gone', async () => {
    const page = await browser.newPage({ locale: 'en-US' });
    // The heading as the document parsed it, before the app could run (it waits for its texts).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { parsedHeading: Element | null }).parsedHeading = document.querySelector('h1');
      });
    });
    await openApp(page, `${server.url}/home`);
    const sameHeading = await page.evaluate(() => {
      const parsed = (window as unknown as { parsedHeading: Element | null }).parsedHeading;
      return parsed !== null && parsed === document.querySelector('h1') && document.contains(parsed);
    });
    expect(sameHeading).toBe(true);
    expect(await page.locator('#root[data-prerendered]').count()).toBe(0);
    // The app works: the switcher changes the language.
    await page.getByRole('button', { name: text('en', 'layout', 'language.fr') }).click();
    await page.getByRole('heading', { level: 1, name: text('fr', 'home', 'hero.title') }).waitFor();
  });
});

// Issue 17: a restaurant's page cannot be pre-rendered (a million restaurants); the server
// writes its picture and name into the splash (apps/server/src/plugins/restaurant-shell.ts).
describe('a restaurant page’s shell', () => {
  it('paints the restaurant’s picture and name before the app runs, in the visitor’s language, axe clean', async () => {
    const placeId = await demoPlaceId(server.url);
    const { name } = (await (await fetch(`${server.url}/api/restaurants/${placeId}`)).json()) as { name: string };
    const page = await browser.newPage({ locale: 'fr-CA' });
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'export {};' }),
    );
    await page.goto(`${server.url}/nearby/${placeId}`);
    expect(await htmlLang(page)).toBe('fr');
    expect(await page.title()).toBe(`${name} | PlayEats`);
    // The status says the app loads; the page's heading and landmark are beside it, not in it.
    expect(await page.getByRole('status', { name: text('fr', 'layout', 'loading') }).count()).toBe(1);
    expect(await page.getByRole('status').getByRole('heading').count()).toBe(0);
    expect((await page.getByRole('main').getByRole('heading', { level: 1 }).innerText()).trim()).toBe(name);
    // The picture came with the document, not with the app (which never started here).
    await page.waitForFunction(() => {
      const picture = document.querySelector<HTMLImageElement>(
        '[data-shell] .restaurant-image-illustration, [data-shell] img.restaurant-hero',
      );
      return picture !== null && picture.complete && picture.naturalWidth > 0;
    });
    await expectNoAxeViolations(page);
  });

  it('is rendered over by the app: the page’s own heading, the splash gone, axe clean', async () => {
    const placeId = await demoPlaceId(server.url);
    const page = await browser.newPage({ locale: 'en-US' });
    await openApp(page, `${server.url}/nearby/${placeId}`);
    expect(await page.locator('#boot-logo').count()).toBe(0);
    const { name } = (await (await fetch(`${server.url}/api/restaurants/${placeId}`)).json()) as { name: string };
    expect(await mainHeading(page)).toBe(name);
    expect(await page.title()).toBe(`${name} | PlayEats`);
    await expectNoAxeViolations(page);
  });
});
