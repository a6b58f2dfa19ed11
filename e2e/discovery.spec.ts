import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { mainHeading, openApp, text } from './support/app.ts';
import { useBrowser } from './support/browser.ts';
import { createActiveAccount } from './support/outbox.ts';
import { useServer } from './support/server.ts';

// The server seeds its demo catalogue (~2,000 restaurants, densest in downtown Montréal)
// on first start; the demo address is there, and its demo place is a poutine shop that
// never closes, so the open-only filter always has something to show.
const server = useServer();
const browser = useBrowser();

const t = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (s, [name, value]) => s.replace(`{{${name}}}`, String(value)),
    text('en', 'restaurants', key),
  );
const tm = (key: string) => text('en', 'meals', key);

const MONTREAL = { latitude: 45.4988, longitude: -73.5667 };

/** A page whose browser already allowed geolocation, standing in downtown Montréal. */
async function pageInMontreal(): Promise<Page> {
  const page = await browser.newPage();
  await page.context().grantPermissions(['geolocation'], { origin: server.url });
  await page.context().setGeolocation(MONTREAL);
  return page;
}

const cards = (page: Page) => page.locator('.nearby-results article.restaurant-card');

/** Waits until the results have settled (no search in flight) and lists the cards' texts. */
async function settledCards(page: Page): Promise<string[]> {
  await page.locator('.nearby-results:not([aria-busy])').waitFor();
  await cards(page).first().waitFor();
  return cards(page).allInnerTexts();
}

describe('partners', () => {
  it('/partners lists partner restaurants page by page, each leading to its menu; axe clean', async () => {
    const page = await browser.newPage();
    await openApp(page, `${server.url}/partners`);
    expect(await mainHeading(page)).toBe(t('partners.title'));
    const first = page.locator('article.restaurant-card').first();
    await first.waitFor();
    expect(await page.locator('article.restaurant-card').count()).toBe(12);
    await expectNoAxeViolations(page);

    const firstName = await first.locator('.restaurant-card-link').innerText();
    await page.getByRole('button', { name: t('pager.next') }).click();
    await page.waitForURL(`${server.url}/partners?page=2`);
    await page
      .getByRole('navigation', { name: t('pager.label') })
      .getByText(/^Page 2 of \d+$/)
      .waitFor();
    await page.waitForFunction(
      (name) => document.querySelector('.restaurant-card-link')?.textContent !== name,
      firstName,
    );

    const name = await page.locator('.restaurant-card-link').first().innerText();
    await page.locator('.restaurant-card-link').first().click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('heading', { level: 2, name: t('detail.menuTitle') }).waitFor();
    await page.getByRole('table').waitFor();
    await expectNoAxeViolations(page);
  });
});

describe('nearby', () => {
  it('finds restaurants by cuisine, open now only, nearest first, and the filter survives a reload', async () => {
    const page = await pageInMontreal();
    await openApp(page, `${server.url}/nearby`);
    expect(await mainHeading(page)).toBe(t('nearby.title'));
    // Geolocation is already allowed: the page uses it without asking.
    await page.getByText(t('location.current')).waitFor();
    await settledCards(page);
    await expectNoAxeViolations(page);

    await page.getByRole('radio', { name: t('filters.type.ITEM_CATEGORY') }).check();
    await page.getByRole('combobox', { name: t('filters.cuisineLabel') }).fill('Poutine');
    await page.waitForFunction(() => localStorage.getItem('searchTerm') === 'Poutine');
    const poutine = await settledCards(page);
    expect(poutine.length).toBeGreaterThan(0);
    for (const card of poutine) expect(card).toContain('Poutine');
    const distances = await page
      .locator('.nearby-results .restaurant-card-distance')
      .allInnerTexts()
      .then((texts) => texts.map((s) => Number.parseFloat(s)));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));

    await page.getByRole('switch', { name: t('filters.openOnly') }).click();
    await page.waitForFunction(() => localStorage.getItem('showOpenOnly') === 'true');
    const open = await settledCards(page);
    expect(open.length).toBeGreaterThan(0);
    for (const card of open) expect(card).toMatch(/Open ·|Open 24 hours/);
    await expectNoAxeViolations(page);

    const stored = () =>
      page.evaluate(() => ({
        searchTerm: localStorage.getItem('searchTerm'),
        searchType: localStorage.getItem('searchType'),
        radius: localStorage.getItem('radius'),
        showOpenOnly: localStorage.getItem('showOpenOnly'),
      }));
    expect(await stored()).toEqual({
      searchTerm: 'Poutine',
      searchType: 'ITEM_CATEGORY',
      radius: '5',
      showOpenOnly: 'true',
    });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: t('nearby.title') }).waitFor();
    expect(await page.getByRole('radio', { name: t('filters.type.ITEM_CATEGORY') }).isChecked()).toBe(true);
    expect(await page.getByRole('combobox', { name: t('filters.cuisineLabel') }).inputValue()).toBe('Poutine');
    expect(await page.getByRole('switch', { name: t('filters.openOnly') }).getAttribute('aria-checked')).toBe('true');
    expect(await settledCards(page)).toEqual(open);

    // A wider radius is kept too; an emptied search removes its entry.
    await page.getByLabel(t('filters.radius')).selectOption('10');
    await page.getByRole('combobox', { name: t('filters.cuisineLabel') }).fill('');
    await page.waitForFunction(() => localStorage.getItem('searchTerm') === null);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: t('nearby.title') }).waitFor();
    expect(await stored()).toEqual({
      searchTerm: null,
      searchType: 'ITEM_CATEGORY',
      radius: '10',
      showOpenOnly: 'true',
    });
    expect(await page.getByLabel(t('filters.radius')).inputValue()).toBe('10');
  });

  it('without a position, a typed city works, and a refused geolocation is explained', async () => {
    const page = await browser.newPage();
    await openApp(page, `${server.url}/nearby`);
    await page.getByText(t('location.needed')).waitFor();
    await page.getByRole('button', { name: t('location.useMine') }).click();
    await page.getByRole('alert').filter({ hasText: 'Location access is blocked' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: t('location.placeLabel') }).fill('Montreal');
    await page.getByRole('button', { name: t('location.find') }).click();
    await page
      .getByRole('button', { name: /Montréal, QC, Canada/ })
      .first()
      .click();
    expect((await settledCards(page)).length).toBeGreaterThan(0);
  });
});

