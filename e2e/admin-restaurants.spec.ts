import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { openApp, text } from './support/app.ts';
import { useBrowser, type PageOptions } from './support/browser.ts';
import { Customer } from './support/customer.ts';
import { useServer } from './support/server.ts';

// An admin imports partners from a CSV file (first a file with a bad row: nothing is
// written and the row is reported), opens one, reveals its webhook key, uploads its photo
// and deactivates another; a player finds the imported partner near them and orders from
// it. Every admin restaurant page passes axe.
const server = useServer({ env: { ORDER_WEBHOOK_SECRET: 'e2e-webhook-secret-'.padEnd(40, 'x') } });
const browser = useBrowser();

const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [name, value]) => s.replace(`{{${name}}}`, String(value)), template);
const ar = (key: string, values: Record<string, string | number> = {}) =>
  fill(text('en', 'admin-restaurants', key), values);
const admin = (key: string) => text('en', 'admin', key);
const o = (key: string, values: Record<string, string | number> = {}) => fill(text('en', 'ordering', key), values);

/** The demo admin of the seed (README): development and tests only. */
const DEMO_ADMIN = { email: 'admin@playeats.test', password: 'playeats-demo-admin' };
/** Downtown Montréal, where the player's address is geocoded. */
const MONTREAL = { latitude: 45.5017, longitude: -73.5673 };

const tag = randomUUID().slice(0, 6);
const DINER = `Respawn Diner ${tag}`;
const NOODLES = `Checkpoint Noodles ${tag}`;
const HEADER =
  'restaurant_ref,name,cuisines,street,city,region,postal_code,country,lat,lng,hours,delivery_radius_km,delivery_fee_cents,minimum_order_cents,category,item_name,item_description,item_price_cents,item_options';
const rows = (burgerPrice: string) => [
  HEADER,
  `e2e-${tag}-1,${DINER},burgers;american,1200 Rue Peel,Montréal,QC,H3B 2T6,CA,${MONTREAL.latitude},${MONTREAL.longitude},daily 00:00-24:00,8,199,500,Burgers,Victory Burger,Double patty,${burgerPrice},`,
  `e2e-${tag}-1,,,,,,,,,,,,,,Burgers,Power-Up Fries,,450,Size[1-1]: Regular=0; Large=150`,
  `e2e-${tag}-2,${NOODLES},ramen,10 Rue Sherbrooke O,Montréal,QC,H2X 1X3,CA,,,mon-sun 11:00-23:00,5,0,1000,Ramen,Shoyu Ramen,,1400,`,
];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'playeats-e2e-import-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
function file(name: string, content: string | Buffer): string {
  const full = path.join(dir, name);
  fs.writeFileSync(full, content);
  return full;
}

/** A 640 × 360 PNG, a diagonal gradient: enough for the photo pipeline. */
function png(width = 640, height = 360): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = y * (width * 3 + 1) + 1 + x * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 160;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function signInAsAdmin(options: PageOptions = {}): Promise<Page> {
  const page = await browser.newPage(options);
  await openApp(page, `${server.url}/login`);
  await page.getByLabel(text('en', 'auth', 'fields.email')).fill(DEMO_ADMIN.email);
  await page.getByLabel(text('en', 'auth', 'fields.password'), { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: text('en', 'auth', 'login.submit'), exact: true }).click();
  await page.waitForURL(`${server.url}/dashboard`);
  return page;
}

const heading = (page: Page, name: string | RegExp, timeout = 15_000) =>
  page.getByRole('heading', { level: 1, name }).waitFor({ timeout });

