import { describe, expect, it } from 'vitest';
import { createLocalGeocoder } from './geocoder.ts';

describe('the local geocoder', () => {
  const geocoder = createLocalGeocoder();
  const first = async (q: string) => (await geocoder.search(q))[0];

  it('finds cities by name, ignoring accents and case, with region or country', async () => {
    expect(await first('montreal')).toMatchObject({
      label: 'Montréal, QC, Canada',
      city: 'Montréal',
      region: 'QC',
      country: 'CANADA',
      position: { lat: 45.5017, lng: -73.5673 },
    });
    expect(await first('QUÉBEC')).toMatchObject({ city: 'Québec' });
    expect(await first('quebec city')).toMatchObject({ city: 'Québec' });
    expect(await first('NYC')).toMatchObject({ city: 'New York', region: 'NY', country: 'UNITED_STATES' });
    expect(await first('st johns')).toMatchObject({ city: "St. John's", region: 'NL' });
    expect((await geocoder.search('portland')).map((c) => c.region)).toEqual(['OR', 'ME']);
    expect(await first('Portland, ME')).toMatchObject({ region: 'ME' });
    expect(await first('portland maine')).toMatchObject({ region: 'ME' });
    expect(await first('Washington, DC')).toMatchObject({ city: 'Washington', label: 'Washington, DC, USA' });
    expect(await first('london canada')).toMatchObject({ city: 'London', region: 'ON' });
    expect((await geocoder.search('tor')).map((c) => c.city)).toEqual(['Toronto']);
    expect(await geocoder.search('Atlantis')).toEqual([]);
  });

  it('finds cities by ZIP or FSA', async () => {
    expect(await first('10001')).toMatchObject({ label: '10001, New York, NY, USA', city: 'New York' });
    expect(await first('02108-1234')).toMatchObject({ city: 'Boston' });
    expect(await first('h2x 1y4')).toMatchObject({ label: 'H2X 1Y4, Montréal, QC, Canada' });
    expect(await first('M5V')).toMatchObject({ city: 'Toronto' });
    expect(await first('B3H')).toMatchObject({ city: 'Halifax' });
    expect(await first('H7N 1A1')).toMatchObject({ city: 'Laval' });
    expect(await geocoder.search('99999')).toEqual([]);
  });
});
