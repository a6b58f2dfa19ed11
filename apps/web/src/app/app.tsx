import { Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'react-redux';
import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary/error-boundary.tsx';
import { connectionLostModule } from '../components/connection-lost/connection-lost-module.ts';
import { ErrorDialogProvider } from '../components/error-dialog/error-dialog-provider.tsx';
import { errorDialogModule } from '../components/error-dialog/error-dialog-module.ts';
import { PageLoading } from '../components/layout/page-loading.tsx';
import { MaintenanceScreen } from '../components/maintenance/maintenance-screen.tsx';
import { selectEnv, selectIsAdmin } from '../features/auth/auth-slice.ts';
import { ConnectionLostWatcher } from '../features/connectivity/connection-lost-watcher.tsx';
import { IdleWatcher } from './idle-watcher.tsx';
import { SessionRenewalNotice } from '../features/auth/components/session-renewal-notice.tsx';
import { isOverwolfBuild } from '../lib/build-info.ts';
import { preloadWhenIdle } from '../lib/preloadable.ts';
import { createQueryClient } from '../lib/query-clients.ts';
import { useAppSelector } from './hooks.ts';
import { useEnvironmentSettings } from './use-environment-settings.ts';
import { buildRoutes, type LayoutExtras } from './routes.tsx';
import { startPlatform } from './start-platform.ts';
import { createBrowserStore, type AppStore } from './store.ts';

type Router = ReturnType<typeof createBrowserRouter>;

export interface Runtime {
  store: AppStore;
  queryClient: ReturnType<typeof createQueryClient>;
  router: Router;
}

/**
 * The web app's routes live in the address bar. An overlay window loads its page from the
 * app's package (overwolf-extension://…/Files/index.html), where the address cannot change
 * to a route: its router keeps the route in memory, starting from the page's path (spec
 * section 2: /Files/index.html redirects to /).
 */
function createRouter(extras: LayoutExtras | undefined): Router {
  const routes = buildRoutes(extras);
  if (!isOverwolfBuild) return createBrowserRouter(routes);
  // The page's path inside the package (the simulator serves the package under a prefix).
  const { pathname } = window.location;
  const inPackage = pathname.includes('/Files/') ? pathname.slice(pathname.indexOf('/Files/')) : '/';
  return createMemoryRouter(routes, { initialEntries: [inPackage] }) as unknown as Router;
}

function createRuntime(extras: LayoutExtras | undefined): Runtime {
  // The store needs the router's navigate (logout goes to /login) and the router is made
  // after the store, so the store gets a forwarder.
  const holder: { router?: Router } = {};
  const store = createBrowserStore({ navigate: (to) => void holder.router?.navigate(to) });
  const router = createRouter(extras);
  holder.router = router;
  startPlatform(store, router);
  return { store, queryClient: createQueryClient(), router };
}

/**
 * Full maintenance replaces every page (spec section 6), except for the people who run it:
 * an admin keeps the app (and /admin/settings, to turn maintenance off), and /login stays
 * so an admin can sign in.
 */
const MAINTENANCE_EXEMPT = /^\/(login|admin)(\/|$)/;

function Shell({ router, routerView }: { router: Runtime['router']; routerView?: ReactNode }) {
  const settings = useEnvironmentSettings();
  const env = useAppSelector(selectEnv);
  const isAdmin = useAppSelector(selectIsAdmin);
  const pathname = () => router.state.location.pathname;
  // The same snapshot on the server: the landing pages are rendered at build time (issue 17).
  const path = useSyncExternalStore(router.subscribe, pathname, pathname);
  let content: ReactNode;
  if (env?.fullMaintenanceMode && !isAdmin && !MAINTENANCE_EXEMPT.test(path)) {
    content = <MaintenanceScreen onRetry={() => void settings.refetch()} checking={settings.isFetching} />;
  } else {
    content = routerView ?? <RouterProvider router={router} />;
  }
  return (
    <ErrorDialogProvider storeMaintenanceMode={env?.storeMaintenanceMode ?? false}>
      {content}
      <ConnectionLostWatcher />
      <IdleWatcher />
      <SessionRenewalNotice />
    </ErrorDialogProvider>
  );
}

export interface AppProps {
  /** What a host adds around every page (the overlay's desktop window, windows/desktop). */
  layoutExtras?: LayoutExtras;
  /**
   * The build-time pre-render of the landing pages (scripts/prerender.mjs): its own store
   * and static router, and the router's view to render in place of RouterProvider.
   */
  prerender?: { runtime: Runtime; routerView: ReactNode };
}

export function App({ layoutExtras, prerender }: AppProps = {}) {
  const [{ store, queryClient, router }] = useState(() => prerender?.runtime ?? createRuntime(layoutExtras));
  // Dialogs that must open even when the connection has gone: the web's bootstrap loads them
  // before the first render; an overlay window fetches them right after its first paint.
  useEffect(() => preloadWhenIdle([errorDialogModule, connectionLostModule]), []);
  return (
    <ErrorBoundary onDashboard={() => void router.navigate('/dashboard')}>
      <Provider store={store}>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={<PageLoading />}>
            <Shell router={router} routerView={prerender?.routerView} />
          </Suspense>
        </QueryClientProvider>
      </Provider>
    </ErrorBoundary>
  );
}
