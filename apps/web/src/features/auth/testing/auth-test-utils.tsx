import type { ReactElement } from 'react';
import { configure, screen } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import type { SessionDto } from '@playeats/contracts/auth';
import type { Settings } from '@playeats/contracts/settings';
import type { RootState } from '../../../app/store.ts';
import { jsonResponse, type RecordedRequest } from '../../../test/fake-fetch.ts';
import { configureHttpClient } from '../../../lib/http-client.ts';
import { LocationProbe, renderWithProviders } from '../../../test/render.tsx';
import { initialAuthState, type UserInfo } from '../auth-slice.ts';
import { IdentityContext, type IdentityAdapters } from '../identity/identity-context.ts';

// These pages chain several calls (nonce, provider, sign-in, approval); on a busy CI
// machine the default 1 s for findBy/waitFor is too tight, and a timeout says nothing.
configure({ asyncUtilTimeout: 5000 });

/**
 * Test support for the auth feature (imported by *.test.tsx only): a page rendered at a
 * route with the app's providers, a store that really persists (so the remember-me
 * choice can be seen in storage) and an HTTP client connected to it.
 */
export function userInfoDto(overrides: Partial<SessionDto['userInfo']> = {}): SessionDto['userInfo'] {
  return {
    id: 'u-1',
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
    referralCode: 'REF-123',
    hasPassword: true,
    linkedProviders: [],
    createdAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

export function sessionDto(overrides: Partial<SessionDto> = {}): SessionDto {
  return { accessToken: 'access-1', refreshToken: 'refresh-1', expiresIn: 900, userInfo: userInfoDto(), ...overrides };
}

export const signedInUser: UserInfo = {
  roles: ['USER'],
  anonymousMode: false,
  disableGameTimeTracking: false,
  disabledAds: false,
  address: null,
  phone: null,
  email: 'gamer@example.com',
  country: 'CANADA',
};

export function settings(overrides: Partial<Settings> = {}): Settings {
  return {
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
    ...overrides,
  };
}

export function authState(overrides: Partial<RootState['auth']> = {}): Partial<RootState> {
  return { auth: { ...initialAuthState, env: settings(), ...overrides } };
}

export const signedInState = (overrides: Partial<RootState['auth']> = {}) =>
  authState({ accessToken: 'phone-access', refreshToken: 'phone-refresh', userInfo: signedInUser, ...overrides });

export interface RenderPageOptions {
  /** The route pattern the page is mounted at. */
  path: string;
  /** The URL opened. */
  route: string;
  lng?: 'en' | 'fr';
  preloadedState?: Partial<RootState>;
  adapters?: Partial<IdentityAdapters>;
}

const unusedAdapters: IdentityAdapters = {
  google: {
    renderButton: () => Promise.reject(new Error('Google is not expected in this test')),
  },
  microsoft: () => Promise.reject(new Error('Microsoft is not expected in this test')),
};

/** The page at its route; any other route shows where the router went (the location probe). */
export async function renderPage(page: ReactElement, options: RenderPageOptions) {
  const { path, route, lng = 'en', preloadedState, adapters } = options;
  return renderWithProviders(
    <Routes>
      <Route path={path} element={page} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    {
      lng,
      route,
      preloadedState,
      persist: true,
      connectHttp: true,
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
      wrap: (children) => (
        <IdentityContext.Provider value={{ ...unusedAdapters, ...adapters }}>{children}</IdentityContext.Provider>
      ),
    },
  );
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

/** A fetch handler from "METHOD /path" routes; anything else is a 404 problem. */
export function apiRoutes(routes: Record<string, Handler>): Handler {
  return (request) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    const handler = routes[`${request.method} ${path}`];
    return handler
      ? handler(request)
      : jsonResponse(404, { type: 'https://playeats.app/problems/NotFoundException', title: 'Not found', status: 404 });
  };
}

export const pathOf = (request: RecordedRequest) => new URL(request.url, 'http://localhost').pathname;

/**
 * Call at the top of a test file: unhooks the HTTP client and fetch stub after each test.
 * A page test types into several fields and waits for several calls; on a busy machine
 * that passes vitest's 5 s default, so these files get more room.
 */
export function cleanupAfterEach(): void {
  vi.setConfig({ testTimeout: 20_000 });
  afterEach(() => {
    configureHttpClient(null);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}

/** The form-level message (role="alert") with this text, once it appears. */
export async function findAlert(text: string | RegExp): Promise<HTMLElement> {
  const found = await screen.findByText(text);
  const alert = found.closest<HTMLElement>('[role="alert"]');
  if (!alert) throw new Error(`"${found.textContent}" is not inside a role="alert" element`);
  return alert;
}
