import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { mainHeading, openApp, text } from './support/app.ts';
import { useBrowser } from './support/browser.ts';
import { useServer } from './support/server.ts';

const server = useServer({ env: { FULL_MAINTENANCE_MODE: 'true' } });
const browser = useBrowser();

describe('full maintenance mode', () => {
  for (const path of ['/home', '/FAQ/bucks', '/no/such/page']) {
    it(`replaces ${path} with the maintenance screen`, async () => {
      const page = await browser.newPage();
      await openApp(page, `${server.url}${path}`);
      // The screen follows the settings, which a cold server may answer after the first paint.
      await expect.poll(() => mainHeading(page), { timeout: 10_000 }).toBe(text('en', 'common', 'maintenance.title'));
      // Nothing of the page itself: no site navigation to wander into.
      expect(await page.getByRole('navigation').count()).toBe(0);
    });
  }

  it('an admin can still sign in and run the app (to turn maintenance off)', async () => {
    const page = await browser.newPage();
    await openApp(page, `${server.url}/login`);
    await page.getByLabel(text('en', 'auth', 'fields.email')).fill('admin@playeats.test');
    await page.getByLabel(text('en', 'auth', 'fields.password'), { exact: true }).fill('playeats-demo-admin');
    await page.getByRole('button', { name: text('en', 'auth', 'login.submit'), exact: true }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await openApp(page, `${server.url}/admin/settings`);
    expect(await mainHeading(page)).toBe(text('en', 'admin', 'settings.title'));
  });

  it('the maintenance screen is axe clean, in French too', async () => {
    const page = await browser.newPage({ locale: 'fr-CA' });
    await openApp(page, `${server.url}/home`);
    expect(await mainHeading(page)).toBe(text('fr', 'common', 'maintenance.title'));
    await expectNoAxeViolations(page);
  });
});
