import { useTranslation } from 'react-i18next';
import '../../styles/theme.css';
import './maintenance-screen.css';
import { useAppShown } from '../../lib/app-ready.ts';
import { LOGO_SRC } from '../layout/app-links.ts';

export interface MaintenanceScreenProps {
  /** Reloads the environment settings; the app leaves this screen once maintenance is off. */
  onRetry: () => void;
  /** A check is running. */
  checking?: boolean;
}

/**
 * Replaces every route while full maintenance mode is on (spec section 2). It stands
 * alone, outside the page layout, so it brings the theme and its own main landmark.
 */
export function MaintenanceScreen({ onRetry, checking = false }: MaintenanceScreenProps) {
  const { t } = useTranslation('common');
  useAppShown();
  return (
    <main className="maintenance-screen">
      <div className="maintenance-screen__card card">
        <img
          className="maintenance-screen__logo"
          src={LOGO_SRC}
          alt={t('maintenance.logoAlt')}
          width="96"
          height="96"
        />
        <h1>{t('maintenance.title')}</h1>
        <p>{t('maintenance.message')}</p>
        <p className="muted">{t('maintenance.hint')}</p>
        <button
          type="button"
          className="btn btn-primary"
          aria-disabled={checking}
          onClick={() => {
            if (!checking) onRetry();
          }}
        >
          {t('maintenance.checkAgain')}
        </button>
        <p role="status" className="maintenance-screen__status muted">
          {checking ? t('maintenance.checking') : ''}
        </p>
      </div>
    </main>
  );
}
