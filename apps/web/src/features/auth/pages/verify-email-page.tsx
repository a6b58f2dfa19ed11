import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAppSelector } from '../../../app/hooks.ts';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { usePrivateText } from '../../../components/private-text/private-text.tsx';
import { useVerifyEmail } from '../api/verify-email.ts';
import { selectIsSignedIn, selectUserInfo } from '../auth-slice.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { useLogout } from '../hooks/use-logout.ts';
import { useRunOnce } from '../hooks/use-run-once.ts';
import { problemName } from '../../../lib/problem-basics.ts';

/** /verifyemail/{verificationToken}: confirms the new address an account asked for. */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const hide = usePrivateText();
  const { verificationToken = '' } = useParams();
  const signOut = useLogout();
  const signedIn = useAppSelector(selectIsSignedIn);
  const userInfo = useAppSelector(selectUserInfo);
  const { showError } = useErrorDialog();
  const verify = useVerifyEmail();
  const { mutate } = verify;

  const run = useCallback(() => {
    mutate(verificationToken, {
      onError: (error) => {
        const name = problemName(error);
        if (name !== 'InvalidTokenException' && name !== 'ValidationException') showError(error);
      },
    });
  }, [mutate, verificationToken, showError]);
  useRunOnce(verificationToken, run);

  const next = signedIn
    ? { to: '/account', label: t('verifyEmail.account') }
    : { to: '/login', label: t('verifyEmail.login') };
  if (verify.isSuccess) {
    // A new address ends every session of its account (decision 0031): a browser signed in
    // to it (or to an account it cannot tell, a session stored without its id) signs in
    // again. Signing out here, as everywhere, first releases the phone's pushes (they would
    // go on reaching a signed-out phone) and clears the ended session (to /login).
    const sessionEnded = signedIn && (userInfo?.id ?? verify.data.userId) === verify.data.userId;
    return (
      <AuthCard title={t('verifyEmail.doneTitle')} focusHeading>
        <p>{t('verifyEmail.doneText', { email: hide(verify.data.email) })}</p>
        {sessionEnded ? (
          <>
            <p>{t('verifyEmail.signInAgain')}</p>
            <button
              type="button"
              className="btn btn-primary"
              disabled={signOut.pending}
              onClick={() => void signOut.logout()}
            >
              {t('verifyEmail.login')}
            </button>
          </>
        ) : (
          <Link to={next.to} className="btn btn-primary">
            {next.label}
          </Link>
        )}
      </AuthCard>
    );
  }
  if (verify.isError) {
    return (
      <AuthCard title={t('verifyEmail.invalidTitle')} focusHeading>
        <p>{t('verifyEmail.invalidText')}</p>
        <Link to={next.to} className="btn btn-primary">
          {next.label}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('verifyEmail.title')}>
      <p role="status">{t('verifyEmail.working')}</p>
    </AuthCard>
  );
}
