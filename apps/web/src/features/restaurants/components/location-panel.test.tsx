import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setStreamerMode } from '../../../hooks/streamer-mode.ts';
import { jsonResponse } from '../../../test/fake-fetch.ts';
import { SEARCH_LOCATION_KEY } from '../hooks/use-search-location.ts';
import { nearby } from '../test/restaurant-fixtures.ts';
import { callsTo, nearbyPage, renderDiscovery, resetDiscoveryTest, type Handler } from '../test/render-discovery.tsx';

const NEARBY = '/api/restaurants/nearby';

afterEach(() => {
  resetDiscoveryTest();
  Reflect.deleteProperty(navigator, 'geolocation');
});

const answerNearby =
  (items = [nearby()]): Handler =>
  (_r, url) =>
    url.pathname === NEARBY
      ? jsonResponse(200, nearbyPage(items, { unit: url.searchParams.get('unit') === 'km' ? 'km' : 'miles' }))
      : undefined;

const lastNearbyParams = (requests: Parameters<typeof callsTo>[0]) => callsTo(requests, NEARBY).at(-1)?.params;

describe('NearbyPage: the location', () => {
  function refuseGeolocation() {
    const getCurrentPosition = vi.fn((_ok: PositionCallback, fail?: PositionErrorCallback | null) =>
      fail?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    return getCurrentPosition;
  }

  it('asks where the person is; a refused permission is explained, with a way on', async () => {
    const ask = refuseGeolocation();
    const { user, requests } = await renderDiscovery('/nearby', { handler: answerNearby() });
    expect(screen.getByText('Tell us where you are to see the restaurants around you.')).toBeInTheDocument();
    expect(ask).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Location access is blocked for PlayEats.');
    await user.click(within(alert).getByRole('button', { name: 'Enter a place' }));
    expect(screen.getByRole('textbox', { name: 'City or postal code' })).toHaveFocus();
    expect(callsTo(requests, NEARBY)).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Try the demo' })).toHaveAttribute('href', '/demo');
  });

  it('uses the browser position once it is given', async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 40.7128, longitude: -74.006, accuracy: 20 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    const { user, requests } = await renderDiscovery('/nearby', { handler: answerNearby() });
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    await screen.findByRole('heading', { level: 3, name: 'Poutinerie du Quartier' });
    expect(lastNearbyParams(requests)).toMatchObject({ lat: '40.7128', lng: '-74.006' });
    expect(screen.getByText('your current location')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(SEARCH_LOCATION_KEY)!)).toMatchObject({ source: 'browser' });
  });

  it('finds a typed city or postal code and searches around the candidate chosen', async () => {
    const geocode: Handler = (_r, url) =>
      url.pathname === '/api/geocode'
        ? jsonResponse(200, {
            items: [
              {
                label: 'Portland, OR, USA',
                position: { lat: 45.5152, lng: -122.6784 },
                city: 'Portland',
                region: 'OR',
                country: 'UNITED_STATES',
                precision: 'city',
                line1: null,
                postalCode: null,
              },
              {
                label: 'Portland, ME, USA',
                position: { lat: 43.6591, lng: -70.2568 },
                city: 'Portland',
                region: 'ME',
                country: 'UNITED_STATES',
                precision: 'city',
                line1: null,
                postalCode: null,
              },
            ],
            attribution: null,
          })
        : undefined;
    const { user, requests } = await renderDiscovery('/nearby', {
      handler: (r, url) => geocode(r, url) ?? answerNearby()(r, url),
    });
    const input = screen.getByRole('textbox', { name: 'City or postal code' });
    await user.type(input, 'P');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter at least 2 characters.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, 'ortland{Enter}');
    expect(await screen.findByText('Which of these 2 places do you mean?')).toBeInTheDocument();
    expect(callsTo(requests, '/api/geocode')[0]!.params).toEqual({ q: 'Portland' });
    await user.click(screen.getByRole('button', { name: 'Portland, ME, USA' }));
    await screen.findByRole('heading', { level: 3, name: 'Poutinerie du Quartier' });
    expect(lastNearbyParams(requests)).toMatchObject({ lat: '43.6591', lng: '-70.2568' });
    expect(screen.getByText('Portland, ME, USA')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change location' })).toHaveFocus();
  });

  it('says when no place matches', async () => {
    const { user } = await renderDiscovery('/nearby', {
      handler: (_r, url) =>
        url.pathname === '/api/geocode' ? jsonResponse(200, { items: [], attribution: null }) : undefined,
    });
    await user.type(screen.getByRole('textbox', { name: 'City or postal code' }), 'Atlantis{Enter}');
    expect(
      await screen.findByText('We found no place called “Atlantis”. Check the spelling, or try a postal code.'),
    ).toBeInTheDocument();
  });

  it('in streamer mode, masks the saved address it searches near', async () => {
    onTestFinished(() => setStreamerMode(false));
    setStreamerMode(true);
    const label = '350 5th Ave, New York, NY';
    sessionStorage.setItem(
      SEARCH_LOCATION_KEY,
      JSON.stringify({ source: 'saved', position: { lat: 40.7484, lng: -73.9857 }, label, country: 'UNITED_STATES' }),
    );
    await renderDiscovery('/nearby', { handler: answerNearby() });
    await screen.findByRole('heading', { level: 3, name: 'Poutinerie du Quartier' });
    expect(screen.queryByText(label)).not.toBeInTheDocument();
    expect(screen.getByText('*'.repeat(label.length))).toBeInTheDocument();
  });
});
