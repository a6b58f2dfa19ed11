import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { vi } from 'vitest';
import type { NearbyPageDto, NearbyRestaurantDto } from '@playeats/contracts/restaurants';
import type { RootState } from '../../../app/store.ts';
import { installFakeFetch, jsonResponse, problemResponse, type RecordedRequest } from '../../../test/fake-fetch.ts';
import { LocationProbe, renderWithProviders } from '../../../test/render.tsx';
import { initialAuthState, type AuthState } from '../../auth/auth-slice.ts';
import { DemoPage } from '../components/demo-page.tsx';
import { NearbyPage } from '../components/nearby-page.tsx';
import { PartnersPage } from '../components/partners-page.tsx';
import { RestaurantPage } from '../components/restaurant-page.tsx';
import { CUISINES } from './restaurant-fixtures.ts';

/** Test support only. */
export type Handler = (request: RecordedRequest, url: URL) => Response | undefined | Promise<Response | undefined>;

export interface RenderDiscoveryOptions {
  lng?: 'en' | 'fr';
  handler?: Handler;
  auth?: Partial<AuthState>;
  preloadedState?: Partial<RootState>;
  /** Rendered beside the pages (a way to go back, as the browser's button does). */
  after?: ReactNode;
}

export const SIGNED_IN: Partial<AuthState> = { accessToken: 'access-1', refreshToken: 'refresh-1' };

export { currentLocation } from '../../../test/render.tsx';

/** A nearby page answer with the given restaurants. */
export function nearbyPage(items: NearbyRestaurantDto[], overrides: Partial<NearbyPageDto> = {}): NearbyPageDto {
  return { items, page: 1, pageSize: 20, hasMore: false, radius: 5, unit: 'miles', ...overrides };
}

/**
 * The discovery pages in a memory router with the app's providers and a fake server:
 * `handler` answers first; cuisines are always there; anything else is a 404 problem.
 */
export async function renderDiscovery(path: string, options: RenderDiscoveryOptions = {}) {
  const { lng = 'en', handler, auth, preloadedState, after } = options;
  const { requests } = installFakeFetch(async (request) => {
    const url = new URL(request.url, 'http://localhost');
    const answer = await handler?.(request, url);
    if (answer) return answer;
    if (url.pathname === '/api/cuisines') return jsonResponse(200, { items: CUISINES });
    return problemResponse(404, 'NotFoundException');
  });
  const view = await renderWithProviders(
    <>
      <Routes>
        <Route path="/partners" element={<PartnersPage />} />
        <Route path="/nearby" element={<NearbyPage />} />
        <Route path="/nearby/:restaurantId" element={<RestaurantPage />} />
        <Route path="/demo" element={<DemoPage />} />
        <Route path="*" element={<h1>Elsewhere</h1>} />
      </Routes>
      <LocationProbe />
      {after}
    </>,
    {
      lng,
      route: path,
      preloadedState: { ...preloadedState, auth: { ...initialAuthState, ...auth } },
    },
  );
  return { ...view, requests, user: userEvent.setup() };
}

const NEARBY_PATH = '/api/restaurants/nearby';

/** Answers the nearby search with `items`, in the unit asked. */
export const answerNearby =
  (items: NearbyRestaurantDto[]): Handler =>
  (_r, url) =>
    url.pathname === NEARBY_PATH
      ? jsonResponse(200, nearbyPage(items, { unit: url.searchParams.get('unit') === 'km' ? 'km' : 'miles' }))
      : undefined;

/** The nearby searches sent, with their query parameters. */
export const nearbyCalls = (requests: RecordedRequest[]) => callsTo(requests, NEARBY_PATH);

/** The calls made to a path, with their query parameters. */
export function callsTo(requests: RecordedRequest[], pathname: string, method = 'GET') {
  return requests
    .filter((r) => r.method === method && new URL(r.url, 'http://localhost').pathname === pathname)
    .map((r) => ({ ...r, params: Object.fromEntries(new URL(r.url, 'http://localhost').searchParams) }));
}

export function resetDiscoveryTest(): void {
  vi.unstubAllGlobals();
  vi.useRealTimers();
}
