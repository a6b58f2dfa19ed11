import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, problemResponse, type RecordedRequest } from '../test/fake-fetch.ts';
import { configureHttpClient } from '../lib/http-client.ts';
import { SESSION_KEY } from '../lib/storage.ts';
import { createTestI18n } from '../test/i18n.ts';
import { order } from '../test/ordering/ordering-fixtures.ts';
import { testUserInfo } from '../test/ordering/render-ordering.tsx';
import { App } from './app.tsx';

/**
 * The spec's pieces as the mounted app runs them (issue 18): <App /> itself, with its
 * store started from storage, its router in the address bar and its one query client,
 * against a fake server. Only the network and the clock are fakes.
 */

const SETTINGS = {
  debug: false,
  doubleBucksDates: [],
  fullMaintenanceMode: false,
  storeMaintenanceMode: false,
  googleClientId: null,
  microsoftClientId: null,
  adsEnabled: false,
  bucksPerHour: 50,
  bucksDailyCap: 400,
  bucksTimeZone: 'America/New_York',
  version: 0,
};

type Handler = (request: RecordedRequest, path: string) => Response | undefined | Promise<Response | undefined>;

function fakeServer(handler?: Handler) {
  return installFakeFetch(async (request) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    const answer = await handler?.(request, path);
    if (answer) return answer;
    if (path === '/api/settings') return jsonResponse(200, SETTINGS);
    if (path === '/api/events') return problemResponse(503, 'ServiceUnavailable');
    if (path === '/api/users/me/orders/active') return jsonResponse(200, order('preparing'));
    if (path === '/api/users/me/balance') return jsonResponse(200, { bucks: 0, promoCents: 0, currency: 'USD' });
    if (path === '/api/users/dollars') return jsonResponse(200, { availableDollars: 0 });
    return jsonResponse(200, { items: [], page: 1, pageSize: 20, total: 0, unread: 0 });
  });
}

const calls = (requests: RecordedRequest[], path: string) =>
  requests.filter((r) => new URL(r.url, 'http://localhost').pathname === path).length;

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

async function startApp(path: string, handler?: Handler) {
  localStorage.setItem(
    SESSION_KEY,
    JSON.stringify({ accessToken: 'access-1', refreshToken: 'refresh-1', userInfo: testUserInfo }),
  );
  window.history.pushState({}, '', path);
  await createTestI18n('en'); // the app's i18next instance, with every locale file
  const server = fakeServer(handler);
  render(<App />);
  return server;
}

beforeAll(async () => {
  // The app's lazy chunks, loaded once ahead (the first test would otherwise spend its time compiling them).
  await Promise.all([
    import('../features/meals/components/dashboard-page.tsx'),
    import('./shell-extras.tsx'),
    import('./server-events-connection.tsx'),
    import('../features/orders/components/notification-poller.tsx'),
  ]);
}, 60_000);

beforeEach(() => {
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  configureHttpClient(null);
  window.history.pushState({}, '', '/');
});

// The whole app renders in each test: on a busy machine that takes more than the default 5 s.
describe('the app while idle (spec section 4)', { timeout: 30_000 }, () => {
  it('stops polling while the page is hidden and catches up at once when it comes back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = await startApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Your dashboard' }, { timeout: 10_000 });
    await waitFor(() => expect(calls(requests, '/api/users/me/notifications')).toBeGreaterThan(0));
    await waitFor(() => expect(calls(requests, '/api/users/me/orders/active')).toBeGreaterThan(0));

    // Awake: the order in progress is asked about again within 10 s, the notifications within 30 s.
    let orders = calls(requests, '/api/users/me/orders/active');
    let notifications = calls(requests, '/api/users/me/notifications');
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    expect(calls(requests, '/api/users/me/orders/active')).toBeGreaterThan(orders);
    expect(calls(requests, '/api/users/me/notifications')).toBeGreaterThan(notifications);

    // Hidden: idle at once; nothing is polled for minutes.
    setVisibility('hidden');
    orders = calls(requests, '/api/users/me/orders/active');
    notifications = calls(requests, '/api/users/me/notifications');
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(calls(requests, '/api/users/me/orders/active')).toBe(orders);
    expect(calls(requests, '/api/users/me/notifications')).toBe(notifications);

    // Back: both are asked for at once, without waiting for the next tick.
    setVisibility('visible');
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(calls(requests, '/api/users/me/orders/active')).toBe(orders + 1);
    expect(calls(requests, '/api/users/me/notifications')).toBe(notifications + 1);
  });
});

describe('the background fetch layer (spec section 9)', { timeout: 30_000 }, () => {
  it('retries the balance 3 times after 1 s, 2 s and 4 s, while a page query is not retried', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = await startApp('/dashboard', (_request, path) =>
      path === '/api/users/me/balance' || path === '/api/users/me/meals'
        ? problemResponse(503, 'ServiceUnavailable')
        : undefined,
    );
    await screen.findByRole('heading', { level: 1, name: 'Your dashboard' }, { timeout: 10_000 });
    await waitFor(() => expect(calls(requests, '/api/users/me/balance')).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(calls(requests, '/api/users/me/balance')).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(calls(requests, '/api/users/me/balance')).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(calls(requests, '/api/users/me/balance')).toBe(4);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(calls(requests, '/api/users/me/balance')).toBe(4);
    // The saved meals (what the page shows) failed once and said so.
    expect(calls(requests, '/api/users/me/meals')).toBe(1);
  });
});

describe('the session state (spec section 3)', { timeout: 30_000 }, () => {
  it('says the session is being renewed while it is, and sends the client type the app started with', async () => {
    let finishRefresh: (response: Response) => void = () => undefined;
    const { requests } = await startApp('/dashboard', (request, path) => {
      if (path === '/api/auth/refresh') return new Promise<Response>((resolve) => (finishRefresh = resolve));
      if (request.headers.authorization === 'Bearer access-1') return problemResponse(401, 'UnauthorizedException');
      return undefined;
    });
    expect(await screen.findByText('Renewing your session…')).toBeInTheDocument();
    const refresh = requests.find((r) => r.url.endsWith('/api/auth/refresh'));
    expect(refresh?.body).toMatchObject({ application: 'WEBAPP_CLIENT', applicationVersion: '2.8.1' });
    finishRefresh(jsonResponse(200, { accessToken: 'access-2', refreshToken: 'refresh-2' }));
    await waitFor(() => expect(screen.queryByText('Renewing your session…')).not.toBeInTheDocument());
    await screen.findByRole('heading', { level: 1, name: 'Your dashboard' }, { timeout: 10_000 });
  });
});
