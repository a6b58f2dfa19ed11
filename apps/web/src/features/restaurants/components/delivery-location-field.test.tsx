import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, problemResponse } from '../../../test/fake-fetch.ts';
import { currentLocation, LocationProbe, renderWithProviders } from '../../../test/render.tsx';
import { SEARCH_LOCATION_KEY } from '../hooks/use-search-location.ts';
import { DeliveryLocationField } from './delivery-location-field.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const MONTREAL = {
  label: 'Montréal, QC, Canada',
  position: { lat: 45.5017, lng: -73.5673 },
  city: 'Montréal',
  region: 'QC',
  country: 'CANADA',
  precision: 'city',
  line1: null,
  postalCode: null,
};

describe('DeliveryLocationField', () => {
  it('takes a typed place to the restaurants around it, remembering it as /nearby does', async () => {
    installFakeFetch((request) => {
      const url = new URL(request.url, 'http://localhost');
      return url.pathname === '/api/geocode'
        ? jsonResponse(200, { items: [MONTREAL], attribution: null })
        : problemResponse(404, 'NotFoundException');
    });
    await renderWithProviders(
      <>
        <Routes>
          <Route path="/home" element={<DeliveryLocationField />} />
          <Route path="/nearby" element={<h1>Nearby</h1>} />
        </Routes>
        <LocationProbe />
      </>,
      { route: '/home' },
    );
    const user = userEvent.setup();
    const field = within(screen.getByRole('region', { name: 'Where should we deliver?' }));
    expect(field.getByRole('button', { name: 'Use my current location' })).toBeInTheDocument();
    await user.type(field.getByRole('textbox', { name: 'City or postal code' }), 'Montreal{Enter}');
    await user.click(await field.findByRole('button', { name: 'Montréal, QC, Canada' }));
    expect(await screen.findByRole('heading', { name: 'Nearby' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/nearby');
    expect(JSON.parse(sessionStorage.getItem(SEARCH_LOCATION_KEY)!)).toEqual({
      source: 'typed',
      position: MONTREAL.position,
      label: 'Montréal, QC, Canada',
      country: 'CANADA',
    });
  });
});
