import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/**
 * Shown when the server wants a recent sign-in before a sensitive change (accounts without
 * a password): a link to sign in again that brings the user back to this page. It appears
 * after a refusal, so the way forward takes the focus and reads the reason with it.
 */
export function SignInAgain() {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  const messageId = useId();
  const linkRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => linkRef.current?.focus(), []);

  return (
    <div className="account-notice account-sign-in-again">
      <p id={messageId}>{t('signInAgain.message')}</p>
      <Link
        ref={linkRef}
        to={`/login?reauth=1&next=${encodeURIComponent(pathname)}`}
        className="btn btn-secondary"
        aria-describedby={messageId}
      >
        {t('signInAgain.link')}
      </Link>
    </div>
  );
}
