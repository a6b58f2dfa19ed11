import { describe, expect, it } from 'vitest';
import type { GeocodeCandidate, Geocoder } from './geocoder.ts';
import { createLocalGeocoder } from './local-geocoder.ts';
import { locateAddress } from './locate-address.ts';

/** The local geocoder for areas, plus one street answer wherever the test puts it. */
function withStreetAt(position: { lat: number; lng: number }): Geocoder {
  const local = createLocalGeocoder();
  const street: GeocodeCandidate = {
    label: '10 Rue Principale',
    position,
    precision: 'street',
    line1: '10 Rue Principale',
    city: 'Somewhere',
    region: 'QC',
    postalCode: null,
    country: 'CANADA',
  };
  return {
    attribution: null,
    reverse: (p) => local.reverse(p),
    search: async (query, options) => (query.startsWith('10 Rue Principale') ? [street] : local.search(query, options)),
  };
}

const quebecCity = {
  line1: '10 Rue Principale',
  city: 'Québec',
  region: 'QC',
  postalCode: 'G1R 4P5',
  country: 'CANADA' as const,
};

describe('a street address is the door only near its own postal area or city', () => {
  it('takes a street found near the postal area', async () => {
    const found = await locateAddress(withStreetAt({ lat: 46.81, lng: -71.21 }), quebecCity);
    expect(found).toMatchObject({ precision: 'street', position: { lat: 46.81, lng: -71.21 } });
  });

  it('refuses a street of the same name 230 km away in the same province: the area, which asks for a pin', async () => {
    const found = await locateAddress(withStreetAt({ lat: 45.5, lng: -73.57 }), quebecCity);
    expect(found).toMatchObject({ precision: 'postal_code' });
    expect((found as { position: { lat: number } }).position.lat).toBeGreaterThan(46.5);
  });
});
