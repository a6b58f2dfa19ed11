import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { usePartners } from '../api/get-partners.ts';
import { distanceText } from '../distance-text.ts';
import { useDistanceUnit } from '../hooks/use-distance-unit.ts';
import { useLanguage } from '../hooks/use-language.ts';
import { useSearchLocation } from '../hooks/use-search-location.ts';
import { useReportUnexpected } from '../load-failure.ts';
import { LoadError } from './load-error.tsx';
import { LocationPanel } from './location-panel.tsx';
import { Pager } from './pager.tsx';
import { RestaurantCard } from './restaurant-card.tsx';
import { RestaurantCardSkeletons } from './restaurant-card-skeleton.tsx';
import './restaurants.css';

/** How long the search box waits for typing to pause before it searches. */
const SEARCH_DEBOUNCE_MS = 300;

/** ?page=3 → 3; anything else → 1. */
function pageOf(raw: string | null): number {
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * /partners: every partner restaurant, a page at a time, linkable by ?page= and ?q= (a part
 * of the name or a cuisine); nearest first, with distances, once a delivery place is known.
 */
export function PartnersPage() {
  const { t } = useTranslation('restaurants');
  useDocumentTitle(t('partners.title'));
  const language = useLanguage();
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const q = params.get('q') ?? '';
  const { location, demo, saved, choose } = useSearchLocation();
  const [unit] = useDistanceUnit(location?.country);
  const near = location?.position ?? null;
  const partners = usePartners({ page, q, near, unit });
  useReportUnexpected(partners.error);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The address (?q=) is the search. The box answers every key, and the address follows once
  // typing pauses; when the address changes otherwise (back, forward, a link), the box follows it.
  const [term, setTerm] = useState(q);
  const settledTerm = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    // Not the box's own text arriving in the address: take the address's.
    if (q !== settledTerm.trim()) setTerm(q);
  }
  useEffect(() => {
    const next = settledTerm.trim();
    setParams(
      (current) => {
        if ((current.get('q') ?? '') === next) return current;
        // A new search starts again at its first page.
        return new URLSearchParams(next ? { q: next } : {});
      },
      { replace: true },
    );
  }, [settledTerm, setParams]);

  const goTo = (next: number) => {
    setParams({ ...(q ? { q } : {}), ...(next === 1 ? {} : { page: String(next) }) });
    // The new page starts at its top, and so does the screen reader.
    headingRef.current?.focus();
  };

  // The list renders in slices that let the browser answer in between: the query's update
  // would render it in one task as the partners arrive (issue 17: the page's blocking time).
  const data = useDeferredValue(partners.data);
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  let body;
  if (!data && !partners.isError) {
    body = <RestaurantCardSkeletons count={6} />;
  } else if (partners.isError && !data) {
    body = <LoadError message={t('partners.loadFailed')} onRetry={() => void partners.refetch()} />;
  } else if (data && data.items.length === 0) {
    body = (
      <EmptyState
        picture="magnifying-glass-tilted-left"
        title={t('partners.emptyTitle')}
        text={page > 1 ? t('partners.pastEnd') : q ? t('partners.noMatch', { q }) : t('partners.empty')}
        action={
          page > 1 ? (
            <button type="button" className="btn btn-primary" onClick={() => goTo(1)}>
              {t('partners.firstPage')}
            </button>
          ) : (
            q && (
              <button type="button" className="btn btn-primary" onClick={() => setTerm('')}>
                {t('partners.clearSearch')}
              </button>
            )
          )
        }
      />
    );
  } else if (data) {
    body = (
      <>
        <ul className="restaurant-grid" aria-busy={data !== partners.data || partners.isPlaceholderData || undefined}>
          {data.items.map((restaurant) => (
            <li key={restaurant.id}>
              <RestaurantCard
                restaurant={restaurant}
                headingLevel={2}
                distance={
                  restaurant.distance === null || !near
                    ? undefined
                    : distanceText(restaurant.distance, unit, unit, language)
                }
              />
            </li>
          ))}
        </ul>
        <Pager page={page} pageCount={pageCount} onPage={goTo} />
      </>
    );
  }

  return (
    <div className="container discovery-page">
      <header className="discovery-header">
        <h1 ref={headingRef} tabIndex={-1}>
          {t('partners.title')}
        </h1>
        <p className="muted">{t('partners.intro')}</p>
      </header>
      <div className="partners-tools">
        <LocationPanel location={location} demo={demo} saved={saved} onChoose={choose} title={t('deliver.title')} />
        <form className="partners-search card" role="search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={`${searchId}-q`}>{t('partners.searchLabel')}</label>
          <input
            id={`${searchId}-q`}
            className="discovery-input"
            type="search"
            autoComplete="off"
            value={term}
            placeholder={t('partners.searchPlaceholder')}
            onChange={(event) => setTerm(event.target.value)}
          />
        </form>
      </div>
      <p className="muted" role="status">
        {data && !partners.isPending ? t(near ? 'partners.countNearest' : 'partners.count', { count: data.total }) : ''}
      </p>
      {body}
    </div>
  );
}
