import type { ComponentType } from 'react';
import { lazyPage } from '../../lib/lazy-page.ts';

/**
 * The admin area's sections: each a path under /admin, its navigation label (a key of
 * the `admin` namespace) and its page, loaded on demand within the admin chunk. A section
 * owns the routes below its path (its page renders its own <Routes>).
 */
export interface AdminSection {
  /** Relative to /admin, without slashes: `users` serves /admin/users and /admin/users/*. */
  path: string;
  /** Key in public/locales/{en,fr}/admin.json. */
  navKey: string;
  page: ComponentType;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    path: 'dashboard',
    navKey: 'nav.dashboard',
    page: lazyPage(() => import('./dashboard/dashboard-page.tsx'), 'DashboardPage'),
  },
  {
    path: 'users',
    navKey: 'nav.users',
    page: lazyPage(() => import('./users/users-section.tsx'), 'UsersSection'),
  },
  {
    path: 'orders',
    navKey: 'nav.orders',
    page: lazyPage(() => import('./orders/orders-section.tsx'), 'OrdersSection'),
  },
  {
    path: 'promotions',
    navKey: 'nav.promotions',
    page: lazyPage(() => import('./promotions/promotions-section.tsx'), 'PromotionsSection'),
  },
  {
    path: 'restaurants',
    navKey: 'nav.restaurants',
    page: lazyPage(() => import('./restaurants/restaurants-section.tsx'), 'RestaurantsSection'),
  },
  {
    path: 'creators',
    navKey: 'nav.creators',
    page: lazyPage(() => import('./creators/creators-section.tsx'), 'CreatorsSection'),
  },
  {
    path: 'settings',
    navKey: 'nav.settings',
    page: lazyPage(() => import('./settings/settings-page.tsx'), 'SettingsPage'),
  },
  {
    path: 'audit',
    navKey: 'nav.audit',
    page: lazyPage(() => import('./audit/audit-page.tsx'), 'AuditPage'),
  },
];
