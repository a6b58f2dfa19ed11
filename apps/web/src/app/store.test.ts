import { afterEach, describe, expect, it, vi } from 'vitest';
import { envLoaded, login, logout, type UserInfo } from '../features/auth/auth-slice.ts';
import { coinBalanceLoaded, initialMealsState } from '../features/meals/meals-slice.ts';
import { moneySavedLoaded } from './money-saved-slice.ts';
import { configureHttpClient, request } from '../lib/http-client.ts';
import { installFakeFetch, jsonResponse, problemResponse } from '../test/fake-fetch.ts';
import { connectHttpClient, createAppStore } from './store.ts';

const userInfo: UserInfo = {
  roles: ['USER'],
  anonymousMode: false,
  disableGameTimeTracking: false,
  disabledAds: false,
  address: null,
  phone: null,
};

function connectedStore() {
  const navigate = vi.fn();
  const store = createAppStore(undefined, { navigate });
  store.dispatch(login({ accessToken: 'a1', refreshToken: 'r1', userInfo, remember: true }));
  connectHttpClient(store);
  return { store, navigate };
}

afterEach(() => {
  configureHttpClient(null);
  vi.unstubAllGlobals();
});

describe('logout on a shared device', () => {
  it("resets the previous user's balances and savings but keeps the environment settings", () => {
    const store = createAppStore(undefined, { persist: false });
    const env = {
      debug: false,
      doubleBucksDates: [],
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
    store.dispatch(envLoaded(env));
    store.dispatch(login({ accessToken: 'a1', refreshToken: 'r1', userInfo, remember: false }));
    store.dispatch(coinBalanceLoaded(1234));
    store.dispatch(moneySavedLoaded(500));
    store.dispatch(logout());
    const state = store.getState();
    expect(state.meals).toEqual(initialMealsState);
    expect(state.moneySaved).toEqual(createAppStore(undefined, { persist: false }).getState().moneySaved);
    expect(state.auth.env).toEqual(env);
    expect(state.auth.userInfo).toBeNull();
  });
});

describe('store and HTTP client together', () => {
  it('has every area of spec section 3', () => {
    expect(Object.keys(createAppStore().getState()).sort()).toEqual([
      'admin',
      'auth',
      'info',
      'meals',
      'moneySaved',
      'stats',
    ]);
  });

  it('an expired token: 401 → one refresh → one retry with the new token, session saved', async () => {
    const { store } = connectedStore();
    const { requests } = installFakeFetch((r) => {
      if (r.url === '/api/auth/refresh') return jsonResponse(200, { accessToken: 'a2', refreshToken: 'r2' });
      return r.headers.authorization === 'Bearer a2'
        ? jsonResponse(200, { availableDollars: 12 })
        : problemResponse(401, 'UnauthorizedException');
    });

    await expect(request('/api/users/dollars')).resolves.toEqual({ availableDollars: 12 });

    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/users/dollars',
      'PATCH /api/auth/refresh',
      'GET /api/users/dollars',
    ]);
    expect(requests[1]?.body).toMatchObject({ refreshToken: 'r1' });
    expect(store.getState().auth).toMatchObject({ accessToken: 'a2', refreshToken: 'r2', userInfo });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({
      accessToken: 'a2',
      refreshToken: 'r2',
      userInfo,
    });
  });

  it('concurrent 401s send one refresh (refresh tokens rotate)', async () => {
    connectedStore();
    const { requests } = installFakeFetch((r) => {
      if (r.url === '/api/auth/refresh') return jsonResponse(200, { accessToken: 'a2', refreshToken: 'r2' });
      return r.headers.authorization === 'Bearer a2'
        ? jsonResponse(200, r.url)
        : problemResponse(401, 'UnauthorizedException');
    });

    await expect(Promise.all([request('/api/a'), request('/api/b'), request('/api/c')])).resolves.toEqual([
      '/api/a',
      '/api/b',
      '/api/c',
    ]);
    expect(requests.filter((r) => r.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it("a dead refresh token: the call fails with 'Need to logout', the user is logged out and sent to /login", async () => {
    const { store, navigate } = connectedStore();
    const { requests } = installFakeFetch(() => problemResponse(401, 'UnauthorizedException'));

    await expect(request('/api/users/promotion', { method: 'PATCH', body: {} })).rejects.toThrow('Need to logout');

    expect(requests).toHaveLength(2);
    expect(store.getState().auth.refreshToken).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});
