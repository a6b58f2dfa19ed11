import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAppSelector } from '../../../app/hooks.ts';
import { selectIsSignedIn } from '../auth-slice.ts';
import { AlreadySignedIn } from '../components/already-signed-in.tsx';
import { NoProviders } from '../components/no-providers.tsx';
import { QrApproval } from '../components/qr-approval.tsx';
import { useSocialProviders } from '../components/social-sign-in.tsx';
import { SocialSignupSteps } from '../components/social-signup-steps.tsx';
import { useSignInDone } from '../hooks/use-sign-in-done.ts';
import { REMEMBER_BY_DEFAULT } from '../session.ts';

/** /socialSignup and /socialSignup/{qrTokenToValidate}: a new account with Google or Microsoft. */
export function SocialSignupPage() {
  const { t } = useTranslation('auth');
  const { qrTokenToValidate } = useParams();
  const signedIn = useAppSelector(selectIsSignedIn);
  const { googleClientId, microsoftClientId } = useSocialProviders();
  const { done, completing, next } = useSignInDone(qrTokenToValidate);
  const suffix = qrTokenToValidate ? `/${qrTokenToValidate}` : '';

  if (signedIn) {
    if (qrTokenToValidate) return <QrApproval qrToken={qrTokenToValidate} auto={completing} />;
    return completing ? null : <AlreadySignedIn continueTo={next} />;
  }
  if (!googleClientId && !microsoftClientId) {
    return <NoProviders title={t('socialSignup.title')} loginPath={`/signup${suffix}`} />;
  }
  return (
    <SocialSignupSteps
      onSession={(session) => done(session, REMEMBER_BY_DEFAULT)}
      signupPath={`/signup${suffix}`}
      loginPath={`/socialLogin${suffix}`}
    />
  );
}
