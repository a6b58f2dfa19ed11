import { useTranslation } from 'react-i18next';

interface LoadErrorProps {
  message: string;
  onRetry: () => void;
}

/** A list that failed to load: what happened and a way to try again. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  const { t } = useTranslation('restaurants');
  return (
    <div className="load-error card" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('list.retry')}
      </button>
    </div>
  );
}
