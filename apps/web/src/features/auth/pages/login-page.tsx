import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '../../../app/hooks.ts';
import { isOverwolfBuild } from '../../../lib/build-info.ts';
import { selectIsSignedIn } from '../auth-slice.ts';
import { AlreadySignedIn } from '../components/already-signed-in.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { QrSignInPanel } from '../components/qr-sign-in-panel.tsx';
import { SocialSignIn } from '../components/social-sign-in.tsx';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import { useSignInDone } from '../hooks/use-sign-in-done.ts';
import { REMEMBER_BY_DEFAULT } from '../session.ts';

/** Screens wide enough to be a computer, where scanning a code with a phone makes sense. */
export const DESKTOP_QUERY = '(min-width: 64rem)';

/** /login: e-mail and password, a text message, Google or Microsoft, or a QR code on a desktop. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { search } = useLocation();
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectIsSignedIn);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [remember, setRemember] = useState(REMEMBER_BY_DEFAULT);
  const { done, completing, next } = useSignInDone();
  const showQr = isOverwolfBuild || desktop;

  // A sensitive change (account pages) sends a signed-in person here to sign in again.
  const reauthenticating = signedIn && new URLSearchParams(search).get('reauth') === '1';
  if (signedIn && !completing && !reauthenticating) return <AlreadySignedIn continueTo={next} />;
  return (
    <AuthCard
      title={t('login.title')}
      intro={reauthenticating ? t('login.reauthIntro') : t('login.intro')}
      wide={showQr}
    >
      <div className={showQr ? 'auth-columns' : undefined}>
        <div className="auth-main-column">
          <LoginForm remember={remember} onRememberChange={setRemember} onSession={(s) => done(s, remember)} />
          <SocialSignIn
            mode="login"
            onSession={(s) => done(s, remember)}
            onSignupRequired={() => void navigate(`/socialSignup${search}`)}
          />
          <ul className="auth-links">
            <li>
              <Link to={`/login/sms${search}`}>{t('login.withSms')}</Link>
            </li>
            <li>
              {t('login.noAccount')} <Link to="/signup">{t('login.createAccount')}</Link>
            </li>
          </ul>
        </div>
        {/* The PC keeps the session the phone hands over: a QR sign-in is for a personal computer. */}
        {showQr && <QrSignInPanel onSession={(s) => done(s, true)} />}
      </div>
    </AuthCard>
  );
}
