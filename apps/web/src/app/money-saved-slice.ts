import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Money the user has saved through bucks and promotions, in integer cents (money is
 * always cents, see ARCHITECTURE.md). It lives in app/ because several features show
 * it (rewards, orders, account) and features never import each other.
 */
export type MoneySavedState = number;

export const moneySavedSlice = createSlice({
  name: 'moneySaved',
  initialState: 0 as MoneySavedState,
  reducers: {
    moneySavedLoaded: (_state, action: PayloadAction<number>) => action.payload,
  },
});

export const { moneySavedLoaded } = moneySavedSlice.actions;
