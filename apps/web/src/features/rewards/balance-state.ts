import { createAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store.ts';

/*
 * The balances live in the meals slice (spec section 3: meals.availableCoins and
 * meals.availablePromoDollars). Features may not import each other (decision 0006), so
 * these are that slice's own action types, created here; RTK matches actions by type.
 * The rewards tests run the real store, so a renamed action in meals-slice fails them.
 */

/** GET /api/users/dollars → availableDollars, the bucks ("coin") balance. */
export const coinBalanceLoaded = createAction<number>('meals/coinBalanceLoaded');
/** Promo dollars, in integer cents (GET /api/users/me/balance → promoCents). */
export const promoDollarsLoaded = createAction<number>('meals/promoDollarsLoaded');

export const selectCoinBalance = (state: RootState): number => state.meals.availableCoins;
export const selectPromoCents = (state: RootState): number => state.meals.availablePromoDollars;
