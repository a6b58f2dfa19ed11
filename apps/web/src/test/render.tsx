import { StrictMode, Suspense, type ReactElement, type ReactNode } from 'react';
import { render, screen, type RenderOptions } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, MemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { connectHttpClient, createAppStore, type RootState } from '../app/store.ts';
import { ErrorDialogProvider } from '../components/error-dialog/error-dialog-provider.tsx';
import { errorDialogModule } from '../components/error-dialog/error-dialog-module.ts';
import { createTestI18n } from './i18n.ts';

export interface AppProviderOptions {
  lng?: 'en' | 'fr';
  preloadedState?: Partial<RootState>;
  /** Mirror the store into browser storage as the app does (a remembered sign-in, for one). Off by default. */
  persist?: boolean;
  /**
   * Connect the HTTP client to the store as the app does: calls carry the access token and
   * a 401 renews the session. Undo it after the test with configureHttpClient(null).
   */
  connectHttp?: boolean;
  /** Defaults to a client without retries; pass createQueryClient() for the app's own (data fresh for 5 s). */
  queryClient?: QueryClient;
  /** What the app hands the error dialog; defaults to the store's auth.env.storeMaintenanceMode. */
  storeMaintenanceMode?: boolean;
  /** Providers of a feature's own (the auth identity adapters), inside the app's, around the router. */
  wrap?: (children: ReactNode) => ReactNode;
  /** Render in StrictMode: effects run, clean up and run again. */
  strict?: boolean;
}

export interface ProviderOptions extends AppProviderOptions, Omit<RenderOptions, 'wrapper'> {
  /** Where the memory router starts. */
  route?: string;
}

/** The app's providers around `children`: a fresh store, real locale texts, the error dialog. */
async function appProviders(options: AppProviderOptions) {
  await errorDialogModule.load(); // the app loads it when idle after the first paint
  const { lng = 'en', preloadedState, persist = false, connectHttp = false, wrap, strict = false } = options;
  const store = createAppStore(preloadedState, { persist });
  if (connectHttp) connectHttpClient(store);
  const i18n = await createTestI18n(lng);
  const queryClient = options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const storeMaintenanceMode = options.storeMaintenanceMode ?? store.getState().auth.env?.storeMaintenanceMode ?? false;
  function Providers({ children }: { children: ReactNode }) {
    const tree = (
      <Provider store={store}>
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={i18n}>
            <ErrorDialogProvider storeMaintenanceMode={storeMaintenanceMode}>
              {wrap ? wrap(children) : children}
            </ErrorDialogProvider>
          </I18nextProvider>
        </QueryClientProvider>
      </Provider>
    );
    return strict ? <StrictMode>{tree}</StrictMode> : tree;
  }
  return { store, i18n, queryClient, Providers };
}

/** Renders with the app's providers: a fresh store, real locale texts, a memory router. */
export async function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const {
    lng,
    route = '/',
    preloadedState,
    persist,
    connectHttp,
    queryClient: client,
    storeMaintenanceMode,
    wrap,
    strict,
    ...rest
  } = options;
  const { store, i18n, queryClient, Providers } = await appProviders({
    lng,
    preloadedState,
    persist,
    connectHttp,
    queryClient: client,
    storeMaintenanceMode,
    wrap,
    strict,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </Providers>
  );
  return { store, i18n, queryClient, ...render(ui, { wrapper, ...rest }) };
}

export interface RoutesOptions extends AppProviderOptions {
  /** Where the memory router starts. */
  path: string;
  /** Rendered on every route before the page (what the app mounts in its layout). */
  layout?: ReactNode;
  /** Rendered on every route after the page (a location probe, links to follow). */
  after?: ReactNode;
}

/**
 * Renders routes as the app runs them: a data router (lazy pages, navigation), the pages
 * inside a <main> with a Suspense fallback ("Loading page"), the app's providers around.
 */
export async function renderRoutes(routes: RouteObject[], options: RoutesOptions) {
  const { path, layout, after, ...providerOptions } = options;
  const { store, i18n, queryClient, Providers } = await appProviders(providerOptions);
  const router = createMemoryRouter(
    [
      {
        element: (
          <main>
            {layout}
            <Suspense fallback={<p>Loading page</p>}>
              <Outlet />
            </Suspense>
            {after}
          </main>
        ),
        children: routes,
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { store, i18n, queryClient, router, ...view };
}

/** Where the router is (path and query), for assertions on links and redirects: see currentLocation(). */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <div data-testid="location" hidden>
      {`${pathname}${search}`}
    </div>
  );
}

export const currentLocation = () => screen.getByTestId('location').textContent;
