import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { mainHeading, openApp, text } from './support/app.ts';
import { useBrowser } from './support/browser.ts';
import { useServer } from './support/server.ts';

const server = useServer();
const browser = useBrowser();

const INFO_PAGES = [
  { path: '/contact', heading: () => text('en', 'contact', 'title') },
  { path: '/privacy', heading: () => text('en', 'legal', 'privacy.title') },
  { path: '/terms', heading: () => text('en', 'legal', 'terms.title') },
];

describe('information pages', () => {
  for (const { path, heading } of INFO_PAGES) {
    it(`${path} renders, and is axe clean`, async () => {
      const page = await browser.newPage();
      await openApp(page, `${server.url}${path}`);
      expect(await mainHeading(page)).toBe(heading());
      await expectNoAxeViolations(page);
    });
  }
});

describe('QR landing page', () => {
  it('/ is the QR landing page, and is axe clean', async () => {
    const page = await browser.newPage();
    await openApp(page, `${server.url}/`);
    expect(await mainHeading(page)).toBe(text('en', 'qr', 'title'));
    await expectNoAxeViolations(page);
  });

  it('/QR1 to /QR10 all show the QR landing page', async () => {
    const page = await browser.newPage();
    for (let n = 1; n <= 10; n += 1) {
      await openApp(page, `${server.url}/QR${n}`);
      expect(await mainHeading(page), `/QR${n}`).toBe(text('en', 'qr', 'title'));
    }
  });
});

describe('error page', () => {
  for (const path of ['/no/such/page', '/error']) {
    it(`${path} shows the error page, and is axe clean`, async () => {
      const page = await browser.newPage();
      await openApp(page, `${server.url}${path}`);
      expect(await mainHeading(page)).toBe(text('en', 'errors-page', 'not-found.title'));
      await expectNoAxeViolations(page);
    });
  }

  it('the error page leads back home', async () => {
    const page = await browser.newPage();
    await openApp(page, `${server.url}/no/such/page`);
    await page
      .getByRole('main')
      .getByRole('link', { name: text('en', 'errors-page', 'actions.home') })
      .click();
    await page.getByRole('heading', { level: 1, name: text('en', 'home', 'hero.title') }).waitFor();
  });

  it('/admin sends a visitor to sign in first, then back', async () => {
    const page = await browser.newPage();
    await openApp(page, `${server.url}/admin/users`);
    await page.getByRole('heading', { level: 1, name: text('en', 'auth', 'login.title') }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/users');
  });
});
