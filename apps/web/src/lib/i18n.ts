import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageDetector, localeBackend } from './i18n-plugins.ts';
import { publicFileUrl } from './public-file-url.ts';

export const SUPPORTED_LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** Accept-Language sent to the API for each app language (spec section 7). */
export const ACCEPT_LANGUAGE: Record<Language, string> = { en: 'en-US', fr: 'fr-CA' };

export function currentLanguage(instance: I18n = i18next): Language {
  const lng = instance.resolvedLanguage ?? instance.language ?? FALLBACK_LANGUAGE;
  return lng.startsWith('fr') ? 'fr' : 'en';
}

/**
 * i18next as spec section 9 sets it: files from /locales/{lng}/{ns}.json with caching
 * disabled, detection order lng query parameter, cookie, local storage, session storage,
 * browser language, html tag; fallback en; up to 5 load retries from 350 ms, doubling.
 */
/**
 * `namespaces`: besides common and layout (every page's header and footer), the texts of
 * the page being opened, fetched together rather than when its components first ask.
 */
export async function initI18n(options: { language?: string | null; namespaces?: string[] } = {}): Promise<I18n> {
  await i18next
    // The folder resolved once (the app builds' relative base), the template kept as is.
    .use(localeBackend(`${publicFileUrl('locales/')}{{lng}}/{{ns}}.json`))
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...SUPPORTED_LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: FALLBACK_LANGUAGE,
      ...(options.language ? { lng: options.language } : {}),
      ns: ['common', 'layout', ...(options.namespaces ?? [])],
      defaultNS: 'common',
      maxRetries: 5,
      retryTimeout: 350,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  const syncHtmlLang = (lng: string) =>
    document.documentElement.setAttribute('lang', lng.startsWith('fr') ? 'fr' : 'en');
  syncHtmlLang(currentLanguage());
  i18next.on('languageChanged', syncHtmlLang);
  return i18next;
}
