import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderDto } from '@playeats/contracts/ordering';
import { jsonResponse, problemResponse } from '../../../test/fake-fetch.ts';
import { ORDER_POLL_MS } from '../order-status.ts';
import { order, ORDER_ID } from '../../../test/ordering/ordering-fixtures.ts';
import {
  callsTo,
  currentLocation,
  errorDialog,
  renderOrdering,
  resetOrderingTest,
  type RenderOrderingOptions,
} from '../../../test/ordering/render-ordering.tsx';
import { OrderTrackingPage } from './order-tracking-page.tsx';

afterEach(() => {
  resetOrderingTest();
});

const ORDER_PATH = `/api/users/me/orders/${ORDER_ID}`;

const renderTracking = (o: OrderDto, options: Partial<RenderOrderingOptions> = {}) =>
  renderOrdering({
    path: `/orders/${o.id}`,
    routes: [
      { path: '/orders/:orderId', element: <OrderTrackingPage /> },
      { path: '/done', element: <h1>Thank-you page</h1> },
      { path: '/cart', element: <h1>Cart page</h1> },
    ],
    ...options,
    state: { orders: { [o.id]: o }, ...options.state },
  });

const steps = (label = 'Order progress') =>
  within(screen.getByRole('list', { name: label }))
    .getAllByRole('listitem')
    .map(
      (li) =>
        `${li.querySelector('.timeline-name')?.textContent}${li.getAttribute('aria-current') ? ' (current)' : ''}`,
    );

describe('/orders/:orderId', () => {
  it('shows where the order is on the timeline, with the receipt', async () => {
    await renderTracking(order('preparing'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #1042' })).toBeInTheDocument();
    expect(screen.getByText('Your food is being prepared')).toBeInTheDocument();
    expect(steps()).toEqual(['Placed', 'Accepted', 'Preparing (current)', 'Ready', 'Out for delivery', 'Delivered']);
    const current = screen.getByRole('listitem', { current: 'step' });
    expect(current).toHaveTextContent('in progress');
    expect(screen.getByText(/Expected around/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress of order #1042' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Step 3 of 6: Preparing')).toBeInTheDocument();
    expect(screen.getByText('Total · Visa ending in 4242')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery address' })).toBeInTheDocument();
    // Accepted already: no cancelling here any more.
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('a cancelled order says so clearly: where it stopped, who cancelled and why', async () => {
    await renderTracking(order('cancelled', {}, 'accepted'));
    expect(await screen.findByText('This order was cancelled')).toBeInTheDocument();
    expect(steps()).toEqual(['Placed', 'Accepted', 'Cancelled (current)']);
    expect(screen.getByText(/The restaurant cancelled this order\. Reason: Out of dough/)).toBeInTheDocument();
    expect(screen.queryByText(/Expected around/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Order again' })).toBeInTheDocument();
  });

  it('cancels, with a reason, before the restaurant accepts', async () => {
    const { user, requests } = await renderTracking(order('placed'), {
      handler: (request, url, state) => {
        if (request.method === 'POST' && url.pathname === `${ORDER_PATH}/cancel`) {
          const cancelled = order('cancelled', { cancelledBy: 'user', cancelReason: 'Wrong address' });
          state.orders[ORDER_ID] = cancelled;
          return jsonResponse(200, cancelled);
        }
        return undefined;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    // "Keep it" is focused first: Enter does not cancel by accident.
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Wrong address');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(await screen.findByText('This order was cancelled')).toBeInTheDocument();
    expect(callsTo(requests, 'POST', `${ORDER_PATH}/cancel`)[0]!.body).toEqual({ reason: 'Wrong address' });
    expect(screen.getByText(/You cancelled this order\. Reason: Wrong address/)).toBeInTheDocument();
  });

  it('a refused cancellation reaches the error dialog and the order is reloaded', async () => {
    const { user, requests } = await renderTracking(order('placed'), {
      handler: (request, url, state) => {
        if (request.method === 'POST' && url.pathname === `${ORDER_PATH}/cancel`) {
          state.orders[ORDER_ID] = order('accepted');
          return problemResponse(409, 'OrderNotCancellableException');
        }
        return undefined;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', {
        name: 'Cancel the order',
      }),
    );
    expect(await errorDialog()).toHaveTextContent('The restaurant has already accepted this order');
    expect(await screen.findByText('The restaurant accepted your order')).toBeInTheDocument();
    expect(callsTo(requests, 'GET', ORDER_PATH).length).toBeGreaterThanOrEqual(2);
  });

  it('moves by itself every 10 s, and a delivery seen here leads to the thank-you page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { state, requests } = await renderTracking(order('preparing'));
    expect(await screen.findByText('Your food is being prepared')).toBeInTheDocument();
    state.orders[ORDER_ID] = order('out_for_delivery');
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS));
    expect(await screen.findByText('Your food is on its way')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '83');
    state.orders[ORDER_ID] = order('delivered');
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS));
    await waitFor(() => expect(currentLocation()).toBe(`/done?order=${ORDER_ID}`));
    const asked = callsTo(requests, 'GET', ORDER_PATH).length;
    expect(asked).toBe(3);
  });

  it('a delivered order stops being asked about, and can be ordered again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests, user } = await renderTracking(order('delivered'));
    expect(await screen.findByText('Delivered. Enjoy your meal!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS * 3));
    expect(callsTo(requests, 'GET', ORDER_PATH)).toHaveLength(1);
    // Opening a delivered order does not jump to the thank-you page.
    expect(currentLocation()).toBe(`/orders/${ORDER_ID}`);
    vi.useRealTimers();
    await user.click(screen.getByRole('button', { name: 'Order again' }));
    await waitFor(() => expect(currentLocation()).toBe('/cart'));
    expect(callsTo(requests, 'POST', `${ORDER_PATH}/reorder`)).toHaveLength(1);
  });

  it('an unknown order says so', async () => {
    await renderOrdering({
      path: '/orders/nope',
      routes: [{ path: '/orders/:orderId', element: <OrderTrackingPage /> }],
    });
    expect(await screen.findByText("We couldn't find this order.")).toBeInTheDocument();
  });

  it('in French', async () => {
    await renderTracking(order('out_for_delivery'), { lng: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Commande nº 1042' })).toBeInTheDocument();
    expect(screen.getByText('Votre repas est en route')).toBeInTheDocument();
    expect(steps('Suivi de la commande')).toContain('En livraison (current)');
  });
});
