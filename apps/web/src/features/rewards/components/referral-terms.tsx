import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { REFERRAL_CODE_VALID_DAYS, REFERRAL_DISCOUNT_CENTS } from '@playeats/domain/constants';
import { useWalletFormat } from '../hooks/use-wallet-format.ts';

/**
 * The terms view of the referral modal: back and close buttons and the four conditions
 * of spec section 2 (a limit, the referred person, the discounts, USA and Canada only).
 */
export function ReferralTerms({ headingId, onBack }: { headingId: string; onBack: () => void }) {
  const { t } = useTranslation('rewards');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const discount = useWalletFormat().money(REFERRAL_DISCOUNT_CENTS);

  // The button that opened this view is gone: the focus goes to its heading.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="referral referral--terms">
      <button type="button" className="btn btn-ghost referral__back" onClick={onBack}>
        <span aria-hidden="true">← </span>
        {t('referral.terms.back')}
      </button>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="referral__title">
        {t('referral.terms.title')}
      </h2>
      <ol className="referral__conditions">
        <li>{t('referral.terms.limit')}</li>
        <li>{t('referral.terms.referredPerson')}</li>
        <li>{t('referral.terms.discounts', { discount, count: REFERRAL_CODE_VALID_DAYS })}</li>
        <li>{t('referral.terms.availability')}</li>
      </ol>
    </div>
  );
}
