import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@playeats/domain/money';
import { ACCEPT_LANGUAGE, currentLanguage, type Language } from '../lib/i18n.ts';
import { dateTimeFormat, numberFormat } from '../lib/intl.ts';

export interface Formatters {
  language: Language;
  /** Integer cents in the order's currency (USD for US restaurants, CAD for Canadian ones). */
  money: (cents: number, currency?: string) => string;
  /** "Nov 21, 2026, 12:36 PM" / "21 nov. 2026, 12 h 36". */
  dateTime: (iso: string) => string;
  /** "12:36 PM" / "12 h 36". */
  time: (iso: string) => string;
  number: (value: number) => string;
}

/** Money, dates and numbers in the app's language. */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return useMemo(() => {
    const locale = ACCEPT_LANGUAGE[language];
    const dateTime = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const time = dateTimeFormat(locale, { timeStyle: 'short' });
    const number = numberFormat(locale);
    return {
      language,
      money: (cents, currency = 'USD') => formatCents(cents, language, currency),
      dateTime: (iso) => dateTime.format(new Date(iso)),
      time: (iso) => time.format(new Date(iso)),
      number: (value) => number.format(value),
    };
  }, [language]);
}
