import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks.ts';
import { selectCoinBalance, selectPromoCents } from '../balance-state.ts';
import { useBalanceRefresher } from '../hooks/use-balance-refresher.ts';
import { useWalletFormat } from '../hooks/use-wallet-format.ts';
import { defaultRewardsPlatform, type RewardsPlatform } from '../rewards-platform.ts';
import { numberFormat } from '../../../lib/intl.ts';
import { BucksExplainerModal } from './bucks-explainer-modal.tsx';
import { CurrencyIcon } from './currency-icon.tsx';
import { InfoIcon } from './info-icon.tsx';
import { ReferralModal } from './referral-modal.tsx';
import './balances-panel.css';

export interface BalancesPanelProps {
  platform?: RewardsPlatform;
}

/**
 * The dashboard's balances: bucks and promo dollars, refreshed when the panel mounts,
 * with the bucks explainer and the referral modal a click away. It waits for its own
 * texts, so it can sit anywhere without holding up the page around it.
 */
export function BalancesPanel(props: BalancesPanelProps) {
  return (
    <Suspense fallback={<div className="balances-panel balances-panel--loading card" aria-hidden="true" />}>
      <BalancesPanelContent {...props} />
    </Suspense>
  );
}

function BalancesPanelContent({ platform = defaultRewardsPlatform }: BalancesPanelProps) {
  const { t } = useTranslation('rewards');
  useBalanceRefresher();
  const bucks = useAppSelector(selectCoinBalance);
  const promoCents = useAppSelector(selectPromoCents);
  const [dialog, setDialog] = useState<'explainer' | 'referral' | null>(null);
  const titleId = useId();
  const { language, money } = useWalletFormat();
  const close = () => setDialog(null);

  return (
    <section className="balances-panel card" aria-labelledby={titleId}>
      <h2 id={titleId} className="balances-panel__title">
        {t('balances.title')}
      </h2>
      <dl className="balances-panel__list">
        <div className="balances-panel__item">
          <dt>
            <CurrencyIcon size={24} /> {t('balances.bucks')}
          </dt>
          <dd className="balances-panel__bucks">{numberFormat(language).format(bucks)}</dd>
        </div>
        <div className="balances-panel__item">
          <dt>{t('balances.promoDollars')}</dt>
          <dd>{money(promoCents)}</dd>
        </div>
      </dl>
      <div className="balances-panel__actions">
        <button type="button" className="btn btn-secondary" onClick={() => setDialog('explainer')}>
          <InfoIcon />
          {t('balances.howItWorks')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => setDialog('referral')}>
          {t('balances.referFriend')}
        </button>
      </div>
      <BucksExplainerModal open={dialog === 'explainer'} onClose={close} platform={platform} />
      <ReferralModal open={dialog === 'referral'} onClose={close} platform={platform} />
    </section>
  );
}
