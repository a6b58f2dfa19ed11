import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { AddressDto } from '@playeats/contracts/addresses';
import type {
  CartDto,
  CheckoutOptions,
  NotificationDto,
  OrderDto,
  OrderSummaryDto,
  PutCartRequest,
  QuoteDto,
} from '@playeats/contracts/ordering';
import type { PaymentCardDto } from '@playeats/contracts/payments';
import type { RootState } from '../../app/store.ts';
import { installFakeFetch, jsonResponse, problemResponse, type RecordedRequest } from '../fake-fetch.ts';
import { configureHttpClient } from '../../lib/http-client.ts';
import { createQueryClient } from '../../lib/query-clients.ts';
import { LocationProbe, renderRoutes } from '../render.tsx';
import { initialAuthState, type UserInfo } from '../../features/auth/auth-slice.ts';
import { cart as cartFixture, quoteFor, restaurantDetail, uuid } from './ordering-fixtures.ts';

/** Test support only. */
export const testUserInfo: UserInfo = {
  id: 'user-1',
  email: 'gamer@example.com',
  roles: ['USER'],
  anonymousMode: false,
  disableGameTimeTracking: false,
  disabledAds: false,
  address: null,
  phone: null,
  country: 'UNITED_STATES',
};

/** What the fake server holds; every field can be set per test. */
export interface FakeOrderingState {
  cart: CartDto | null;
  addresses: AddressDto[];
  cards: PaymentCardDto[];
  orders: Record<string, OrderDto>;
  history: OrderSummaryDto[];
  active: OrderDto | null;
  notifications: NotificationDto[];
  moneySaved: { savedCents: number; orders: number };
  quote: (cart: CartDto, options: CheckoutOptions) => QuoteDto;
}

export type TestHandler = (
  request: RecordedRequest,
  url: URL,
  state: FakeOrderingState,
) => Response | undefined | Promise<Response | undefined>;

export interface RenderOrderingOptions {
  path: string;
  routes: RouteObject[];
  state?: Partial<FakeOrderingState>;
  /** Answers first; undefined falls through to the fake server. */
  handler?: TestHandler;
  lng?: 'en' | 'fr';
  signedIn?: boolean;
  auth?: Partial<RootState['auth']>;
  /** Rendered beside the page on every route. */
  layout?: ReactNode;
  /** auth.env.storeMaintenanceMode as the app hands it to the error dialog. */
  storeMaintenanceMode?: boolean;
}

export { currentLocation } from '../render.tsx';

const json = (status: number, body?: unknown) => jsonResponse(status, body);

/**
 * The ordering API as a small in-memory server: the cart with its version (an older one
 * is a 409), the quote, orders, addresses, cards, notifications. Good enough for pages to
 * run as they do against the real one; tests change its state or answer calls themselves.
 */
