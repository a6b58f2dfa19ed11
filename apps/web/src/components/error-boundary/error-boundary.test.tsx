import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { openDashboard, reloadPage } from './page-reload.ts';

vi.mock('./page-reload.ts', () => ({ reloadPage: vi.fn(), openDashboard: vi.fn() }));

function Broken(): never {
  throw new Error('render failed');
}

describe('ErrorBoundary', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    consoleError.mockRestore();
    vi.mocked(reloadPage).mockClear();
    vi.mocked(openDashboard).mockClear();
  });

  it('renders its children while nothing fails', async () => {
    await renderWithProviders(
      <ErrorBoundary>
        <p>All good</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
  });

  it('catches a throwing child and offers Reload and Dashboard', async () => {
    await renderWithProviders(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Something went wrong.' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      'Render error',
      expect.objectContaining({ message: 'render failed' }),
      expect.any(String),
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Dashboard' }));
    expect(openDashboard).toHaveBeenCalledOnce();
  });

  it('uses the Dashboard handler it is given', async () => {
    const onDashboard = vi.fn();
    await renderWithProviders(
      <ErrorBoundary onDashboard={onDashboard}>
        <Broken />
      </ErrorBoundary>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dashboard' }));
    expect(onDashboard).toHaveBeenCalledOnce();
    expect(openDashboard).not.toHaveBeenCalled();
  });

  it('still shows the message in English when no translations are available', () => {
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Something went wrong.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
