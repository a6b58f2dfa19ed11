import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { usePartners } from '../api/get-partners.ts';
import { useReportUnexpected } from '../load-failure.ts';
import { LoadError } from './load-error.tsx';
import { Pager } from './pager.tsx';
import { RestaurantCard } from './restaurant-card.tsx';
import { RestaurantCardSkeletons } from './restaurant-card-skeleton.tsx';
import './restaurants.css';

/** ?page=3 → 3; anything else → 1. */
function pageOf(raw: string | null): number {
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** /partners: every partner restaurant, a page at a time, linkable by ?page=. */
export function PartnersPage() {
  const { t } = useTranslation('restaurants');
  useDocumentTitle(t('partners.title'));
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const partners = usePartners(page);
  useReportUnexpected(partners.error);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    // The new page starts at its top, and so does the screen reader.
    headingRef.current?.focus();
  };

  const data = partners.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <div className="container discovery-page">
      <header className="discovery-header">
        <h1 ref={headingRef} tabIndex={-1}>
          {t('partners.title')}
        </h1>
        <p className="muted">{t('partners.intro')}</p>
      </header>
      {partners.isPending ? (
        <RestaurantCardSkeletons count={6} />
      ) : partners.isError && !data ? (
        <LoadError message={t('partners.loadFailed')} onRetry={() => void partners.refetch()} />
      ) : data && data.items.length === 0 ? (
        <div className="empty-state card">
          <p>{page > 1 ? t('partners.pastEnd') : t('partners.empty')}</p>
          {page > 1 && (
            <button type="button" className="btn btn-secondary" onClick={() => goTo(1)}>
              {t('partners.firstPage')}
            </button>
          )}
        </div>
      ) : data ? (
        <>
          <p className="muted" role="status">
            {t('partners.count', { count: data.total })}
          </p>
          <ul className="restaurant-grid" aria-busy={partners.isPlaceholderData || undefined}>
            {data.items.map((restaurant) => (
              <li key={restaurant.id}>
                <RestaurantCard restaurant={restaurant} headingLevel={2} />
              </li>
            ))}
          </ul>
          <Pager page={page} pageCount={pageCount} onPage={goTo} />
        </>
      ) : null}
    </div>
  );
}
