import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useAppSelector } from '../../../app/hooks.ts';
import { selectIsSignedIn } from '../auth-slice.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { QrApproval } from '../components/qr-approval.tsx';
import { SmsLoginFlow } from '../components/sms-login-flow.tsx';
import { SocialSignIn } from '../components/social-sign-in.tsx';
import { useSignInDone } from '../hooks/use-sign-in-done.ts';
import { REMEMBER_BY_DEFAULT } from '../session.ts';

/**
 * /login/{qrTokenToValidate}, the address in the PC's QR code, opened on a phone: signed
 * in, the phone approves; not signed in, it signs in first (any way) and approves at once.
 */
export function QrLoginPage() {
  const { t } = useTranslation('auth');
  const { qrTokenToValidate = '' } = useParams();
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectIsSignedIn);
  const [method, setMethod] = useState<'password' | 'sms'>('password');
  const [remember, setRemember] = useState(REMEMBER_BY_DEFAULT);
  const { done, completing } = useSignInDone(qrTokenToValidate);

  if (signedIn) return <QrApproval qrToken={qrTokenToValidate} auto={completing} />;
  return (
    <AuthCard title={t('qrLogin.title')} intro={t('qrLogin.intro')}>
      {method === 'password' ? (
        <LoginForm remember={remember} onRememberChange={setRemember} onSession={(s) => done(s, remember)} />
      ) : (
        <SmsLoginFlow onSession={(s) => done(s, remember)} />
      )}
      <button
        type="button"
        className="btn btn-ghost"
        onClick={() => setMethod((m) => (m === 'password' ? 'sms' : 'password'))}
      >
        {method === 'password' ? t('login.withSms') : t('sms.withPassword')}
      </button>
      <SocialSignIn
        mode="login"
        onSession={(s) => done(s, remember)}
        onSignupRequired={() => void navigate(`/socialSignup/${qrTokenToValidate}`)}
      />
      <ul className="auth-links">
        <li>
          {t('login.noAccount')} <Link to={`/signup/${qrTokenToValidate}`}>{t('login.createAccount')}</Link>
        </li>
      </ul>
    </AuthCard>
  );
}
