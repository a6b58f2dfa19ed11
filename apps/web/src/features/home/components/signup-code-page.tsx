import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { REFERRAL_DISCOUNT_CENTS } from '@playeats/domain/constants';
import { normalizeCode, storePendingCode, type PendingCodeKind } from '../../../lib/pending-codes.ts';
import { HomePage } from './home-page.tsx';
import './signup-code-page.css';

/**
 * The home page reached through a shared link, with a banner about the code; the code is
 * stored so the sign-up form prefills it and the after-sign-in hook can apply it.
 */
function CodeLandingPage({ kind, code }: { kind: PendingCodeKind; code: string | undefined }) {
  const { t } = useTranslation('home');
  const valid = normalizeCode(code);
  useEffect(() => {
    if (valid) storePendingCode(kind, valid);
  }, [kind, valid]);

  const banner = valid ? (
    <section className="home-code-banner" aria-labelledby="home-code-banner-text">
      <div className="container home-code-banner-inner">
        <p id="home-code-banner-text">
          {kind === 'promo'
            ? t('codeBanner.promo', { code: valid })
            : t('codeBanner.referral', { discount: REFERRAL_DISCOUNT_CENTS / 100 })}
        </p>
        <Link to="/signup" className="btn btn-primary">
          {t('codeBanner.signup')}
        </Link>
      </div>
    </section>
  ) : null;
  return <HomePage banner={banner} />;
}

/** /signupWithCode/{promoCode} */
export function SignupWithCodePage() {
  const { promoCode } = useParams();
  return <CodeLandingPage kind="promo" code={promoCode} />;
}

/** /signupWithReferral/{referrerCode} */
export function SignupWithReferralPage() {
  const { referrerCode } = useParams();
  return <CodeLandingPage kind="referrer" code={referrerCode} />;
}
