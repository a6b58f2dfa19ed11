import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay'] as const;

/** "Visa ending in 4242" in the app's language, for any card the provider describes. */
export function useCardLabel(): (card: { brand: string; last4: string }) => string {
  const { t } = useTranslation('ordering');
  return useCallback(
    (card) => {
      const brand = (BRANDS as readonly string[]).includes(card.brand) ? card.brand : 'unknown';
      return t('cards.ending', { brand: t(`cards.brands.${brand}`), last4: card.last4 });
    },
    [t],
  );
}

/** "12/2030" */
export const expiryText = (card: { expMonth: number; expYear: number }) =>
  `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
