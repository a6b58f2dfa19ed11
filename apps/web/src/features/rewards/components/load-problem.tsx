import { useTranslation } from 'react-i18next';

/** What a rewards list shows when it could not be loaded: why, and a way to try again. */
export function LoadProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('rewards');
  return (
    <div role="alert" className="rewards-problem">
      <p>{message}</p>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
