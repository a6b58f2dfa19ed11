import { Suspense, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'react-redux';
import { ErrorDialogProvider } from '../components/error-dialog/error-dialog-provider.tsx';
import { PageLoading } from '../components/layout/page-loading.tsx';
import { createBrowserStore } from '../app/store.ts';
import { useEnvironmentSettings } from '../app/use-environment-settings.ts';
import { createQueryClient } from '../lib/query-clients.ts';
import '../styles/theme.css';
import { OverlaySession, type OverlaySessionOptions } from './overlay-session.tsx';

function EnvironmentSettings() {
  useEnvironmentSettings();
  return null;
}

/**
 * The runtime of a window without the app's pages (background, in-game, notices,
 * settings): the session restored from storage (shared by every window), the query
 * client, the error dialog, the environment settings, and the overlay session sync.
 */
export function WindowShell({ children, ...session }: { children: ReactNode } & OverlaySessionOptions) {
  const [{ store, queryClient }] = useState(() => ({ store: createBrowserStore(), queryClient: createQueryClient() }));
  return (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<PageLoading />}>
          <ErrorDialogProvider storeMaintenanceMode={false}>
            <EnvironmentSettings />
            <OverlaySession {...session} />
            {children}
          </ErrorDialogProvider>
        </Suspense>
      </QueryClientProvider>
    </Provider>
  );
}
