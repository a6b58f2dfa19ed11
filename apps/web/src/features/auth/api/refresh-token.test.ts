import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../../app/store.ts';
import { configureHttpClient, HttpError } from '../../../lib/http-client.ts';
import { installFakeFetch, jsonResponse, problemResponse } from '../../../test/fake-fetch.ts';
import { login, type UserInfo } from '../auth-slice.ts';
import { NeedToLogoutError, refreshToken } from './refresh-token.ts';

const userInfo: UserInfo = {
  roles: ['USER'],
  anonymousMode: false,
  disableGameTimeTracking: false,
  disabledAds: true,
  address: null,
  phone: null,
};

function signedInStore(remember = true) {
  const navigate = vi.fn();
  const store = createAppStore(undefined, { navigate });
  store.dispatch(login({ accessToken: 'a1', refreshToken: 'r1', userInfo, remember }));
  return { store, navigate };
}

const storedUser = () => JSON.parse(localStorage.getItem('user') ?? 'null') as unknown;

afterEach(() => {
  configureHttpClient(null);
  vi.unstubAllGlobals();
});

describe('refreshToken', () => {
  it('sends PATCH /api/auth/refresh with application, version and refresh token, without the expired bearer', async () => {
    const { store } = signedInStore();
    const { requests } = installFakeFetch(() => jsonResponse(200, { accessToken: 'a2', refreshToken: 'r2' }));

    await expect(refreshToken(store)).resolves.toEqual({ accessToken: 'a2', refreshToken: 'r2' });

    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'PATCH',
      url: '/api/auth/refresh',
      body: { application: 'WEBAPP_CLIENT', applicationVersion: '2.8.1', refreshToken: 'r1' },
      headers: { 'content-type': 'application/json' },
    });
    expect(requests[0]?.headers).not.toHaveProperty('authorization');
  });

  it('on 200 replaces the tokens in state and in the stored session, user info kept', async () => {
    const { store } = signedInStore();
    installFakeFetch(() => jsonResponse(200, { accessToken: 'a2', refreshToken: 'r2' }));
    await refreshToken(store);
    expect(store.getState().auth).toMatchObject({ accessToken: 'a2', refreshToken: 'r2', userInfo });
    expect(storedUser()).toEqual({ accessToken: 'a2', refreshToken: 'r2', userInfo });
  });

  it('renews once across windows: two stores that share the stored session, one in flight at a time', async () => {
    // Two overlay windows (or tabs): each its own store, one local storage, one lock.
    let held: Promise<unknown> = Promise.resolve();
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: (_name: string, run: () => Promise<unknown>) => {
          const result = held.then(run);
          held = result.catch(() => undefined);
          return result;
        },
      },
    });
    const first = signedInStore();
    const second = createAppStore(undefined, {});
    second.dispatch(login({ accessToken: 'a1', refreshToken: 'r1', userInfo, remember: true }));
    const { requests } = installFakeFetch(() => jsonResponse(200, { accessToken: 'a2', refreshToken: 'r2' }));

    const [a, b] = await Promise.all([refreshToken(first.store), refreshToken(second)]);

    expect(requests).toHaveLength(1);
    expect(a).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
    expect(b).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
    expect(second.getState().auth).toMatchObject({ accessToken: 'a2', refreshToken: 'r2' });
  });

  it('keeps the refresh token when none comes back', async () => {
    const { store } = signedInStore(false);
    installFakeFetch(() => jsonResponse(200, { accessToken: 'a2' }));
    await refreshToken(store);
    expect(store.getState().auth).toMatchObject({ accessToken: 'a2', refreshToken: 'r1' });
    expect(JSON.parse(sessionStorage.getItem('user') ?? 'null')).toEqual({
      accessToken: 'a2',
      refreshToken: 'r1',
      userInfo,
    });
  });

  it("on 401 clears the session, logs out and throws 'Need to logout'", async () => {
    const { store, navigate } = signedInStore();
    installFakeFetch(() => problemResponse(401, 'UnauthorizedException'));

    const error = await refreshToken(store).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(NeedToLogoutError);
    expect((error as Error).message).toBe('Need to logout');
    expect(store.getState().auth).toMatchObject({ accessToken: null, refreshToken: null, userInfo: null });
    expect(localStorage.getItem('user')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('rethrows a 401 untouched when the caller suppresses the logout', async () => {
    const { store, navigate } = signedInStore();
    installFakeFetch(() => problemResponse(401, 'UnauthorizedException'));
    await expect(refreshToken(store, { suppressLogout: true })).rejects.toMatchObject({ status: 401 });
    expect(store.getState().auth.refreshToken).toBe('r1');
    expect(storedUser()).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('rethrows other failures and keeps the session', async () => {
    const { store } = signedInStore();
    installFakeFetch(() => problemResponse(500, 'InternalServerException'));
    const error = await refreshToken(store).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 500, message: 'Request failed with status code 500' });
    expect(store.getState().auth.accessToken).toBe('a1');

    installFakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(refreshToken(store)).rejects.toThrow('Failed to fetch');
    expect(storedUser()).toMatchObject({ accessToken: 'a1' });
  });

  it('rejects a 200 without an access token and keeps the session', async () => {
    const { store } = signedInStore();
    installFakeFetch(() => jsonResponse(200, {}));
    await expect(refreshToken(store)).rejects.toThrow(TypeError);
    expect(store.getState().auth.accessToken).toBe('a1');
  });
});
