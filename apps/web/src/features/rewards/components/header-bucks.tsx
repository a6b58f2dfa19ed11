import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks.ts';
import { HeaderIconLink } from '../../../components/layout/header-icon-link.tsx';
import { useDollars } from '../api/get-dollars.ts';
import { selectCoinBalance } from '../balance-state.ts';
import { numberFormat } from '../../../lib/intl.ts';
import { CurrencyIcon } from './currency-icon.tsx';

/**
 * For the site header (signed in): the bucks balance, linking to the challenges, where
 * bucks are earned. The value is the store's (meals.availableCoins), which the dollars
 * query fills and the server's balance events update (BalanceEvents); no call of its own.
 */
export function HeaderBucks() {
  const { t, i18n } = useTranslation('layout');
  useDollars();
  const bucks = useAppSelector(selectCoinBalance);
  const formatted = numberFormat(i18n.language).format(bucks);
  return (
    <HeaderIconLink
      to="/gamechallenges"
      className="header-bucks"
      icon={<CurrencyIcon size={22} />}
      label={t('header.bucks', { count: bucks, formatted })}
    >
      <span className="header-bucks-amount">{formatted}</span>
    </HeaderIconLink>
  );
}
