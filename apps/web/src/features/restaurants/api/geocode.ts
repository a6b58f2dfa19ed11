import { queryOptions, useQuery } from '@tanstack/react-query';
import { geocodeResultSchema, type GeocodeCandidateDto } from '@playeats/contracts/restaurants';
import { request } from '../../../lib/http-client.ts';

/** Shortest text the geocoder takes (its contract: 2 to 100 characters). */
export const GEOCODE_MIN_LENGTH = 2;

/** GET /api/geocode?q=: a city or postal code to the places it may mean. */
export async function geocode(q: string, { signal }: { signal?: AbortSignal } = {}): Promise<GeocodeCandidateDto[]> {
  const { items } = await request('/api/geocode', {
    params: { q: q.trim() },
    schema: geocodeResultSchema,
    authenticated: false,
    ...(signal ? { signal } : {}),
  });
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
