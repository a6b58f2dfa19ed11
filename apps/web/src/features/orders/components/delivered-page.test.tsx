import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { order, ORDER_ID } from '../../../test/ordering/ordering-fixtures.ts';
import {
  callsTo,
  currentLocation,
  renderOrdering,
  resetOrderingTest,
} from '../../../test/ordering/render-ordering.tsx';
import { DeliveredPage } from './delivered-page.tsx';

afterEach(() => {
  resetOrderingTest();
});

const renderDone = (path: string) =>
  renderOrdering({
    path,
    routes: [
      { path: '/done', element: <DeliveredPage /> },
      { path: '/cart', element: <h1>Cart page</h1> },
    ],
    state: { orders: { [ORDER_ID]: order('delivered') } },
  });

describe('/done', () => {
  it('thanks the user for the delivered order, with what it saved, and offers to order it again', async () => {
    const { user, requests } = await renderDone(`/done?order=${ORDER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Enjoy your meal!' })).toBeInTheDocument();
    expect(await screen.findByText(/Order #1042 from Pizza Palace was delivered at/)).toBeInTheDocument();
    expect(screen.getByText('You saved $5.00 on this order.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Order again' }));
    await waitFor(() => expect(currentLocation()).toBe('/cart'));
    expect(callsTo(requests, 'POST', `/api/users/me/orders/${ORDER_ID}/reorder`)).toHaveLength(1);
  });

  it('without an order, a plain thank-you', async () => {
    const { requests } = await renderDone('/done');
    expect(await screen.findByText('Thanks for ordering with PlayEats. Good game!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(requests).toHaveLength(0);
  });
});
