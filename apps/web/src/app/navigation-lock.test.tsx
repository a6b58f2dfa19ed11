import { screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckoutPage } from '../features/cart/components/checkout-page.tsx';
import { jsonResponse } from '../test/fake-fetch.ts';
import { homeAddress, order, visa } from '../test/ordering/ordering-fixtures.ts';
import { currentLocation, renderOrdering, resetOrderingTest } from '../test/ordering/render-ordering.tsx';
import { NavigationLock } from './navigation-lock.tsx';

afterEach(() => {
  resetOrderingTest();
});

describe('meals.navigationIsDisabled while an order is being placed (spec section 3)', () => {
  it('holds the links until the order is placed, then the checkout moves on to /confirmation', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user, store } = await renderOrdering({
      path: '/checkout',
      routes: [
        { path: '/checkout', element: <CheckoutPage onPlaced={() => undefined} /> },
        { path: '/confirmation', element: <h1>Confirmation page</h1> },
      ],
      state: { addresses: [homeAddress()], cards: [visa()] },
      handler: (request, url) =>
        request.method === 'POST' && url.pathname === '/api/users/me/orders'
          ? new Promise<Response>((resolve) => (answer = resolve))
          : undefined,
      layout: (
        <>
          <NavigationLock />
          <nav>
            <Link to="/orders">Orders</Link>
          </nav>
        </>
      ),
    });
    const summary = await screen.findByRole('region', { name: 'Your order' }, { timeout: 3000 });
    const place = await within(summary).findByRole('button', { name: /^Place order · / }, { timeout: 3000 });

    expect(store.getState().meals.navigationIsDisabled).toBe(false);
    await user.click(place);
    await waitFor(() => expect(store.getState().meals.navigationIsDisabled).toBe(true));
    expect(document.documentElement).toHaveClass('navigation-disabled');
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(currentLocation()).toBe('/checkout');

    answer(jsonResponse(201, order('placed')));
    expect(await screen.findByRole('heading', { name: 'Confirmation page' })).toBeInTheDocument();
    await waitFor(() => expect(store.getState().meals.navigationIsDisabled).toBe(false));
    expect(document.documentElement).not.toHaveClass('navigation-disabled');
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(currentLocation()).toBe('/orders');
  });
});
