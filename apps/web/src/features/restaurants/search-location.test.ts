import { describe, expect, it } from 'vitest';
import { locationOfAddress, parseSearchLocation } from './search-location.ts';

describe('locationOfAddress', () => {
  it('centres on the demo address through its position', () => {
    expect(
      locationOfAddress(
        {
          street: '1 Rue Test',
          city: 'Montréal',
          region: 'QC',
          country: 'CANADA',
          position: { lat: 45.5, lng: -73.57 },
        },
        'demo',
      ),
    ).toEqual({
      source: 'demo',
      position: { lat: 45.5, lng: -73.57 },
      label: '1 Rue Test, Montréal, QC',
      // The country picks the default distance unit (km in Canada).
      country: 'CANADA',
    });
  });

  it('centres on a saved delivery address through its lat and lng', () => {
    expect(
      locationOfAddress(
        { line1: '500 Rue Sainte-Catherine O', city: 'Montréal', region: 'QC', lat: 45.505, lng: -73.57 },
        'saved',
      ),
    ).toEqual({
      source: 'saved',
      position: { lat: 45.505, lng: -73.57 },
      label: '500 Rue Sainte-Catherine O, Montréal, QC',
      country: null,
    });
  });

  it('has no location for an address without a valid position', () => {
    expect(locationOfAddress({ city: 'Montréal', lat: 123, lng: 0 }, 'saved')).toBeNull();
    expect(locationOfAddress(null, 'saved')).toBeNull();
  });
});

describe('parseSearchLocation', () => {
  it('reads back the country, and none when it is missing or not text', () => {
    const base = { source: 'typed', position: { lat: 45.5, lng: -73.57 }, label: 'Montréal' };
    expect(parseSearchLocation({ ...base, country: 'CANADA' })?.country).toBe('CANADA');
    expect(parseSearchLocation(base)?.country).toBeNull();
    expect(parseSearchLocation({ ...base, country: 42 })?.country).toBeNull();
  });
});
