import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { REFERRAL_DISCOUNT_CENTS } from '@playeats/domain/constants';
import { useAppSelector } from '../../../app/hooks.ts';
import {
  normalizeCode,
  storePendingCode,
  usePromoCodeOutcome,
  type PendingCodeKind,
} from '../../../lib/pending-codes.ts';
import { selectIsSignedIn } from '../../auth/auth-slice.ts';
import { HomePage } from './home-page.tsx';
import './signup-code-page.css';

/**
 * What the banner says about the code. Visitors are asked to sign up (the code is kept
 * for the form); a signed-in user's promo code is applied at once by the rewards
 * feature, so the banner follows that outcome instead of inviting a sign-up.
 */
function CodeBannerContent({ kind, code }: { kind: PendingCodeKind; code: string }) {
  const { t } = useTranslation('home');
  const signedIn = useAppSelector(selectIsSignedIn);
  const outcome = usePromoCodeOutcome(signedIn && kind === 'promo' ? code : null);
  if (!signedIn) {
    return (
      <>
        <p id="home-code-banner-text">
          {kind === 'promo'
            ? t('codeBanner.promo', { code })
            : t('codeBanner.referral', { discount: REFERRAL_DISCOUNT_CENTS / 100 })}
        </p>
        <Link to="/signup" className="btn btn-primary">
          {t('codeBanner.signup')}
        </Link>
      </>
    );
  }
  const message =
    kind === 'referrer' ? t('codeBanner.referralSignedIn') : t(`codeBanner.signedIn.${outcome ?? 'pending'}`, { code });
  return (
    <>
      <p id="home-code-banner-text" role="status">
        {message}
      </p>
      <Link to="/dashboard" className="btn btn-primary">
        {t('codeBanner.dashboard')}
      </Link>
    </>
  );
}

/**
 * The home page reached through a shared link, with a banner about the code; the code is
 * stored so the sign-up form prefills it and the after-sign-in hook can apply it.
 */
function CodeLandingPage({ kind, code }: { kind: PendingCodeKind; code: string | undefined }) {
  const valid = normalizeCode(code);
  useEffect(() => {
    if (valid) storePendingCode(kind, valid);
  }, [kind, valid]);

  const banner = valid ? (
    <section className="home-code-banner" aria-labelledby="home-code-banner-text">
      <div className="container home-code-banner-inner">
        <CodeBannerContent kind={kind} code={valid} />
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
