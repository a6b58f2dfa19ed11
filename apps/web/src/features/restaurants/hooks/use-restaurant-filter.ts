import { useCallback, useEffect, useState } from 'react';
import type { DistanceUnit } from '@playeats/domain/distance';
import { convertRadius } from '@playeats/domain/distance-units';
import type { RestaurantFilter } from '@playeats/domain/restaurant-filter';
import { useAppDispatch } from '../../../app/hooks.ts';
import { restaurantFilterChanged } from '../../../lib/restaurant-filter-events.ts';
import { readStoredFilter, writeStoredFilter } from '../../../lib/restaurant-filter-storage.ts';
import { readStoredUnit, writeStoredUnit } from './use-distance-unit.ts';

/** The unit the stored radius is in, so a radius kept in miles is not read back as km. */
export const RADIUS_UNIT_KEY = 'radiusUnit';

interface FilterState {
  filter: RestaurantFilter;
  /** The unit `filter.radius` is in. */
  unit: DistanceUnit;
}

/**
 * The nearby page's filter: read from local storage once (validated field by field), and
 * from then on written back and announced to the store (which mirrors the radius into
 * meals.searchRadius) whenever it changes. Writing on arrival too means a stored value
 * that failed validation is replaced by the default the page actually uses.
 *
 * The radius is held with its unit, and this is the one place it follows `unit`: whatever
 * changed the unit (the person's choice, a place in another country, the saved address or
 * the language arriving after the first render, a radius stored in the other unit), the
 * radius is converted to the nearest one offered (25 miles → 40 km) in the same render, so
 * no search goes out with the old number in the new unit.
 */
export function useRestaurantFilter(unit: DistanceUnit) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<FilterState>(() => ({
    filter: readStoredFilter(),
    unit: readStoredUnit(RADIUS_UNIT_KEY) ?? unit,
  }));
  let current = state;
  if (state.unit !== unit) {
    current = { unit, filter: { ...state.filter, radius: convertRadius(state.filter.radius, state.unit, unit) } };
    // React's "adjust state while rendering": this render already uses the converted radius.
    setState(current);
  }
  const { filter } = current;

  useEffect(() => {
    writeStoredFilter(filter);
    writeStoredUnit(RADIUS_UNIT_KEY, unit);
    dispatch(restaurantFilterChanged(filter));
  }, [filter, unit, dispatch]);

  const update = useCallback((changes: Partial<RestaurantFilter>) => {
    // Unchanged values keep the same object, so nothing is written or dispatched for them.
    setState((previous) =>
      (Object.keys(changes) as (keyof RestaurantFilter)[]).every((key) => changes[key] === previous.filter[key])
        ? previous
        : { ...previous, filter: { ...previous.filter, ...changes } },
    );
  }, []);

  return { filter, update };
}
