import { useCallback, useEffect, useState } from 'react';
import type { RestaurantFilter } from '@playeats/domain/restaurant-filter';
import { useAppDispatch } from '../../../app/hooks.ts';
import { restaurantFilterChanged } from '../../../lib/restaurant-filter-events.ts';
import { readStoredFilter, writeStoredFilter } from '../../../lib/restaurant-filter-storage.ts';

/**
 * The nearby page's filter: read from local storage once (validated field by field), and
 * from then on written back and announced to the store (which mirrors the radius into
 * meals.searchRadius) whenever it changes. Writing on arrival too means a stored value
 * that failed validation is replaced by the default the page actually uses.
 */
export function useRestaurantFilter() {
  const dispatch = useAppDispatch();
  const [filter, setFilter] = useState<RestaurantFilter>(readStoredFilter);

  useEffect(() => {
    writeStoredFilter(filter);
    dispatch(restaurantFilterChanged(filter));
  }, [filter, dispatch]);

  const update = useCallback((changes: Partial<RestaurantFilter>) => {
    // Unchanged values keep the same object, so nothing is written or dispatched for them.
    setFilter((current) =>
      (Object.keys(changes) as (keyof RestaurantFilter)[]).every((key) => changes[key] === current[key])
        ? current
        : { ...current, ...changes },
    );
  }, []);

  return { filter, update };
}
