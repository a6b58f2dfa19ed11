import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AddressDto } from '@playeats/contracts/addresses';
import type { CheckoutOptions } from '@playeats/contracts/ordering';
import { formatCents } from '@playeats/domain/money';
import { jsonResponse, problemResponse } from '../../../test/fake-fetch.ts';
import { BALANCES, cart, HOME_ID, homeAddress, quoteFor, visa } from '../../../test/ordering/ordering-fixtures.ts';
import {
  callsTo,
  errorDialog,
  renderOrdering,
  resetOrderingTest,
  type TestHandler,
} from '../../../test/ordering/render-ordering.tsx';
import { CheckoutPage } from './checkout-page.tsx';

afterEach(() => {
  resetOrderingTest();
});

const HOME_PATH = `/api/users/me/addresses/${HOME_ID}`;
const TOTAL = quoteFor(cart(), {
  addressId: HOME_ID,
  tipCents: Math.round(cart().subtotalCents * 0.15),
  bucks: 0,
  promoCents: BALANCES.promoCents,
} satisfies CheckoutOptions).totalCents;
const placeName = `Place order · ${formatCents(TOTAL, 'en')}`;

/** PATCH of the address: saved with the pin, as the server answers it. */
const pinServer =
  (place: () => Response | undefined = () => undefined): TestHandler =>
  (request, url, state) => {
    if (request.method === 'PATCH' && url.pathname === HOME_PATH) {
      const { position } = request.body as { position: { lat: number; lng: number } };
      const saved: AddressDto = { ...state.addresses[0]!, ...position, precision: 'pin' };
      state.addresses = [saved];
      return jsonResponse(200, saved);
    }
    if (request.method === 'POST' && url.pathname === '/api/users/me/orders') return place();
    return undefined;
  };

const renderCheckout = (address: AddressDto, handler: TestHandler) =>
  renderOrdering({
    path: '/checkout',
    routes: [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/confirmation', element: <h1>Confirmation page</h1> },
    ],
    handler,
    state: { addresses: [address], cards: [visa()] },
  });

describe('Checkout: an address known only to its city', () => {
  it('asks to confirm where the door is before Place order is enabled, then saves the pin', async () => {
    const city = homeAddress({ precision: 'city', lat: 40.7128, lng: -74.006 });
    const { requests } = await renderCheckout(city, pinServer());
    const confirm = await screen.findByRole('region', { name: 'Confirm where your door is' });
    const summary = await screen.findByRole('region', { name: 'Your order' });
    expect(await within(summary).findByRole('button', { name: placeName }, { timeout: 3000 })).toBeDisabled();
    expect(within(summary).getByText(/^Confirm where your door is \(under “Deliver to”\)/)).toBeInTheDocument();
    const pin = await within(confirm).findByRole('button', { name: 'Delivery pin' });
    fireEvent.keyDown(pin, { key: 'ArrowRight' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'This is my door' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Confirm where your door is' })).toBeNull());
    const [patch] = callsTo(requests, 'PATCH', HOME_PATH);
    const { position } = patch!.body as { position: { lat: number; lng: number } };
    expect(Object.keys(patch!.body as object)).toEqual(['position']);
    expect(position.lat).toBeCloseTo(city.lat, 3);
    expect(position.lng).toBeGreaterThan(city.lng);
    await waitFor(() => expect(within(summary).getByRole('button', { name: placeName })).toBeEnabled());
  });

  it('a street address is not asked about', async () => {
    await renderCheckout(homeAddress({ precision: 'street' }), pinServer());
    const summary = await screen.findByRole('region', { name: 'Your order' });
    await waitFor(() => expect(within(summary).getByRole('button', { name: placeName })).toBeEnabled());
    expect(screen.queryByRole('region', { name: 'Confirm where your door is' })).toBeNull();
  });

  it('a 422 AddressPinRequiredException from placing the order opens the same, with the reason said', async () => {
    const { requests } = await renderCheckout(
      homeAddress({ precision: 'postal_code' }),
      pinServer(() => problemResponse(422, 'AddressPinRequiredException')),
    );
    const summary = await screen.findByRole('region', { name: 'Your order' });
    const place = await within(summary).findByRole('button', { name: placeName }, { timeout: 3000 });
    await waitFor(() => expect(place).toBeEnabled());
    fireEvent.click(place);
    expect(await errorDialog()).toHaveTextContent(
      'We only know this address to its city. Confirm where your door is on the map, then place the order.',
    );
    const confirm = await screen.findByRole('region', { name: 'Confirm where your door is' });
    expect(within(summary).getByRole('button', { name: placeName })).toBeDisabled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'This is my door' }));
    await waitFor(() => expect(callsTo(requests, 'PATCH', HOME_PATH)).toHaveLength(1));
    await waitFor(() => expect(within(summary).getByRole('button', { name: placeName })).toBeEnabled());
  });
});
