import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { problemResponse } from '../../../test/fake-fetch.ts';
import { order, orderSummary } from '../../../test/ordering/ordering-fixtures.ts';
import {
  callsTo,
  currentLocation,
  errorDialog,
  renderOrdering,
  resetOrderingTest,
  type RenderOrderingOptions,
} from '../../../test/ordering/render-ordering.tsx';
import { OrdersPage } from './orders-page.tsx';

afterEach(() => {
  resetOrderingTest();
});

const ORDERS = '/api/users/me/orders';
const history = (n: number) => Array.from({ length: n }, (_, i) => orderSummary(i));

const renderHistory = (options: Partial<RenderOrderingOptions> = {}) =>
  renderOrdering({
    path: '/orders',
    routes: [
      { path: '/orders', element: <OrdersPage /> },
      { path: '/cart', element: <h1>Cart page</h1> },
    ],
    ...options,
  });

describe('/orders', () => {
  it('shows the orders newest first, 20 at a time; "Show more" asks for the page before the last one shown', async () => {
    const all = history(45);
    const { user, requests } = await renderHistory({ state: { history: all } });
    expect(await screen.findAllByRole('article')).toHaveLength(20);
    const first = screen.getAllByRole('article')[0]!;
    expect(within(first).getByRole('link', { name: 'Order #2000 · Pizza Palace' })).toHaveAttribute(
      'href',
      `/orders/${all[0]!.id}`,
    );
    expect(within(first).getByText('Delivered')).toBeInTheDocument();
    expect(within(first).getByText(/3 items · \$40\.56/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more orders' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(40));
    await user.click(screen.getByRole('button', { name: 'Show more orders' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(45));
    expect(screen.queryByRole('button', { name: 'Show more orders' })).not.toBeInTheDocument();

    const pages = callsTo(requests, 'GET', ORDERS).map((r) => new URL(r.url, 'http://localhost').searchParams);
    expect(pages.map((p) => [p.get('before'), p.get('limit')])).toEqual([
      [null, '20'],
      [all[19]!.id, '20'],
      [all[39]!.id, '20'],
    ]);
  });

  it('shows what an order saved and when it was cancelled', async () => {
    await renderHistory({
      state: { history: [orderSummary(0, { savedCents: 500 }), orderSummary(1, { status: 'cancelled' })] },
    });
    expect(await screen.findByText(/saved \$5\.00/)).toBeInTheDocument();
    expect(within(screen.getAllByRole('article')[1]!).getByText('Cancelled')).toBeInTheDocument();
  });

  it('"Order again" fills the cart with that order and opens it', async () => {
    const past = orderSummary(0);
    const { user, requests, state } = await renderHistory({
      state: { history: [past], orders: { [past.id]: order('delivered', { id: past.id }) }, cart: null },
    });
    await user.click(await screen.findByRole('button', { name: 'Order again: order #2000 from Pizza Palace' }));
    await waitFor(() => expect(currentLocation()).toBe('/cart'));
    expect(callsTo(requests, 'POST', `${ORDERS}/${past.id}/reorder`)).toHaveLength(1);
    expect(state.cart?.lines).toHaveLength(2);
  });

  it('a reorder the server refuses (a dish gone from the menu) reaches the error dialog', async () => {
    const past = orderSummary(0);
    const { user } = await renderHistory({
      state: { history: [past] },
      handler: (request) => (request.method === 'POST' ? problemResponse(422, 'InvalidOrderItemException') : undefined),
    });
    await user.click(await screen.findByRole('button', { name: /Order again/ }));
    expect(await errorDialog()).toHaveTextContent('One of the items in your order is no longer available.');
    expect(currentLocation()).toBe('/orders');
  });

  it('says when there is no order yet', async () => {
    await renderHistory();
    expect(await screen.findByText(/You haven't ordered yet/)).toBeInTheDocument();
  });

  it('a failed load can be tried again', async () => {
    let fail = true;
    const { user } = await renderHistory({
      state: { history: history(1) },
      handler: (request, url) =>
        url.pathname === ORDERS && fail ? problemResponse(500, 'InternalServerException') : undefined,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this.");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(1);
  });
});
