import type { BackendModule, LanguageDetectorModule, ReadCallback } from 'i18next';
import { BUILD_TARGET } from './build-info.ts';
import { writeCookie } from './cookies.ts';
import { PRERENDER_COOKIES } from '@playeats/domain/constants';

/*
 * i18next's backend and language detector, as spec section 9 sets them, in the few lines
 * the app uses: i18next-http-backend and i18next-browser-languagedetector cost ~4 KB gzip of
 * the first paint (decision 0005) for options we never set.
 */

/** Local and session storage key of the language, and the cookie's name (the detector's defaults, kept). */
const STORAGE_KEY = 'i18nextLng';
const COOKIE_NAME = PRERENDER_COOKIES.language;

/** Language codes only: a detected value goes into a file path. */
const SAFE_CODE = /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/;

function stored(kind: 'localStorage' | 'sessionStorage'): string | null {
  try {
    return window[kind].getItem(STORAGE_KEY);
  } catch {
    return null; // storage refused (private mode, policy)
  }
}

function cookie(): string | null {
  const found = document.cookie.split(';').find((part) => part.trim().startsWith(`${COOKIE_NAME}=`));
  return found ? found.trim().slice(COOKIE_NAME.length + 1) : null;
}

/**
 * The candidates in the spec's order: the `lng` query parameter, the cookie, local
 * storage, session storage, the browser's languages, the html tag. i18next takes the first
 * supported one (else the fallback, en).
 */
export function detectedLanguages(): string[] {
  const candidates = [
    new URLSearchParams(window.location.search).get('lng'),
    cookie(),
    stored('localStorage'),
    stored('sessionStorage'),
    ...(navigator.languages ?? [navigator.language]),
    document.documentElement.getAttribute('lang'),
  ];
  return candidates.filter((code): code is string => Boolean(code && SAFE_CODE.test(code)));
}

export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: detectedLanguages,
  /**
   * The chosen language is kept in local storage (caches: ['localStorage']); on the web in
   * the cookie too, which the server reads to send a landing page pre-rendered in that
   * language (issue 17, apps/server/src/plugins/web-static.ts).
   */
  cacheUserLanguage(lng) {
    try {
      window.localStorage.setItem(STORAGE_KEY, lng);
    } catch {
      // Storage refused: detected again next time.
    }
    if (BUILD_TARGET === 'WEB' && SAFE_CODE.test(lng)) {
      writeCookie(document, COOKIE_NAME, lng, 'year');
    }
  },
};

/**
 * Reads `{loadPath}` with `{{lng}}` and `{{ns}}` filled in, never from the HTTP cache. A
 * failure the next attempt may not meet (no network, a server error) asks i18next to retry
 * (its maxRetries and retryTimeout, doubling); a 4xx does not.
 */
export function localeBackend(loadPath: string): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      const url = loadPath.replace('{{lng}}', language).replace('{{ns}}', namespace);
      fetch(url, { cache: 'no-store' }).then(
        async (res) => {
          if (!res.ok) return callback(`failed loading ${url}: ${res.status}`, res.status >= 500);
          try {
            return callback(null, await res.json());
          } catch {
            return callback(`failed parsing ${url} to json`, false);
          }
        },
        (error: unknown) => callback(`failed loading ${url}: ${String(error)}`, true),
      );
    },
  };
}
