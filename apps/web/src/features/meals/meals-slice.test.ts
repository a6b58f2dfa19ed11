import { describe, expect, it } from 'vitest';
import {
  activeOrderChanged,
  coinBalanceLoaded,
  initialMealsState,
  mealsSlice,
  navigationDisabledChanged,
  orderConfirmationChanged,
  promoDollarsLoaded,
  searchRadiusChanged,
  selectAvailablePromoDollars,
  selectSearchRadius,
  selectVisibleMeals,
  trackingGameChanged,
  userMealsLoaded,
  type MealsState,
} from './meals-slice.ts';

const reduce = (...actions: Parameters<typeof mealsSlice.reducer>[1][]) =>
  actions.reduce(mealsSlice.reducer, initialMealsState);

describe('meals slice', () => {
  it('starts with the spec fields and a search radius of 5', () => {
    expect(initialMealsState).toEqual({
      userMeals: [],
      navigationIsDisabled: false,
      searchRadius: 5,
      availableCoins: 0,
      availablePromoDollars: 0,
      trackingGame: false,
      orderConfirmation: null,
      activeOrder: null,
    });
  });

  it('sets each field', () => {
    const meals = [{ name: 'Pizza', active: true, index: 0 }];
    expect(
      reduce(
        userMealsLoaded(meals),
        navigationDisabledChanged(true),
        searchRadiusChanged(25),
        coinBalanceLoaded(150),
        promoDollarsLoaded(5),
        trackingGameChanged(true),
        orderConfirmationChanged({ id: 'o1' }),
        activeOrderChanged({ id: 'o2' }),
      ),
    ).toEqual<MealsState>({
      userMeals: meals,
      navigationIsDisabled: true,
      searchRadius: 25,
      availableCoins: 150,
      availablePromoDollars: 5,
      trackingGame: true,
      orderConfirmation: { id: 'o1' },
      activeOrder: { id: 'o2' },
    });
  });

  it('shows meals without the hidden marker, active first, then by index, memoized', () => {
    const meals = reduce(
      userMealsLoaded([
        { name: 'C', active: false, index: 0 },
        { name: 'Should not display: staff', active: true, index: 0 },
        { name: 'B', active: true, index: 2 },
        { name: 'A', active: true, index: 1 },
      ]),
    );
    const root = { meals };
    expect(selectVisibleMeals(root).map((m) => m.name)).toEqual(['A', 'B', 'C']);
    expect(selectVisibleMeals(root)).toBe(selectVisibleMeals({ meals }));
  });

  it('answers the promo-dollar balance under both of its names', () => {
    const root = { meals: reduce(promoDollarsLoaded(7), searchRadiusChanged(10)) };
    expect(selectAvailablePromoDollars(root)).toBe(7);
    expect(selectSearchRadius(root)).toBe(10);
  });
});
