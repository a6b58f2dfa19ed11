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

  it('holds the promo-dollar balance and the search radius', () => {
    const meals = reduce(promoDollarsLoaded(7), searchRadiusChanged(10));
    expect(meals).toMatchObject({ availablePromoDollars: 7, searchRadius: 10 });
  });
});
