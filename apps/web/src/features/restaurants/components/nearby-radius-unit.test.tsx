import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../../test/fake-fetch.ts';
import { initialAuthState, userInfoReloaded, type UserInfo } from '../../auth/auth-slice.ts';
import { SEARCH_LOCATION_KEY } from '../hooks/use-search-location.ts';
import { nearby } from '../test/restaurant-fixtures.ts';
import { answerNearby, nearbyCalls, renderDiscovery, resetDiscoveryTest } from '../test/render-discovery.tsx';

/** The radius follows the unit, whatever changed it (docs/decisions/0028-finding-food.md). */

const MONTREAL = { source: 'typed', position: { lat: 45.5017, lng: -73.5673 }, label: 'Montréal, QC, Canada' };
const NEW_YORK = { source: 'typed', position: { lat: 40.7, lng: -74 }, label: 'New York', country: 'UNITED_STATES' };
const pickedIn = (place: object) => sessionStorage.setItem(SEARCH_LOCATION_KEY, JSON.stringify(place));
const handler = answerNearby([nearby()]);
const found = () => screen.findByRole('heading', { level: 3, name: 'Poutinerie du Quartier' });

const searches = (requests: RecordedRequest[]) =>
  nearbyCalls(requests).map((c) => `${c.params.radius} ${c.params.unit}`);
const lastSearch = (requests: RecordedRequest[]) => searches(requests).at(-1);

const userInCanada = (): UserInfo => ({
  roles: [],
  anonymousMode: false,
  disableGameTimeTracking: false,
  disabledAds: false,
  phone: null,
  country: 'CANADA',
  address: {
    id: 'a1',
    line1: '1000 Rue De La Gauchetière',
    city: 'Montréal',
    country: 'CANADA',
    lat: 45.5,
    lng: -73.56,
  },
});

afterEach(() => {
  resetDiscoveryTest();
});

describe('NearbyPage: the radius converts on every unit change', () => {
  it('when the person picks the other unit: 25 miles becomes 40 km, and back', async () => {
    pickedIn(MONTREAL);
    localStorage.setItem('radius', '25');
    const { user, requests } = await renderDiscovery('/nearby', { handler });
    await found();
    await user.click(screen.getByRole('radio', { name: 'Kilometres' }));
    await waitFor(() => expect(lastSearch(requests)).toBe('40 km'));
    expect(screen.getByRole('combobox', { name: 'Within' })).toHaveDisplayValue('40 km');
    await user.click(screen.getByRole('radio', { name: 'Miles' }));
    await waitFor(() => expect(lastSearch(requests)).toBe('25 miles'));
    expect(searches(requests)).not.toContain('25 km');
    expect(localStorage.getItem('radiusUnit')).toBe('miles');
  });

  it('searches in km around a Canadian place and in miles around an American one, until a unit is chosen', async () => {
    pickedIn({ ...MONTREAL, country: 'CANADA' });
    const canada = await renderDiscovery('/nearby', { handler });
    await found();
    expect(lastSearch(canada.requests)).toBe('5 km');
    canada.unmount();
    localStorage.clear();
    pickedIn(NEW_YORK);
    const us = await renderDiscovery('/nearby', { lng: 'fr', handler });
    await found();
    expect(lastSearch(us.requests)).toBe('5 miles');
  });

  it('when the language switches (no unit chosen, no country known)', async () => {
    pickedIn(MONTREAL);
    localStorage.setItem('radius', '25');
    const { requests, i18n } = await renderDiscovery('/nearby', { handler });
    await found();
    expect(searches(requests)).toEqual(['25 miles']);
    await act(() => i18n.changeLanguage('fr'));
    await waitFor(() => expect(lastSearch(requests)).toBe('40 km'));
    expect(screen.getByDisplayValue('40 km')).toBeInTheDocument();
    expect(searches(requests)).toEqual(['25 miles', '40 km']);
  });

  it('when the saved address, in another country, arrives after the page rendered', async () => {
    localStorage.setItem('radius', '25');
    localStorage.setItem('radiusUnit', 'miles');
    const { requests, store } = await renderDiscovery('/nearby', {
      handler,
      auth: { ...initialAuthState, accessToken: 'access-1', refreshToken: 'refresh-1' },
    });
    expect(searches(requests)).toEqual([]);
    act(() => {
      store.dispatch(userInfoReloaded(userInCanada()));
    });
    await found();
    expect(searches(requests)).toEqual(['40 km']);
    expect(localStorage.getItem('radius')).toBe('40');
    expect(localStorage.getItem('radiusUnit')).toBe('km');
    expect(store.getState().meals.searchRadius).toBe(40);
  });

  it('when a place in another country was picked elsewhere (the landing page) while the radius was kept in miles', async () => {
    localStorage.setItem('radius', '25');
    localStorage.setItem('radiusUnit', 'miles');
    pickedIn({ ...MONTREAL, country: 'CANADA' });
    const { requests } = await renderDiscovery('/nearby', { handler });
    await found();
    expect(searches(requests)).toEqual(['40 km']);
  });

  it('when a place in another country is picked on the page', async () => {
    pickedIn(NEW_YORK);
    localStorage.setItem('radius', '10');
    const montreal = {
      label: 'Montréal, QC, Canada',
      position: MONTREAL.position,
      precision: 'city',
      line1: null,
      city: 'Montréal',
      region: 'QC',
      postalCode: null,
      country: 'CANADA',
    };
    const { user, requests } = await renderDiscovery('/nearby', {
      handler: (request, url) =>
        url.pathname === '/api/geocode'
          ? jsonResponse(200, {
              items: [montreal, { ...montreal, label: 'Montréal-Est, QC, Canada' }],
              attribution: null,
            })
          : handler(request, url),
    });
    await found();
    await user.click(screen.getByRole('button', { name: 'Change location' }));
    await user.type(screen.getByRole('textbox', { name: 'City or postal code' }), 'Montréal{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Montréal, QC, Canada' }));
    await waitFor(() => expect(lastSearch(requests)).toBe('15 km'));
    expect(searches(requests)).toEqual(['10 miles', '15 km']);
  });
});
