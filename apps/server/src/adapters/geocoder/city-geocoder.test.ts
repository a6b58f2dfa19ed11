import { describe, expect, it } from 'vitest';
import { createCityGeocoder } from './city-geocoder.ts';

describe('the bundled cities', () => {
  const geocoder = createCityGeocoder();
  const first = (q: string) => geocoder.search(q, 10)[0];

  it('finds cities by name, ignoring accents and case, with region or country', () => {
    expect(first('montreal')).toMatchObject({
      label: 'Montréal, QC, Canada',
      city: 'Montréal',
      region: 'QC',
      country: 'CANADA',
      position: { lat: 45.5017, lng: -73.5673 },
      precision: 'city',
    });
    expect(first('QUÉBEC')).toMatchObject({ city: 'Québec' });
    expect(first('quebec city')).toMatchObject({ city: 'Québec' });
    expect(first('NYC')).toMatchObject({ city: 'New York', region: 'NY', country: 'UNITED_STATES' });
    expect(first('st johns')).toMatchObject({ city: "St. John's", region: 'NL' });
    expect(geocoder.search('portland', 10).map((c) => c.region)).toEqual(['OR', 'ME']);
    expect(first('Portland, ME')).toMatchObject({ region: 'ME' });
    expect(first('portland maine')).toMatchObject({ region: 'ME' });
    expect(first('Washington, DC')).toMatchObject({ city: 'Washington', label: 'Washington, DC, USA' });
    expect(first('london canada')).toMatchObject({ city: 'London', region: 'ON' });
    expect(geocoder.search('tor', 10).map((c) => c.city)).toEqual(['Toronto']);
    expect(geocoder.search('Atlantis', 10)).toEqual([]);
  });

  it('finds cities by ZIP or FSA', () => {
    expect(first('10001')).toMatchObject({ label: '10001, New York, NY, USA', city: 'New York' });
    expect(first('02108-1234')).toMatchObject({ city: 'Boston' });
    expect(first('h2x 1y4')).toMatchObject({ label: 'H2X 1Y4, Montréal, QC, Canada' });
    expect(first('M5V')).toMatchObject({ city: 'Toronto' });
    expect(first('B3H')).toMatchObject({ city: 'Halifax' });
    expect(first('H7N 1A1')).toMatchObject({ city: 'Laval' });
    expect(geocoder.search('99999', 10)).toEqual([]);
  });
});
