import { useTranslation } from 'react-i18next';
import { useAppShown } from '../../lib/app-ready.ts';
import { LOGO_SRC } from '../layout/app-links.ts';
import '../../styles/theme.css';
import './error-fallback.css';

/**
 * English last resort: this screen often appears because something failed to load,
 * and that may have been the locale files themselves.
 */
const UNTRANSLATED = {
  title: 'Oops! Something went wrong.',
  description: 'An unexpected error stopped this page. Reloading usually fixes it.',
  reload: 'Reload',
  dashboard: 'Dashboard',
};

interface ErrorFallbackProps {
  onReload: () => void;
  onDashboard: () => void;
}

/** What a render failure shows. It replaces the whole page, so it brings its own <main>. */
export function ErrorFallback({ onReload, onDashboard }: ErrorFallbackProps) {
  const { t, ready } = useTranslation('errors-page', { useSuspense: false });
  useAppShown();
  const text = ready
    ? {
        title: t('boundary.title'),
        description: t('boundary.description'),
        reload: t('boundary.reload'),
        dashboard: t('boundary.dashboard'),
      }
    : UNTRANSLATED;
  return (
    <main className="error-fallback" aria-labelledby="error-fallback-title">
      <div className="error-fallback-card card">
        <img src={LOGO_SRC} alt="" width={64} height={64} />
        <h1 id="error-fallback-title">{text.title}</h1>
        <p className="muted">{text.description}</p>
        <div className="error-fallback-actions">
          <button type="button" className="btn btn-primary" onClick={onReload}>
            {text.reload}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onDashboard}>
            {text.dashboard}
          </button>
        </div>
      </div>
    </main>
  );
}
