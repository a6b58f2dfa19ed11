import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';

const PartnersPage = lazyPage(() => import('./components/partners-page.tsx'), 'PartnersPage');
const NearbyPage = lazyPage(() => import('./components/nearby-page.tsx'), 'NearbyPage');
const RestaurantPage = lazyPage(() => import('./components/restaurant-page.tsx'), 'RestaurantPage');
const DemoPage = lazyPage(() => import('./components/demo-page.tsx'), 'DemoPage');

/**
 * Discovery (spec section 2): /partners, /nearby in two parts (the list, and one
 * restaurant at /nearby/:restaurantId) and /demo. Public: no sign-in needed to browse.
 * For the route table to splice into the layout's children in place of the matching
 * pending routes ('/partners', '/nearby/*', '/demo'). Each page is its own lazy chunk.
 */
export const restaurantsRouteObjects: RouteObject[] = [
  { path: '/partners', element: <PartnersPage /> },
  { path: '/nearby', element: <NearbyPage /> },
  { path: '/nearby/:restaurantId', element: <RestaurantPage /> },
  { path: '/demo', element: <DemoPage /> },
];
