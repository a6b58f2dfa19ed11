import { useTranslation } from 'react-i18next';
import type { DistanceUnit } from '@playeats/domain/distance';
import type { RestaurantFilter } from '@playeats/domain/restaurant-filter';
import { searchKey } from '@playeats/domain/search-key';
import { useCuisines } from '../../../lib/api/cuisines.ts';
import { useLanguage } from '../hooks/use-language.ts';
import { radiusChoices } from './nearby-filters.tsx';

/** How many of the most common cuisines get a chip of their own (the others: the Filters form). */
const CUISINE_CHIPS = 6;

interface NearbyChipsProps {
  filter: RestaurantFilter;
  unit: DistanceUnit;
  /** A cuisine chip sets the search (box and filter together); an empty term clears it. */
  onCuisine: (label: string) => void;
  onChange: (changes: Partial<RestaurantFilter>) => void;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  /** The id of the full filter form the Filters chip opens. */
  filtersId: string;
}

/**
 * One row of toggle chips over the results: the full form, open now, the radius, then the
 * common cuisines. The cuisines come from the server, so they go last in a row that
 * scrolls sideways rather than wraps: their arrival moves nothing already on screen
 * (issue 11: no layout shift on load).
 */
export function NearbyChips(props: NearbyChipsProps) {
  const { filter, unit, onCuisine, onChange, filtersOpen, onToggleFilters, filtersId } = props;
  const { t } = useTranslation('restaurants');
  const language = useLanguage();
  const cuisines = useCuisines();
  const term = filter.searchType === 'ITEM_CATEGORY' ? searchKey(filter.searchTerm) : '';
  return (
    <div className="nearby-chips" role="group" aria-label={t('chips.label')}>
      <button
        type="button"
        className="chip chip--filters"
        aria-expanded={filtersOpen}
        aria-controls={filtersId}
        onClick={onToggleFilters}
      >
        {t('chips.filters')}
      </button>
      <button
        type="button"
        className="chip"
        aria-pressed={filter.showOpenOnly}
        onClick={() => onChange({ showOpenOnly: !filter.showOpenOnly })}
      >
        {t('chips.openNow')}
      </button>
      {radiusChoices(unit, filter.radius).map((radius) => (
        <button
          key={radius}
          type="button"
          className="chip"
          aria-pressed={filter.radius === radius}
          onClick={() => onChange({ radius })}
        >
          {t(`filters.radiusValue.${unit}`, { count: radius })}
        </button>
      ))}
      <span className="chip-divider" aria-hidden="true" />
      {(cuisines.data ?? []).slice(0, CUISINE_CHIPS).map((cuisine) => {
        const label = cuisine.labels[language];
        const pressed =
          term !== '' && [cuisine.slug, cuisine.labels.en, cuisine.labels.fr].some((n) => searchKey(n) === term);
        return (
          <button
            key={cuisine.slug}
            type="button"
            className="chip"
            aria-pressed={pressed}
            onClick={() => onCuisine(pressed ? '' : label)}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