function fakeServer(state: FakeOrderingState) {
  return (request: RecordedRequest, url: URL): Response | undefined => {
    const { pathname } = url;
    const method = request.method;
    const body = request.body as Record<string, unknown> | undefined;
    if (pathname === '/api/users/me' && method === 'GET')
      return json(200, {
        ...testUserInfo,
        emailVerified: true,
        language: 'en',
        referralCode: 'GAMER',
        hasPassword: true,
        linkedProviders: [],
        createdAt: '2025-01-01T00:00:00.000Z',
      });
    if (pathname === '/api/users/me/cart') {
      if (method === 'GET') return state.cart ? json(200, state.cart) : json(204);
      if (method === 'DELETE') {
        state.cart = null;
        return json(204);
      }
      if (method === 'PUT') {
        const put = body as unknown as PutCartRequest;
        if (state.cart && put.version !== state.cart.version) return problemResponse(409, 'ConflictException');
        const known = [...(state.cart?.lines ?? []), ...cartFixture().lines];
        const lines = put.lines.map((l) => {
          const line = known.find((k) => k.itemId === l.itemId)!;
          return { ...line, quantity: l.quantity, lineTotalCents: line.unitPriceCents * l.quantity };
        });
        state.cart = cartFixture({
          restaurantId: put.restaurantId,
          version: (state.cart?.version ?? 0) + 1,
          lines,
          subtotalCents: lines.reduce((s, l) => s + l.lineTotalCents, 0),
        });
        return json(200, state.cart);
      }
    }
    if (pathname === '/api/users/me/cart/quote' && method === 'POST') {
      if (!state.cart) return problemResponse(422, 'CartEmptyException');
      return json(200, state.quote(state.cart, body as unknown as CheckoutOptions));
    }
    if (pathname === '/api/users/me/addresses' && method === 'GET') return json(200, { items: state.addresses });
    if (pathname === '/api/users/me/payment-cards' && method === 'GET') return json(200, { items: state.cards });
    if (pathname === '/api/users/me/orders/active' && method === 'GET') {
      return state.active ? json(200, state.active) : json(204);
    }
    if (pathname === '/api/users/me/orders' && method === 'GET') {
      const before = url.searchParams.get('before');
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const start = before ? state.history.findIndex((o) => o.id === before) + 1 : 0;
      const items = state.history.slice(start, start + limit);
      const more = start + limit < state.history.length;
      return json(200, { items, nextCursor: more ? items[items.length - 1]!.id : null });
    }
    const orderMatch = /^\/api\/users\/me\/orders\/([^/]+)(\/cancel|\/reorder)?$/.exec(pathname);
    if (orderMatch) {
      const found = state.orders[orderMatch[1]!];
      if (!found) return problemResponse(404, 'NotFoundException');
      if (!orderMatch[2] && method === 'GET') return json(200, found);
      if (orderMatch[2] === '/reorder' && method === 'POST') {
        state.cart = cartFixture({ version: (state.cart?.version ?? 0) + 1, lines: found.lines });
        return json(200, state.cart);
      }
    }
    if (pathname === '/api/users/me/money-saved' && method === 'GET') return json(200, state.moneySaved);
    if (pathname === '/api/users/me/notifications' && method === 'GET') {
      const after = url.searchParams.get('after');
      const items = after ? state.notifications.filter((n) => Number(n.id) > Number(after)) : state.notifications;
      return json(200, { items, unread: state.notifications.filter((n) => !n.read).length });
    }
    if (pathname === '/api/users/me/notifications/read' && method === 'POST') {
      const ids = (body as { ids?: string[] } | undefined)?.ids;
      state.notifications = state.notifications.map((n) => (!ids || ids.includes(n.id) ? { ...n, read: true } : n));
      return json(204);
    }
    if (pathname.startsWith('/api/restaurants/') && method === 'GET') {
      return json(200, restaurantDetail({ id: pathname.split('/').pop()! }));
    }
    return undefined;
  };
}

/**
 * Renders ordering pages as the app runs them: a signed-in store connected to the HTTP
 * client, the app's query client, real locale texts, the error dialog, a memory router
 * (with /login and a location probe), and the fake server above behind fetch.
 */
export async function renderOrdering(options: RenderOrderingOptions) {
  const { lng = 'en', signedIn = true } = options;
  const state: FakeOrderingState = {
    cart: cartFixture(),
    addresses: [],
    cards: [],
    orders: {},
    history: [],
    active: null,
    notifications: [],
    moneySaved: { savedCents: 0, orders: 0 },
    quote: (c, o) => quoteFor(c, o),
    ...options.state,
  };
  const server = fakeServer(state);
  const { requests } = installFakeFetch(async (request) => {
    const url = new URL(request.url, 'http://localhost');
    const answer = (await options.handler?.(request, url, state)) ?? server(request, url);
    return answer ?? problemResponse(404, 'NotFoundException');
  });
  const view = await renderRoutes(
    [...options.routes, { path: '/login', element: <h1>Login page</h1> }, { path: '*', element: <h1>Elsewhere</h1> }],
    {
      path: options.path,
      lng,
      preloadedState: {
        auth: {
          ...initialAuthState,
          ...(signedIn ? { accessToken: 'access-1', refreshToken: 'refresh-1', userInfo: testUserInfo } : {}),
          ...options.auth,
        },
      },
      connectHttp: true,
      queryClient: createQueryClient(),
      storeMaintenanceMode: options.storeMaintenanceMode ?? false,
      layout: options.layout,
      after: <LocationProbe />,
    },
  );
  return { ...view, requests, state, user: userEvent.setup() };
}

/** Undoes what renderOrdering installed globally; call it in afterEach. */
export function resetOrderingTest(): void {
  configureHttpClient(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
}

/** The calls to one path (query string left out) with one method. */
export function callsTo(requests: RecordedRequest[], method: string, pathname: string): RecordedRequest[] {
  return requests.filter((r) => r.method === method && new URL(r.url, 'http://localhost').pathname === pathname);
}

/** The error dialog (spec section 8) once it shows, with its message. */
export async function errorDialog() {
  return screen.findByRole('dialog', { name: 'Sorry' }, { timeout: 3000 });
}

export { uuid };
