import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../test/i18n.ts';
import { reloadPage } from './page-reload.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

vi.mock('./page-reload.ts', () => ({ reloadPage: vi.fn(), openDashboard: vi.fn() }));

function Broken(): never {
  throw new Error('render failed');
}

// renderWithProviders brings its own router; a data router cannot nest inside it.
async function renderFailingRoute(lng: 'en' | 'fr' = 'en') {
  const i18n = await createTestI18n(lng);
  const router = createMemoryRouter(
    [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          { path: '/broken', element: <Broken /> },
          { path: '/dashboard', element: <h1>Dashboard page</h1> },
        ],
      },
    ],
    { initialEntries: ['/broken'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

describe('RouteErrorBoundary', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    consoleError.mockRestore();
    vi.mocked(reloadPage).mockClear();
  });

  it('shows the spec text with Reload and Dashboard buttons, and logs the error', async () => {
    await renderFailingRoute();
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Something went wrong.' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dashboard' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Route error', expect.objectContaining({ message: 'render failed' }));
  });

  it('reloads the page', async () => {
    await renderFailingRoute();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('goes to the dashboard', async () => {
    const router = await renderFailingRoute();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('speaks French', async () => {
    await renderFailingRoute('fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Oups! Une erreur s’est produite.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tableau de bord' })).toBeInTheDocument();
  });
});
