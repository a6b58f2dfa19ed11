import { describe, it, expect } from 'vitest';
import { EARTH_RADIUS_KM, KM_PER_MILE, convertDistance, haversineKm } from './distance.ts';

const INVALID = "Invalid unit. Please use 'miles' or 'km'.";

describe('convertDistance', () => {
  it('uses 1.60934 km per mile', () => {
    expect(KM_PER_MILE).toBe(1.60934);
    expect(convertDistance(1, 'miles', 'km')).toBe(1.60934);
    expect(convertDistance(1.60934, 'km', 'miles')).toBe(1);
  });

  it('converts both ways', () => {
    expect(convertDistance(5, 'miles', 'km')).toBeCloseTo(8.0467, 10);
    expect(convertDistance(10, 'km', 'miles')).toBeCloseTo(6.213727, 6);
  });

  it('returns the value unchanged for the same unit', () => {
    expect(convertDistance(7.5, 'km', 'km')).toBe(7.5);
    expect(convertDistance(7.5, 'miles', 'miles')).toBe(7.5);
  });

  it('round-trips', () => {
    expect(convertDistance(convertDistance(3.3, 'miles', 'km'), 'km', 'miles')).toBeCloseTo(3.3, 12);
  });

  it.each([
    ['mi', 'km'],
    ['miles', 'kilometers'],
    ['Miles', 'km'],
    ['km', 'KM'],
    ['', 'km'],
    [' km', 'miles'],
  ])('throws the exact message for %j -> %j', (from, to) => {
    expect(() => convertDistance(1, from, to)).toThrow(new Error(INVALID));
  });

  it('validates the unit even when from and to are the same', () => {
    expect(() => convertDistance(1, 'm', 'm')).toThrow(INVALID);
  });

  it('validates units from untyped input', () => {
    const untyped: unknown = { from: 'miles', to: undefined };
    const { from, to } = untyped as { from: string; to: string };
    expect(() => convertDistance(1, from, to)).toThrow(INVALID);
  });
});

describe('haversineKm', () => {
  const montreal = { lat: 45.5017, lng: -73.5673 };
  const toronto = { lat: 43.6532, lng: -79.3832 };

  it('measures Montréal ↔ Toronto at about 504 km', () => {
    expect(Math.abs(haversineKm(montreal, toronto) - 504)).toBeLessThanOrEqual(2);
  });

  it('is symmetric', () => {
    expect(haversineKm(toronto, montreal)).toBeCloseTo(haversineKm(montreal, toronto), 9);
  });

  it('is zero for the same point', () => {
    expect(haversineKm(montreal, montreal)).toBe(0);
  });

  it('uses a 6371.0088 km sphere', () => {
    expect(EARTH_RADIUS_KM).toBe(6371.0088);
    // One degree along a meridian is R * π / 180.
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo((6371.0088 * Math.PI) / 180, 9);
  });

  it('handles crossing the antimeridian', () => {
    const d = haversineKm({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 });
    expect(d).toBeCloseTo((6371.0088 * Math.PI) / 180, 9);
  });

  it('gives half the circumference for antipodal points, not NaN', () => {
    expect(haversineKm({ lat: 90, lng: 0 }, { lat: -90, lng: 0 })).toBeCloseTo(6371.0088 * Math.PI, 6);
    expect(haversineKm({ lat: 45, lng: 10 }, { lat: -45, lng: -170 })).toBeCloseTo(6371.0088 * Math.PI, 6);
  });
});
