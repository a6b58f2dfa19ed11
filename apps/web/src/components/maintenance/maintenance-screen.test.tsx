import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render.tsx';
import { MaintenanceScreen } from './maintenance-screen.tsx';

describe('MaintenanceScreen', () => {
  it('is a full page of its own with logo, title, explanation and a check-again button', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    await renderWithProviders(<MaintenanceScreen onRetry={onRetry} />);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: "We'll be right back" })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'PlayEats' })).toHaveAttribute('src', '/logo.svg');
    expect(screen.getByText(/your bucks and your orders are safe/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('speaks French', async () => {
    await renderWithProviders(<MaintenanceScreen onRetry={vi.fn()} />, { lng: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Nous revenons bientôt' })).toBeInTheDocument();
    expect(screen.getByText(/vos bucks et vos commandes sont en sécurité/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vérifier de nouveau' })).toBeInTheDocument();
  });

  it('ignores presses while a check runs and says so', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    await renderWithProviders(<MaintenanceScreen onRetry={onRetry} checking />);
    const button = screen.getByRole('button', { name: 'Check again' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onRetry).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Checking…');
  });
});
