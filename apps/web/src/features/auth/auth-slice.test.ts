import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import type { Settings } from '@playeats/contracts/settings';
import {
  authSlice,
  currentlyPollingChanged,
  demoAddressChanged,
  envLoaded,
  initialAuthState,
  login,
  logout,
  overlayLoginReplaced,
  phoneChanged,
  resetNotificationPollingChanged,
  restoreSession,
  scrollYPositionSaved,
  selectEnv,
  selectIsAdmin,
  selectIsSignedIn,
  selectUserInfo,
  sessionRestored,
  tokenExpiredChanged,
  tokenRefreshed,
  userInfoReloaded,
  type AuthState,
  type UserInfo,
} from './auth-slice.ts';

const userInfo: UserInfo = {
  roles: ['USER'],
  anonymousMode: false,
  disableGameTimeTracking: false,
  disabledAds: false,
  address: { city: 'Montréal' },
  phone: '5145550000',
};

const env: Settings = {
  debug: false,
  doubleBucksDates: ['2025-12-25'],
  fullMaintenanceMode: false,
  storeMaintenanceMode: false,
  googleClientId: null,
  microsoftClientId: null,
  adsEnabled: true,
  bucksPerHour: 50,
  bucksDailyCap: 400,
  bucksTimeZone: 'America/New_York',
  version: 0,
};

const reduce = (state: AuthState, ...actions: Parameters<typeof authSlice.reducer>[1][]) =>
  actions.reduce(authSlice.reducer, state);

const signedIn: AuthState = {
  ...initialAuthState,
  accessToken: 'a1',
  refreshToken: 'r1',
  userInfo,
  demoAddress: { line1: '1 demo st' },
  demoPlaceId: 'place-1',
  tokenIsExpired: true,
  scrollYPosition: 420,
  env,
  resetNotificationPolling: true,
  currentlyPolling: true,
};

describe('auth slice', () => {
  it('holds exactly the spec fields', () => {
    expect(Object.keys(initialAuthState).sort()).toEqual(
      [
        'accessToken',
        'refreshToken',
        'userInfo',
        'demoAddress',
        'demoPlaceId',
        'tokenIsExpired',
        'scrollYPosition',
        'env',
        'resetNotificationPolling',
        'currentlyPolling',
      ].sort(),
    );
  });

  it('login stores the tokens and user info', () => {
    const state = reduce(
      { ...initialAuthState, env },
      login({ accessToken: 'a', refreshToken: 'r', userInfo, remember: true }),
    );
    expect(state).toMatchObject({ accessToken: 'a', refreshToken: 'r', userInfo, env, tokenIsExpired: false });
  });

  it('logout clears tokens, user info, demo address, scroll position and polling flags, and keeps env', () => {
    expect(reduce(signedIn, logout())).toEqual({ ...initialAuthState, env });
  });

  it('the overlay login replaces the auth state wholesale', () => {
    const other: AuthState = {
      ...initialAuthState,
      accessToken: 'ow',
      refreshToken: 'owr',
      userInfo: { ...userInfo, roles: ['ADMIN'] },
    };
    expect(reduce(signedIn, overlayLoginReplaced(other))).toEqual(other);
  });

  it('token refresh replaces the access token, and the refresh token only when one came back', () => {
    const once = reduce(signedIn, tokenRefreshed({ accessToken: 'a2', refreshToken: null }));
    expect(once).toMatchObject({ accessToken: 'a2', refreshToken: 'r1', userInfo, tokenIsExpired: false });
    const twice = reduce(once, tokenRefreshed({ accessToken: 'a3', refreshToken: 'r3' }));
    expect(twice).toMatchObject({ accessToken: 'a3', refreshToken: 'r3', userInfo });
  });

  it('a phone change updates only the phone in user info', () => {
    const state = reduce(signedIn, phoneChanged('4165550000'));
    expect(state.userInfo).toEqual({ ...userInfo, phone: '4165550000' });
    expect(reduce(initialAuthState, phoneChanged('1')).userInfo).toBeNull();
  });

  it('sets the remaining fields', () => {
    const state = reduce(
      initialAuthState,
      envLoaded(env),
      sessionRestored({ accessToken: null, refreshToken: 'r', userInfo: null }),
      userInfoReloaded(userInfo),
      tokenExpiredChanged(true),
      demoAddressChanged({ address: { x: 1 }, placeId: 'p' }),
      scrollYPositionSaved(12),
      resetNotificationPollingChanged(true),
      currentlyPollingChanged(true),
    );
    expect(state).toEqual({
      accessToken: null,
      refreshToken: 'r',
      userInfo,
      demoAddress: { x: 1 },
      demoPlaceId: 'p',
      tokenIsExpired: true,
      scrollYPosition: 12,
      env,
      resetNotificationPolling: true,
      currentlyPolling: true,
    });
  });

  it('selects from the root state', () => {
    const root = { auth: { ...signedIn, userInfo: { ...userInfo, roles: ['USER', 'ADMIN'] } } };
    expect(selectEnv(root)).toBe(env);
    expect(selectUserInfo(root)?.phone).toBe(userInfo.phone);
    expect(selectIsSignedIn(root)).toBe(true);
    expect(selectIsAdmin(root)).toBe(true);
    expect(selectIsAdmin({ auth: initialAuthState })).toBe(false);
    expect(selectIsSignedIn({ auth: initialAuthState })).toBe(false);
  });
});

