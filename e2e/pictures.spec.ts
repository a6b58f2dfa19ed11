import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { openApp, text } from './support/app.ts';
import { useBrowser, type Device } from './support/browser.ts';
import { Customer, demoPlaceId } from './support/customer.ts';
import { CLIENT } from './support/outbox.ts';
import { useServer } from './support/server.ts';

// Restaurants and dishes have pictures: an uploaded photo, or until then an illustration
// of the cuisine or of the dish's kind (public/illustrations). The demo catalogue has no
// photos, so every card and dish starts illustrated; the last test uploads one.
const server = useServer();
const browser = useBrowser();

const r = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), text('en', 'restaurants', key));
const o = (key: string) => text('en', 'ordering', key);

/** The demo admin of the seed (README): development and tests only. */
const DEMO_ADMIN = { email: 'admin@playeats.test', password: 'playeats-demo-admin' };

/**
 * Brings each image into view (they load lazily below the fold) and checks that it loaded:
 * a broken or missing file has no natural width.
 */
async function expectEveryImageLoaded(images: Locator): Promise<number> {
  const count = await images.count();
  for (let i = 0; i < count; i += 1) {
    const image = images.nth(i);
    await image.scrollIntoViewIfNeeded();
    const width = await image.evaluate(
      (img: HTMLImageElement) =>
        new Promise<number>((resolve) => {
          if (img.complete) resolve(img.naturalWidth);
          else {
            img.addEventListener('load', () => resolve(img.naturalWidth), { once: true });
            img.addEventListener('error', () => resolve(0), { once: true });
          }
        }),
    );
    expect(width, (await image.getAttribute('src')) ?? 'an image').toBeGreaterThan(0);
  }
  return count;
}

describe.each<Device>(['desktop', 'phone'])('pictures on a %s', (device) => {
  it('every partner card and every dish of a restaurant shows a picture that loaded; axe clean', async () => {
    const page = await browser.newPage({ device });
    await openApp(page, `${server.url}/partners`);
    const cards = page.locator('article.restaurant-card');
    await cards.first().waitFor();
    const cardCount = await cards.count();
    expect(cardCount).toBeGreaterThan(1);
    // One picture per card, each a cuisine illustration (no photo yet) that loaded.
    expect(await expectEveryImageLoaded(cards.locator('img'))).toBe(cardCount);
    const cardSources = await cards
      .locator('.restaurant-image--illustrated img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
    expect(cardSources).toHaveLength(cardCount);
    for (const src of cardSources) expect(src).toMatch(/^\/illustrations\/[a-z-]+\.svg$/);
    expect(new Set(cardSources).size).toBeGreaterThan(1);
    await expectNoAxeViolations(page);

    await openApp(page, `${server.url}/nearby/${await demoPlaceId(server.url)}`);
    await page.getByRole('heading', { level: 2, name: r('detail.menuTitle') }).waitFor();
    await expectEveryImageLoaded(page.locator('.restaurant-header img'));
    const dishes = page.locator('article.menu-item');
    await dishes.first().waitFor();
    const dishCount = await dishes.count();
    expect(dishCount).toBeGreaterThan(3);
    expect(await expectEveryImageLoaded(dishes.locator('img.menu-item-image'))).toBe(dishCount);
    // The poutine shop: its poutines show fries, its hot dog a hot dog.
    const poutine = dishes.filter({ hasText: 'Classic Poutine' }).locator('img');
    expect(await poutine.getAttribute('src')).toBe('/illustrations/french-fries.svg');
    await expectNoAxeViolations(page);
  });

  it('an empty cart shows its picture and leads to restaurants; axe clean', async () => {
    const customer = await Customer.create(server.url, `empty-cart-${device}@example.com`);
    const page = await customer.signIn(browser, { device });
    await openApp(page, `${server.url}/cart`);
    const empty = page.locator('.empty-panel');
    await empty.getByRole('heading', { level: 2, name: o('cart.emptyTitle') }).waitFor();
    await empty.getByText(o('cart.empty')).waitFor();
    expect(await expectEveryImageLoaded(empty.locator('img'))).toBe(1);
    await expectNoAxeViolations(page);
    await empty.getByRole('link', { name: o('cart.browse') }).click();
    await page.waitForURL(`${server.url}/nearby`);
  });
});

describe('an uploaded photo', () => {
  it('replaces the illustration on the partner card and the restaurant page', async () => {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...CLIENT, ...DEMO_ADMIN }),
    });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const partners = (await (await fetch(`${server.url}/api/restaurants/partners`)).json()) as {
      items: { id: string; name: string }[];
    };
    const restaurant = partners.items[0];
    if (!restaurant) throw new Error('no partner restaurant');

    // Any real picture will do: a screenshot of the landing page, 640 × 360.
    const page = await browser.newPage();
    await openApp(page, `${server.url}/home`);
    const photo = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: 640, height: 360 } });
    const upload = await fetch(`${server.url}/api/admin/restaurants/${restaurant.id}/image`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'image/png' },
      body: new Uint8Array(photo),
    });
    expect(upload.status).toBe(200);
    await upload.text();

    const alt = r('card.photoAlt', { name: restaurant.name });
    await openApp(page, `${server.url}/partners`);
    // The card with the photo (demo partners may share a name): the photo instead of the
    // illustration, in every size the upload made.
    const card = page.locator('article.restaurant-card').filter({ has: page.getByRole('img', { name: alt }) });
    await card.waitFor();
    expect(await card.count()).toBe(1);
    const cardPhoto = card.getByRole('img', { name: alt });
    expect(await cardPhoto.getAttribute('srcset')).toMatch(/\.webp 320w/);
    expect(await expectEveryImageLoaded(cardPhoto)).toBe(1);
    expect(await card.locator('img').count()).toBe(1);
    expect(await card.locator('.restaurant-image--illustrated').count()).toBe(0);

    await openApp(page, `${server.url}/nearby/${restaurant.id}`);
    await page.getByRole('heading', { level: 1, name: restaurant.name }).waitFor();
    expect(await expectEveryImageLoaded(page.locator('.restaurant-header').getByRole('img', { name: alt }))).toBe(1);
    await expectNoAxeViolations(page);
  });
});
