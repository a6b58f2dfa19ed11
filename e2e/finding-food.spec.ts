import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { mainHeading, openApp, text } from './support/app.ts';
import { useBrowser, type Device } from './support/browser.ts';
import { useServer } from './support/server.ts';

// Finding food (issue 11): "Where should we deliver?" on the landing page and /partners,
// /partners search and nearest first, /nearby's chips on a phone, the km / miles switch.
// The server seeds its demo catalogue (~2,000 restaurants, a third of them partners, densest
// in downtown Montréal, where the demo place "Poutinerie du Quartier" is a partner).
const server = useServer();
const browser = useBrowser();

const t = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (s, [name, value]) => s.replace(`{{${name}}}`, String(value)),
    text('en', 'restaurants', key),
  );

const MONTREAL = { latitude: 45.4988, longitude: -73.5667 };

/** A page whose browser already allowed geolocation, standing in downtown Montréal. */
async function pageInMontreal(device: Device = 'desktop'): Promise<Page> {
  const page = await browser.newPage({ device });
  await page.context().grantPermissions(['geolocation'], { origin: server.url });
  await page.context().setGeolocation(MONTREAL);
  return page;
}

const nearbyCards = (page: Page) => page.locator('.nearby-results article.restaurant-card');

async function settledNearby(page: Page): Promise<string[]> {
  await page.locator('.nearby-results:not([aria-busy])').waitFor();
  await nearbyCards(page).first().waitFor();
  return nearbyCards(page).allInnerTexts();
}

/** The partners' count once it differs from `previous` and the list has settled. */
async function partnersCount(page: Page, previous?: number): Promise<number> {
  await page.waitForFunction((before) => {
    const status = [...document.querySelectorAll('main p[role="status"]')].find((p) => /\d/.test(p.textContent ?? ''));
    const count = Number(/(\d+)/.exec(status?.textContent ?? '')?.[1] ?? NaN);
    return !Number.isNaN(count) && count !== before && !document.querySelector('ul.restaurant-grid[aria-busy]');
  }, previous ?? -1);
  const status = await page.locator('main p[role="status"]').filter({ hasText: /\d/ }).innerText();
  return Number(/(\d+)/.exec(status)![1]);
}

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

describe.each<Device>(['desktop', 'phone'])('where should we deliver? (%s)', (device) => {
  it('a city typed on the landing page leads to the restaurants around it, in its country’s unit', async () => {
    const page = await browser.newPage({ device });
    await openApp(page, `${server.url}/home`);
    const field = page.getByRole('region', { name: t('deliver.title') });
    await field.getByRole('textbox', { name: t('location.placeLabel') }).waitFor();
    await expectNoAxeViolations(page);
    await field.getByRole('textbox', { name: t('location.placeLabel') }).fill('Montreal');
    await field.getByRole('button', { name: t('location.find') }).click();
    await field
      .getByRole('button', { name: /Montréal, QC, Canada/ })
      .first()
      .click();
    await page.waitForURL(`${server.url}/nearby`);
    await page.getByRole('heading', { level: 1, name: t('nearby.title') }).waitFor();
    await page.locator('.location-current strong', { hasText: 'Montréal, QC, Canada' }).waitFor();
    const cards = await settledNearby(page);
    // A Canadian place: distances in kilometres, without anyone choosing.
    expect(cards[0]).toMatch(/\d km away/);
    expect(await page.evaluate(() => localStorage.getItem('distanceUnit'))).toBeNull();
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
  });
});

