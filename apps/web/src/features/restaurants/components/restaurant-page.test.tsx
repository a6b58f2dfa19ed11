import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeFetch, jsonResponse, problemResponse } from '../../../test/fake-fetch.ts';
import { requestRestaurantEarly } from '../../../lib/api/restaurants.ts';
import { SAVED_MEALS_QUERY_KEY } from '../../../lib/saved-meals-query-key.ts';
import { CLASSIC, COLA, detail, IN_NEW_YORK, RESTAURANT_ID, uuid } from '../test/restaurant-fixtures.ts';
import {
  callsTo,
  currentLocation,
  renderDiscovery,
  resetDiscoveryTest,
  SIGNED_IN,
  type Handler,
} from '../test/render-discovery.tsx';

afterEach(resetDiscoveryTest);

const PATH = `/nearby/${RESTAURANT_ID}`;
/** Compares the text as it is, no-break spaces included. */
const exactly = { normalizer: (text: string) => text };
const answerDetail: Handler = (_r, url) =>
  url.pathname === `/api/restaurants/${RESTAURANT_ID}` ? jsonResponse(200, detail()) : undefined;

describe('RestaurantPage', () => {
  it('shows the restaurant: address, order terms and a week of hours on its own clock', async () => {
    await renderDiscovery(PATH, { handler: answerDetail });
    expect(await screen.findByRole('heading', { level: 1, name: 'Poutinerie du Quartier' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Poutinerie du Quartier | PlayEats'));
    const address = screen.getByText(/1010 Rue Sainte-Catherine O/);
    expect(address).toHaveTextContent('Montréal, QC H3B 1E7');
    expect(address).toHaveTextContent('Canada');
    // A Montréal restaurant: Canadian dollars.
    expect(screen.getByText('CA$2.99')).toBeInTheDocument();
    expect(screen.getByText('CA$15.00')).toBeInTheDocument();
    expect(screen.getByText('about 20 minutes')).toBeInTheDocument();
    const hours = screen.getByRole('table', { name: 'Local time of the restaurant (America/Toronto)' });
    const row = (day: string) =>
      within(hours)
        .getByRole('rowheader', { name: new RegExp(day) })
        .closest('tr')!;
    expect(row('Monday')).toHaveTextContent('Closed');
    expect(row('Tuesday')).toHaveTextContent(/11:00\sAM – 10:00\sPM/);
    expect(row('Sunday')).toHaveTextContent('Open 24 hours');
    expect(screen.getByRole('heading', { level: 2, name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Classic Poutine' })).toBeInTheDocument();
  });

  it('lets visitors read the menu and invites them to sign in to save a meal', async () => {
    await renderDiscovery(PATH, { handler: answerDetail });
    await screen.findByRole('heading', { level: 1, name: 'Poutinerie du Quartier' });
    expect(screen.queryByRole('button', { name: 'Add Cola' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(PATH)}`,
    );
  });

  it.each([
    ['a visitor', {}],
    ['a signed-in user', SIGNED_IN],
  ])('offers %s to order: "Order" leads to the menu on this page, the one menu', async (_who, auth) => {
    const { user } = await renderDiscovery(PATH, { handler: answerDetail, auth });
    await screen.findByRole('heading', { level: 1, name: 'Poutinerie du Quartier' });
    const order = screen.getByRole('link', { name: 'Order' });
    expect(order).toHaveAttribute('href', '#restaurant-menu-title');
    await user.click(order);
    expect(currentLocation()).toBe(PATH);
    expect(screen.getByRole('heading', { level: 2, name: 'Menu' })).toHaveFocus();
    // No link anywhere on the page leads to another menu.
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => href.startsWith('/order'))).toEqual([]);
  });

  it('says when the restaurant pauses ordering, and still leads to its menu', async () => {
    await renderDiscovery(PATH, {
      handler: (_r, url) =>
        url.pathname === `/api/restaurants/${RESTAURANT_ID}`
          ? jsonResponse(200, detail({ orderingEnabled: false }))
          : undefined,
    });
    await screen.findByRole('heading', { level: 1, name: 'Poutinerie du Quartier' });
    expect(screen.getByText(/isn't taking orders at the moment/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order' })).toHaveAttribute('href', '#restaurant-menu-title');
  });

  it('saves a meal for a signed-in user, then leads to the dashboard with the refresh flag', async () => {
    const { user, requests, queryClient } = await renderDiscovery(PATH, {
      auth: SIGNED_IN,
      handler: (r, url) =>
        r.method === 'POST' && url.pathname === '/api/users/me/meals'
          ? jsonResponse(201, {
              id: uuid(900),
              name: 'Poutine night',
              active: true,
              index: 0,
              restaurant: { id: RESTAURANT_ID, name: 'Poutinerie du Quartier', imageUrl: null },
              currency: 'CAD',
              items: [],
              subtotalCents: 0,
              available: true,
              createdAt: '2026-11-21T12:00:00Z',
              updatedAt: '2026-11-21T12:00:00Z',
            })
          : answerDetail(r, url),
    });
    queryClient.setQueryData(SAVED_MEALS_QUERY_KEY, []);
    await user.click(await screen.findByRole('button', { name: 'Add Classic Poutine' }));
    const dialog = screen.getByRole('dialog', { name: 'Classic Poutine' });
    await user.click(within(dialog).getByRole('button', { name: /Add to meal/ }));
    expect(within(dialog).getByText('Choose at least 1 option for Size.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /Large/ }));
    expect(within(dialog).getByText('+ CA$5.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add to meal · CA$15.49' }));
    await user.click(screen.getByRole('button', { name: 'Add Cola' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of the meal' }), 'Poutine night');
    await user.click(screen.getByRole('button', { name: 'Save as a meal' }));

    expect(await screen.findByText('“Poutine night” is saved.')).toBeInTheDocument();
    expect(callsTo(requests, '/api/users/me/meals', 'POST')[0]!.body).toEqual({
      restaurantId: RESTAURANT_ID,
      name: 'Poutine night',
      active: true,
      items: [
        { itemId: CLASSIC.id, quantity: 1, optionIds: [uuid(302)] },
        { itemId: COLA.id, quantity: 1, optionIds: [] },
      ],
    });
    expect(queryClient.getQueryState(SAVED_MEALS_QUERY_KEY)?.isInvalidated).toBe(true);
    // A fresh builder for the next meal.
    expect(screen.getByText('Add dishes from the menu to build your meal.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'See it on your dashboard' }));
    expect(currentLocation()).toBe('/dashboard?refreshMeals=1');
  });

  // The exact strings formatCents gives (en-US / fr-CA), no-break spaces included.
  it.each([
    {
      lng: 'en',
      country: 'CANADA',
      fee: 'CA$2.99',
      minimum: 'CA$15.00',
      dish: 'CA$10.49',
      large: '+ CA$5.00',
      line: 'CA$15.49',
    },
    {
      lng: 'fr',
      country: 'CANADA',
      fee: '2,99\u00a0$',
      minimum: '15,00\u00a0$',
      dish: '10,49\u00a0$',
      large: '+ 5,00\u00a0$',
      line: '15,49\u00a0$',
    },
    {
      lng: 'en',
      country: 'UNITED_STATES',
      fee: '$2.99',
      minimum: '$15.00',
      dish: '$10.49',
      large: '+ $5.00',
      line: '$15.49',
    },
    {
      lng: 'fr',
      country: 'UNITED_STATES',
      fee: '2,99\u00a0$\u00a0US',
      minimum: '15,00\u00a0$\u00a0US',
      dish: '10,49\u00a0$\u00a0US',
      large: '+ 5,00\u00a0$\u00a0US',
      line: '15,49\u00a0$\u00a0US',
    },
  ] as const)(
    'in $lng, a restaurant in $country shows its terms, menu and choices in its own currency',
    async ({ lng, country, fee, minimum, dish, large, line }) => {
      const restaurant = country === 'CANADA' ? detail() : detail(IN_NEW_YORK);
      const en = lng === 'en';
      const { user } = await renderDiscovery(PATH, {
        lng,
        auth: SIGNED_IN,
        handler: (_r, url) =>
          url.pathname === `/api/restaurants/${RESTAURANT_ID}` ? jsonResponse(200, restaurant) : undefined,
      });
      await screen.findByRole('heading', { level: 1, name: restaurant.name });
      expect(screen.getByText(fee, exactly)).toBeInTheDocument();
      expect(screen.getByText(minimum, exactly)).toBeInTheDocument();
      expect(screen.getByText(dish, exactly)).toHaveClass('menu-item-price');
      await user.click(screen.getByRole('button', { name: en ? 'Add Classic Poutine' : 'Ajouter Classic Poutine' }));
      const dialog = screen.getByRole('dialog', { name: 'Classic Poutine' });
      expect(within(dialog).getByText(large, exactly)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('radio', { name: /Large/ }));
      await user.click(
        within(dialog).getByRole('button', { name: `${en ? 'Add to meal' : 'Ajouter au repas'} · ${line}` }),
      );
      const panel = within(screen.getByRole('region', { name: en ? 'Your meal' : 'Votre repas' }));
      expect(panel.getAllByText(line, exactly)).toHaveLength(2); // the line and the total
    },
  );

  it('shows a refused save in the error dialog', async () => {
    const { user } = await renderDiscovery(PATH, {
      auth: SIGNED_IN,
      handler: (r, url) =>
        r.method === 'POST' ? problemResponse(422, 'InvalidOrderItemOptionException') : answerDetail(r, url),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Cola' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of the meal' }), 'Just a cola');
    await user.click(screen.getByRole('button', { name: 'Save as a meal' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'One of the options you picked is no longer available.',
    );
  });

  it.each([
    ['RestaurantNotFoundException', 404, 'Restaurant not found'],
    ['ValidationException', 400, 'Restaurant not found'],
    ['RestaurantMenuNotFoundException', 404, 'Menu not available'],
  ])('a %s is a friendly "%s" page, not an error dialog', async (name, status, title) => {
    await renderDiscovery('/nearby/nope', { handler: () => problemResponse(status, name) });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Restaurants near you' })).toHaveAttribute('href', '/nearby');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the restaurant from the request the app started before its first render (issue 17): no second one', async () => {
    const early = installFakeFetch(() => jsonResponse(200, detail()));
    requestRestaurantEarly(RESTAURANT_ID);
    const { requests } = await renderDiscovery(PATH, { handler: answerDetail });
    expect(await screen.findByRole('heading', { level: 1, name: 'Poutinerie du Quartier' })).toBeInTheDocument();
    expect(callsTo(early.requests, `/api/restaurants/${RESTAURANT_ID}`)).toHaveLength(1);
    expect(callsTo(requests, `/api/restaurants/${RESTAURANT_ID}`)).toHaveLength(0);
  });

  it('shows an early answer that arrived before its first render at once, never its loading state (the shell stays until then)', async () => {
    installFakeFetch(() => jsonResponse(200, detail()));
    await requestRestaurantEarly(RESTAURANT_ID);
    await renderDiscovery(PATH, { handler: answerDetail });
    expect(screen.getByRole('heading', { level: 1, name: 'Poutinerie du Quartier' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the restaurant…')).not.toBeInTheDocument();
  });

  it('an early request that failed is the page’s failure, as its own would be', async () => {
    installFakeFetch(() => problemResponse(404, 'RestaurantNotFoundException'));
    requestRestaurantEarly('gone');
    await renderDiscovery('/nearby/gone', { handler: answerDetail });
    expect(await screen.findByRole('heading', { level: 1, name: 'Restaurant not found' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks French', async () => {
    await renderDiscovery(PATH, { lng: 'fr', handler: answerDetail });
    await screen.findByRole('heading', { level: 1, name: 'Poutinerie du Quartier' });
    expect(screen.getByText(/Montréal \(QC\) H3B 1E7/)).toBeInTheDocument();
    const hours = screen.getByRole('table', { name: /Heure locale du restaurant/ });
    expect(within(hours).getByRole('rowheader', { name: /lundi/ }).closest('tr')).toHaveTextContent('Fermé');
    expect(within(hours).getByRole('rowheader', { name: /mardi/ }).closest('tr')).toHaveTextContent(
      /11\sh\s00 – 22\sh\s00/,
    );
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Commander' })).toHaveAttribute('href', '#restaurant-menu-title');
  });
});
