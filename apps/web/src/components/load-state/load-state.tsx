import { useTranslation } from 'react-i18next';

/** What a page shows while its data loads, or when loading failed (with a way to try again). */
export function LoadState({ error, onRetry }: { error?: boolean; onRetry?: () => void }) {
  const { t } = useTranslation('ordering');
  if (!error) {
    return (
      <p role="status" className="muted">
        {t('load.loading')}
      </p>
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
