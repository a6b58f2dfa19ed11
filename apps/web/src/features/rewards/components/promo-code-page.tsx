import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { PromoCodeForm } from './promo-code-form.tsx';

/**
 * /gamechallenges/promo-code: where an existing account enters a promo code (new accounts
 * bring theirs through /signupWithCode). The account's navigation links here.
 */
export function PromoCodePage() {
  const { t } = useTranslation('rewards');
  useDocumentTitle(t('promoCode.pageTitle'));
  return (
    <>
      <h1>{t('promoCode.pageTitle')}</h1>
      <p className="muted">{t('promoCode.intro')}</p>
      <div className="card promo-code-card">
        <PromoCodeForm />
      </div>
      <p>
        <Link to="/dashboard">{t('promoCode.seeBalance')}</Link>
      </p>
    </>
  );
}
