import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createGeocoder } from './create-geocoder.ts';

const dev = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'development', ...env });

describe('the configured geocoder', () => {
  it('is the local one by default, a Nominatim-compatible one when asked', () => {
    expect(dev().GEOCODER).toBe('local');
    expect(createGeocoder(dev()).attribution).toBeNull();
    const nominatim = dev({ GEOCODER: 'nominatim' });
    expect(nominatim).toMatchObject({
      GEOCODER_URL: 'https://nominatim.openstreetmap.org',
      GEOCODER_RATE_PER_SECOND: 1,
      GEOCODER_TIMEOUT_MS: 5000,
      GEOCODER_USER_AGENT: null,
    });
    expect(createGeocoder(nominatim).attribution).toMatch(/OpenStreetMap/);
  });

  it('refuses a bad value, naming the variable', () => {
    expect(() => dev({ GEOCODER: 'google' })).toThrow(/GEOCODER/);
    expect(() => dev({ GEOCODER_URL: 'ftp://geo.example' })).toThrow(/GEOCODER_URL: must be an http/);
    expect(() => dev({ GEOCODER_RATE_PER_SECOND: '0' })).toThrow(/GEOCODER_RATE_PER_SECOND/);
    expect(() => dev({ GEOCODER_TIMEOUT_MS: '10' })).toThrow(/GEOCODER_TIMEOUT_MS/);
    expect(() => dev({ GEOCODER_EMAIL: 'not an address' })).toThrow(/GEOCODER_EMAIL/);
  });
});
