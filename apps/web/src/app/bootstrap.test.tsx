import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveStoredSession } from '../lib/storage.ts';
import { bootstrap, canHydrate, syncKeptStateCookie, unregisterServiceWorkers } from './bootstrap.tsx';

describe('bootstrap', () => {
  it("fails with 'Root container missing in index.html' when there is no root element", async () => {
    const doc = document.implementation.createHTMLDocument('no root');
    await expect(bootstrap(doc)).rejects.toThrow('Root container missing in index.html');
  });

  it('unregisters every service worker', async () => {
    const unregister = vi.fn().mockResolvedValue(true);
    const nav = {
      serviceWorker: { getRegistrations: vi.fn().mockResolvedValue([{ unregister }, { unregister }]) },
    } as unknown as Navigator;
    await unregisterServiceWorkers(nav);
    expect(unregister).toHaveBeenCalledTimes(2);
  });

  it('does nothing where service workers do not exist', async () => {
    await expect(unregisterServiceWorkers({} as Navigator)).resolves.toBeUndefined();
  });
});

describe('hydrating a pre-rendered landing page (issue 17)', () => {
  const now = new Date(2026, 10, 24);
  const root = (prerendered?: string, year = '2026') => {
    const container = document.createElement('div');
    if (prerendered) container.dataset.prerendered = prerendered;
    container.dataset.year = year;
    return container;
  };
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  // i18next is not started here: the app's language is the fallback, English.
  it('hydrates a page pre-rendered in the language the app starts in, for a first visit', () => {
    expect(canHydrate(root('en'), now)).toBe(true);
    // A language kept from an earlier visit is not state that changes the page.
    localStorage.setItem('i18nextLng', 'en');
    expect(canHydrate(root('en'), now)).toBe(true);
  });

  it('renders itself over a page in another language, or over the splash', () => {
    expect(canHydrate(root('fr'), now)).toBe(false);
    expect(canHydrate(root(), now)).toBe(false);
  });

  it('renders itself over a page built in another year (its footer’s year)', () => {
    expect(canHydrate(root('en', '2025'), now)).toBe(false);
  });

  it('renders itself for a signed-in person, whose header is not the visitor’s', () => {
    saveStoredSession({ accessToken: 'a', refreshToken: 'r', userInfo: null }, 'session');
    expect(canHydrate(root('en'), now)).toBe(false);
  });

  it('renders itself when an earlier visit kept something that changes the page (a picked place)', () => {
    sessionStorage.setItem('nearbyLocation', '{"source":"typed"}');
    expect(canHydrate(root('en'), now)).toBe(false);
  });
});

describe('the cookie that tells the server this browser keeps something (issue 17)', () => {
  const kept = () => document.cookie.split(';').some((part) => part.trim() === 'playeats_kept=1');
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    syncKeptStateCookie(document);
  });

  it('is absent while the browser keeps nothing but its language', () => {
    localStorage.setItem('i18nextLng', 'fr');
    syncKeptStateCookie(document);
    expect(kept()).toBe(false);
  });

  it('lasts only the browser’s session when only session storage keeps something', () => {
    const written: string[] = [];
    const doc = {
      set cookie(value: string) {
        written.push(value);
      },
    } as unknown as Document;
    sessionStorage.setItem('playeats.place', '{}');
    syncKeptStateCookie(doc);
    expect(written.at(-1)).toBe('playeats_kept=1; path=/; samesite=lax');
    localStorage.setItem('playeats.unit', 'km');
    syncKeptStateCookie(doc);
    expect(written.at(-1)).toMatch(/^playeats_kept=1; path=\/; max-age=\d+; samesite=lax$/);
  });

  it('is set once a session (or anything else) is kept, and goes with it', () => {
    saveStoredSession({ accessToken: 'a', refreshToken: 'r', userInfo: null }, 'local');
    syncKeptStateCookie(document);
    expect(kept()).toBe(true);
    localStorage.clear();
    syncKeptStateCookie(document);
    expect(kept()).toBe(false);
  });
});
