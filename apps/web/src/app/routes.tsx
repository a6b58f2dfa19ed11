import { Suspense, useCallback, type ReactNode } from 'react';
import { Navigate, Outlet, useParams, type RouteObject } from 'react-router';
import type { OrderDto } from '@playeats/contracts/ordering';
import { isOverwolfBuild } from '../lib/build-info.ts';
import type { Language } from '../lib/i18n.ts';
import { lazyPage } from '../lib/lazy-page.ts';
import { ErrorPage } from '../components/error-page/error-page.tsx';
import { BottomNav } from '../components/layout/bottom-nav.tsx';
import { PageLayout } from '../components/layout/page-layout.tsx';
import { RouteErrorBoundary } from '../components/error-boundary/route-error-boundary.tsx';
import { authRouteObjects } from '../features/auth/auth-routes.tsx';
import { homeCodeRouteObjects } from '../features/home/home-code-routes.tsx';
import { LazyPromoCodeForm, rewardsRouteObjects } from '../features/rewards/rewards-routes.tsx';
import { creatorsRouteObjects, creatorsSignedInRouteObjects } from '../features/creators/creators-routes.tsx';
import { restaurantsRouteObjects } from '../features/restaurants/restaurants-routes.tsx';
import { mealsRouteObjects } from '../features/meals/meals-routes.tsx';
import { SignedInOnly } from '../features/auth/components/signed-in-only.tsx';
import { selectIsSignedIn, selectUserInfo } from '../features/auth/auth-slice.ts';
import { accountRouteObjects } from '../features/account/account-routes.tsx';
import { orderConfirmationChanged, selectOrderConfirmation } from '../features/meals/meals-slice.ts';
import { cartRouteObjects, LazyCheckoutPage } from '../features/cart/cart-routes.tsx';
import { LazyConfirmationPage, ordersRouteObjects } from '../features/orders/orders-routes.tsx';
import { LazyNotificationBell, LazyNotificationPoller } from '../features/orders/orders-shell.tsx';
import { paymentMethodsRouteObjects } from '../features/payment-methods/payment-methods-routes.tsx';
import {
  LazyAccountMenu,
  LazyDoubleBucksBanner,
  LazyHeaderShortcuts,
  LazyPendingPromotionApplier,
  LazyServerEvents,
} from './shell-extras.tsx';
import { AdminGuard } from './admin-guard.tsx';
import { useAppDispatch, useAppSelector } from './hooks.ts';
import { NavigationLock } from './navigation-lock.tsx';

/** The landing page with discovery's "Where should we deliver?" field (both on the page's own chunk). */
const loadHomePage = () =>
  Promise.all([
    import('../features/home/components/home-page.tsx'),
    import('../features/restaurants/restaurants-shell.tsx'),
  ]).then(([{ HomePage: Page }, { LazyDeliveryLocationField }]) => ({
    HomePage: () => <Page deliveryField={<LazyDeliveryLocationField />} />,
  }));
const HomePage = lazyPage(loadHomePage, 'HomePage');
const FaqPage = lazyPage(() => import('../features/faq/components/faq-page.tsx'), 'FaqPage');
const ContactPage = lazyPage(() => import('../features/contact/components/contact-page.tsx'), 'ContactPage');
const PrivacyPage = lazyPage(() => import('../features/legal/components/privacy-page.tsx'), 'PrivacyPage');
const TermsPage = lazyPage(() => import('../features/legal/components/terms-page.tsx'), 'TermsPage');
const QrLandingPage = lazyPage(() => import('../features/qr/components/qr-landing-page.tsx'), 'QrLandingPage');
const OverlayHomePage = lazyPage(() => import('../features/home/components/overlay-home-page.tsx'), 'OverlayHomePage');

const AdminArea = lazyPage(() => import('../features/admin/components/admin-area.tsx'), 'AdminArea');
const ComposedDashboardPage = lazyPage(() => import('./dashboard-page.tsx'), 'ComposedDashboardPage');
const ComposedRestaurantPage = lazyPage(() => import('./restaurant-page.tsx'), 'ComposedRestaurantPage');

