import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { useResendActivation } from '../api/resend-activation.ts';
import { AuthCard } from './auth-card.tsx';

/** After sign-up: the activation link is on its way; it can be sent again. */
export function CheckEmail({ email, withQr = false }: { email: string; withQr?: boolean }) {
  const { t } = useTranslation('auth');
  const { showError } = useErrorDialog();
  const resend = useResendActivation();
  return (
    <AuthCard title={t('checkEmail.title')} focusHeading>
      <p>{t('checkEmail.text', { email })}</p>
      {withQr && <p>{t('checkEmail.qr')}</p>}
      <p className="muted">{t('checkEmail.spam')}</p>
      <p role="status" className="auth-status">
        {resend.isSuccess ? t('checkEmail.resent') : ''}
      </p>
      <div className="auth-actions">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={resend.isPending}
          onClick={() => resend.mutate(email, { onError: (error) => showError(error) })}
        >
          {resend.isPending ? t('checkEmail.resending') : t('checkEmail.resend')}
        </button>
        <Link to="/login" className="btn btn-ghost">
          {t('checkEmail.login')}
        </Link>
      </div>
    </AuthCard>
  );
}
