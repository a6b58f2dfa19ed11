import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@playeats/contracts/rewards';
import { formatCents } from '@playeats/domain/money';
import { useAppSelector } from '../../../app/hooks.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { selectAccountCurrency } from '../../auth/auth-slice.ts';
import { rewardText } from '../challenge-format.ts';

/**
 * Amounts of the user's wallet in the app's language and the account's currency: a
 * Canadian account's promo dollars are Canadian dollars ("CA$5.00", "5,00 $"), as at checkout.
 */
export function useWalletFormat() {
  const { t, i18n } = useTranslation('rewards');
  const language = currentLanguage(i18n);
  const currency = useAppSelector(selectAccountCurrency);
  return useMemo(
    () => ({
      language,
      money: (cents: number) => formatCents(cents, language, currency),
      reward: (reward: { currency: Currency; amount: number }) => rewardText(t, reward, language, currency),
    }),
    [t, language, currency],
  );
}
