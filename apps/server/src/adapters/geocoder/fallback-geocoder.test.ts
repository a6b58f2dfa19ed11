import { describe, expect, it, vi } from 'vitest';
import { HttpProblem } from '../../lib/problem.ts';
import type { GeocodeCandidate, Geocoder } from './geocoder.ts';
import { withFallback } from './fallback-geocoder.ts';

const place = (label: string): GeocodeCandidate => ({
  label,
  position: { lat: 45.5, lng: -73.57 },
  precision: 'postal_code',
  line1: null,
  city: 'Montréal',
  region: 'QC',
  postalCode: 'H2X',
  country: 'CANADA',
});

function failing(status: number): Geocoder {
  const problem = new HttpProblem(status, 'GeocoderUnavailableException', 'Geocoder unavailable');
  return {
    attribution: 'primary',
    search: () => Promise.reject(problem),
    reverse: () => Promise.reject(problem),
  };
}

const local: Geocoder = {
  attribution: null,
  search: async () => [place('local')],
  reverse: async () => place('local'),
};

describe('a busy or down geocoder falls back, for address saves', () => {
  it.each([429, 503])('answers from the fallback when the primary says %i', async (status) => {
    const geocoder = withFallback(failing(status), () => local);
    expect((await geocoder.search('H2X'))[0]!.label).toBe('local');
    expect((await geocoder.reverse({ lat: 45.5, lng: -73.57 }))!.label).toBe('local');
  });

  it('passes any other failure on, and makes the fallback only when needed', async () => {
    const make = vi.fn(() => local);
    await expect(withFallback(failing(400), make).search('x')).rejects.toMatchObject({ status: 400 });
    const fine = withFallback({ ...local, search: async () => [place('primary')] }, make);
    expect((await fine.search('x'))[0]!.label).toBe('primary');
    expect(make).not.toHaveBeenCalled();
  });
});
