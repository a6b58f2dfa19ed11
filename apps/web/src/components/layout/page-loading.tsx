import { useTranslation } from 'react-i18next';
import '../../styles/skeleton.css';
import './page-loading.css';

/**
 * What a page shows while its code or texts load: the shape of a page (a title, a line,
 * cards) where the page will be, rather than empty space that the page then fills.
 */
export function PageLoading() {
  // Never suspend here: this is itself a Suspense fallback, and it may show before any
  // locale file has arrived (hence the untranslated last resort).
  const { t, ready } = useTranslation('layout', { useSuspense: false });
  return (
    <div className="page-loading container" role="status">
      <span className="visually-hidden">{ready ? t('loading') : 'Loading…'}</span>
      <div className="page-skeleton" aria-hidden="true">
        <div className="page-skeleton-block page-skeleton-title" />
        <div className="page-skeleton-block page-skeleton-line" />
        <div className="page-skeleton-cards">
          <div className="page-skeleton-block page-skeleton-card" />
          <div className="page-skeleton-block page-skeleton-card" />
          <div className="page-skeleton-block page-skeleton-card" />
        </div>
      </div>
    </div>
  );
}
