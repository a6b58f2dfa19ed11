import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '@playeats/contracts/common';
import { formatCents } from '@playeats/domain/money';
import { currentLanguage } from '../../lib/i18n.ts';

/**
 * formatCents in the app's language (en-US or fr-CA) and the restaurant's currency: a
 * Canadian restaurant's prices are Canadian dollars ("CA$14.50", "14,50 $"), a US one's
 * US dollars ("$14.50", "14,50 $ US").
 */
export function useFormatCents(currency: CurrencyCode): (cents: number) => string {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return useCallback((cents: number) => formatCents(cents, language, currency), [language, currency]);
}
