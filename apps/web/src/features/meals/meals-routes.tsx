import type { RouteObject } from 'react-router';
import { ErrorPage } from '../../components/error-page/error-page.tsx';
import { lazyPage } from '../../lib/lazy-page.ts';

const DashboardPage = lazyPage(() => import('./components/dashboard-page.tsx'), 'DashboardPage');
const MealEditPage = lazyPage(() => import('./components/meal-edit-page.tsx'), 'MealEditPage');

/**
 * /dashboard/* (spec section 2), the signed-in area: the saved meals at /dashboard and
 * the meal builder at /dashboard/meals/:mealId. The refresh-meal flag is the query
 * parameter ?refreshMeals=1 (or navigation state { refreshMeals: true }): it reloads the
 * saved meals, then leaves the address. A parent path with children, not a splat, so
 * sub-pages can join; the app wraps these in its signed-in guard.
 */
export const mealsRouteObjects: RouteObject[] = [
  {
    path: '/dashboard',
    children: [
      { index: true, element: <DashboardPage /> },
      { path: 'meals/:mealId', element: <MealEditPage /> },
      { path: '*', element: <ErrorPage /> },
    ],
  },
];
