import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { problemResponse } from '../../../test/fake-fetch.ts';
import {
  cart,
  linePictures,
  menuWithSodaPhoto,
  RESTAURANT_ID,
  SODA_PHOTO,
  sodaLine,
} from '../../../test/ordering/ordering-fixtures.ts';
import {
  callsTo,
  currentLocation,
  errorDialog,
  renderOrdering,
  resetOrderingTest,
  type RenderOrderingOptions,
} from '../../../test/ordering/render-ordering.tsx';
import { CartPage } from './cart-page.tsx';

afterEach(() => {
  resetOrderingTest();
});

const renderCart = (options: Partial<RenderOrderingOptions> = {}) =>
  renderOrdering({ path: '/cart', routes: [{ path: '/cart', element: <CartPage /> }], ...options });

const CART = '/api/users/me/cart';

describe('/cart', () => {
  it('in the cart: the photo when the menu has one, else the illustration of its kind; decorative', async () => {
    await renderCart({ state: { cart: cart() }, handler: menuWithSodaPhoto });
    await waitFor(() =>
      expect(linePictures('.cart-line')).toEqual([
        ['Margherita', '/illustrations/pizza.svg', ''],
        ['Lemon soda', SODA_PHOTO, ''],
      ]),
    );
  });

  it('shows every line with its options, price and quantity, and the subtotal', async () => {
    await renderCart();
    expect(await screen.findByRole('heading', { level: 2, name: 'Pizza Palace' })).toBeInTheDocument();
    expect(screen.getByText('Margherita')).toBeInTheDocument();
    expect(screen.getByText('Large')).toBeInTheDocument();
    expect(screen.getByText('$14.50 each')).toBeInTheDocument();
    expect(screen.getByText('$29.00')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Margherita' })).toHaveValue(2);
    expect(screen.getByText('Subtotal (3 items)')).toBeInTheDocument();
    expect(screen.getByText('$31.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByRole('link', { name: 'Add more dishes' })).toHaveAttribute('href', `/nearby/${RESTAURANT_ID}`);
  });

  it('a quantity change is saved with the version last read, and the next one with the new version', async () => {
    const { user, requests, state } = await renderCart();
    const more = await screen.findByRole('button', { name: 'Add one Lemon soda' });
    await user.click(more);
    await user.click(more);
    await waitFor(() => expect(callsTo(requests, 'PUT', CART)).toHaveLength(2));
    const [first, second] = callsTo(requests, 'PUT', CART).map(
      (r) => r.body as { version: number; lines: { quantity: number }[] },
    );
    expect(first).toMatchObject({ restaurantId: RESTAURANT_ID, version: 3 });
    expect(first!.lines[1]!.quantity).toBe(2);
    expect(second).toMatchObject({ version: 4 });
    expect(second!.lines[1]!.quantity).toBe(3);
    await waitFor(() => expect(state.cart?.version).toBe(5));
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Lemon soda' })).toHaveValue(3);
    expect(screen.getByText('$36.50')).toBeInTheDocument();
  });

  it('removing a line saves the rest; removing the last one empties the cart', async () => {
    const { user, requests } = await renderCart({ state: { cart: cart({ lines: [sodaLine()] }) } });
    await user.click(await screen.findByRole('button', { name: 'Remove Lemon soda from the cart' }));
    await waitFor(() => expect(callsTo(requests, 'DELETE', CART)).toHaveLength(1));
    expect(await screen.findByText(/Your cart is empty/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find restaurants' })).toHaveAttribute('href', '/nearby');
  });

  it('a conflicting save (409) reaches the error dialog, then the cart is reloaded', async () => {
    const { user, requests, state } = await renderCart({
      handler: (request, _url, s) => {
        if (request.method === 'PUT') {
          // Another device saved meanwhile.
          s.cart = cart({ version: 9, lines: [sodaLine(5)] });
          return problemResponse(409, 'ConflictException');
        }
        return undefined;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add one Margherita' }));
    const dialog = await errorDialog();
    expect(dialog).toHaveTextContent('This was changed somewhere else in the meantime. Please refresh and try again.');
    await waitFor(() => expect(callsTo(requests, 'GET', CART)).toHaveLength(2));
    expect(state.cart?.version).toBe(9);
    expect(await screen.findByRole('spinbutton', { name: 'Quantity of Lemon soda' })).toHaveValue(5);
    expect(screen.queryByText('Margherita')).not.toBeInTheDocument();
  });

  it('a plain 409 without problem details is the conflicting-save message', async () => {
    const { user } = await renderCart({
      handler: (request) => (request.method === 'PUT' ? new Response('', { status: 409 }) : undefined),
    });
    await user.click(await screen.findByRole('button', { name: 'Add one Margherita' }));
    expect(await errorDialog()).toHaveTextContent('This was changed somewhere else while you were editing.');
  });

  it('warns below the restaurant minimum', async () => {
    await renderCart({ state: { cart: cart({ lines: [sodaLine()], minimumOrderCents: 1500 }) } });
    expect(
      await screen.findByText("This restaurant's minimum order is $15.00. Add $12.50 more to order."),
    ).toBeInTheDocument();
  });

  it('empties the cart after confirmation', async () => {
    const { user, requests } = await renderCart();
    await user.click(await screen.findByRole('button', { name: 'Empty the cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Empty your cart?' });
    expect(within(dialog).getByText('Everything from Pizza Palace will be removed.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Empty the cart' }));
    await waitFor(() => expect(callsTo(requests, 'DELETE', CART)).toHaveLength(1));
    expect(await screen.findByText(/Your cart is empty/)).toBeInTheDocument();
    expect(currentLocation()).toBe('/cart');
  });

  it('in French', async () => {
    await renderCart({ lng: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre panier' })).toBeInTheDocument();
    expect(await screen.findByText('Sous-total (3 articles)')).toBeInTheDocument();
    expect(screen.getByText('31,50 $ US')).toBeInTheDocument();
  });
});
