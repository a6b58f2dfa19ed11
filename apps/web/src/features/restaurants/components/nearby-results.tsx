import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import type { DistanceUnit } from '@playeats/domain/distance';
import { RADIUS_CHOICES } from '@playeats/domain/distance-units';
import { useNearby, type NearbySearch } from '../api/get-nearby.ts';
import { distanceText } from '../distance-text.ts';
import { useLanguage } from '../hooks/use-language.ts';
import { useReportUnexpected } from '../load-failure.ts';
import { LoadError } from './load-error.tsx';
import { NearbyMap } from './nearby-map.tsx';
import { RestaurantCard } from './restaurant-card.tsx';
import { RestaurantCardSkeletons } from './restaurant-card-skeleton.tsx';

interface NearbyResultsProps {
  search: NearbySearch;
  /** The unit distances are shown in. */
  unit: DistanceUnit;
  /** True while the typed search has not reached the query yet. */
  typing: boolean;
  /** Offered when nothing was found and a wider radius exists; no offer without it. */
  onWiden?: (radius: number) => void;
  /** The section's heading; "Results" by default. */
  title?: string;
}

/** The nearest restaurants first, with distance and opening state, and "Load more". */
export function NearbyResults({ search, unit, typing, onWiden, title }: NearbyResultsProps) {
  const { t } = useTranslation('restaurants');
  const language = useLanguage();
  const nearby = useNearby(search);
  useReportUnexpected(nearby.error);
  const pages = nearby.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items.map((item) => ({ item, unit: page.unit })));

  // After "Load more", focus goes to the first new restaurant, where reading continues.
  const firstNewIndex = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const index = firstNewIndex.current;
    if (index === null || nearby.isFetchingNextPage) return;
    firstNewIndex.current = null;
    listRef.current?.querySelectorAll<HTMLAnchorElement>('.restaurant-card-link')[index]?.focus();
  }, [items.length, nearby.isFetchingNextPage]);

  const wider = RADIUS_CHOICES[search.unit].find((r) => r > search.radius);
  const radiusText = t(`filters.radiusValue.${search.unit}`, { count: search.radius });

  let body;
  if (nearby.isPending) {
    body = <RestaurantCardSkeletons count={4} />;
  } else if (nearby.isError && items.length === 0) {
    body = <LoadError message={t('nearby.loadFailed')} onRetry={() => void nearby.refetch()} />;
  } else if (items.length === 0) {
    body = (
      <EmptyState
        picture="round-pushpin"
        title={t('nearby.emptyTitle')}
        headingLevel={3}
        text={
          search.openNow
            ? `${t('nearby.empty', { radius: radiusText })} ${t('nearby.emptyOpenHint')}`
            : t('nearby.empty', { radius: radiusText })
        }
        action={
          wider !== undefined &&
          onWiden && (
            <button type="button" className="btn btn-primary" onClick={() => onWiden(wider)}>
              {t('nearby.widen', { radius: t(`filters.radiusValue.${search.unit}`, { count: wider }) })}
            </button>
          )
        }
      />
    );
  } else {
    body = (
      <>
        <NearbyMap search={search} restaurants={items.map(({ item }) => item)} radiusText={radiusText} />
        <ul ref={listRef} className="restaurant-grid">
          {items.map(({ item, unit: from }) => (
            <li key={item.id}>
              <RestaurantCard
                restaurant={item}
                headingLevel={3}
                distance={distanceText(item.distance, from, unit, language)}
              />
            </li>
          ))}
        </ul>
        {nearby.isError && <LoadError message={t('nearby.moreFailed')} onRetry={() => void nearby.fetchNextPage()} />}
        {nearby.hasNextPage && (
          <div className="load-more">
            <button
              type="button"
              className="btn btn-secondary"
              disabled={nearby.isFetchingNextPage}
              onClick={() => {
                firstNewIndex.current = items.length;
                void nearby.fetchNextPage();
              }}
            >
              {nearby.isFetchingNextPage ? t('nearby.loadingMore') : t('nearby.loadMore')}
            </button>
          </div>
        )}
      </>
    );
  }

  const busy = typing || (nearby.isFetching && !nearby.isFetchingNextPage);
  return (
    <section className="nearby-results" aria-labelledby="nearby-results-title" aria-busy={busy || undefined}>
      <h2 id="nearby-results-title">{title ?? t('nearby.resultsTitle')}</h2>
      <p className="muted" role="status">
        {nearby.isSuccess && !busy
          ? t(nearby.hasNextPage ? 'nearby.countMore' : 'nearby.count', { count: items.length, radius: radiusText })
          : ''}
      </p>
      {body}
    </section>
  );
}
