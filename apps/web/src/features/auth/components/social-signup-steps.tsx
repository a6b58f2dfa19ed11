import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionDto } from '@playeats/contracts/auth';
import { clearPendingCode } from '../../../lib/pending-codes.ts';
import { readJson, removeItem, writeJson } from '../../../lib/storage.ts';
import type { SocialSignupDetails } from '../api/oidc-sign-in.ts';
import { AuthCard } from './auth-card.tsx';
import { SignupDetailsForm } from './signup-details-form.tsx';
import { SocialSignIn } from './social-sign-in.tsx';

/**
 * Kept for the tab's life: a Microsoft sign-in that falls back to a redirect comes back
 * to this page, which must still be on the provider step to receive the answer.
 */
const DETAILS_KEY = 'socialSignupDetails';

function storedDetails(): SocialSignupDetails | null {
  const value = readJson('session', DETAILS_KEY) as SocialSignupDetails | null;
  return value?.acceptTerms === true && typeof value.country === 'string' ? value : null;
}

interface SocialSignupStepsProps {
  onSession: (session: SessionDto) => void;
  /** Why the steps are shown (e.g. the provider's account is new); replaces the intro. */
  notice?: string;
  /** Where "sign up with e-mail" and "sign in" lead (they keep a QR token). */
  signupPath: string;
  loginPath: string;
}

/** Country and terms first, then the provider: its ID token carries a single-use nonce. */
export function SocialSignupSteps({ onSession, notice, signupPath, loginPath }: SocialSignupStepsProps) {
  const { t } = useTranslation('auth');
  const [details, setDetails] = useState<SocialSignupDetails | null>(storedDetails);

  const choose = (next: SocialSignupDetails | null) => {
    if (next) writeJson('session', DETAILS_KEY, next);
    else removeItem('session', DETAILS_KEY);
    setDetails(next);
  };

  const signedUp = (session: SessionDto) => {
    removeItem('session', DETAILS_KEY);
    clearPendingCode('referrer');
    onSession(session);
  };

  if (!details) {
    return (
      <AuthCard
        title={t('socialSignup.title')}
        intro={notice ?? t('socialSignup.intro')}
        focusHeading={Boolean(notice)}
      >
        <SignupDetailsForm initial={null} onDone={choose} />
        <ul className="auth-links">
          <li>
            <Link to={signupPath}>{t('socialSignup.withEmail')}</Link>
          </li>
          <li>
            {t('signup.haveAccount')} <Link to={loginPath}>{t('signup.login')}</Link>
          </li>
        </ul>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('socialSignup.providerTitle')} intro={t('socialSignup.providerIntro')} focusHeading>
      <SocialSignIn mode="signup" details={details} onSession={signedUp} />
      <button type="button" className="btn btn-ghost" onClick={() => choose(null)}>
        {t('socialSignup.changeDetails')}
      </button>
    </AuthCard>
  );
}
