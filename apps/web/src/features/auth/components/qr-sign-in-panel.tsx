import { useTranslation } from 'react-i18next';
import type { SessionDto } from '@playeats/contracts/auth';
import { useQrLogin } from '../hooks/use-qr-login.ts';
import { QrCode } from './qr-code.tsx';

/**
 * "Sign in with your phone" on a desktop screen or in the overlay: a QR code of
 * /login/{qrToken}; the phone, signed in, approves it and this side receives its own session.
 */
export function QrSignInPanel({ onSession }: { onSession: (session: SessionDto) => void }) {
  const { t } = useTranslation('auth');
  const { state, regenerate, generation } = useQrLogin(onSession);
  return (
    <section className="auth-qr" aria-labelledby="auth-qr-title">
      <h2 id="auth-qr-title">{t('qr.title')}</h2>
      <ol className="auth-qr-steps">
        <li>{t('qr.step1')}</li>
        <li>{t('qr.step2')}</li>
        <li>{t('qr.step3')}</li>
      </ol>
      {state.kind === 'waiting' ? (
        <QrCode value={state.url} label={t('qr.imageLabel')} loadingLabel={t('qr.loading')} />
      ) : (
        <div className="auth-qr-box auth-qr-box-empty" style={{ width: 208, height: 208 }}>
          {state.kind === 'loading' && (
            <span role="status" className="auth-qr-placeholder">
              {t('qr.loading')}
            </span>
          )}
        </div>
      )}
      <div className="auth-qr-url">
        {state.kind === 'waiting' && (
          <>
            <p className="muted">{t('qr.urlIntro')}</p>
            <p>
              <code data-testid="qr-login-url">{state.url}</code>
            </p>
          </>
        )}
      </div>
      <p className="auth-qr-status" aria-live="polite">
        {state.kind === 'waiting' && (generation > 0 ? t('qr.renewed') : t('qr.waiting'))}
        {state.kind === 'failed' && t('qr.failed')}
      </p>
      {state.kind === 'failed' && (
        <button type="button" className="btn btn-secondary" onClick={regenerate}>
          {t('qr.retry')}
        </button>
      )}
    </section>
  );
}
