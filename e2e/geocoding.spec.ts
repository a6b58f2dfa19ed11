import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineKm } from '@playeats/domain/distance';
import {
  startNominatimStandIn,
  type NominatimStandIn,
} from '../apps/server/src/adapters/geocoder/nominatim-stand-in.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { openApp, text } from './support/app.ts';
import { useBrowser, type Device } from './support/browser.ts';
import { Customer, demoPlaceId } from './support/customer.ts';
import { startServer, type TestServer } from './support/server.ts';

// Issue 19, from the customer's side: an address typed with suggestions from the geocoding
// service (the app runs with GEOCODER=nominatim against the local Nominatim stand-in), the
// pin moved to the door, saved, and the delivery decided from that pin: the restaurant's
// page says how far it is and the checkout prices it, on a desktop and on a phone. An
// address known only to its city asks for its pin before an order.

let standIn: NominatimStandIn;
let server: TestServer;
beforeAll(async () => {
  standIn = await startNominatimStandIn();
  server = await startServer({
    env: {
      GEOCODER: 'nominatim',
      GEOCODER_URL: standIn.url,
      GEOCODER_RATE_PER_SECOND: '100',
      ORDER_SIMULATOR: 'false',
    },
  });
});
afterAll(async () => {
  await server?.dispose();
  await standIn?.close();
});
const browser = useBrowser();

const o = (key: string) => text('en', 'ordering', key);
const map = (key: string) => text('en', 'map', key);

/** The demo place, Poutinerie du Quartier, 1188 Rue Peel: it delivers within 8 km. */
const DEMO_PLACE = { lat: 45.4997, lng: -73.5712 };
/** 5333 Avenue Casgrain as OpenStreetMap places it (the stand-in's fixture): 3.3 km from it. */
const CASGRAIN = { lat: 45.5256, lng: -73.5963 };

let accounts = 0;
async function customer() {
  const me = await Customer.create(server.url, `e2e-geocoding-${++accounts}@example.com`);
  await me.addCard('4242424242424242', true);
  return me;
}

interface SavedAddress {
  id: string;
  lat: number;
  lng: number;
  precision: string;
  line1: string;
}
const addresses = async (me: Customer) =>
  (await me.call<{ items: SavedAddress[] }>('GET', '/api/users/me/addresses')).items;

/** The checkout's total once priced: "CA$12.34" → 1234. */
async function checkoutTotal(page: Page): Promise<number> {
  const total = page.locator('.checkout-bar-total strong');
  await expect.poll(async () => /\d/.test(await total.innerText())).toBe(true);
  return Math.round(Number((await total.innerText()).replace(/[^\d.]/g, '')) * 100);
}

