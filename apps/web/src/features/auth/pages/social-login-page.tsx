import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { SocialPage } from '../components/social-page.tsx';
import { SocialSignIn } from '../components/social-sign-in.tsx';
import { SocialSignupSteps } from '../components/social-signup-steps.tsx';

/**
 * /socialLogin and /socialLogin/{qrTokenToValidate}: Google or Microsoft only. A new
 * identity (422) turns the page into the social sign-up steps; the provider then runs
 * again with a fresh nonce.
 */
export function SocialLoginPage() {
  const { t } = useTranslation('auth');
  const [needsSignup, setNeedsSignup] = useState(false);
  return (
    <SocialPage title={t('socialLogin.title')} fallbackPath="/login">
      {({ finish, suffix }) =>
        needsSignup ? (
          <SocialSignupSteps
            onSession={finish}
            notice={t('socialLogin.newAccount')}
            signupPath={`/signup${suffix}`}
            loginPath={`/login${suffix}`}
          />
        ) : (
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
        )
      }
    </SocialPage>
  );
}