describe.each<Device>(['desktop', 'phone'])('/partners (%s)', (device) => {
  it('searches by name or cuisine, shows the city, and lists the nearest first from a place', async () => {
    const page = await browser.newPage({ device });
    await openApp(page, `${server.url}/partners`);
    expect(await mainHeading(page)).toBe(t('partners.title'));
    await page.getByRole('region', { name: t('deliver.title') }).waitFor();
    const all = await partnersCount(page);
    // Each card names its city.
    const firstCard = page.locator('article.restaurant-card').first();
    expect(await firstCard.locator('.restaurant-card-city').innerText()).toMatch(/^.+, [A-Z]{2}$/);
    await expectNoAxeViolations(page);

    await page.getByRole('searchbox', { name: t('partners.searchLabel') }).fill('du quartier');
    await page.waitForURL(/\?q=du\+quartier/);
    const found = await partnersCount(page, all);
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(all);
    const names = await page.locator('.restaurant-card-link').allInnerTexts();
    for (const name of names) expect(name.toLowerCase()).toContain('du quartier');
    for (const city of await page.locator('.restaurant-card-city').allInnerTexts())
      expect(city).toMatch(/^.+, [A-Z]{2}$/);

    // A cuisine finds partners that list it.
    await page.getByRole('searchbox', { name: t('partners.searchLabel') }).fill('sushi');
    await page.waitForURL(/\?q=sushi/);
    const sushi = await partnersCount(page, found);
    expect(sushi).toBeGreaterThan(0);
    expect(sushi).toBeLessThan(all);
    await expectNoHorizontalOverflow(page);
  });

  it('with the position allowed, puts the nearest partners first with their distance', async () => {
    const page = await pageInMontreal(device);
    await openApp(page, `${server.url}/partners`);
    await page.locator('main p[role="status"]', { hasText: 'nearest first' }).waitFor();
    await page.locator('ul.restaurant-grid:not([aria-busy])').waitFor();
    const distances = await page.locator('.restaurant-card-distance').allInnerTexts();
    expect(distances.length).toBeGreaterThan(1);
    const miles = distances.map((d) => Number(/([\d.]+) mi/.exec(d)![1]));
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(await page.locator('.restaurant-card-city').first().innerText()).toBe('Montréal, QC');
    await expectNoAxeViolations(page);
  });
});

describe('/nearby on a phone', () => {
  it('shows the results before the filters, and a chip changes the results', async () => {
    const page = await pageInMontreal('phone');
    await openApp(page, `${server.url}/nearby`);
    await page.getByText(t('location.current')).waitFor();
    const before = await settledNearby(page);
    const chips = page.getByRole('group', { name: t('chips.label') });
    const form = page.getByRole('search', { name: t('filters.label') });
    // The full form is folded behind the Filters chip; the results come first.
    expect(await form.isVisible()).toBe(false);
    const firstCard = await nearbyCards(page).first().boundingBox();
    const chipsBox = await chips.boundingBox();
    expect(chipsBox!.y + chipsBox!.height).toBeLessThanOrEqual(firstCard!.y);
    expect(firstCard!.y).toBeLessThan(844);
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);

    // A cuisine chip (they come last, after the divider): every card now lists that cuisine.
    const cuisine = chips.locator('.chip-divider ~ button[aria-pressed]').first();
    const label = await cuisine.innerText();
    await cuisine.click();
    expect(await cuisine.getAttribute('aria-pressed')).toBe('true');
    await page.waitForFunction(() => localStorage.getItem('searchType') === 'ITEM_CATEGORY');
    await page.waitForFunction(
      (expected) =>
        [...document.querySelectorAll('.nearby-results .restaurant-card-cuisines')].every((p) =>
          p.textContent?.includes(expected),
        ),
      label,
    );
    const after = await settledNearby(page);
    expect(after).not.toEqual(before);

    // The Filters chip opens the full form, with the same search in it.
    await chips.getByRole('button', { name: t('chips.filters') }).click();
    await form.waitFor();
    expect(await form.getByRole('combobox', { name: t('filters.cuisineLabel') }).inputValue()).toBe(label);
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
  });
});

describe('distance units', () => {
  it('switching miles to km converts the radius (25 miles → 40 km) and back', async () => {
    const page = await pageInMontreal();
    await openApp(page, `${server.url}/nearby`);
    await settledNearby(page);
    await page.getByLabel(t('filters.radius')).selectOption('25');
    await page.waitForFunction(() => localStorage.getItem('radius') === '25');
    await page.getByRole('radio', { name: t('filters.unitName.km') }).check();
    await page.waitForFunction(() => localStorage.getItem('radius') === '40');
    expect(await page.getByLabel(t('filters.radius')).inputValue()).toBe('40');
    expect(
      await page
        .getByRole('group', { name: t('chips.label') })
        .getByRole('button', { name: '40 km' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await settledNearby(page)).not.toHaveLength(0);
    await page.getByRole('radio', { name: t('filters.unitName.miles') }).check();
    await page.waitForFunction(() => localStorage.getItem('radius') === '25');
    expect(await page.getByLabel(t('filters.radius')).inputValue()).toBe('25');
    await expectNoAxeViolations(page);
  });
});
