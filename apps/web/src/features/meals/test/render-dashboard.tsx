import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { vi } from 'vitest';
import type { MealDto } from '@playeats/contracts/meals';
import { installFakeFetch, jsonResponse, problemResponse, type RecordedRequest } from '../../../test/fake-fetch.ts';
import { createQueryClient } from '../../../lib/query-clients.ts';
import { LocationProbe, renderRoutes } from '../../../test/render.tsx';
import { initialAuthState } from '../../auth/auth-slice.ts';
import { mealsRouteObjects } from '../meals-routes.tsx';

export { currentLocation } from '../../../test/render.tsx';

/** Test support only. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
/** In Montréal: its meals' amounts are Canadian dollars. */
export const RESTAURANT = { id: uuid(500), name: 'Poutinerie du Quartier', imageUrl: null };

export function meal(
  n: number,
  name: string,
  active: boolean,
  index: number,
  overrides: Partial<MealDto> = {},
): MealDto {
  return {
    id: uuid(n),
    name,
    active,
    index,
    restaurant: RESTAURANT,
    currency: 'CAD',
    items: [
      {
        itemId: uuid(101),
        name: 'Classic Poutine',
        quantity: 2,
        options: [{ optionId: uuid(302), name: 'Large', priceCents: 500 }],
        unitPriceCents: 1549,
        available: true,
      },
    ],
    subtotalCents: 3098,
    available: true,
    createdAt: '2026-11-20T12:00:00Z',
    updatedAt: '2026-11-20T12:00:00Z',
    ...overrides,
  };
}

export type Handler = (request: RecordedRequest, url: URL) => Response | undefined | Promise<Response | undefined>;

/**
 * /dashboard/* as the app runs it: the real lazy routes, the app's query client (fresh
 * for 5 s, so a refetch has to be asked for), a signed-in store, and a fake server that
 * keeps the meals and applies what the page sends.
 */
export async function renderDashboard(
  path: string,
  options: { meals?: MealDto[]; lng?: 'en' | 'fr'; handler?: Handler } = {},
) {
  const { lng = 'en', handler } = options;
  await Promise.all([import('../components/dashboard-page.tsx'), import('../components/meal-edit-page.tsx')]);
  const server = { meals: options.meals ?? [] };
  const { requests } = installFakeFetch(async (request) => {
    const url = new URL(request.url, 'http://localhost');
    const answer = await handler?.(request, url);
    if (answer) return answer;
    const id = url.pathname.split('/').pop();
    if (url.pathname === '/api/users/me/meals' && request.method === 'GET') {
      return jsonResponse(200, { items: server.meals });
    }
    if (url.pathname === '/api/users/me/meals/order' && request.method === 'PUT') {
      const ids = (request.body as { mealIds: string[] }).mealIds;
      server.meals = server.meals.map((m) => ({ ...m, index: ids.indexOf(m.id) }));
      return jsonResponse(200, { items: server.meals });
    }
    if (request.method === 'PATCH') {
      // Name and active flag as sent; new items would need the menu to price them, so they are kept.
      const { items: _items, ...changes } = request.body as Record<string, unknown>;
      server.meals = server.meals.map((m) => (m.id === id ? { ...m, ...changes } : m));
      return jsonResponse(
        200,
        server.meals.find((m) => m.id === id),
      );
    }
    if (request.method === 'DELETE') {
      server.meals = server.meals.filter((m) => m.id !== id);
      return jsonResponse(204);
    }
    return problemResponse(404, 'NotFoundException');
  });
  const view = await renderRoutes([...mealsRouteObjects, { path: '/elsewhere', element: <h1>Elsewhere</h1> }], {
    path,
    lng,
    preloadedState: { auth: { ...initialAuthState, accessToken: 'access-1', refreshToken: 'refresh-1' } },
    queryClient: createQueryClient(),
    after: (
      <>
        <Link to="/dashboard?refreshMeals=1">Back with the flag</Link>
        <Link to="/dashboard">Back without the flag</Link>
        <Link to="/elsewhere">Elsewhere</Link>
        <LocationProbe />
      </>
    ),
  });
  return { ...view, requests, server, user: userEvent.setup() };
}

export function resetDashboardTest(): void {
  vi.unstubAllGlobals();
}

export function callsTo(requests: RecordedRequest[], method: string, pathname: string) {
  return requests.filter((r) => r.method === method && new URL(r.url, 'http://localhost').pathname === pathname);
}
