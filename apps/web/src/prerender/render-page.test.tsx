import { describe, expect, it } from 'vitest';
import { localeResources } from '../test/i18n.ts';
import { PRERENDERED_PAGES, renderPage } from './render-page.tsx';

const resources = localeResources();
const text = (language: 'en' | 'fr', namespace: string, key: string): string =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      resources[language]?.[namespace],
    ) as string;
const render = (path: string, language: 'en' | 'fr') =>
  renderPage(path, language, { [language]: resources[language]! });

// The build pre-renders these (scripts/prerender.mjs) from the app's own routes and components.
describe('the landing pages pre-rendered at build time (issue 17)', () => {
  it.each(['en', 'fr'] as const)(
    '/home in %s: the header, the page and its title, in that language',
    async (language) => {
      const { html, title } = await render('/home', language);
      expect(html).toContain(`>${text(language, 'home', 'hero.title')}</h1>`);
      expect(html).toContain(text(language, 'layout', 'header.partners'));
      expect(html).toContain('class="site-header"');
      // The account menu (a lazy part of the header) is in it, for an anonymous visitor.
      expect(html).toContain(text(language, 'auth', 'menu.signIn'));
      expect(title).toBe(`${text(language, 'home', 'documentTitle')} | PlayEats`);
    },
  );

  it.each(['en', 'fr'] as const)('/partners in %s', async (language) => {
    const { html, title } = await render('/partners', language);
    expect(html).toContain(text(language, 'restaurants', 'partners.title'));
    expect(title).toBe(`${text(language, 'restaurants', 'partners.title')} | PlayEats`);
  });

  it('every part rendered in place: no boundary left to a script, no script', async () => {
    for (const { path } of PRERENDERED_PAGES) {
      const { html } = await render(path, 'en');
      expect(html).not.toMatch(/<!--\$[?!]-->|<script/);
      // Links work before the app runs.
      expect(html).toContain('href="/partners"');
    }
  });
});
