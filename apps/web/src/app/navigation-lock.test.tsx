import { screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutPage } from '../features/cart/components/checkout-page.tsx';
import { PLACE_ORDER_TIMEOUT_MS } from '../features/cart/api/place-order.ts';
import { jsonResponse, type RecordedRequest } from '../test/fake-fetch.ts';
import { homeAddress, order, visa } from '../test/ordering/ordering-fixtures.ts';
import { currentLocation, renderOrdering, resetOrderingTest } from '../test/ordering/render-ordering.tsx';
import { NavigationLock } from './navigation-lock.tsx';

afterEach(() => {
  resetOrderingTest();
  vi.restoreAllMocks();
});

const isPlacement = (request: RecordedRequest, url: URL) =>
  request.method === 'POST' && url.pathname === '/api/users/me/orders';

/** The checkout under the lock; each placement waits for the test to answer it. */
async function renderCheckout() {
  const answers: ((response: Response) => void)[] = [];
  const view = await renderOrdering({
    path: '/checkout',
    routes: [
      { path: '/checkout', element: <CheckoutPage onPlaced={() => undefined} /> },
      { path: '/confirmation', element: <h1>Confirmation page</h1> },
    ],
    state: { addresses: [homeAddress()], cards: [visa()] },
    handler: (request, url) =>
      isPlacement(request, url) ? new Promise<Response>((resolve) => answers.push(resolve)) : undefined,
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
  const placements = () => view.requests.filter((r) => isPlacement(r, new URL(r.url, 'http://localhost')));
  return { ...view, place, answers, placements };
}

describe('meals.navigationIsDisabled while an order is being placed (spec section 3)', () => {
  it('holds the links until the order is placed, then the checkout moves on to /confirmation', async () => {
    const { user, store, place, answers } = await renderCheckout();
    expect(store.getState().meals.navigationIsDisabled).toBe(false);
    await user.click(place);
    await waitFor(() => expect(store.getState().meals.navigationIsDisabled).toBe(true));
    expect(document.documentElement).toHaveClass('navigation-disabled');
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(currentLocation()).toBe('/checkout');

    answers[0]!(jsonResponse(201, order('placed')));
    expect(await screen.findByRole('heading', { name: 'Confirmation page' })).toBeInTheDocument();
    await waitFor(() => expect(store.getState().meals.navigationIsDisabled).toBe(false));
    expect(document.documentElement).not.toHaveClass('navigation-disabled');
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(currentLocation()).toBe('/orders');
  });

  it('gives up on a placement that hangs: the lock is released, and trying again reuses the key', async () => {
    // The placement's time limit, fired by the test instead of the clock; and no
    // AbortSignal.timeout, as in iOS before 16 (the apps' oldest target).
    vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => {
      throw new TypeError('AbortSignal.timeout is not a function');
    });
    const limits: number[] = [];
    let timeUp: (() => void) | undefined;
    const realSetTimeout = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((callback: () => void, ms?: number) => {
      if (ms !== PLACE_ORDER_TIMEOUT_MS) return realSetTimeout(callback, ms);
      limits.push(ms);
      timeUp = callback;
      return 0 as unknown as ReturnType<typeof setTimeout>;
    }) as typeof setTimeout);
    const { user, store, place, placements } = await renderCheckout();
    await user.click(place);
    await waitFor(() => expect(store.getState().meals.navigationIsDisabled).toBe(true));
    expect(limits).toContain(PLACE_ORDER_TIMEOUT_MS);

    timeUp!();
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      "We haven't heard back about your order yet. Please try again: the same order is never placed or charged twice.",
    );
    expect(store.getState().meals.navigationIsDisabled).toBe(false);
    expect(document.documentElement).not.toHaveClass('navigation-disabled');
    await user.click(screen.getByRole('button', { name: 'Okay' }));

    await user.click(place);
    await waitFor(() => expect(placements()).toHaveLength(2));
    const [first, second] = placements();
    expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
  });

  it('is released when the lock itself goes away mid-placement', async () => {
    const { user, store, place, unmount } = await renderCheckout();
    await user.click(place);
    await waitFor(() => expect(store.getState().meals.navigationIsDisabled).toBe(true));
    unmount();
    expect(store.getState().meals.navigationIsDisabled).toBe(false);
    expect(document.documentElement).not.toHaveClass('navigation-disabled');
  });
});