describe.each<Device>(['desktop', 'phone'])('an address placed where its door is, on a %s', (device) => {
  it('typed with suggestions, the pin moved, saved: the delivery is decided from the pin', async () => {
    const me = await customer();
    const page = await me.signIn(browser, { device });
    await openApp(page, `${server.url}/addresses`);
    await page.getByRole('button', { name: o('addresses.add') }).click();
    const dialog = page.getByRole('dialog', { name: o('address.addTitle') });
    await dialog.getByLabel(o('address.country')).selectOption('CANADA');

    // Suggestions as one types, from the geocoding service, with its credit line.
    const street = dialog.getByRole('combobox', { name: o('address.line1') });
    await street.pressSequentially('5333 Casgr');
    const suggestion = dialog.getByRole('option').filter({ hasText: '5333' }).filter({ hasText: 'Casgrain' });
    await suggestion.waitFor();
    await dialog.getByText(/OpenStreetMap contributors/).waitFor();
    expect(await street.getAttribute('aria-expanded')).toBe('true');
    await expectNoAxeViolations(page);
    const search = standIn.requests.find((r) => r.path === '/search' && /casgr/i.test(r.params.q ?? ''));
    expect(search?.params.countrycodes).toBe('ca');

    // Picked by keyboard on a desktop, by a tap on a phone.
    if (device === 'desktop') {
      await street.press('ArrowDown');
      expect(await street.getAttribute('aria-activedescendant')).toBe(await suggestion.getAttribute('id'));
      await street.press('Enter');
    } else {
      await suggestion.tap();
    }
    await expect.poll(() => street.inputValue()).toMatch(/^5333 Avenue Casgrain/);
    expect(await dialog.getByLabel(o('address.city')).inputValue()).toBe('Montréal');
    expect(await dialog.getByLabel(o('address.province')).inputValue()).toBe('QC');
    expect(await dialog.getByLabel(o('address.postalCode')).inputValue()).toBe('H2T 1X3');
    await dialog.getByText(o('address.located.street')).waitFor();

    // The pin (on a plain background: no tiles in tests), moved east to the door.
    const pin = dialog.getByRole('button', { name: map('pin.label') });
    await dialog.getByText(map('pin.help')).waitFor();
    if (device === 'desktop') {
      // The dialog scrolls: the pin is brought into view before the mouse takes it.
      await pin.scrollIntoViewIfNeeded();
      const box = (await pin.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 20, box.y + box.height / 2, { steps: 5 });
      await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
    } else {
      await pin.focus();
      for (let i = 0; i < 4; i += 1) await pin.press('ArrowRight');
    }
    await dialog.getByText(o('address.located.pin')).waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: o('address.add') }).click();
    await dialog.waitFor({ state: 'detached' });

    // Stored where the pin is: east of the street address, a few metres to a few tens away.
    const [saved] = await addresses(me);
    expect(saved).toMatchObject({ precision: 'pin', line1: expect.stringMatching(/^5333 Avenue Casgrain/) });
    expect(saved!.lng).toBeGreaterThan(CASGRAIN.lng);
    expect(haversineKm(saved!, CASGRAIN)).toBeLessThan(0.1);

    // The restaurant's page measures from the pin (3.3 km, not the city centre's 0.4 km).
    const placeId = await demoPlaceId(server.url);
    await openApp(page, `${server.url}/nearby/${placeId}`);
    const km = haversineKm(saved!, DEMO_PLACE);
    const inRange = text('en', 'map', 'restaurant.inRange').replace('{{distance}}', `${km.toFixed(1)} km`);
    await page.getByText(inRange).waitFor();

    // And the checkout prices the order for it, with no pin left to confirm.
    await me.fillCart(placeId, { 'Club Sandwich': 1 });
    await openApp(page, `${server.url}/checkout`);
    expect(await checkoutTotal(page)).toBeGreaterThan(0);
    expect(await page.getByRole('region', { name: o('checkout.pin.title') }).count()).toBe(0);
  });
});

describe('an address known only to its city', () => {
  it('asks where the door is before the order can be placed, then places it', async () => {
    const me = await customer();
    // A street the service does not know, in a postal area it does not know: placed at the city.
    const created = await me.call<SavedAddress>('POST', '/api/users/me/addresses', {
      line1: '4321 Rue Inconnue',
      city: 'Montréal',
      region: 'QC',
      postalCode: 'H2W 1A1',
      country: 'CANADA',
    });
    expect(created.precision).toBe('city');
    const placeId = await demoPlaceId(server.url);
    await me.fillCart(placeId, { 'Club Sandwich': 1 });
    const page = await me.signIn(browser);
    await openApp(page, `${server.url}/checkout`);

    const confirm = page.getByRole('region', { name: o('checkout.pin.title') });
    await confirm.waitFor();
    const total = await checkoutTotal(page);
    const place = page.locator('.checkout-bar').getByRole('button');
    expect(await place.isDisabled()).toBe(true);
    await page.getByText(o('checkout.pin.needed')).waitFor();
    await expectNoAxeViolations(page);

    const pin = confirm.getByRole('button', { name: map('pin.label') });
    await pin.focus();
    await pin.press('ArrowUp');
    await confirm.getByRole('button', { name: o('checkout.pin.confirm') }).click();
    await confirm.waitFor({ state: 'detached' });
    const [saved] = await addresses(me);
    expect(saved!.precision).toBe('pin');
    expect(saved!.lat).toBeGreaterThan(created.lat);

    await expect.poll(() => place.isEnabled()).toBe(true);
    expect(await checkoutTotal(page)).toBe(total);
    await place.click();
    await page.waitForURL(`${server.url}/confirmation`);
  });
});