describe('restoreSession', () => {
  const storeFor = () => configureStore({ reducer: { auth: authSlice.reducer } });

  it('puts a stored user with a refresh token into auth state, local storage first', () => {
    sessionStorage.setItem('user', JSON.stringify({ accessToken: 'sa', refreshToken: 'sr', userInfo }));
    localStorage.setItem('user', JSON.stringify({ accessToken: 'la', refreshToken: 'lr', userInfo }));
    const store = storeFor();
    expect(store.dispatch(restoreSession())).toBe(true);
    expect(store.getState().auth).toMatchObject({ accessToken: 'la', refreshToken: 'lr', userInfo });
  });

  it('reads session storage when local storage has no user', () => {
    sessionStorage.setItem('user', JSON.stringify({ accessToken: 'sa', refreshToken: 'sr', userInfo }));
    const store = storeFor();
    store.dispatch(restoreSession());
    expect(store.getState().auth).toMatchObject({ accessToken: 'sa', refreshToken: 'sr' });
  });

  it('removes a stored user without a refresh token and stays signed out', () => {
    localStorage.setItem('user', JSON.stringify({ accessToken: 'a', refreshToken: null, userInfo }));
    const store = storeFor();
    expect(store.dispatch(restoreSession())).toBe(false);
    expect(localStorage.getItem('user')).toBeNull();
    expect(store.getState().auth).toEqual(initialAuthState);
  });

  it("keeps the account's country, and leaves out one it does not know", () => {
    localStorage.setItem('user', JSON.stringify({ refreshToken: 'r', userInfo: { ...userInfo, country: 'CANADA' } }));
    const store = storeFor();
    store.dispatch(restoreSession());
    expect(store.getState().auth.userInfo?.country).toBe('CANADA');

    localStorage.setItem('user', JSON.stringify({ refreshToken: 'r', userInfo: { ...userInfo, country: 'MEXICO' } }));
    const other = storeFor();
    other.dispatch(restoreSession());
    expect(other.getState().auth.userInfo).toEqual(userInfo);
    expect(other.getState().auth.userInfo).not.toHaveProperty('country');
  });

  it('removes an unreadable stored user and does nothing without one', () => {
    sessionStorage.setItem('user', '"just a string"');
    const store = storeFor();
    expect(store.dispatch(restoreSession())).toBe(false);
    expect(sessionStorage.getItem('user')).toBeNull();
    expect(store.dispatch(restoreSession())).toBe(false);
  });
});