describe('demo mode', () => {
  it('/demo sets the demo address, shows what is near it and opens the demo place; /nearby follows', async () => {
    const page = await browser.newPage();
    await openApp(page, `${server.url}/demo`);
    expect(await mainHeading(page)).toBe(t('demo.title'));
    const banner = page.getByRole('complementary', { name: t('demo.bannerLabel') });
    await banner.getByText(/1000 Rue De La Gauchetière Ouest, Montréal, QC/).waitFor();
    expect((await settledCards(page)).length).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    const mirrored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('auth') ?? 'null') as unknown);
    expect(mirrored).toMatchObject({
      demoAddress: { city: 'Montréal', country: 'CANADA' },
      demoPlaceId: expect.any(String),
    });

    await page
      .getByRole('main')
      .getByRole('link', { name: t('demo.openPlace') })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Poutinerie du Quartier' }).waitFor();
    await page.getByText(t('demo.placeTag')).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Poutines' }).waitFor();
    await expectNoAxeViolations(page);

    // The nearby page searches from the demo address, after a reload as well.
    await openApp(page, `${server.url}/nearby`);
    await page.getByRole('complementary', { name: t('demo.bannerLabel') }).waitFor();
    expect((await settledCards(page)).length).toBeGreaterThan(0);
    await page.getByRole('main').getByRole('link', { name: 'Poutinerie du Quartier' }).first().waitFor();
  });
});

describe('saved meals', () => {
  it('a signed-in user saves a meal from the demo place and manages it on /dashboard; axe clean', async () => {
    const email = 'e2e-meals@example.com';
    const password = 'purple tiger lamp 42';
    await createActiveAccount(server.url, email, password);
    const page = await browser.newPage();
    await openApp(page, `${server.url}/login`);
    await page.getByLabel(text('en', 'auth', 'fields.email')).fill(email);
    await page.getByLabel(text('en', 'auth', 'fields.password'), { exact: true }).fill(password);
    await page.getByRole('button', { name: text('en', 'auth', 'login.submit'), exact: true }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: tm('dashboard.title') }).waitFor();
    await page.getByText(/You have no saved meals yet/).waitFor();
    await expectNoAxeViolations(page);

    const demo = (await (await fetch(`${server.url}/api/demo`)).json()) as { placeId: string };
    await openApp(page, `${server.url}/nearby/${demo.placeId}`);
    await page.getByRole('button', { name: tm('menu.addToMealNamed').replace('{{name}}', 'Classic Poutine') }).click();
    const dialog = page.getByRole('dialog', { name: 'Classic Poutine' });
    await dialog.getByRole('button', { name: /Add to meal/ }).click();
    await dialog.getByText('Choose at least 1 option for Size.').waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('radio', { name: /Large/ }).check();
    await dialog.getByRole('button', { name: /Add to meal/ }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByLabel(tm('builder.nameLabel')).fill('Raid night');
    await page.getByRole('button', { name: t('detail.saveMeal') }).click();
    await page.getByText('“Raid night” is saved.').waitFor();
    await expectNoAxeViolations(page);

    await page
      .getByRole('main')
      .getByRole('link', { name: t('detail.seeDashboard') })
      .click();
    await page.waitForURL(`${server.url}/dashboard`);
    const meal = page.getByRole('article', { name: 'Raid night' });
    await meal.getByText('Poutinerie du Quartier').waitFor();
    await meal.getByRole('switch').click();
    await page.waitForFunction(() => document.querySelector('.saved-meal--paused') !== null);
    await expectNoAxeViolations(page);
  });
});
