import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectedLanguages, languageDetector, localeBackend } from './i18n-plugins.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'i18next=; max-age=0';
  window.history.replaceState(null, '', '/');
});

describe('the language detector (spec section 9)', () => {
  it('lists the query parameter, cookie, local storage, session storage, browser and html tag, in that order', () => {
    window.history.replaceState(null, '', '/home?lng=fr');
    document.cookie = 'i18next=en-GB';
    localStorage.setItem('i18nextLng', 'fr-CA');
    sessionStorage.setItem('i18nextLng', 'en');
    vi.stubGlobal('navigator', { languages: ['de-DE', 'fr'], language: 'de-DE' });
    document.documentElement.setAttribute('lang', 'en');
    expect(detectedLanguages()).toEqual(['fr', 'en-GB', 'fr-CA', 'en', 'de-DE', 'fr', 'en']);
  });

  it('drops what is not a language code (it becomes part of a file path)', () => {
    window.history.replaceState(null, '', '/home?lng=../../etc');
    vi.stubGlobal('navigator', { languages: [], language: '' });
    document.documentElement.removeAttribute('lang');
    expect(detectedLanguages()).toEqual([]);
  });

  it('keeps the chosen language in local storage', () => {
    languageDetector.cacheUserLanguage?.('fr');
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
  });

  it('on the web, keeps it in the cookie too: the server sends the landing pages in it (issue 17)', () => {
    languageDetector.cacheUserLanguage?.('fr');
    expect(document.cookie).toContain('i18next=fr');
    // Ahead of local storage for the detector as for the server.
    localStorage.setItem('i18nextLng', 'en');
    expect(detectedLanguages()[0]).toBe('fr');
  });
});

describe('the locale backend', () => {
  const read = (status: number | 'offline') =>
    new Promise<[unknown, unknown]>((resolve) => {
      const fetchMock = vi.fn(() =>
        status === 'offline'
          ? Promise.reject(new TypeError('Failed to fetch'))
          : Promise.resolve(new Response(JSON.stringify({ hello: 'Bonjour' }), { status })),
      );
      vi.stubGlobal('fetch', fetchMock);
      const backend = localeBackend('/locales/{{lng}}/{{ns}}.json');
      void backend.read('fr', 'common', (error, data) => resolve([error, data]));
      expect(fetchMock).toHaveBeenCalledWith('/locales/fr/common.json', { cache: 'no-store' });
    });

  it('reads /locales/{lng}/{ns}.json, never from the HTTP cache', async () => {
    expect(await read(200)).toEqual([null, { hello: 'Bonjour' }]);
  });

  it('asks i18next to retry after a network failure or a server error, not after a 404', async () => {
    expect((await read('offline'))[1]).toBe(true);
    expect((await read(503))[1]).toBe(true);
    expect((await read(404))[1]).toBe(false);
  });
});
