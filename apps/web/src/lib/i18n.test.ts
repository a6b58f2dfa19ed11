import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from './i18n.ts';

afterEach(() => vi.unstubAllGlobals());

describe('initI18n', () => {
  it("loads common, the layout's texts and the opened page's, together, before it resolves", async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        urls.push(url);
        return Promise.resolve(new Response(JSON.stringify({ hello: url }), { status: 200 }));
      }),
    );
    const i18n = await initI18n({ language: 'fr', namespaces: ['home'] });
    // French, and English, the fallback for any text French lacks.
    const files = ['common', 'home', 'layout'];
    expect(urls.sort()).toEqual([
      ...files.map((ns) => `/locales/en/${ns}.json`),
      ...files.map((ns) => `/locales/fr/${ns}.json`),
    ]);
    // Each file's text is its own address: the page's texts are there as soon as init resolves.
    expect(i18n.t('hello', { ns: 'home' })).toBe('/locales/fr/home.json');
    expect(document.documentElement.getAttribute('lang')).toBe('fr');
  });
});
