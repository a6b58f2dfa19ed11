import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { initialAuthState, type UserInfo } from '../../auth/auth-slice.ts';
import { RestaurantLocation } from './restaurant-location.tsx';

const restaurant = {
  id: 'r1',
  name: 'Poutine Palace',
  position: { lat: 45.5017, lng: -73.5673 },
  deliveryRadiusKm: 5,
  address: {
    street: '1 Rue Sainte-Catherine',
    city: 'Montréal',
    region: 'QC',
    postalCode: 'H2X 1Z4',
    country: 'CANADA' as const,
  },
};

const userAt = (lat: number, lng: number): UserInfo => ({
  roles: [],
  anonymousMode: false,
  disableGameTimeTracking: false,
  disabledAds: false,
  phone: null,
  address: { id: 'a1', line1: '1 Rue', city: 'Montréal', lat, lng },
});

const renderFor = (userInfo: UserInfo | null, lng: 'en' | 'fr' = 'en') =>
  renderWithProviders(<RestaurantLocation restaurant={restaurant} />, {
    lng,
    preloadedState: { auth: { ...initialAuthState, userInfo } },
  });

describe('RestaurantLocation', () => {
  it('says how far the restaurant delivers', async () => {
    await renderFor(null);
    expect(screen.getByRole('heading', { name: 'Delivery area' })).toBeInTheDocument();
    expect(screen.getByText(/^Delivers within .+ of the restaurant\.$/)).toBeInTheDocument();
    expect(screen.queryByText(/Your default address/)).not.toBeInTheDocument();
  });

  it('says whether the default address is in range, and how far it is', async () => {
    // About 2.2 km north.
    await renderFor(userAt(45.5217, -73.5673));
    expect(screen.getByText(/^Your default address is .+ away: within its delivery area\.$/)).toBeInTheDocument();
  });

  it('says so when the default address is too far', async () => {
    // About 11 km north.
    await renderFor(userAt(45.6017, -73.5673), 'fr');
    expect(
      screen.getByText(/^Votre adresse par défaut est à 11 km : hors de sa zone de livraison\.$/),
    ).toBeInTheDocument();
  });

  it('without a tile source, no map and no empty box: the words say it all', async () => {
    await renderFor(null);
    expect(screen.queryByRole('region', { name: /Map of/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/The map can't be shown/)).not.toBeInTheDocument();
  });
});
