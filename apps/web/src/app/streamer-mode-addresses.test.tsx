import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setStreamerMode } from '../hooks/streamer-mode.ts';
import { AddressesPage } from '../features/account/components/addresses-page.tsx';
import { CheckoutPage } from '../features/cart/components/checkout-page.tsx';
import { OrderTrackingPage } from '../features/orders/components/order-tracking-page.tsx';
import { homeAddress, mastercard, order, visa, workAddress } from '../test/ordering/ordering-fixtures.ts';
import { renderOrdering, resetOrderingTest } from '../test/ordering/render-ordering.tsx';

// The pages that show a delivery address, under streamer mode: the street and city lines
// masked (spec section 5: each character an asterisk), the name given to it and the country kept.

afterEach(() => {
  resetOrderingTest();
  setStreamerMode(false);
});

const stars = (text: string) => '*'.repeat(text.length);
const HOME_STREET = '350 5th Ave, Apt 12';
const HOME_CITY = 'New York, NY 10118';

const state = { addresses: [homeAddress(), workAddress()], cards: [visa(), mastercard()] };

function expectHomeMasked(within_: ReturnType<typeof within>) {
  expect(within_.queryByText(HOME_STREET)).not.toBeInTheDocument();
  expect(within_.queryByText(HOME_CITY)).not.toBeInTheDocument();
  expect(within_.getByText(stars(HOME_STREET))).toHaveAttribute('aria-hidden', 'true');
  expect(within_.getByText(stars(HOME_CITY))).toBeInTheDocument();
  expect(within_.getByText('USA')).toBeInTheDocument();
}

describe('streamer mode on the addresses', () => {
  it('the address book masks each address and its note for the courier; one click shows one address', async () => {
    setStreamerMode(true);
    const { user } = await renderOrdering({
      path: '/addresses',
      routes: [{ path: '/addresses', element: <AddressesPage /> }],
      state,
    });
    const home = within(await screen.findByRole('article', { name: /Home/ }));
    expectHomeMasked(home);
    expect(home.queryByText(/Buzz 12/)).not.toBeInTheDocument();
    expect(home.getByText(`For the courier: ${stars('Buzz 12')}`)).toBeInTheDocument();
    await user.click(home.getByRole('button', { name: 'Show Home' }));
    expect(home.getByText(HOME_STREET)).toBeInTheDocument();
    expect(home.getByRole('button', { name: 'Hide Home' })).toBeInTheDocument();
    // The other address stays masked.
    const work = within(screen.getByRole('article', { name: /Work/ }));
    expect(work.queryByText('1000 Rue De La Gauchetière')).not.toBeInTheDocument();
  });

  it('the checkout masks the addresses to choose from', async () => {
    setStreamerMode(true);
    await renderOrdering({
      path: '/checkout',
      routes: [{ path: '/checkout', element: <CheckoutPage onPlaced={() => {}} /> }],
      state,
    });
    const home = await screen.findByRole('radio', { name: /Home/ });
    expect(home).toBeChecked();
    expectHomeMasked(within(home.closest('label')!));
  });

  it('the order page masks where the order goes, and shows it at one click', async () => {
    setStreamerMode(true);
    const placed = order('preparing');
    const { user } = await renderOrdering({
      path: `/orders/${placed.id}`,
      routes: [{ path: '/orders/:orderId', element: <OrderTrackingPage /> }],
      state: { orders: { [placed.id]: placed } },
    });
    const deliverTo = within(await screen.findByRole('region', { name: 'Delivery address' }));
    expectHomeMasked(deliverTo);
    expect(deliverTo.queryByText(/Buzz 12/)).not.toBeInTheDocument();
    await user.click(deliverTo.getByRole('button', { name: 'Show Home' }));
    expect(deliverTo.getByText(HOME_STREET)).toBeInTheDocument();
  });

  it('off, the addresses show as they are', async () => {
    await renderOrdering({
      path: '/addresses',
      routes: [{ path: '/addresses', element: <AddressesPage /> }],
      state,
    });
    const home = within(await screen.findByRole('article', { name: /Home/ }));
    expect(home.getByText(HOME_STREET)).toBeInTheDocument();
    expect(home.queryByRole('button', { name: 'Show Home' })).not.toBeInTheDocument();
  });
});
