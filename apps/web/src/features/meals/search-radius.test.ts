import { describe, expect, it } from 'vitest';
import { DEFAULT_RESTAURANT_FILTER } from '@playeats/domain/restaurant-filter';
import { restaurantFilterChanged } from '../../lib/restaurant-filter-events.ts';
import { initialMealsState, mealsSlice } from './meals-slice.ts';

describe('meals.searchRadius', () => {
  it("mirrors the nearby page's filter radius", () => {
    const meals = mealsSlice.reducer(
      initialMealsState,
      restaurantFilterChanged({ ...DEFAULT_RESTAURANT_FILTER, radius: 10 }),
    );
    expect(meals.searchRadius).toBe(10);
    expect({ ...meals, searchRadius: 5 }).toEqual(initialMealsState);
  });
});
