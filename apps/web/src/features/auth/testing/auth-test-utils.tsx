import type { ReactElement, ReactNode } from 'react';
import { configure, render, screen } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { SessionDto } from '@playeats/contracts/auth';
import type { Settings } from '@playeats/contracts/settings';
import { connectHttpClient, createAppStore, type RootState } from '../../../app/store.ts';
import { ErrorDialogProvider } from '../../../components/error-dialog/error-dialog-provider.tsx';
import { errorDialogModule } from '../../../components/error-dialog/error-dialog-module.ts';
import { jsonResponse, type RecordedRequest } from '../../../lib/fake-fetch.ts';
import { configureHttpClient } from '../../../lib/http-client.ts';
import { createTestI18n } from '../../../test/i18n.ts';
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
    ...overrides,
  };
}

export function authState(overrides: Partial<RootState['auth']> = {}): Partial<RootState> {
  return { auth: { ...initialAuthState, env: settings(), ...overrides } };
}

export const signedInState = (overrides: Partial<RootState['auth']> = {}) =>
  authState({ accessToken: 'phone-access', refreshToken: 'phone-refresh', userInfo: signedInUser, ...overrides });

/** Shows where the router went. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

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

export async function renderPage(page: ReactElement, options: RenderPageOptions) {
  await errorDialogModule.load(); // the app loads it when idle after the first paint
  const { path, route, lng = 'en', preloadedState, adapters } = options;
  const store = createAppStore(preloadedState);
  connectHttpClient(store);
  const i18n = await createTestI18n(lng);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <ErrorDialogProvider>
            <IdentityContext.Provider value={{ ...unusedAdapters, ...adapters }}>
              <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
            </IdentityContext.Provider>
          </ErrorDialogProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </Provider>
  );
  const ui = (
    <Routes>
      <Route path={path} element={page} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>
  );
  return { store, i18n, ...render(ui, { wrapper }) };
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
