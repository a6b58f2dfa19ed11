import { combineSlices, configureStore, createListenerMiddleware, type TypedStartListening } from '@reduxjs/toolkit';
import { adminSlice } from '../features/admin/admin-slice.ts';
import { refreshToken } from '../features/auth/api/refresh-token.ts';
import { authSlice, logout, restoreSession, selectAccessToken } from '../features/auth/auth-slice.ts';
import { mealsSlice } from '../features/meals/meals-slice.ts';
import { statsSlice } from '../features/admin/stats-slice.ts';
import { APPLICATION_VERSION } from '../lib/build-info.ts';
import { configureHttpClient } from '../lib/http-client.ts';
import { platform } from '../lib/platform/index.ts';
import { applicationChanged, infoSlice } from './info-slice.ts';
import { moneySavedSlice } from './money-saved-slice.ts';
import { loadPersistedState, startStorageSync } from './storage-sync.ts';

const combinedReducer = combineSlices(authSlice, mealsSlice, adminSlice, infoSlice, statsSlice, moneySavedSlice);

export type RootState = ReturnType<typeof combinedReducer>;

/**
 * Logout (spec section 4) clears the session; on a shared device the next person must not
 * see the previous user's balances, meals, active order, savings or admin data either, so
 * those areas go back to their initial state too.
 */
const rootReducer: typeof combinedReducer = ((
  state: RootState | undefined,
  action: Parameters<typeof combinedReducer>[1],
) => {
  if (state && logout.match(action)) {
    const { meals: _meals, moneySaved: _saved, admin: _admin, stats: _stats, ...kept } = state;
    return combinedReducer(kept as RootState, action);
  }
  return combinedReducer(state, action);
}) as typeof combinedReducer;

export interface AppStoreOptions {
  /** Mirror state into browser storage (app/storage-sync.ts). Default true. */
  persist?: boolean;
  /** Called with '/login' after logout (spec section 4); pass the router's navigate. */
  navigate?: (path: string) => void;
}

/** A store with every slice. Tests call it with preloaded state; the app uses createBrowserStore. */
export function createAppStore(preloadedState?: Partial<RootState>, options: AppStoreOptions = {}) {
  const listeners = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listeners.middleware),
  });
  const startListening = listeners.startListening as TypedStartListening<RootState>;
  if (options.persist !== false) startStorageSync(startListening);
  const { navigate } = options;
  if (navigate) startListening({ actionCreator: logout, effect: () => navigate('/login') });
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

/**
 * Hands the HTTP client what it needs from the store: the access token for the bearer
 * header, and the token renewal it runs once on a 401 (lib cannot import features).
 */
export function connectHttpClient(store: AppStore): void {
  configureHttpClient({
    getAccessToken: () => selectAccessToken(store.getState()),
    hasSession: () => store.getState().auth.refreshToken !== null,
    refreshSession: async () => {
      await refreshToken(store);
    },
  });
}

/**
 * The app's store, started as spec section 4 says: mirrored areas read back from
 * storage, the client type and version taken from the platform adapter (spec section 3,
 * info), the stored session restored (or removed when it has no refresh token), and the
 * HTTP client connected.
 */
export function createBrowserStore(options: Omit<AppStoreOptions, 'persist'> = {}): AppStore {
  const store = createAppStore(loadPersistedState(), options);
  store.dispatch(applicationChanged({ application: platform.clientType(), applicationVersion: APPLICATION_VERSION }));
  store.dispatch(restoreSession());
  connectHttpClient(store);
  return store;
}
