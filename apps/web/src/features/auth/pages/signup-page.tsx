import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAppSelector } from '../../../app/hooks.ts';
import { selectIsSignedIn } from '../auth-slice.ts';
import { AlreadySignedIn } from '../components/already-signed-in.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { CheckEmail } from '../components/check-email.tsx';
import { QrApproval } from '../components/qr-approval.tsx';
import { SignupForm } from '../components/signup-form.tsx';
import { useSocialProviders } from '../components/social-sign-in.tsx';
import { rememberPendingQr } from '../pending-qr.ts';
import { DEFAULT_AFTER_SIGN_IN } from '../session.ts';

/**
 * /signup and /signup/{qrTokenToValidate}. With a QR token the token is kept so that
 * activating the account on this device approves the PC's sign-in as well.
 */
export function SignupPage() {
  const { t } = useTranslation('auth');
  const { qrTokenToValidate } = useParams();
  const signedIn = useAppSelector(selectIsSignedIn);
  const { googleClientId, microsoftClientId } = useSocialProviders();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const suffix = qrTokenToValidate ? `/${qrTokenToValidate}` : '';

  if (signedIn) {
    return qrTokenToValidate ? (
      <QrApproval qrToken={qrTokenToValidate} />
    ) : (
      <AlreadySignedIn continueTo={DEFAULT_AFTER_SIGN_IN} />
    );
  }
  if (sentTo) return <CheckEmail email={sentTo} withQr={Boolean(qrTokenToValidate)} />;
  return (
    <AuthCard title={t('signup.title')} intro={t('signup.intro')}>
      <SignupForm
        onAccepted={(email) => {
          if (qrTokenToValidate) rememberPendingQr(qrTokenToValidate, 'signup');
          setSentTo(email);
        }}
      />
      <ul className="auth-links">
        {(googleClientId || microsoftClientId) && (
          <li>
            <Link to={`/socialSignup${suffix}`}>{t('signup.withProvider')}</Link>
          </li>
        )}
        <li>
          {t('signup.haveAccount')} <Link to={`/login${suffix}`}>{t('signup.login')}</Link>
        </li>
      </ul>
    </AuthCard>
  );
}
