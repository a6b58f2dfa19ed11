import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@playeats/domain/money';
import { currentLanguage } from '../../lib/i18n.ts';

/** formatCents in the app's language (en-US or fr-CA). */
export function useFormatCents(): (cents: number) => string {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return useCallback((cents: number) => formatCents(cents, language), [language]);
}
