import { describe, expect, it, vi } from 'vitest';
import type { Settings } from '@playeats/contracts/settings';
import {
  demoAddressChanged,
  envLoaded,
  login,
  logout,
  overlayLoginReplaced,
  phoneChanged,
  scrollYPositionSaved,
  tokenRefreshed,
  currentlyPollingChanged,
  initialAuthState,
  type UserInfo,
} from '../features/auth/auth-slice.ts';
import { coinBalanceLoaded, navigationDisabledChanged, userMealsLoaded } from '../features/meals/meals-slice.ts';
import { moneySavedLoaded } from './money-saved-slice.ts';
import { createAppStore, createBrowserStore } from './store.ts';
import { loadPersistedState } from './storage-sync.ts';

const userInfo: UserInfo = {
  roles: ['USER'],
  anonymousMode: false,
  disableGameTimeTracking: true,
  disabledAds: false,
  address: null,
  phone: '5145550000',
};
const env: Settings = {
  debug: true,
  doubleBucksDates: [],
  fullMaintenanceMode: false,
  storeMaintenanceMode: false,
  googleClientId: 'g',
  microsoftClientId: 'm',
  adsEnabled: false,
  bucksPerHour: 50,
  bucksDailyCap: 400,
  bucksTimeZone: 'America/New_York',
  version: 0,
};
const stored = (storage: Storage, key = 'user') => JSON.parse(storage.getItem(key) ?? 'null') as unknown;
const signIn = (remember: boolean) => login({ accessToken: 'a1', refreshToken: 'r1', userInfo, remember });

