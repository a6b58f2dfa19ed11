import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_SEARCH_RADIUS } from '@playeats/domain/constants';
import { restaurantFilterChanged } from '../../lib/restaurant-filter-events.ts';

export interface UserMeal {
  name: string;
  active: boolean;
  index: number;
}

/** Order fields beyond those the spec lists are not known yet; opaque until the order contract exists. */
export type OrderData = Readonly<Record<string, unknown>>;

export interface MealsState {
  userMeals: UserMeal[];
  navigationIsDisabled: boolean;
  searchRadius: number;
  /** The bucks balance ("coin balance"); GET /api/users/dollars answers it as availableDollars. */
  availableCoins: number;
  /** Promo-dollar balance; the spec also calls it availableDollars (rewards reads it: balance-state.ts). */
  availablePromoDollars: number;
  trackingGame: boolean;
  orderConfirmation: OrderData | null;
  activeOrder: OrderData | null;
}

export const initialMealsState: MealsState = {
  userMeals: [],
  navigationIsDisabled: false,
  searchRadius: DEFAULT_SEARCH_RADIUS,
  availableCoins: 0,
  availablePromoDollars: 0,
  trackingGame: false,
  orderConfirmation: null,
  activeOrder: null,
};

export const mealsSlice = createSlice({
  name: 'meals',
  initialState: initialMealsState,
  reducers: {
    userMealsLoaded(state, action: PayloadAction<UserMeal[]>) {
      state.userMeals = action.payload;
    },
    navigationDisabledChanged(state, action: PayloadAction<boolean>) {
      state.navigationIsDisabled = action.payload;
    },
    searchRadiusChanged(state, action: PayloadAction<number>) {
      state.searchRadius = action.payload;
    },
    /** Spec section 7: GET /api/users/dollars → availableDollars is stored as the coin balance. */
    coinBalanceLoaded(state, action: PayloadAction<number>) {
      state.availableCoins = action.payload;
    },
    promoDollarsLoaded(state, action: PayloadAction<number>) {
      state.availablePromoDollars = action.payload;
    },
    trackingGameChanged(state, action: PayloadAction<boolean>) {
      state.trackingGame = action.payload;
    },
    orderConfirmationChanged(state, action: PayloadAction<OrderData | null>) {
      state.orderConfirmation = action.payload;
    },
    activeOrderChanged(state, action: PayloadAction<OrderData | null>) {
      state.activeOrder = action.payload;
    },
  },
  extraReducers: (builder) => {
    // The nearby page's radius is the meals area's search radius (spec section 3).
    builder.addCase(restaurantFilterChanged, (state, action) => {
      state.searchRadius = action.payload.radius;
    });
  },
  selectors: {
    selectNavigationIsDisabled: (state) => state.navigationIsDisabled,
    selectOrderConfirmation: (state) => state.orderConfirmation,
  },
});

export const {
  userMealsLoaded,
  navigationDisabledChanged,
  searchRadiusChanged,
  coinBalanceLoaded,
  promoDollarsLoaded,
  trackingGameChanged,
  orderConfirmationChanged,
  activeOrderChanged,
} = mealsSlice.actions;

export const { selectNavigationIsDisabled, selectOrderConfirmation } = mealsSlice.selectors;
