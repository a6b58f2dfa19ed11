import { isAnyOf, type TypedStartListening } from '@reduxjs/toolkit';
import { initialAuthState, login, logout, type AuthState, type Session } from '../features/auth/auth-slice.ts';
import { initialMealsState, type MealsState, type UserMeal } from '../features/meals/meals-slice.ts';
import {
  clearStorage,
  readJson,
  removeStoredSession,
  saveStoredSession,
  updateStoredSession,
  writeJson,
} from '../lib/storage.ts';
import type { MoneySavedState } from './money-saved-slice.ts';

/**
 * Mirrors state into browser storage on every change (spec section 4) and reads it back
 * on start. It lives in app/, not lib/, because it composes several features' slices.
 *
 * - 'user' (local or session storage): the session, written by the session listeners below.
 * - 'auth', 'meals', 'moneySaved' (session storage): the areas worth keeping across a
 *   reload. Session storage, because logout clears it (spec section 4), so nothing of
 *   one user survives into the next user's session, nor outlives the tab.
 *
 * Not mirrored, on purpose: auth.env (fetched on every start, so maintenance and debug
 * flags are never stale), tokenIsExpired and the polling flags (facts about this page's
 * run), meals.navigationIsDisabled and meals.trackingGame (same), info (derived from the
 * platform and build at start; a restored version would be stale after an update),
 * stats and admin (server data; the admin user list is other people's data).
 */
export const MIRROR_KEYS = { auth: 'auth', meals: 'meals', moneySaved: 'moneySaved' } as const;

const AUTH_MIRRORED = ['demoAddress', 'demoPlaceId', 'scrollYPosition'] as const satisfies readonly (keyof AuthState)[];
const MEALS_MIRRORED = [
  'userMeals',
  'searchRadius',
  'availableCoins',
  'availablePromoDollars',
  'orderConfirmation',
  'activeOrder',
] as const satisfies readonly (keyof MealsState)[];

/**
 * The areas of the store this module reads and writes. Named here rather than taken from
 * the store's RootState: the store imports this module, so importing the store's type
 * back would close a cycle.
 */
export interface MirroredState {
  auth: AuthState;
  meals: MealsState;
  moneySaved: MoneySavedState;
}

type MirrorStartListening = TypedStartListening<MirroredState>;

function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = source[key];
  return picked;
}

/** `defaults` overlaid with the stored values of `keys` whose type matches; anything else keeps its default. */
function mergeStored<T extends object>(defaults: T, stored: unknown, keys: readonly (keyof T)[]): T {
  if (typeof stored !== 'object' || stored === null) return defaults;
  const merged = { ...defaults };
  for (const key of keys) {
    const value: unknown = (stored as Record<PropertyKey, unknown>)[key];
    const fallback: unknown = defaults[key];
    const fits =
      fallback === null
        ? value === null || (typeof value === 'object' && !Array.isArray(value)) || typeof value === 'string'
        : typeof value === typeof fallback && Array.isArray(value) === Array.isArray(fallback);
    if (fits && !(typeof value === 'number' && !Number.isFinite(value))) merged[key] = value as T[keyof T];
  }
  return merged;
}

function isUserMeal(value: unknown): value is UserMeal {
  if (typeof value !== 'object' || value === null) return false;
  const meal = value as Record<string, unknown>;
  return typeof meal.name === 'string' && typeof meal.active === 'boolean' && typeof meal.index === 'number';
}

/** The mirrored areas as preloaded state; the session itself comes back through restoreSession. */
export function loadPersistedState(): Partial<MirroredState> {
  const meals = mergeStored(initialMealsState, readJson('session', MIRROR_KEYS.meals), MEALS_MIRRORED);
  const moneySaved: unknown = readJson('session', MIRROR_KEYS.moneySaved);
  return {
    auth: mergeStored(initialAuthState, readJson('session', MIRROR_KEYS.auth), AUTH_MIRRORED),
    meals: { ...meals, userMeals: meals.userMeals.filter(isUserMeal) },
    ...(typeof moneySaved === 'number' && Number.isFinite(moneySaved) ? { moneySaved } : {}),
  };
}

/** The 'user' entry: { accessToken, refreshToken, userInfo } (spec section 3). */
function sessionOf(auth: AuthState): Pick<AuthState, keyof Session> {
  return { accessToken: auth.accessToken, refreshToken: auth.refreshToken, userInfo: auth.userInfo };
}

const changed = <T extends object>(current: T, previous: T, keys: readonly (keyof T)[]) =>
  keys.some((key) => current[key] !== previous[key]);

const sessionChanged = (current: MirroredState, previous: MirroredState) =>
  current.auth.accessToken !== previous.auth.accessToken ||
  current.auth.refreshToken !== previous.auth.refreshToken ||
  current.auth.userInfo !== previous.auth.userInfo;

const isLoginOrLogout = isAnyOf(login, logout);

export function startStorageSync(startListening: MirrorStartListening): void {
  startListening({
    actionCreator: login,
    effect: (action, api) => {
      saveStoredSession(sessionOf(api.getState().auth), action.payload.remember ? 'local' : 'session');
    },
  });

  startListening({
    actionCreator: logout,
    effect: () => {
      removeStoredSession();
      clearStorage('session');
    },
  });

  // Token refresh, phone change, reloaded user info, overlay sign-in: rewrite the session
  // where it lives (local storage if a saved user is there, else session storage).
  startListening({
    predicate: (action, current, previous) => !isLoginOrLogout(action) && sessionChanged(current, previous),
    effect: (_action, api) => {
      const { auth } = api.getState();
      if (auth.refreshToken === null) removeStoredSession();
      else updateStoredSession(sessionOf(auth));
    },
  });

  startListening({
    predicate: (action, current, previous) => !isLoginOrLogout(action) && current !== previous,
    effect: (_action, api) => {
      const current = api.getState();
      const previous = api.getOriginalState();
      if (changed(current.auth, previous.auth, AUTH_MIRRORED)) {
        writeJson('session', MIRROR_KEYS.auth, pick(current.auth, AUTH_MIRRORED));
      }
      if (changed(current.meals, previous.meals, MEALS_MIRRORED)) {
        writeJson('session', MIRROR_KEYS.meals, pick(current.meals, MEALS_MIRRORED));
      }
      if (current.moneySaved !== previous.moneySaved) writeJson('session', MIRROR_KEYS.moneySaved, current.moneySaved);
    },
  });
}
