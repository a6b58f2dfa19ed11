import { useTranslation } from 'react-i18next';
import { SocialPage } from '../components/social-page.tsx';
import { SocialSignupSteps } from '../components/social-signup-steps.tsx';

/** /socialSignup and /socialSignup/{qrTokenToValidate}: a new account with Google or Microsoft. */
export function SocialSignupPage() {
  const { t } = useTranslation('auth');
  return (
    <SocialPage title={t('socialSignup.title')} fallbackPath="/signup">
      {({ finish, suffix }) => (
        <SocialSignupSteps onSession={finish} signupPath={`/signup${suffix}`} loginPath={`/socialLogin${suffix}`} />
      )}
    </SocialPage>
  );
}
