import { useTranslation } from 'react-i18next';
import { currentLanguage, type Language } from '../../../lib/i18n.ts';

/** The app's language, 'en' or 'fr', re-rendering when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return currentLanguage(i18n);
}
