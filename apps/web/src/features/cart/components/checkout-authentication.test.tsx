import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlaceOrderRequest } from '@playeats/contracts/ordering';
import { LOCAL_AUTHENTICATIONS_PATH } from '../../../lib/payments/local-payments.ts';
import { jsonResponse } from '../../../test/fake-fetch.ts';
import { homeAddress, order, visa } from '../../../test/ordering/ordering-fixtures.ts';
import {
  callsTo,
  currentLocation,
  errorDialog,
  renderOrdering,
  resetOrderingTest,
} from '../../../test/ordering/render-ordering.tsx';
import { CheckoutPage } from './checkout-page.tsx';

// Placing an order the bank wants the card holder for (3-D Secure), with the local
// provider's bank page: the order is placed again naming the confirmed payment.

afterEach(() => {
  resetOrderingTest();
});

const ORDERS = '/api/users/me/orders';
const SECRET = 'pi_1_secret_abc';

const problem = (status: number, name: string, extra: Record<string, unknown> = {}) =>
  jsonResponse(
    status,
    { type: `https://playeats.app/problems/${name}`, title: name, status, ...extra },
    'application/problem+json',
  );

async function placeThroughTheBank(answer: 'Confirm' | 'Refuse', second: () => Response) {
  const view = await renderOrdering({
    path: '/checkout',
    routes: [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/confirmation', element: <h1>Confirmation page</h1> },
    ],
    state: { addresses: [homeAddress()], cards: [visa()] },
    handler: (request, url) => {
      if (url.pathname === LOCAL_AUTHENTICATIONS_PATH) return jsonResponse(204);
      if (request.method !== 'POST' || url.pathname !== ORDERS) return undefined;
      if (!(request.body as PlaceOrderRequest).paymentIntentId) {
        return problem(402, 'CardAuthenticationRequiredException', { intentId: 'pi_1', clientSecret: SECRET });
      }
      return second();
    },
  });
  const summary = await screen.findByRole('region', { name: 'Your order' }, { timeout: 3000 });
  const place = await within(summary).findByRole('button', { name: /^Place order · \$/ }, { timeout: 3000 });
  await view.user.click(place);
  const bank = await screen.findByRole('dialog', { name: 'Confirm with your bank' });
  await view.user.click(within(bank).getByRole('button', { name: answer }));
  return view;
}

describe('/checkout: the bank’s check', () => {
  it('places the order again naming the confirmed payment, under a key of its own', async () => {
    const { requests } = await placeThroughTheBank('Confirm', () => jsonResponse(201, order('placed')));
    await waitFor(() => expect(currentLocation()).toBe('/confirmation'));
    expect(callsTo(requests, 'POST', LOCAL_AUTHENTICATIONS_PATH)[0]!.body).toEqual({
      clientSecret: SECRET,
      outcome: 'complete',
    });
    const [first, second] = callsTo(requests, 'POST', ORDERS);
    expect(second!.body).toEqual({ ...(first!.body as PlaceOrderRequest), paymentIntentId: 'pi_1' });
    expect(second!.headers['idempotency-key']).not.toBe(first!.headers['idempotency-key']);
  });

  it('a refused check is said in the error dialog, and the checkout stays', async () => {
    const { requests } = await placeThroughTheBank('Refuse', () =>
      problem(402, 'CardAuthenticationFailedException', { code: 'setup_intent_authentication_failure' }),
    );
    expect(await errorDialog()).toHaveTextContent("We couldn't authenticate your card with your bank.");
    expect(callsTo(requests, 'POST', LOCAL_AUTHENTICATIONS_PATH)[0]!.body).toMatchObject({ outcome: 'fail' });
    expect(callsTo(requests, 'POST', ORDERS)).toHaveLength(2);
    expect(currentLocation()).toBe('/checkout');
  });
});
