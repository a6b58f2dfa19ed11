import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Language } from '../../../lib/i18n.ts';

/** /home/en and /home/fr are shareable links that always open in their language. */
const VARIANTS: Record<string, Language> = { '/home/en': 'en', '/home/fr': 'fr' };

export function useStaticLanguageVariant(): void {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  // Routes match case-insensitively and tolerate a trailing slash; so does this.
  const language = VARIANTS[pathname.toLowerCase().replace(/\/+$/, '')];
  useEffect(() => {
    if (language && i18n.resolvedLanguage !== language) void i18n.changeLanguage(language);
  }, [language, i18n]);
}