describe('admin restaurants', () => {
  it('an admin imports partners from a CSV file, and a player finds one near them and orders from it; axe on every admin page', async () => {
    // The refused file and the refused form are 4xx answers in the console.
    const page = await signInAsAdmin({ allowConsoleErrors: [/status of 4(00|22)/] });
    await openApp(page, `${server.url}/admin`);
    await page
      .getByRole('navigation', { name: admin('nav.label') })
      .getByRole('link', { name: admin('nav.restaurants') })
      .click();
    await heading(page, ar('list.title'));
    await expectNoAxeViolations(page);

    // A file with a bad price: nothing is imported, and the row is named.
    await page.getByRole('link', { name: ar('list.import') }).click();
    await heading(page, ar('import.title'));
    await expectNoAxeViolations(page);
    await page.getByLabel(ar('import.file')).setInputFiles(file('partners-bad.csv', rows('15.50').join('\n')));
    await page.getByRole('button', { name: ar('import.submit'), exact: true }).click();
    const report = page.getByRole('alert').filter({ hasText: ar('import.nothingWritten') });
    await report.waitFor();
    const refused = report.getByRole('table', { name: ar('import.refusedCaption') });
    await refused.getByRole('cell', { name: 'item_price_cents' }).waitFor();
    expect(await refused.getByRole('row').nth(1).innerText()).toMatch(/^2\s+item_price_cents\s+expected whole cents$/);
    await expectNoAxeViolations(page);
    expect(
      await (await fetch(`${server.url}/api/restaurants/nearby?lat=45.5017&lng=-73.5673&q=${tag}`)).json(),
    ).toMatchObject({
      items: [],
    });

    // The corrected file goes in whole.
    await page.getByLabel(ar('import.file')).setInputFiles(file('partners.csv', rows('1500').join('\n')));
    await page.getByRole('button', { name: ar('import.submit'), exact: true }).click();
    await page.getByText(ar('import.counts', { rows: 3, created: 2, updated: 0, items: 3 })).waitFor();
    await expectNoAxeViolations(page);

    // The list finds them; the diner's page: webhook key, photo, menu.
    await page.getByRole('link', { name: ar('back') }).click();
    await heading(page, ar('list.title'));
    await page.getByLabel(ar('list.search')).fill(tag);
    await page.getByRole('link', { name: NOODLES }).waitFor();
    await page.getByRole('link', { name: DINER }).click();
    await heading(page, DINER);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: ar('webhook.reveal') }).click();
    const key = page.getByLabel(ar('webhook.key'), { exact: true });
    await expect.poll(() => key.inputValue()).toMatch(/^[0-9a-f]{64}$/);
    await expectNoAxeViolations(page);

    await page.getByLabel(ar('photo.pick')).setInputFiles(file('diner.png', png()));
    await page.getByRole('img', { name: ar('photo.previewAlt') }).waitFor();
    await page.getByRole('button', { name: ar('photo.upload') }).click();
    const photo = page.getByRole('img', { name: ar('photo.currentAlt', { name: DINER }) });
    await photo.waitFor();
    expect(await photo.getAttribute('srcset')).toMatch(/-320\.webp 320w, .*-640\.webp 640w, .*-1280\.webp 1280w$/);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: ar('detail.editMenu') }).click();
    await heading(page, ar('menu.title', { name: DINER }));
    expect(await page.getByLabel(ar('menu.itemName')).first().inputValue()).toBe('Victory Burger');
    await expectNoAxeViolations(page);
    // A dish's price changed and saved: the public menu follows.
    await page.getByLabel(ar('menu.itemPrice'), { exact: true }).first().fill('16.25');
    await page.getByRole('button', { name: ar('menu.save') }).click();
    await page.getByText(ar('menu.saved')).waitFor();
    const dinerId = page.url().split('/').at(-2)!;
    const publicMenu = (await (await fetch(`${server.url}/api/restaurants/${dinerId}`)).json()) as {
      menu: { categories: { items: { name: string; priceCents: number }[] }[] };
    };
    expect(publicMenu.menu.categories[0]!.items[0]).toMatchObject({ name: 'Victory Burger', priceCents: 1625 });

    // The noodle shop is deactivated, with a reason.
    await openApp(page, `${server.url}/admin/restaurants`);
    await page.getByLabel(ar('list.search')).fill(tag);
    await page.getByRole('link', { name: NOODLES }).click();
    await heading(page, NOODLES);
    await page.getByRole('button', { name: ar('state.deactivate') }).click();
    const dialog = page.getByRole('dialog', { name: ar('state.deactivate') });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByLabel(admin('reason.label')).fill('Kitchen renovation');
    await dialog.getByRole('button', { name: ar('state.deactivate') }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(ar('state.inactive'), { exact: true }).first().waitFor();

    // The new-restaurant form shows the server's words beside the fields.
    await openApp(page, `${server.url}/admin/restaurants/new`);
    await heading(page, ar('new.title'));
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: ar('new.submit') }).click();
    await page.getByText('name at least one cuisine').first().waitFor();
    await expectNoAxeViolations(page);

    // A player near downtown Montréal finds the diner by name, with its photo, and orders.
    const customer = await Customer.create(server.url, `e2e-partner-${tag}@example.com`);
    await customer.addAddress();
    await customer.addCard('4242424242424242', true);
    const player = await customer.signIn(browser);
    await player.context().grantPermissions(['geolocation'], { origin: server.url });
    await player.context().setGeolocation(MONTREAL);
    await openApp(player, `${server.url}/nearby`);
    await player
      .getByRole('searchbox', { name: text('en', 'restaurants', 'filters.nameLabel') })
      .fill(`respawn diner ${tag}`);
    const card = player.locator('.nearby-results article.restaurant-card').filter({ hasText: DINER });
    await card.waitFor();
    expect(await card.getByRole('img').getAttribute('srcset')).toContain('320w');
    expect(await player.locator('.nearby-results').innerText()).not.toContain(NOODLES);
    await card.getByRole('link', { name: DINER }).click();
    await heading(player, DINER);
    // "Order" leads to the menu on the same page (the one menu, decision 0026).
    await player.getByRole('link', { name: text('en', 'restaurants', 'detail.order'), exact: true }).click();
    await player.getByRole('button', { name: 'Add to cart: Victory Burger' }).click();
    await player.getByText(o('menu.added', { name: 'Victory Burger' })).waitFor();
    await player.getByRole('link', { name: /View cart · 1 item/ }).click();
    await heading(player, o('cart.title'));
    await player.getByRole('link', { name: o('cart.checkout') }).click();
    await heading(player, o('checkout.title'));
    const place = player.getByRole('button', { name: /^Place order · CA\$/ });
    await expect.poll(() => place.isEnabled(), { timeout: 15_000 }).toBe(true);
    await place.click();
    await heading(player, o('confirmation.title'));
    await player.getByText(new RegExp(`Order #\\d+ from ${DINER} has been sent to the restaurant\\.`)).waitFor();
  }, 180_000);
});
