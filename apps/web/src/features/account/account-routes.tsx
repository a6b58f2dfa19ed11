import { Navigate, type RouteObject } from 'react-router';
import { ErrorPage } from '../../components/error-page/error-page.tsx';
import { lazyPage } from '../../lib/lazy-page.ts';

const AccountLayout = lazyPage(() => import('./components/account-layout.tsx'), 'AccountLayout');
const AccountOverviewPage = lazyPage(() => import('./components/account-overview-page.tsx'), 'AccountOverviewPage');
const AccountPhonePage = lazyPage(() => import('./components/account-phone-page.tsx'), 'AccountPhonePage');
const AccountPasswordPage = lazyPage(() => import('./components/account-password-page.tsx'), 'AccountPasswordPage');
const AccountPreferencesPage = lazyPage(
  () => import('./components/account-preferences-page.tsx'),
  'AccountPreferencesPage',
);
const AddressesPage = lazyPage(() => import('./components/addresses-page.tsx'), 'AddressesPage');

/**
 * /account/* (spec section 2). A parent path with children rather than a '/account/*'
 * splat: route objects join a parent's path with its children's, and a splat cannot
 * have children. Then /addresses, the delivery addresses: outside /account (the checkout
 * links to it), but the account's all the same. The app wraps these in its signed-in guard.
 */
export const accountRouteObjects: RouteObject[] = [
  {
    path: '/account',
    element: <AccountLayout />,
    children: [
      { index: true, element: <AccountOverviewPage /> },
      // One address per page, so the navigation's aria-current always points at it.
      { path: 'profile', element: <Navigate to="/account" replace /> },
      { path: 'phone', element: <AccountPhonePage /> },
      { path: 'password', element: <AccountPasswordPage /> },
      { path: 'preferences', element: <AccountPreferencesPage /> },
      { path: '*', element: <ErrorPage /> },
    ],
  },
  { path: '/addresses', element: <AddressesPage /> },
];
