import { Switch } from '../../../components/switch/switch.tsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DISTANCE_UNITS, type DistanceUnit } from '@playeats/domain/distance';
import { RADIUS_CHOICES } from '@playeats/domain/distance-units';
import { SEARCH_TYPES, type RestaurantFilter } from '@playeats/domain/restaurant-filter';
import { useCuisines } from '../../../lib/api/cuisines.ts';
import { useLanguage } from '../hooks/use-language.ts';

/** The radii offered in `unit`; a radius stored by another version of the app stays selectable rather than silently changing. */
export function radiusChoices(unit: DistanceUnit, current: number): number[] {
  const choices = RADIUS_CHOICES[unit];
  return choices.includes(current) ? [...choices] : [...choices, current].sort((a, b) => a - b);
}

interface NearbyFiltersProps {
  filter: RestaurantFilter;
  /** What is in the search box now; the filter's term follows it 300 ms after typing stops. */
  term: string;
  onTermChange: (term: string) => void;
  onChange: (changes: Partial<RestaurantFilter>) => void;
  unit: DistanceUnit;
  onUnitChange: (unit: DistanceUnit) => void;
}

/** Search by name or cuisine, radius and unit, and open now only. */
export function NearbyFilters({ filter, term, onTermChange, onChange, unit, onUnitChange }: NearbyFiltersProps) {
  const { t } = useTranslation('restaurants');
  const language = useLanguage();
  const id = useId();
  const byCuisine = filter.searchType === 'ITEM_CATEGORY';
  const cuisines = useCuisines({ enabled: byCuisine });
  const radii = radiusChoices(unit, filter.radius);
  const listId = `${id}-cuisines`;

  return (
    <form
      className="nearby-filters card"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(e) => e.preventDefault()}
    >
      <fieldset className="segmented">
        <legend>{t('filters.searchBy')}</legend>
        {SEARCH_TYPES.map((type) => (
          <label key={type} className="segmented-option">
            <input
              type="radio"
              name={`${id}-type`}
              value={type}
              checked={filter.searchType === type}
              onChange={() => onChange({ searchType: type })}
            />
            <span>{t(`filters.type.${type}`)}</span>
          </label>
        ))}
      </fieldset>

      <div className="filter-field filter-field--search">
        <label htmlFor={`${id}-term`}>{byCuisine ? t('filters.cuisineLabel') : t('filters.nameLabel')}</label>
        <input
          id={`${id}-term`}
          className="discovery-input"
          type="search"
          autoComplete="off"
          value={term}
          list={byCuisine ? listId : undefined}
          placeholder={byCuisine ? t('filters.cuisinePlaceholder') : t('filters.namePlaceholder')}
          onChange={(event) => onTermChange(event.target.value)}
        />
        {byCuisine && (
          <datalist id={listId}>
            {(cuisines.data ?? []).map((cuisine) => (
              <option key={cuisine.slug} value={cuisine.labels[language]} />
            ))}
          </datalist>
        )}
      </div>

      <div className="filter-row">
        <div className="filter-field">
          <label htmlFor={`${id}-radius`}>{t('filters.radius')}</label>
          <select
            id={`${id}-radius`}
            className="discovery-input"
            value={String(filter.radius)}
            onChange={(event) => onChange({ radius: Number(event.target.value) })}
          >
            {radii.map((radius) => (
              <option key={radius} value={String(radius)}>
                {t(`filters.radiusValue.${unit}`, { count: radius })}
              </option>
            ))}
          </select>
        </div>

        <fieldset className="segmented segmented--small">
          <legend>{t('filters.unit')}</legend>
          {DISTANCE_UNITS.map((u) => (
            <label key={u} className="segmented-option">
              <input type="radio" name={`${id}-unit`} value={u} checked={unit === u} onChange={() => onUnitChange(u)} />
              <span>{t(`filters.unitName.${u}`)}</span>
            </label>
          ))}
        </fieldset>

        <div className="filter-switch">
          <span id={`${id}-open`} className="filter-switch-label">
            {t('filters.openOnly')}
          </span>
          <Switch
            checked={filter.showOpenOnly}
            labelledBy={`${id}-open`}
            onToggle={() => onChange({ showOpenOnly: !filter.showOpenOnly })}
          />
        </div>
      </div>
    </form>
  );
}
