import { useTranslation } from 'react-i18next';
import '../../styles/skeleton.css';

/**
 * What a page shows while its data loads (a skeleton of a list: lines where the rows will
 * be), or when loading failed (with a way to try again).
 */
export function LoadState({ error, onRetry }: { error?: boolean; onRetry?: () => void }) {
  const { t } = useTranslation('ordering');
  if (!error) {
    return (
      <div role="status" className="load-state">
        <span className="visually-hidden">{t('load.loading')}</span>
        <div className="page-skeleton" aria-hidden="true">
          <div className="page-skeleton-block page-skeleton-row" />
          <div className="page-skeleton-block page-skeleton-row" />
          <div className="page-skeleton-block page-skeleton-row" />
        </div>
      </div>
    );
  }
  return (
    <div className="card ordering-state" role="alert">
      <p>{t('load.failed')}</p>
      {onRetry && (
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t('load.retry')}
        </button>
      )}
    </div>
  );
}
