import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary/error-boundary.tsx';
import { connectionLostModule } from '../components/connection-lost/connection-lost-module.ts';
import { ErrorDialogProvider } from '../components/error-dialog/error-dialog-provider.tsx';
import { errorDialogModule } from '../components/error-dialog/error-dialog-module.ts';
import { PageLoading } from '../components/layout/page-loading.tsx';
import { MaintenanceScreen } from '../components/maintenance/maintenance-screen.tsx';
import { envLoaded, selectEnv } from '../features/auth/auth-slice.ts';
import { ConnectionLostWatcher } from '../features/connectivity/connection-lost-watcher.tsx';
import { useSettings } from '../features/settings/api/get-settings.ts';
import { applyDebugSwitch } from '../lib/logger.ts';
import { preloadWhenIdle } from '../lib/preloadable.ts';
import { createQueryClient } from '../lib/query-clients.ts';
import { useAppDispatch, useAppSelector } from './hooks.ts';
import { buildRoutes } from './routes.tsx';
import { createBrowserStore, type AppStore } from './store.ts';

interface Runtime {
  store: AppStore;
  queryClient: ReturnType<typeof createQueryClient>;
  router: ReturnType<typeof createBrowserRouter>;
}

function createRuntime(): Runtime {
  // The store needs the router's navigate (logout goes to /login) and the router is made
  // after the store, so the store gets a forwarder.
  const holder: { router?: ReturnType<typeof createBrowserRouter> } = {};
  const store = createBrowserStore({ navigate: (to) => void holder.router?.navigate(to) });
  const router = createBrowserRouter(buildRoutes());
  holder.router = router;
  return { store, queryClient: createQueryClient(), router };
}

/** Loads the public settings into auth.env and applies the debug switch (spec sections 3, 6). */
function useEnvironmentSettings() {
  const dispatch = useAppDispatch();
  const settings = useSettings();
  useEffect(() => {
    if (!settings.data) return;
    dispatch(envLoaded(settings.data));
    return applyDebugSwitch(settings.data.debug);
  }, [dispatch, settings.data]);
  return settings;
}

function Shell({ router }: { router: Runtime['router'] }) {
  const settings = useEnvironmentSettings();
  const env = useAppSelector(selectEnv);
  let content: ReactNode;
  if (env?.fullMaintenanceMode) {
    content = <MaintenanceScreen onRetry={() => void settings.refetch()} checking={settings.isFetching} />;
  } else {
    content = <RouterProvider router={router} />;
  }
  return (
    <ErrorDialogProvider storeMaintenanceMode={env?.storeMaintenanceMode ?? false}>
      {content}
      <ConnectionLostWatcher />
    </ErrorDialogProvider>
  );
}

export function App() {
  const [{ store, queryClient, router }] = useState(createRuntime);
  // Dialogs that must open even when the connection has gone: fetched right after the first paint.
  useEffect(() => preloadWhenIdle([errorDialogModule, connectionLostModule]), []);
  return (
    <ErrorBoundary onDashboard={() => void router.navigate('/dashboard')}>
      <Provider store={store}>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={<PageLoading />}>
            <Shell router={router} />
          </Suspense>
        </QueryClientProvider>
      </Provider>
    </ErrorBoundary>
  );
}
