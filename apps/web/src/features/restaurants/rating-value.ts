import type { TFunction } from 'i18next';
import { ACCEPT_LANGUAGE, type Language } from '../../lib/i18n.ts';
import { numberFormat } from '../../lib/intl.ts';

/**
 * "4.5 out of 5" / "4,5 sur 5". The number is formatted here, by a formatter made once:
 * i18next's own number format made a new one for every rating it was given.
 */
export function ratingValue(t: TFunction<'restaurants'>, rating: number, language: Language): string {
  const oneDecimal = numberFormat(ACCEPT_LANGUAGE[language], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return t('card.ratingValue', { rating: oneDecimal.format(rating) });
}
