import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PutCartRequest } from '@playeats/contracts/ordering';
import type { RestaurantDetailDto } from '@playeats/contracts/restaurants';
import { MenuSections } from '../../../components/menu/menu-sections.tsx';
import {
  cart,
  LARGE_ID,
  OTHER_RESTAURANT_ID,
  PIZZA_ID,
  RESTAURANT_ID,
  restaurantDetail,
  SODA_ID,
} from '../../../test/ordering/ordering-fixtures.ts';
import {
  callsTo,
  renderOrdering,
  resetOrderingTest,
  type RenderOrderingOptions,
} from '../../../test/ordering/render-ordering.tsx';
import { MenuCart } from './menu-cart.tsx';

afterEach(() => {
  resetOrderingTest();
});

const CART = '/api/users/me/cart';

/** A restaurant's menu wired to the cart, as the restaurant's page wires it (app/restaurant-page.tsx). */
const renderMenu = (
  options: Partial<RenderOrderingOptions> = {},
  restaurant: RestaurantDetailDto = restaurantDetail(),
) =>
  renderOrdering({
    path: '/menu',
    routes: [
      {
        path: '/menu',
        element: (
          <MenuCart restaurant={restaurant}>
            {(addToCart) => (
              <MenuSections categories={restaurant.menu.categories} currency={restaurant.currency} onAdd={addToCart} />
            )}
          </MenuCart>
        ),
      },
    ],
    ...options,
  });

const puts = (requests: Awaited<ReturnType<typeof renderMenu>>['requests']) =>
  callsTo(requests, 'PUT', CART).map((r) => r.body as PutCartRequest);

describe('MenuCart', () => {
  it('a dish without options goes straight into a new cart', async () => {
    const { user, requests } = await renderMenu({ state: { cart: null } });
    await user.click(await screen.findByRole('button', { name: 'Add Lemon soda' }));
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(puts(requests)[0]).toEqual({
      restaurantId: RESTAURANT_ID,
      lines: [{ itemId: SODA_ID, quantity: 1, optionIds: [] }],
    });
    expect(await screen.findByRole('link', { name: 'View cart · 1 item · $2.50' })).toHaveAttribute('href', '/cart');
    expect(screen.getByText('Lemon soda added to your cart.')).toBeInTheDocument();
  });

  it('a dish with options asks for them first, then joins the cart with the version last read', async () => {
    const { user, requests } = await renderMenu();
    await user.click(await screen.findByRole('button', { name: 'Add Margherita' }));
    const dialog = await screen.findByRole('dialog', { name: 'Margherita' });
    // The dialog adds to the cart, not to a meal.
    expect(within(dialog).queryByRole('button', { name: /Add to meal/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /Large/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart · $14.50' }));
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(puts(requests)[0]).toEqual({
      restaurantId: RESTAURANT_ID,
      version: 3,
      lines: [
        { itemId: PIZZA_ID, quantity: 3, optionIds: [LARGE_ID] },
        { itemId: SODA_ID, quantity: 1, optionIds: [] },
      ],
    });
    expect(await screen.findByRole('link', { name: /View cart · 4 items/ })).toBeInTheDocument();
  });

  it('a cart from another restaurant is replaced only after the user agrees', async () => {
    const { user, requests } = await renderMenu({
      state: { cart: cart({ restaurantId: OTHER_RESTAURANT_ID, restaurantName: 'Taco Town' }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Lemon soda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a new cart?' });
    expect(dialog).toHaveTextContent('Your cart has dishes from Taco Town.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(puts(requests)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Add Lemon soda' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Start a new cart?' })).getByRole('button', {
        name: 'Start a new cart',
      }),
    );
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(puts(requests)[0]).toEqual({
      restaurantId: RESTAURANT_ID,
      version: 3,
      lines: [{ itemId: SODA_ID, quantity: 1, optionIds: [] }],
    });
  });

  // The exact strings formatCents gives (en-US / fr-CA), no-break spaces included.
  it.each([
    {
      lng: 'en',
      country: 'CANADA',
      dish: 'CA$11.50',
      large: '+ CA$3.00',
      add: 'Add to cart · CA$14.50',
    },
    {
      lng: 'fr',
      country: 'CANADA',
      dish: '11,50\u00a0$',
      large: '+ 3,00\u00a0$',
      add: 'Ajouter au panier · 14,50\u00a0$',
    },
    {
      lng: 'en',
      country: 'UNITED_STATES',
      dish: '$11.50',
      large: '+ $3.00',
      add: 'Add to cart · $14.50',
    },
    {
      lng: 'fr',
      country: 'UNITED_STATES',
      dish: '11,50\u00a0$\u00a0US',
      large: '+ 3,00\u00a0$\u00a0US',
      add: 'Ajouter au panier · 14,50\u00a0$\u00a0US',
    },
  ] as const)(
    'in $lng, a restaurant in $country shows its menu and options in its own currency',
    async ({ lng, country, dish, large, add }) => {
      const montreal = restaurantDetail({
        address: { street: '1 Rue Peel', city: 'Montréal', region: 'QC', postalCode: 'H3C 0A1', country: 'CANADA' },
        currency: 'CAD',
        timeZone: 'America/Toronto',
      });
      const { user } = await renderMenu({ lng, state: { cart: null } }, country === 'CANADA' ? montreal : undefined);
      const exactly = { normalizer: (text: string) => text };
      expect(await screen.findByText(dish, exactly)).toHaveClass('menu-item-price');
      await user.click(screen.getByRole('button', { name: lng === 'en' ? 'Add Margherita' : 'Ajouter Margherita' }));
      const dialog = await screen.findByRole('dialog', { name: 'Margherita' });
      expect(within(dialog).getByText(large, exactly)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('radio', { name: /Large/ }));
      expect(within(dialog).getByRole('button', { name: add })).toBeInTheDocument();
    },
  );

  it('in French, the dialog adds to the cart', async () => {
    const { user } = await renderMenu({ lng: 'fr' });
    await user.click(await screen.findByRole('button', { name: 'Ajouter Margherita' }));
    const dialog = await screen.findByRole('dialog', { name: 'Margherita' });
    expect(within(dialog).getByRole('button', { name: /^Ajouter au panier · 11,50\s\$\sUS$/ })).toBeInTheDocument();
  });
});