describe('session in browser storage', () => {
  it('login saves the session in local storage when remembered', () => {
    const store = createAppStore();
    store.dispatch(signIn(true));
    expect(stored(localStorage)).toEqual({ accessToken: 'a1', refreshToken: 'r1', userInfo });
    expect(sessionStorage.getItem('user')).toBeNull();
  });

  it('login saves the session in session storage when not remembered, dropping an older saved user', () => {
    localStorage.setItem('user', JSON.stringify({ accessToken: 'old', refreshToken: 'old', userInfo }));
    const store = createAppStore();
    store.dispatch(signIn(false));
    expect(stored(sessionStorage)).toEqual({ accessToken: 'a1', refreshToken: 'r1', userInfo });
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('token refresh rewrites the stored session where it lives, user info kept', () => {
    const store = createAppStore();
    store.dispatch(signIn(true));
    store.dispatch(tokenRefreshed({ accessToken: 'a2', refreshToken: 'r2' }));
    expect(stored(localStorage)).toEqual({ accessToken: 'a2', refreshToken: 'r2', userInfo });
    expect(sessionStorage.getItem('user')).toBeNull();
  });

  it('a phone change updates the saved user in local storage if there', () => {
    const store = createAppStore();
    store.dispatch(signIn(true));
    store.dispatch(phoneChanged('4165550000'));
    expect(stored(localStorage)).toMatchObject({ userInfo: { ...userInfo, phone: '4165550000' } });
    expect(sessionStorage.getItem('user')).toBeNull();
  });

  it('a phone change updates session storage when no saved user is in local storage', () => {
    const store = createAppStore();
    store.dispatch(signIn(false));
    store.dispatch(phoneChanged('4165550000'));
    expect(stored(sessionStorage)).toMatchObject({ accessToken: 'a1', userInfo: { phone: '4165550000' } });
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('logout clears the stored user and all of session storage, keeps env and goes to /login', () => {
    const navigate = vi.fn();
    const store = createAppStore(undefined, { navigate });
    store.dispatch(envLoaded(env));
    store.dispatch(signIn(true));
    store.dispatch(userMealsLoaded([{ name: 'Pizza', active: true, index: 0 }]));
    sessionStorage.setItem('somethingElse', '1');

    store.dispatch(logout());

    expect(localStorage.getItem('user')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(store.getState().auth).toEqual({ ...initialAuthState, env });
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('the overlay login replaces the session, and an overlay logout removes it', () => {
    const store = createAppStore();
    store.dispatch(signIn(true));
    store.dispatch(overlayLoginReplaced({ ...initialAuthState, accessToken: 'ow', refreshToken: 'owr', userInfo }));
    expect(stored(localStorage)).toEqual({ accessToken: 'ow', refreshToken: 'owr', userInfo });
    store.dispatch(overlayLoginReplaced(initialAuthState));
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('writes nothing when persistence is off', () => {
    const store = createAppStore(undefined, { persist: false });
    store.dispatch(signIn(true));
    store.dispatch(coinBalanceLoaded(3));
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });
});

describe('mirrored areas', () => {
  it('mirrors meals, auth extras and moneySaved into session storage on each change', () => {
    const store = createAppStore();
    store.dispatch(userMealsLoaded([{ name: 'Pizza', active: true, index: 0 }]));
    store.dispatch(coinBalanceLoaded(150));
    store.dispatch(demoAddressChanged({ address: { line1: '1 demo st' }, placeId: 'p1' }));
    store.dispatch(scrollYPositionSaved(300));
    store.dispatch(moneySavedLoaded(999));

    expect(stored(sessionStorage, 'meals')).toEqual({
      userMeals: [{ name: 'Pizza', active: true, index: 0 }],
      searchRadius: 5,
      availableCoins: 150,
      availablePromoDollars: 0,
      orderConfirmation: null,
      activeOrder: null,
    });
    expect(stored(sessionStorage, 'auth')).toEqual({
      demoAddress: { line1: '1 demo st' },
      demoPlaceId: 'p1',
      scrollYPosition: 300,
    });
    expect(stored(sessionStorage, 'moneySaved')).toBe(999);
  });

  it('keeps run-time flags and env out of storage', () => {
    const store = createAppStore();
    store.dispatch(envLoaded(env));
    store.dispatch(currentlyPollingChanged(true));
    store.dispatch(navigationDisabledChanged(true));
    expect(sessionStorage.length).toBe(0);
  });

  it('reads the mirrors back, ignoring values of the wrong type', () => {
    sessionStorage.setItem(
      'meals',
      JSON.stringify({
        userMeals: [{ name: 'Pizza', active: true, index: 0 }, { name: 3 }],
        searchRadius: 'far',
        availableCoins: 40,
        navigationIsDisabled: true,
      }),
    );
    sessionStorage.setItem(
      'auth',
      JSON.stringify({ demoPlaceId: 'p9', scrollYPosition: 12, accessToken: 'sneaky', env }),
    );
    sessionStorage.setItem('moneySaved', '77');

    const state = loadPersistedState();
    expect(state.meals).toMatchObject({
      userMeals: [{ name: 'Pizza', active: true, index: 0 }],
      searchRadius: 5,
      availableCoins: 40,
      navigationIsDisabled: false,
    });
    expect(state.auth).toEqual({ ...initialAuthState, demoPlaceId: 'p9', scrollYPosition: 12 });
    expect(state.moneySaved).toBe(77);
  });

  it('survives corrupt or missing mirrors', () => {
    sessionStorage.setItem('meals', '{broken');
    sessionStorage.setItem('moneySaved', '"lots"');
    expect(() => createBrowserStore()).not.toThrow();
    expect(createBrowserStore().getState().moneySaved).toBe(0);
  });

  it('does not crash when storage is full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createAppStore();
    expect(() => store.dispatch(signIn(true))).not.toThrow();
    expect(() => store.dispatch(coinBalanceLoaded(1))).not.toThrow();
    expect(store.getState().meals.availableCoins).toBe(1);
    vi.restoreAllMocks();
  });
});

describe('createBrowserStore', () => {
  it('restores a stored user with a refresh token and the mirrored areas', () => {
    sessionStorage.setItem('user', JSON.stringify({ accessToken: 'a', refreshToken: 'r', userInfo }));
    sessionStorage.setItem('meals', JSON.stringify({ availableCoins: 40 }));
    const { auth, meals } = createBrowserStore().getState();
    expect(auth).toMatchObject({ accessToken: 'a', refreshToken: 'r', userInfo });
    expect(meals.availableCoins).toBe(40);
    expect(stored(sessionStorage)).toEqual({ accessToken: 'a', refreshToken: 'r', userInfo });
  });

  it('removes a stored user without a refresh token', () => {
    localStorage.setItem('user', JSON.stringify({ accessToken: 'a', userInfo }));
    const { auth } = createBrowserStore().getState();
    expect(auth.accessToken).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});