/** The restaurant's page with the cart around its menu ("Add to cart" first, app/restaurant-page.tsx). */
const withComposedRestaurantPage = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) =>
    route.path === '/nearby/:restaurantId' ? { ...route, element: <ComposedRestaurantPage /> } : route,
  );

/**
 * /order/:restaurantId was a second menu; the restaurant's page is the one menu now
 * (decision 0026). Links to it that people kept land on that page.
 */
function ToRestaurantPage() {
  const { restaurantId = '' } = useParams();
  return <Navigate to={`/nearby/${encodeURIComponent(restaurantId)}`} replace />;
}

/** The meals feature's /dashboard routes, with its index page swapped for the composed one. */
function withComposedDashboard(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    children: route.children?.map((child) =>
      child.index ? { index: true, element: <ComposedDashboardPage /> } : child,
    ),
  })) as RouteObject[];
}

/** The checkout hands the placed order to the meals state (orderConfirmation), which /confirmation shows. */
function ComposedCheckoutPage() {
  const dispatch = useAppDispatch();
  const onPlaced = useCallback((order: OrderDto) => dispatch(orderConfirmationChanged(order)), [dispatch]);
  return <LazyCheckoutPage onPlaced={onPlaced} promoCode={checkoutPromoCode} />;
}

/** The rewards feature's promo-code field at checkout: an applied code prices the order again. */
const checkoutPromoCode = (onApplied: () => void) => (
  <Suspense fallback={null}>
    <LazyPromoCodeForm onApplied={onApplied} />
  </Suspense>
);

function ComposedConfirmationPage() {
  return <LazyConfirmationPage order={useAppSelector(selectOrderConfirmation)} />;
}

/** The bottom tab bar: mobile users with a saved address (spec section 2), signed-in web users on a phone (decision 0023). */
function AppBottomNav() {
  const userInfo = useAppSelector(selectUserInfo);
  const signedIn = useAppSelector(selectIsSignedIn);
  return <BottomNav signedIn={signedIn} hasSavedAddress={Boolean(userInfo?.address)} />;
}

/** What a cold load fetches beside the entry, before the first render: the page's chunk and its texts. */
interface RouteWarmUp {
  load: () => Promise<unknown>;
  namespaces: string[];
  /** The page's own language (/home/en, /home/fr): the app starts in it. */
  language?: Language;
}

/** The page, and the delivery field it shows (its code and texts), before the app takes the page over. */
const HOME_WARM_UP: RouteWarmUp = {
  load: () =>
    Promise.all([
      loadHomePage(),
      import('../features/restaurants/restaurants-shell.tsx').then((m) => m.preloadDeliveryLocationField()),
    ]).then(([page]) => page),
  namespaces: ['home', 'restaurants'],
};
const PARTNERS_WARM_UP: RouteWarmUp = {
  load: () => import('../features/restaurants/components/partners-page.tsx'),
  namespaces: ['restaurants'],
};

/** How long the app's first render waits for the restaurant when the server's shell shows it already. */
const SHELL_WAIT_MS = 1500;

/** The restaurant's picture and name the server wrote into the document (apps/server/src/plugins/restaurant-shell.ts). */
const shellShown = () =>
  typeof document !== 'undefined' && document.querySelector('[data-shell="restaurant"]') !== null;

/**
 * A restaurant's page: its chunk, its texts and the restaurant itself. The restaurant is
 * waited for (up to SHELL_WAIT_MS) only when the document shows it already: the page's
 * loading state would replace the shell's picture and name, then the restaurant would come
 * back. Otherwise the page shows its loading state if the answer is slower than the rest.
 */
