import { Navigate, Outlet, type RouteObject } from 'react-router';
import { isOverwolfBuild } from '../lib/build-info.ts';
import { lazyPage } from '../lib/lazy-page.ts';
import { ErrorPage } from '../components/error-page/error-page.tsx';
import { PageLayout } from '../components/layout/page-layout.tsx';
import { RouteErrorBoundary } from '../components/error-boundary/route-error-boundary.tsx';
import { authRouteObjects } from '../features/auth/auth-routes.tsx';
import { homeCodeRouteObjects } from '../features/home/home-code-routes.tsx';
import { rewardsRouteObjects } from '../features/rewards/rewards-routes.tsx';
import { restaurantsRouteObjects } from '../features/restaurants/restaurants-routes.tsx';
import { mealsRouteObjects } from '../features/meals/meals-routes.tsx';
import { SignedInOnly } from '../features/auth/components/signed-in-only.tsx';
import { accountRouteObjects } from '../features/account/account-routes.tsx';
import { LazyAccountMenu, LazyDoubleBucksBanner, LazyPendingPromotionApplier } from './shell-extras.tsx';
import { AdminGuard } from './admin-guard.tsx';

const HomePage = lazyPage(() => import('../features/home/components/home-page.tsx'), 'HomePage');
const FaqPage = lazyPage(() => import('../features/faq/components/faq-page.tsx'), 'FaqPage');
const ContactPage = lazyPage(() => import('../features/contact/components/contact-page.tsx'), 'ContactPage');
const PrivacyPage = lazyPage(() => import('../features/legal/components/privacy-page.tsx'), 'PrivacyPage');
const TermsPage = lazyPage(() => import('../features/legal/components/terms-page.tsx'), 'TermsPage');
const QrLandingPage = lazyPage(() => import('../features/qr/components/qr-landing-page.tsx'), 'QrLandingPage');

const ComposedDashboardPage = lazyPage(() => import('./dashboard-page.tsx'), 'ComposedDashboardPage');

/** The meals feature's /dashboard routes, with its index page swapped for the composed one. */
function withComposedDashboard(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    children: route.children?.map((child) =>
      child.index ? { index: true, element: <ComposedDashboardPage /> } : child,
    ),
  })) as RouteObject[];
}

const QR_PATHS = Array.from({ length: 10 }, (_, i) => `/QR${i + 1}`);

/**
 * Routes of spec section 2 whose pages arrive with later issues (accounts, discovery,
 * rewards, ordering, overlay). Until then they show the error page, never fake content.
 */
const PENDING_ROUTES = [
  '/socialMediaProgram',
  '/done',
  '/confirmation',
  '/notifications',
  '/DiscordCallback',
  ...(isOverwolfBuild ? [] : ['/streamers']),
];

export function buildRoutes(): RouteObject[] {
  return [
    {
      element: (
        <PageLayout
          headerActions={<LazyAccountMenu />}
          banner={<LazyDoubleBucksBanner />}
          watchers={<LazyPendingPromotionApplier />}
        />
      ),
      errorElement: <RouteErrorBoundary />,
      children: [
        // In the desktop overlay / is the overlay home (overlay issue); elsewhere the QR landing page.
        { path: '/', element: isOverwolfBuild ? <ErrorPage /> : <QrLandingPage /> },
        ...QR_PATHS.map((path) => ({ path, element: <QrLandingPage /> })),
        { path: '/home', element: <HomePage /> },
        ...(isOverwolfBuild
          ? [{ path: '/Files/index.html', element: <Navigate to="/" replace /> }]
          : [
              { path: '/home/en', element: <HomePage /> },
              { path: '/home/fr', element: <HomePage /> },
            ]),
        { path: '/FAQ', element: <FaqPage /> },
        { path: '/FAQ/:section', element: <FaqPage /> },
        { path: '/contact', element: <ContactPage /> },
        { path: '/privacy', element: <PrivacyPage /> },
        { path: '/terms', element: <TermsPage /> },
        { path: '/error', element: <ErrorPage /> },
        ...authRouteObjects,
        ...homeCodeRouteObjects,
        ...rewardsRouteObjects,
        ...restaurantsRouteObjects,
        // The signed-in area: /account/* and /dashboard/* (the dashboard composed with balances).
        {
          element: (
            <SignedInOnly>
              <Outlet />
            </SignedInOnly>
          ),
          children: [...accountRouteObjects, ...withComposedDashboard(mealsRouteObjects)],
        },
        {
          path: '/admin/*',
          element: (
            <AdminGuard>
              {/* admin pages: admin issue */}
              <ErrorPage />
            </AdminGuard>
          ),
        },
        ...PENDING_ROUTES.map((path) => ({ path, element: <ErrorPage /> })),
        { path: '*', element: <ErrorPage /> },
      ],
    },
  ];
}
