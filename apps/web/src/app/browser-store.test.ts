import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Platform } from '../lib/platform/platform.ts';
import { installFakeFetch, jsonResponse, problemResponse } from '../test/fake-fetch.ts';
import { configureHttpClient, request } from '../lib/http-client.ts';
import { SESSION_KEY } from '../lib/storage.ts';
import { testUserInfo } from '../test/ordering/render-ordering.tsx';
import { createBrowserStore } from './store.ts';

// The build's platform (the web's, in tests) as the iPhone app's build reports itself (CAPACITOR, IOS_CLIENT).
vi.mock('../lib/platform/index.ts', async (importOriginal) => {
  const { platform } = await importOriginal<{ platform: Platform }>();
  return { platform: { ...platform, clientType: () => 'IOS_CLIENT' } };
});

afterEach(() => {
  configureHttpClient(null);
  vi.unstubAllGlobals();
});

describe('the app store at start (spec section 3, info)', () => {
  it('takes the client type and version from the platform adapter, and the token refresh sends them', async () => {
    localStorage.setItem(
      SESSION_KEY,
      JSON.stringify({ accessToken: 'old', refreshToken: 'r1', userInfo: testUserInfo }),
    );
    const store = createBrowserStore();
    expect(store.getState().info).toMatchObject({ application: 'IOS_CLIENT', applicationVersion: '2.8.1' });

    const { requests } = installFakeFetch((r) => {
      if (r.url.endsWith('/api/auth/refresh')) return jsonResponse(200, { accessToken: 'new', refreshToken: 'r2' });
      return r.headers.authorization === 'Bearer new'
        ? jsonResponse(200, { ok: true })
        : problemResponse(401, 'UnauthorizedException');
    });
    await expect(request('/api/users/me')).resolves.toEqual({ ok: true });
    const refresh = requests.find((r) => r.url.endsWith('/api/auth/refresh'));
    expect(refresh?.body).toEqual({ application: 'IOS_CLIENT', applicationVersion: '2.8.1', refreshToken: 'r1' });
    expect(store.getState().auth.tokenIsExpired).toBe(false);
  });
});
