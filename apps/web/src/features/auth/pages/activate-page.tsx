import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { useActivate } from '../api/activate.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { QrApproval } from '../components/qr-approval.tsx';
import { ResendActivationForm } from '../components/resend-activation-form.tsx';
import { useRunOnce } from '../hooks/use-run-once.ts';
import { useSignIn } from '../hooks/use-sign-in.ts';
import { takePendingQr } from '../pending-qr.ts';
import { problemName } from '../../../lib/problem-basics.ts';
import { REMEMBER_BY_DEFAULT } from '../session.ts';

/** Where a new account goes first: its account page. */
export const AFTER_ACTIVATION = '/account';

/**
 * /api/users/activate/{token}, the link of the activation e-mail (the server serves the
 * app for it): activates the account, signs in and welcomes; a bad link offers a new one.
 */
export function ActivatePage() {
  const { t } = useTranslation('auth');
  const token = useParams()['*'] ?? '';
  const { showError } = useErrorDialog();
  const signIn = useSignIn();
  const activate = useActivate();
  const [pendingQr, setPendingQr] = useState<string | null>(null);
  const { mutate } = activate;

  const run = useCallback(() => {
    mutate(token, {
      onSuccess: (session) => {
        signIn(session, { remember: REMEMBER_BY_DEFAULT });
        setPendingQr(takePendingQr('signup'));
      },
      onError: (error) => {
        const name = problemName(error);
        if (name !== 'InvalidTokenException' && name !== 'ValidationException') showError(error);
      },
    });
  }, [mutate, token, signIn, showError]);
  useRunOnce(token, run);

  if (activate.isSuccess) {
    if (pendingQr) return <QrApproval qrToken={pendingQr} auto />;
    return (
      <AuthCard title={t('activate.welcomeTitle')} focusHeading>
        <p>{t('activate.welcomeText')}</p>
        <Link to={AFTER_ACTIVATION} className="btn btn-primary">
          {t('activate.continue')}
        </Link>
      </AuthCard>
    );
  }
  if (activate.isError) {
    return (
      <AuthCard title={t('activate.invalidTitle')} intro={t('activate.invalidText')} focusHeading>
        <ResendActivationForm />
        <ul className="auth-links">
          <li>
            <Link to="/login">{t('activate.login')}</Link>
          </li>
        </ul>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('activate.title')}>
      <p role="status">{t('activate.working')}</p>
    </AuthCard>
  );
}
