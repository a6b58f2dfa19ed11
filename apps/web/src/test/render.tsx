import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createAppStore, type RootState } from '../app/store.ts';
import { ErrorDialogProvider } from '../components/error-dialog/error-dialog-provider.tsx';
import { errorDialogModule } from '../components/error-dialog/error-dialog-module.ts';
import { createTestI18n } from './i18n.ts';

export interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  lng?: 'en' | 'fr';
  route?: string;
  preloadedState?: Partial<RootState>;
}

/** Renders with the app's providers: a fresh store, real locale texts, a memory router. */
export async function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  await errorDialogModule.load(); // the app loads it when idle after the first paint
  const { lng = 'en', route = '/', preloadedState, ...rest } = options;
  const store = createAppStore(preloadedState, { persist: false });
  const i18n = await createTestI18n(lng);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <ErrorDialogProvider storeMaintenanceMode={store.getState().auth.env?.storeMaintenanceMode ?? false}>
            <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          </ErrorDialogProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </Provider>
  );
  return { store, i18n, queryClient, ...render(ui, { wrapper, ...rest }) };
}
