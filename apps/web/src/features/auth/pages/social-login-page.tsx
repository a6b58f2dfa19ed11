import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAppSelector } from '../../../app/hooks.ts';
import { selectIsSignedIn } from '../auth-slice.ts';
import { AlreadySignedIn } from '../components/already-signed-in.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { NoProviders } from '../components/no-providers.tsx';
import { QrApproval } from '../components/qr-approval.tsx';
import { SocialSignIn, useSocialProviders } from '../components/social-sign-in.tsx';
import { SocialSignupSteps } from '../components/social-signup-steps.tsx';
import { useSignInDone } from '../hooks/use-sign-in-done.ts';
import { REMEMBER_BY_DEFAULT } from '../session.ts';

/**
 * /socialLogin and /socialLogin/{qrTokenToValidate}: Google or Microsoft only. A new
 * identity (422) turns the page into the social sign-up steps; the provider then runs
 * again with a fresh nonce.
 */
export function SocialLoginPage() {
  const { t } = useTranslation('auth');
  const { qrTokenToValidate } = useParams();
  const signedIn = useAppSelector(selectIsSignedIn);
  const { googleClientId, microsoftClientId } = useSocialProviders();
  const [needsSignup, setNeedsSignup] = useState(false);
  const { done, completing, next } = useSignInDone(qrTokenToValidate);
  const suffix = qrTokenToValidate ? `/${qrTokenToValidate}` : '';
  const finish = (session: Parameters<typeof done>[0]) => done(session, REMEMBER_BY_DEFAULT);

  if (signedIn) {
    if (qrTokenToValidate) return <QrApproval qrToken={qrTokenToValidate} auto={completing} />;
    return completing ? null : <AlreadySignedIn continueTo={next} />;
  }
  if (!googleClientId && !microsoftClientId) {
    return <NoProviders title={t('socialLogin.title')} loginPath={`/login${suffix}`} />;
  }
  if (needsSignup) {
    return (
      <SocialSignupSteps
        onSession={finish}
        notice={t('socialLogin.newAccount')}
        signupPath={`/signup${suffix}`}
        loginPath={`/login${suffix}`}
      />
    );
  }
  return (
    <AuthCard title={t('socialLogin.title')} intro={t('socialLogin.intro')}>
      <SocialSignIn mode="login" onSession={finish} onSignupRequired={() => setNeedsSignup(true)} />
      <ul className="auth-links">
        <li>
          <Link to={`/login${suffix}`}>{t('socialLogin.withEmail')}</Link>
        </li>
        <li>
          {t('login.noAccount')} <Link to={`/socialSignup${suffix}`}>{t('login.createAccount')}</Link>
        </li>
      </ul>
    </AuthCard>
  );
}
