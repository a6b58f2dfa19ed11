import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAppSelector } from '../../../app/hooks.ts';
import { selectIsSignedIn } from '../auth-slice.ts';
import { AlreadySignedIn } from '../components/already-signed-in.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { CheckboxField } from '../components/checkbox-field.tsx';
import { SmsLoginFlow } from '../components/sms-login-flow.tsx';
import { useSignInDone } from '../hooks/use-sign-in-done.ts';
import { REMEMBER_BY_DEFAULT } from '../session.ts';

/** /login/sms: a code by text message to the account's confirmed phone. */
export function SmsLoginPage() {
  const { t } = useTranslation('auth');
  const { search } = useLocation();
  const signedIn = useAppSelector(selectIsSignedIn);
  const [remember, setRemember] = useState(REMEMBER_BY_DEFAULT);
  const { done, completing, next } = useSignInDone();

  if (signedIn && !completing) return <AlreadySignedIn continueTo={next} />;
  return (
    <AuthCard title={t('sms.title')} intro={t('sms.intro')}>
      <SmsLoginFlow onSession={(session) => done(session, remember)} />
      <CheckboxField label={t('login.remember')} checked={remember} onChange={setRemember} name="remember" />
      <ul className="auth-links">
        <li>
          <Link to={`/login${search}`}>{t('sms.withPassword')}</Link>
        </li>
      </ul>
    </AuthCard>
  );
}