function restaurantWarmUp(encodedId: string): RouteWarmUp | undefined {
  let id: string;
  try {
    id = decodeURIComponent(encodedId);
  } catch {
    return undefined; // not an address React Router matches either: the app reports it
  }
  return {
    // The request's module (and its schemas, zod) comes as a chunk of its own, beside the
    // page's: statically it would be in every page's start.
    load: () =>
      Promise.all([
        import('../lib/api/restaurants.ts').then((api) => {
          const answer = api.requestRestaurantEarly(id).catch(() => undefined);
          if (!shellShown()) return undefined;
          let timer: ReturnType<typeof setTimeout> | undefined;
          const cap = new Promise((resolve) => (timer = setTimeout(resolve, SHELL_WAIT_MS)));
          return Promise.race([answer, cap]).finally(() => clearTimeout(timer));
        }),
        import('./restaurant-page.tsx'),
      ]).then(([, page]) => page),
    // Its map's and its saved meals' texts too: asked for once it renders, they held the
    // page (and its picture, Lighthouse's largest paint) until they came.
    namespaces: ['restaurants', 'map', 'meals'],
  };
}

/**
 * The critical path of the landing pages (issue 17: /home, /partners) and of a restaurant's
 * page: their chunk and their texts start with the entry's own requests instead of one
 * after the other once the app has rendered, so the app takes their pre-rendered page over
 * in one pass (the restaurant's page: its request starts then too).
 */
export function routeWarmUp(pathname: string): RouteWarmUp | undefined {
  const home = /^\/home(?:\/(en|fr))?$/.exec(pathname);
  if (home) return home[1] ? { ...HOME_WARM_UP, language: home[1] as Language } : HOME_WARM_UP;
  const restaurant = /^\/nearby\/([^/]+)\/?$/.exec(pathname);
  if (restaurant?.[1]) return restaurantWarmUp(restaurant[1]);
  return pathname === '/partners' ? PARTNERS_WARM_UP : undefined;
}

const QR_PATHS = Array.from({ length: 10 }, (_, i) => `/QR${i + 1}`);

/** What a host window adds to every page: the overlay's window buttons, its ad, its dialogs. */
export interface LayoutExtras {
  headerActions?: ReactNode;
  aside?: ReactNode;
  watchers?: ReactNode;
}

export function buildRoutes(extras: LayoutExtras = {}): RouteObject[] {
  return [
    {
      element: (
        <PageLayout
          headerActions={
            <>
              <LazyHeaderShortcuts />
              <LazyNotificationBell />
              <LazyAccountMenu />
              {extras.headerActions}
            </>
          }
          banner={<LazyDoubleBucksBanner />}
          watchers={
            <>
              <LazyPendingPromotionApplier />
              <LazyNotificationPoller />
              <LazyServerEvents />
              <NavigationLock />
              {extras.watchers}
            </>
          }
          aside={extras.aside}
          bottomNav={<AppBottomNav />}
        />
      ),
      errorElement: <RouteErrorBoundary />,
      children: [
        // In the desktop overlay / is the overlay home; elsewhere the QR landing page.
        { path: '/', element: isOverwolfBuild ? <OverlayHomePage /> : <QrLandingPage /> },
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
        // /streamers (not in the overlay), /socialMediaProgram; /DiscordCallback is signed in, below.
        ...creatorsRouteObjects,
        ...withComposedRestaurantPage(restaurantsRouteObjects),
        { path: '/order/:restaurantId', element: <ToRestaurantPage /> },
        // The signed-in area: /account/* and /addresses, /dashboard/* (the dashboard composed with
        // balances and the active order), the cart and checkout, the orders and notifications, the cards.
        {
          element: (
            <SignedInOnly>
              <Outlet />
            </SignedInOnly>
          ),
          children: [
            ...accountRouteObjects,
            ...withComposedDashboard(mealsRouteObjects),
            ...cartRouteObjects({ checkout: <ComposedCheckoutPage /> }),
            ...ordersRouteObjects({ confirmation: <ComposedConfirmationPage /> }),
            ...paymentMethodsRouteObjects,
            ...creatorsSignedInRouteObjects,
            {
              path: '/admin/*',
              element: (
                <AdminGuard>
                  <AdminArea />
                </AdminGuard>
              ),
            },
          ],
        },
        { path: '*', element: <ErrorPage /> },
      ],
    },
  ];
}
