import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse } from '../../test/fake-fetch.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { restaurantsRouteObjects } from './restaurants-routes.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('restaurantsRouteObjects', () => {
  it('covers /partners, /nearby, /nearby/:restaurantId and /demo', () => {
    expect(restaurantsRouteObjects.map((r) => r.path)).toEqual([
      '/partners',
      '/nearby',
      '/nearby/:restaurantId',
      '/demo',
    ]);
  });

  it('loads a page lazily', async () => {
    installFakeFetch(() => jsonResponse(200, { items: [], page: 1, pageSize: 12, total: 0 }));
    await renderWithProviders(
      <Routes>
        <Route
          element={
            <Suspense fallback={<p>Loading page</p>}>
              <Outlet />
            </Suspense>
          }
        >
          {restaurantsRouteObjects.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
        </Route>
      </Routes>,
      { route: '/partners' },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Partner restaurants' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
