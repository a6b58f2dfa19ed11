import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useActiveOrder } from '../api/get-order.ts';
import { ORDER_POLL_MS } from '../order-status.ts';
import { order, ORDER_ID } from '../../../test/ordering/ordering-fixtures.ts';
import { callsTo, renderOrdering, resetOrderingTest } from '../../../test/ordering/render-ordering.tsx';
import { ActiveOrderPanel } from './active-order-panel.tsx';

afterEach(() => {
  resetOrderingTest();
});

const ACTIVE = '/api/users/me/orders/active';

/** What the app's dashboard does with the two: the panel while an order is in progress. */
function Dashboard() {
  const active = useActiveOrder();
  return active.data ? <ActiveOrderPanel order={active.data} /> : <p>No order in progress</p>;
}

const renderDashboard = (state: Parameters<typeof renderOrdering>[0]['state']) =>
  renderOrdering({ path: '/dashboard', routes: [{ path: '/dashboard', element: <Dashboard /> }], state });

describe('the active order on the dashboard', () => {
  it('shows the progress placed → … → delivered with the current step, and a link to follow it', async () => {
    await renderDashboard({ active: order('ready') });
    const panel = await screen.findByRole('region', { name: 'Order #1042' });
    expect(within(panel).getByText('Your food is ready and waiting for the courier')).toBeInTheDocument();
    const steps = within(panel).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('.timeline-name')?.textContent)).toEqual([
      'Placed',
      'Accepted',
      'Preparing',
      'Ready',
      'Out for delivery',
      'Delivered',
    ]);
    expect(within(panel).getByRole('listitem', { current: 'step' })).toHaveTextContent('Ready');
    expect(within(panel).getByRole('link', { name: 'Track order' })).toHaveAttribute('href', `/orders/${ORDER_ID}`);
  });

  it('a cancelled order is shown as cancelled', async () => {
    await renderDashboard({ active: order('cancelled', {}, 'placed') });
    const panel = await screen.findByRole('region', { name: 'Order #1042' });
    expect(within(panel).getByText('This order was cancelled')).toBeInTheDocument();
    expect(within(panel).getByRole('listitem', { current: 'step' })).toHaveTextContent('Cancelled');
  });

  it('is asked about every 10 s while in progress, and no more once delivered', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { state, requests } = await renderDashboard({ active: order('preparing') });
    await screen.findByText('Your food is being prepared');
    state.active = order('delivered');
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS));
    expect(await screen.findByText('Delivered. Enjoy your meal!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS * 3));
    expect(callsTo(requests, 'GET', ACTIVE)).toHaveLength(2);
  });

  it('nothing in progress (204): nothing shown, nothing polled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = await renderDashboard({ active: null });
    expect(await screen.findByText('No order in progress')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS * 3));
    expect(callsTo(requests, 'GET', ACTIVE)).toHaveLength(1);
  });
});
