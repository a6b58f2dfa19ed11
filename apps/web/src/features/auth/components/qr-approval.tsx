import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { useApproveQrLogin } from '../api/approve-qr-login.ts';
import { problemName } from '../../../lib/problem-basics.ts';
import { AuthCard } from './auth-card.tsx';

/** Expired, used, unknown, or not even shaped like a code. */
const isDeadCode = (error: unknown) => {
  const name = problemName(error);
  return name === 'InvalidTokenException' || name === 'ValidationException';
};

interface QrApprovalProps {
  qrToken: string;
  /** Approve at once: the person just signed in on this page to do exactly that. */
  auto?: boolean;
}

/** The phone's side of a QR sign-in: approve the PC, then say how it went. */
export function QrApproval({ qrToken, auto = false }: QrApprovalProps) {
  const { t } = useTranslation('auth');
  const { showError } = useErrorDialog();
  const approve = useApproveQrLogin();
  const started = useRef(false);

  const { mutate } = approve;

  const run = useCallback(() => {
    started.current = true;
    mutate(qrToken, {
      onError: (error) => {
        // An expired or used code has its own screen; anything else is unexpected.
        if (!isDeadCode(error)) showError(error);
      },
    });
  }, [mutate, qrToken, showError]);

  useEffect(() => {
    // Once: StrictMode runs effects twice, and a code can be approved only once.
    if (auto && !started.current) run();
  }, [auto, run]);

  if (approve.isSuccess) {
    return (
      <AuthCard title={t('qrApprove.doneTitle')} focusHeading>
        <p>{t('qrApprove.doneText')}</p>
        <Link to="/home" className="btn btn-secondary">
          {t('qrApprove.home')}
        </Link>
      </AuthCard>
    );
  }
  if (approve.isError && isDeadCode(approve.error)) {
    return (
      <AuthCard title={t('qrApprove.expiredTitle')} focusHeading>
        <p>{t('qrApprove.expiredText')}</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('qrApprove.title')} intro={t('qrApprove.intro')}>
      <div className="auth-actions">
        <button
          type="button"
          className="btn btn-primary"
          onClick={run}
          disabled={approve.isPending}
          aria-busy={approve.isPending}
        >
          {approve.isPending ? t('qrApprove.approving') : t('qrApprove.approve')}
        </button>
        <Link to="/home" className="btn btn-secondary">
          {t('qrApprove.cancel')}
        </Link>
      </div>
    </AuthCard>
  );
}
