import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import type { NearbySearch } from '../api/get-nearby.ts';
import { useDistanceUnit } from '../hooks/use-distance-unit.ts';
import { useRestaurantFilter } from '../hooks/use-restaurant-filter.ts';
import { useSearchLocation } from '../hooks/use-search-location.ts';
import { DemoBanner } from './demo-banner.tsx';
import { LocationPanel } from './location-panel.tsx';
import { NearbyChips } from './nearby-chips.tsx';
import { NearbyFilters } from './nearby-filters.tsx';
import { NearbyResults } from './nearby-results.tsx';
import './restaurants.css';

/** How long the search box waits for typing to pause before it searches. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * /nearby: restaurants around a location, nearest first, by name or cuisine, within a
 * radius, optionally open now only. The filter persists in local storage (spec section 3).
 */
export function NearbyPage() {
  const { t } = useTranslation('restaurants');
  useDocumentTitle(t('nearby.title'));
  const { location, demo, saved, choose } = useSearchLocation();
  const [unit, chooseUnit] = useDistanceUnit(location?.country);
  // The radius follows every unit change, chosen or not, in the filter hook.
  const { filter, update } = useRestaurantFilter(unit);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();

  // The box answers every key; the search (and what is stored) follows once typing pauses.
  const [term, setTerm] = useState(filter.searchTerm);
  const settledTerm = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    update({ searchTerm: settledTerm });
  }, [settledTerm, update]);

  const search = useMemo<NearbySearch | null>(
    () =>
      location && {
        lat: location.position.lat,
        lng: location.position.lng,
        radius: filter.radius,
        unit,
        searchType: filter.searchType,
        q: filter.searchTerm,
        openNow: filter.showOpenOnly,
      },
    [location, filter, unit],
  );

  return (
    <div className="container discovery-page">
      <header className="discovery-header">
        <h1>{t('nearby.title')}</h1>
        <p className="muted">{t('nearby.intro')}</p>
      </header>
      {location?.source === 'demo' && <DemoBanner />}
      <div className="nearby-layout">
        <div className="nearby-location">
          <LocationPanel location={location} demo={demo} saved={saved} onChoose={choose} />
        </div>
        <NearbyChips
          filter={filter}
          unit={unit}
          onCuisine={(label) => {
            setTerm(label);
            update({ searchType: 'ITEM_CATEGORY', searchTerm: label });
          }}
          onChange={update}
          filtersOpen={filtersOpen}
          onToggleFilters={() => setFiltersOpen((open) => !open)}
          filtersId={filtersId}
        />
        {/* On phones the form stays folded behind the Filters chip, so the results come first. */}
        <div id={filtersId} className="nearby-filters-panel" data-open={filtersOpen}>
          <NearbyFilters
            filter={filter}
            term={term}
            onTermChange={setTerm}
            onChange={update}
            unit={unit}
            onUnitChange={chooseUnit}
          />
        </div>
        {search && (
          <NearbyResults
            search={search}
            unit={unit}
            typing={term !== filter.searchTerm}
            onWiden={(radius) => update({ radius })}
          />
        )}
      </div>
    </div>
  );
}
