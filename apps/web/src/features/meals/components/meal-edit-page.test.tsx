import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RestaurantDetailDto } from '@playeats/contracts/restaurants';
import { CLASSIC, COLA } from '../../../components/menu/menu-fixtures.ts';
import { jsonResponse } from '../../../test/fake-fetch.ts';
import {
  callsTo,
  currentLocation,
  meal,
  renderDashboard,
  resetDashboardTest,
  RESTAURANT,
  uuid,
} from '../test/render-dashboard.tsx';

afterEach(resetDashboardTest);

const MENU: RestaurantDetailDto = {
  ...RESTAURANT,
  cuisines: ['poutine'],
  imageSrcSet: null,
  rating: null,
  address: { street: '1 Main St', city: 'Montréal', region: 'QC', postalCode: 'H3B 1E7', country: 'CANADA' },
  position: { lat: 45.5, lng: -73.57 },
  currency: 'CAD',
  timeZone: 'America/Toronto',
  deliveryRadiusKm: 5,
  minimumOrderCents: 1500,
  deliveryFeeCents: 299,
  preparationMinutes: 20,
  isPartner: true,
  orderingEnabled: true,
  openNow: true,
  opensAt: null,
  closesAt: null,
  openingHours: [],
  menu: { categories: [{ id: uuid(401), name: 'Poutines', items: [CLASSIC, COLA] }] },
};

const serveMenu = (_r: unknown, url: URL) =>
  url.pathname === `/api/restaurants/${RESTAURANT.id}` ? jsonResponse(200, MENU) : undefined;

describe('MealEditPage (the meal builder on a saved meal)', () => {
  it("starts from the meal's dishes, and saves the new name and items", async () => {
    const { user, requests } = await renderDashboard(`/dashboard/meals/${uuid(2)}`, {
      meals: [meal(2, 'Raid night', true, 0)],
      handler: serveMenu,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit “Raid night”' })).toBeInTheDocument();
    const panel = within(await screen.findByRole('region', { name: 'Your meal' }));
    expect(panel.getByRole('spinbutton', { name: 'Quantity of Classic Poutine' })).toHaveValue(2);
    expect(panel.getByText('Large')).toBeInTheDocument();
    expect(panel.getByRole('textbox', { name: 'Name of the meal' })).toHaveValue('Raid night');
    // A Montréal restaurant: the menu and the meal in Canadian dollars.
    expect(screen.getByText('CA$10.49')).toHaveClass('menu-item-price');
    expect(panel.getAllByText('CA$30.98')).toHaveLength(2); // the line and the total

    await user.click(screen.getByRole('button', { name: 'Add Cola' }));
    await user.click(panel.getByRole('button', { name: 'Remove one Classic Poutine' }));
    await user.clear(panel.getByRole('textbox', { name: 'Name of the meal' }));
    await user.type(panel.getByRole('textbox', { name: 'Name of the meal' }), 'Lighter raid');
    await user.click(panel.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(currentLocation()).toBe('/dashboard'));
    expect(callsTo(requests, 'PATCH', `/api/users/me/meals/${uuid(2)}`)[0]!.body).toEqual({
      name: 'Lighter raid',
      items: [
        { itemId: uuid(101), quantity: 1, optionIds: [uuid(302)] },
        { itemId: COLA.id, quantity: 1, optionIds: [] },
      ],
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Lighter raid' })).toBeInTheDocument();
  });

  it('in French, a US restaurant’s menu and meal are in US dollars', async () => {
    const newYork: RestaurantDetailDto = {
      ...MENU,
      address: { street: '1 Broadway', city: 'New York', region: 'NY', postalCode: '10004', country: 'UNITED_STATES' },
      currency: 'USD',
    };
    await renderDashboard(`/dashboard/meals/${uuid(2)}`, {
      lng: 'fr',
      meals: [meal(2, 'Raid night', true, 0, { currency: 'USD' })],
      handler: (_r, url) =>
        url.pathname === `/api/restaurants/${RESTAURANT.id}` ? jsonResponse(200, newYork) : undefined,
    });
    const panel = within(await screen.findByRole('region', { name: 'Votre repas' }));
    const exactly = { normalizer: (text: string) => text };
    expect(screen.getByText('10,49\u00a0$\u00a0US', exactly)).toHaveClass('menu-item-price');
    expect(panel.getAllByText('30,98\u00a0$\u00a0US', exactly)).toHaveLength(2);
  });

  it('says when the meal is not there', async () => {
    await renderDashboard(`/dashboard/meals/${uuid(9)}`, {
      meals: [meal(2, 'Raid night', true, 0)],
      handler: serveMenu,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Meal not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('unknown pages under /dashboard are the error page', async () => {
    await renderDashboard('/dashboard/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
