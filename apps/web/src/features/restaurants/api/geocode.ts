import { queryOptions, useQuery } from '@tanstack/react-query';
import { GEOCODE_QUERY_MIN, type GeocodeCandidateDto } from '@playeats/contracts/geocoding';
import { searchPlaces } from '../../../lib/api/geocode.ts';

/** Shortest text the geocoder takes (its contract). */
export const GEOCODE_MIN_LENGTH = GEOCODE_QUERY_MIN;

/** GET /api/geocode?q=: a city or postal code to the places it may mean. */
export async function geocode(q: string, { signal }: { signal?: AbortSignal } = {}): Promise<GeocodeCandidateDto[]> {
  const { items } = await searchPlaces({ q }, signal ? { signal } : {});
  return items;
}

export function geocodeQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['restaurants', 'geocode', q.trim().toLowerCase()],
    queryFn: ({ signal }) => geocode(q, { signal }),
    staleTime: Infinity,
  });
}

/** Candidates for a submitted place name; idle until there is one long enough. */
export function useGeocode(q: string | null) {
  const usable = q !== null && q.trim().length >= GEOCODE_MIN_LENGTH;
  return useQuery({ ...geocodeQueryOptions(q ?? ''), enabled: usable });
}
