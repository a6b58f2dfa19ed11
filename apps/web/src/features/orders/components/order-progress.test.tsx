import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { order } from '../../../test/ordering/ordering-fixtures.ts';
import { currentStep, OrderProgress, progressPercent } from './order-progress.tsx';

describe('progressPercent', () => {
  it('fills a share per step: a placed order has started, a delivered one is full', () => {
    expect(progressPercent(order('placed'))).toBe(17);
    expect(progressPercent(order('preparing'))).toBe(50);
    expect(progressPercent(order('out_for_delivery'))).toBe(83);
    expect(progressPercent(order('delivered'))).toBe(100);
    expect(currentStep(order('cancelled'))).toBeNull();
  });
});

describe('OrderProgress', () => {
  it('is a progress bar saying the step and the expected time', async () => {
    await renderWithProviders(<OrderProgress order={order('preparing')} headline={false} />);
    const bar = screen.getByRole('progressbar', { name: 'Progress of order #1042' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(bar.getAttribute('aria-valuetext')).toMatch(/^Step 3 of 6: Preparing\. Expected around .+\.$/);
    expect(screen.getByText('Step 3 of 6: Preparing')).toBeInTheDocument();
    expect(screen.getByText(/^Expected around/)).toBeInTheDocument();
    // The page has its own headline.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('follows the order as it moves', async () => {
    const { rerender } = await renderWithProviders(<OrderProgress order={order('accepted')} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByRole('status')).toHaveTextContent('The restaurant accepted your order');
    rerender(<OrderProgress order={order('out_for_delivery')} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '83');
    expect(screen.getByRole('status')).toHaveTextContent('Your food is on its way');
    expect(screen.getByText('Step 5 of 6: Out for delivery')).toBeInTheDocument();
  });

  it('a delivered order is full, with no time to wait for; a cancelled one has no bar', async () => {
    const { rerender } = await renderWithProviders(<OrderProgress order={order('delivered')} headline={false} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.queryByText(/Expected around/)).not.toBeInTheDocument();
    rerender(<OrderProgress order={order('cancelled')} headline={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('in French', async () => {
    await renderWithProviders(<OrderProgress order={order('ready')} headline={false} />, { lng: 'fr' });
    expect(screen.getByRole('progressbar', { name: 'Avancement de la commande no 1042' })).toBeInTheDocument();
    expect(screen.getByText('Étape 4 sur 6 : Prête')).toBeInTheDocument();
    expect(screen.getByText(/^Arrivée prévue vers/)).toBeInTheDocument();
  });
});
