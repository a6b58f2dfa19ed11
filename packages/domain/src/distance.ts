export const KM_PER_MILE = 1.60934;

// Mean Earth radius (IUGG). The database search uses a spherical model too,
// so tests can use haversineKm as an independent check of its results.
export const EARTH_RADIUS_KM = 6371.0088;

export const DISTANCE_UNITS = ['miles', 'km'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

export const INVALID_UNIT_MESSAGE = "Invalid unit. Please use 'miles' or 'km'.";

export function isDistanceUnit(unit: unknown): unit is DistanceUnit {
  return unit === 'miles' || unit === 'km';
}

/**
 * Converts `value` from one unit to the other. Units are typed as string
 * because they arrive from untyped input (query strings, storage); anything
 * other than 'miles' or 'km' throws.
 */
export function convertDistance(value: number, from: string, to: string): number {
  if (!isDistanceUnit(from) || !isDistanceUnit(to)) {
    throw new Error(INVALID_UNIT_MESSAGE);
  }
  if (from === to) return value;
  return from === 'miles' ? value * KM_PER_MILE : value / KM_PER_MILE;
}

export interface LatLng {
  lat: number;
  lng: number;
}

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in km between two points, in decimal degrees. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  // Rounding can push h a hair past 1 for near-antipodal points, and asin of
  // that is NaN.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, h)));
}
