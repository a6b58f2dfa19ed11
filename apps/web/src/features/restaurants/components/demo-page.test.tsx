import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fake-fetch.ts';
import { SEARCH_LOCATION_KEY } from '../hooks/use-search-location.ts';
import { nearby, RESTAURANT_ID } from '../test/restaurant-fixtures.ts';
import { callsTo, nearbyPage, renderDiscovery, resetDiscoveryTest, type Handler } from '../test/render-discovery.tsx';

afterEach(resetDiscoveryTest);

const DEMO = {
  address: {
    street: '1000 Rue De La Gauchetière Ouest',
    city: 'Montréal',
    region: 'QC',
    postalCode: 'H3B 4W5',
    country: 'CANADA',
  },
  position: { lat: 45.4988, lng: -73.5667 },
  placeId: RESTAURANT_ID,
};

const server: Handler = (_r, url) => {
  if (url.pathname === '/api/demo') return jsonResponse(200, DEMO);
  if (url.pathname === '/api/restaurants/nearby')
    return jsonResponse(200, nearbyPage([nearby({ name: 'Demo poutine' })]));
  return undefined;
};

describe('DemoPage', () => {
  it('puts the demo address and place in the session and browses around it', async () => {
    const { store, requests } = await renderDiscovery('/demo', { handler: server });
    expect(screen.getByRole('heading', { level: 1, name: 'Demo mode' })).toBeInTheDocument();
    await waitFor(() => expect(store.getState().auth.demoPlaceId).toBe(RESTAURANT_ID));
    expect(store.getState().auth.demoAddress).toEqual({ ...DEMO.address, position: DEMO.position });
    expect(await screen.findByRole('complementary', { name: 'Demo mode' })).toHaveTextContent(
      'browsing from 1000 Rue De La Gauchetière Ouest, Montréal, QC.',
    );
    expect(screen.getByRole('link', { name: 'Open the demo restaurant' })).toHaveAttribute(
      'href',
      `/nearby/${RESTAURANT_ID}`,
    );
    expect(await screen.findByRole('heading', { level: 3, name: 'Demo poutine' })).toBeInTheDocument();
    expect(callsTo(requests, '/api/restaurants/nearby')[0]!.params).toMatchObject({
      lat: '45.4988',
      lng: '-73.5667',
      radius: '5',
    });
    expect(JSON.parse(sessionStorage.getItem(SEARCH_LOCATION_KEY)!)).toMatchObject({ source: 'demo' });
  });

  it('leaving demo mode also leaves the demo address picked on /demo', async () => {
    const { user } = await renderDiscovery('/demo', { handler: server });
    await screen.findByRole('heading', { level: 3, name: 'Demo poutine' });
    await user.click(screen.getByRole('link', { name: 'Search and filter nearby' }));
    await screen.findByRole('heading', { level: 1, name: 'Restaurants near you' });
    expect(
      screen.getByText('1000 Rue De La Gauchetière Ouest, Montréal, QC', { selector: 'strong' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave demo mode' }));
    expect(screen.getByText('Tell us where you are to see the restaurants around you.')).toBeInTheDocument();
  });

  it('makes /nearby search from the demo address, and demo mode can be left', async () => {
    const { user, store, requests } = await renderDiscovery('/nearby', {
      handler: server,
      auth: { demoAddress: { ...DEMO.address, position: DEMO.position }, demoPlaceId: RESTAURANT_ID },
    });
    await screen.findByRole('heading', { level: 3, name: 'Demo poutine' });
    expect(callsTo(requests, '/api/restaurants/nearby')[0]!.params).toMatchObject({ lat: '45.4988', lng: '-73.5667' });
    expect(screen.getByRole('complementary', { name: 'Demo mode' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave demo mode' }));
    expect(store.getState().auth.demoAddress).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Demo mode' })).not.toBeInTheDocument();
    expect(screen.getByText('Tell us where you are to see the restaurants around you.')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    await renderDiscovery('/demo', { lng: 'fr', handler: server });
    expect(screen.getByRole('heading', { level: 1, name: 'Mode démo' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ouvrir le restaurant de démonstration' })).toBeInTheDocument();
  });
});
