import { haversineKm } from '@playeats/domain/distance';
import { describe, expect, it } from 'vitest';
import { createLocalGeocoder } from './local-geocoder.ts';
import { locateAddress } from './locate-address.ts';

describe('the local geocoder (postal-code centroids, then the bundled cities)', () => {
  const geocoder = createLocalGeocoder();
  const first = async (q: string) => (await geocoder.search(q))[0]!;

  it('places two postal codes of one city at two different positions', async () => {
    const h2x = await first('H2X');
    const h3b = await first('h3b 2t4');
    expect(h2x).toMatchObject({
      precision: 'postal_code',
      postalCode: 'H2X',
      city: 'Montréal',
      region: 'QC',
      country: 'CANADA',
    });
    expect(h3b).toMatchObject({
      precision: 'postal_code',
      postalCode: 'H3B 2T4',
      label: 'H3B 2T4, Montréal, QC, Canada',
    });
    expect(haversineKm(h2x.position, h3b.position)).toBeGreaterThan(0.5);
    const chelsea = await first('10001');
    const upperWestSide = await first('10025-1234');
    expect(chelsea).toMatchObject({ precision: 'postal_code', postalCode: '10001', city: 'New York', region: 'NY' });
    expect(upperWestSide).toMatchObject({
      precision: 'postal_code',
      postalCode: '10025-1234',
      timeZone: 'America/New_York',
    });
    expect(haversineKm(chelsea.position, upperWestSide.position)).toBeGreaterThan(5);
  });

  it('reads the postal code inside a whole address (after the house number)', async () => {
    expect(await first('10025 Broadway, New York, NY 10001')).toMatchObject({ postalCode: '10001' });
    expect(await first('5333 Avenue Casgrain, Montréal, QC H2T 1X3')).toMatchObject({ postalCode: 'H2T 1X3' });
  });

  it('falls back to the city for a postal code it does not know, and to nothing for a place it does not know', async () => {
    // H8A and 10042 are in no dataset; their starts are Montréal's and New York's.
    expect(await first('H8A')).toMatchObject({ precision: 'city', city: 'Montréal', postalCode: null });
    expect(await first('10042')).toMatchObject({ precision: 'city', city: 'New York' });
    expect(await first('portland, me')).toMatchObject({ precision: 'city', region: 'ME' });
    expect(await geocoder.search('Atlantis')).toEqual([]);
    expect(await geocoder.search('H2X', { country: 'UNITED_STATES' })).toEqual([]);
  });

  it('reverse geocodes to the nearest postal area through its grid, and nothing far from every one', async () => {
    expect(await geocoder.reverse({ lat: 45.5059, lng: -73.5671 })).toMatchObject({
      postalCode: 'H3B',
      precision: 'postal_code',
    });
    expect(await geocoder.reverse({ lat: 40.7975, lng: -73.9683 })).toMatchObject({
      postalCode: '10025',
      city: 'New York',
    });
    // Just across a grid cell's edge (45.5°) from H2X's centroid.
    expect(await geocoder.reverse({ lat: 45.4999, lng: -73.6 })).toMatchObject({ country: 'CANADA', region: 'QC' });
    expect(await geocoder.reverse({ lat: 30, lng: -40 })).toBeNull();
    expect(geocoder.attribution).toBeNull();
  });

  it('locates an address: street when the geocoder knows it, else its postal area, else its city, else which field', async () => {
    const place = { line1: '1 Rue Test', city: 'Montréal', region: 'QC', country: 'CANADA' } as const;
    expect(await locateAddress(geocoder, { ...place, postalCode: 'H2X 1Y4' })).toMatchObject({
      precision: 'postal_code',
      timeZone: 'America/Toronto',
    });
    expect(await locateAddress(geocoder, { ...place, postalCode: 'H8A 1A1' })).toMatchObject({ precision: 'city' });
    expect(await locateAddress(geocoder, { ...place, city: 'Nowhere', region: 'ON', postalCode: 'H2X 1Y4' })).toEqual({
      failed: 'postalCode',
    });
  });
});
