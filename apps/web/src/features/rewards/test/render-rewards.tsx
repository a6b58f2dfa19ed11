import type { ReactElement, ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { Settings } from '@playeats/contracts/settings';
import type { UserInfoDto } from '@playeats/contracts/users';
import { createAppStore, type RootState } from '../../../app/store.ts';
import { installFakeFetch, jsonResponse, problemResponse, type RecordedRequest } from '../../../test/fake-fetch.ts';
import { configureHttpClient } from '../../../lib/http-client.ts';
import { createQueryClient } from '../../../lib/query-clients.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { initialAuthState, toSessionUserInfo } from '../../auth/auth-slice.ts';

/** Test support only. */
export const testUser: UserInfoDto = {
  id: 'user-1',
  email: 'gamer@example.com',
  emailVerified: true,
  roles: ['USER'],
  anonymousMode: false,
  disableGameTimeTracking: false,
  disabledAds: false,
  address: null,
  phone: null,
  country: 'CANADA',
  language: 'en',
  referralCode: 'GAMER-7Q2X',
  hasPassword: true,
  linkedProviders: [],
  createdAt: '2025-03-05T12:00:00.000Z',
};

export const testSettings: Settings = {
  debug: false,
  doubleBucksDates: [],
  fullMaintenanceMode: false,
  storeMaintenanceMode: false,
  googleClientId: null,
  microsoftClientId: null,
  adsEnabled: false,
  bucksPerHour: 50,
  bucksDailyCap: 300,
  bucksTimeZone: 'America/New_York',
  version: 0,
};

export const TEST_TOKENS = { accessToken: 'access-1', refreshToken: 'refresh-1' } as const;
export const RENEWED_TOKENS = { accessToken: 'access-2', refreshToken: 'refresh-2' } as const;

export type TestHandler = (request: RecordedRequest) => Response | undefined | Promise<Response | undefined>;

export interface RenderRewardsOptions {
  lng?: 'en' | 'fr';
  signedIn?: boolean;
  /** Changes to the signed-in user (testUser: a Canadian account). */
  user?: Partial<UserInfoDto>;
  /** null: no settings loaded. */
  env?: Settings | null;
  meals?: Partial<RootState['meals']>;
  /** Answers calls first; undefined falls through to the defaults (user info, token renewal, 404). */
  handler?: TestHandler;
  /** Where the memory router starts. */
  path?: string;
  /** Extra routes beside the one rendering `ui` at `path` (the page routes, for instance). */
  routes?: RouteObject[];
  /** Rendered on every route, beside the page (what the app mounts in its layout). */
  layout?: ReactNode;
  strict?: boolean;
}

/**
 * Renders as the app runs: a real store, the HTTP client connected to it (so a 401
 * renews the session through PATCH /api/auth/refresh), a fake server, real locale
 * texts, the error dialog, a memory router.
 */
export async function renderRewards(ui: ReactElement | null, options: RenderRewardsOptions = {}) {
  const { lng = 'en', signedIn = true, env = testSettings, handler, path = '/', routes = [], strict = false } = options;
  const { requests } = installFakeFetch(async (request) => {
    const answer = await handler?.(request);
    if (answer) return answer;
    if (request.method === 'GET' && request.url === '/api/users/me') return jsonResponse(200, user);
    if (request.method === 'PATCH' && request.url === '/api/auth/refresh') return jsonResponse(200, RENEWED_TOKENS);
    return problemResponse(404, 'NotFoundException');
  });
  const user = { ...testUser, ...options.user };
  const session = { ...TEST_TOKENS, userInfo: toSessionUserInfo(user) };
  const events = userEvent.setup();
  const view = await renderRoutes(
    [
      ...(ui ? [{ path, element: ui }] : []),
      ...routes,
      { path: '/login', element: <h1>Login page</h1> },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
    ],
    {
      path,
      lng,
      preloadedState: {
        auth: { ...initialAuthState, env, ...(signedIn ? session : {}) },
        ...(options.meals
          ? { meals: { ...createAppStore(undefined, { persist: false }).getState().meals, ...options.meals } }
          : {}),
      },
      connectHttp: true,
      queryClient: createQueryClient(),
      layout: options.layout,
      strict,
    },
  );
  return { ...view, requests, user: events };
}

/** Undoes what renderRewards installed globally; call it in afterEach. */
export function resetRewardsTest(): void {
  configureHttpClient(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}

/** The calls made to one path (and method). */
export function callsTo(requests: RecordedRequest[], method: string, url: string): RecordedRequest[] {
  return requests.filter((r) => r.method === method && r.url === url);
}
