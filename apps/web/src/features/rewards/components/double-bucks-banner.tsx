import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BUCKS_PER_HOUR, DOUBLE_BUCKS_MULTIPLIER } from '@playeats/domain/constants';
import { useDoubleBucksToday } from '../hooks/use-double-bucks-today.ts';
import { CurrencyIcon } from './currency-icon.tsx';
import './double-bucks-banner.css';

export interface DoubleBucksBannerProps {
  /** The clock; injectable for tests. */
  now?: () => Date;
}

/**
 * Spec section 1: a banner when today is one of the double-bucks dates of the settings
 * (env.doubleBucksDates). Dismissible for the day. Renders nothing while its texts load,
 * so it never holds up the page it sits in.
 */
export function DoubleBucksBanner(props: DoubleBucksBannerProps) {
  const { show, dismiss } = useDoubleBucksToday(props.now);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <BannerContent onDismiss={dismiss} />
    </Suspense>
  );
}

function BannerContent({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation('rewards');
  const titleId = useId();
  return (
    <section className="double-bucks-banner" aria-labelledby={titleId}>
      <CurrencyIcon size={32} />
      <p className="double-bucks-banner__text">
        <strong id={titleId}>{t('banner.title', { multiplier: `${DOUBLE_BUCKS_MULTIPLIER}X` })}</strong>{' '}
        <span>{t('banner.text', { doubled: BUCKS_PER_HOUR * DOUBLE_BUCKS_MULTIPLIER, bucks: BUCKS_PER_HOUR })}</span>
      </p>
      <button type="button" className="btn btn-ghost double-bucks-banner__dismiss" onClick={onDismiss}>
        {t('banner.dismiss')}
      </button>
    </section>
  );
}
