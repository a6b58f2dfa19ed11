import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PutCartRequest } from '@playeats/contracts/ordering';
import { cart, OTHER_RESTAURANT_ID, PIZZA_ID, SODA_ID } from '../../../test/ordering/ordering-fixtures.ts';
import {
  callsTo,
  currentLocation,
  renderOrdering,
  resetOrderingTest,
  type RenderOrderingOptions,
} from '../../../test/ordering/render-ordering.tsx';
import { OrderMealButton, type MealToOrder } from './order-meal-button.tsx';

afterEach(() => {
  resetOrderingTest();
});

const CART = '/api/users/me/cart';
const meal: MealToOrder = {
  name: 'Raid lunch',
  restaurantId: OTHER_RESTAURANT_ID,
  lines: [
    { itemId: PIZZA_ID, quantity: 1, optionIds: [] },
    { itemId: SODA_ID, quantity: 2, optionIds: [] },
  ],
};

const renderButton = (state: RenderOrderingOptions['state']) =>
  renderOrdering({
    path: '/dashboard',
    routes: [
      { path: '/dashboard', element: <OrderMealButton meal={meal} /> },
      { path: '/checkout', element: <h1>Checkout page</h1> },
    ],
    state,
  });

describe('OrderMealButton ("Order this meal")', () => {
  it('fills an empty cart with the meal’s lines and opens the checkout, in one click', async () => {
    const { requests, user } = await renderButton({ cart: null });
    await user.click(screen.getByRole('button', { name: 'Order this meal: Raid lunch' }));
    await screen.findByRole('heading', { name: 'Checkout page' });
    expect(currentLocation()).toBe('/checkout');
    const puts = callsTo(requests, 'PUT', CART);
    expect(puts.map((p) => p.body as PutCartRequest)).toEqual([
      { restaurantId: OTHER_RESTAURANT_ID, lines: meal.lines },
    ]);
  });

  it('asks before replacing a cart that holds something, then saves over its version', async () => {
    const { requests, user } = await renderButton({ cart: cart({ version: 7 }) });
    await user.click(screen.getByRole('button', { name: 'Order this meal: Raid lunch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace your cart?' });
    expect(dialog).toHaveTextContent('Your cart holds 3 items from Pizza Palace. Replace them with Raid lunch?');
    // Keeping the cart sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(callsTo(requests, 'PUT', CART)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Order this meal: Raid lunch' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Replace your cart?' })).getByRole('button', {
        name: 'Replace and check out',
      }),
    );
    await screen.findByRole('heading', { name: 'Checkout page' });
    await waitFor(() => expect(callsTo(requests, 'PUT', CART)).toHaveLength(1));
    expect(callsTo(requests, 'PUT', CART)[0]!.body).toEqual({
      restaurantId: OTHER_RESTAURANT_ID,
      lines: meal.lines,
      version: 7,
    });
  });
});
