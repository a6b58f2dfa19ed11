import { describe, expect, it } from 'vitest';
import { FAQ_SECTIONS } from '../apps/web/src/features/faq/faq-sections.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { mainHeading, openApp, text } from './support/app.ts';
import { useBrowser } from './support/browser.ts';
import { useServer } from './support/server.ts';

const server = useServer();
const browser = useBrowser();

describe('FAQ', () => {
  it('/FAQ lists the six subpages, and is axe clean', async () => {
    expect(FAQ_SECTIONS).toHaveLength(6);
    const page = await browser.newPage();
    await openApp(page, `${server.url}/FAQ`);
    expect(await mainHeading(page)).toBe(text('en', 'faq', 'title'));
    const main = page.getByRole('main');
    for (const section of FAQ_SECTIONS) {
      const link = main.getByRole('link', { name: text('en', 'faq', `sections.${section}.title`), exact: true });
      expect(await link.getAttribute('href')).toBe(`/FAQ/${section}`);
    }
    await expectNoAxeViolations(page);
  });

  it('a subpage opens from the index', async () => {
    const page = await browser.newPage();
    await openApp(page, `${server.url}/FAQ`);
    const title = text('en', 'faq', 'sections.bucks.title');
    await page.getByRole('main').getByRole('link', { name: title, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/FAQ/bucks');
  });

  for (const section of FAQ_SECTIONS) {
    it(`/FAQ/${section} renders its questions, and is axe clean`, async () => {
      const page = await browser.newPage();
      await openApp(page, `${server.url}/FAQ/${section}`);
      expect(await mainHeading(page)).toBe(text('en', 'faq', `sections.${section}.title`));
      expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
      await expectNoAxeViolations(page);
    });
  }

  it('an unknown FAQ subpage is the error page', async () => {
    const page = await browser.newPage();
    await openApp(page, `${server.url}/FAQ/no-such-section`);
    expect(await mainHeading(page)).toBe(text('en', 'errors-page', 'not-found.title'));
  });
});
