import { createAction } from '@reduxjs/toolkit';
import type { RestaurantFilter } from '@playeats/domain/restaurant-filter';

/**
 * Dispatched whenever the nearby page's filter changes. The meals slice mirrors its
 * radius into meals.searchRadius (spec section 3); features do not import each other, so
 * the action lives in shared code. It has a file of its own because the meals slice is
 * part of the first paint: importing it from restaurant-filter-storage.ts would pull the
 * storage code and parseStoredFilter into the entry chunk as well.
 */
export const restaurantFilterChanged = createAction<RestaurantFilter>('restaurantFilter/changed');
