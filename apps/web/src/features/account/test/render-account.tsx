import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { UserInfoDto } from '@playeats/contracts/users';
import { installFakeFetch, jsonResponse, problemResponse, type RecordedRequest } from '../../../test/fake-fetch.ts';
import { configureHttpClient } from '../../../lib/http-client.ts';
import { createQueryClient } from '../../../lib/query-clients.ts';
import { SESSION_KEY, writeJson, type StorageKind } from '../../../lib/storage.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { initialAuthState, toSessionUserInfo } from '../../auth/auth-slice.ts';
import { accountRouteObjects } from '../account-routes.tsx';

/** Test support only: the user the fake server knows. */
export const testUser: UserInfoDto = {
  id: 'user-1',
  email: 'gamer@example.com',
  emailVerified: true,
  roles: ['USER'],
  anonymousMode: false,
  disableGameTimeTracking: false,
  disabledAds: false,
  address: null,
  phone: '+15145550123',
  country: 'CANADA',
  language: 'en',
  referralCode: 'GAMER-7Q2X',
  hasPassword: true,
  linkedProviders: ['google'],
  createdAt: '2025-03-05T12:00:00.000Z',
};

export const TEST_TOKENS = { accessToken: 'access-1', refreshToken: 'refresh-1' } as const;

export type TestHandler = (request: RecordedRequest) => Response | undefined | Promise<Response | undefined>;

export interface RenderAccountOptions {
  lng?: 'en' | 'fr';
  /** What the server answers for GET /api/users/me. */
  user?: UserInfoDto;
  /** What the session held before the visit; defaults to `user`. */
  sessionUser?: UserInfoDto;
  signedIn?: boolean;
  /** Where the stored session lives: local storage for a remembered sign-in. */
  storage?: StorageKind;
  /** Answers calls first; returning undefined falls through to GET /api/users/me → the user. */
  handler?: TestHandler;
}

/**
 * Loads the lazily split pages ahead: a cold transform of a page can outlast the
 * Testing Library wait of the first test of a file on a busy machine.
 */
function preloadPages() {
  return Promise.all([
    import('../components/account-layout.tsx'),
    import('../components/account-overview-page.tsx'),
    import('../components/account-phone-page.tsx'),
    import('../components/account-password-page.tsx'),
    import('../components/account-preferences-page.tsx'),
  ]);
}

/**
 * The account routes as the app runs them: a real store mirrored into browser storage,
 * the HTTP client connected to it, a fake server, the real locale texts.
 */
export async function renderAccount(path: string, options: RenderAccountOptions = {}) {
  const { lng = 'en', user = testUser, signedIn = true, storage = 'session', handler } = options;
  const sessionUser = options.sessionUser ?? user;
  await preloadPages();
  const server = { user };
  const { requests } = installFakeFetch(async (request) => {
    const answer = await handler?.(request);
    if (answer) return answer;
    if (request.method === 'GET' && request.url === '/api/users/me') return jsonResponse(200, server.user);
    return problemResponse(404, 'NotFoundException');
  });

  const session = { ...TEST_TOKENS, userInfo: toSessionUserInfo(sessionUser) };
  if (signedIn) writeJson(storage, SESSION_KEY, session);
  const events = userEvent.setup();
  const view = await renderRoutes(
    [
      ...accountRouteObjects,
      { path: '/login', element: <h1>Login page</h1> },
      // Pages of other features the account links to (/orders, /addresses, …).
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    {
      path,
      lng,
      preloadedState: { auth: { ...initialAuthState, ...(signedIn ? session : {}) } },
      persist: true,
      connectHttp: true,
      queryClient: createQueryClient(),
    },
  );
  return { ...view, requests, server, user: events };
}

/** Undoes what renderAccount installed globally; call it in afterEach. */
export function resetAccountTest(): void {
  configureHttpClient(null);
  vi.unstubAllGlobals();
}

/** The calls made to one path (and method). */
export function callsTo(requests: RecordedRequest[], method: string, url: string): RecordedRequest[] {
  return requests.filter((r) => r.method === method && r.url === url);
}
