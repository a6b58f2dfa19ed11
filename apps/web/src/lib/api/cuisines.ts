import { queryOptions, useQuery } from '@tanstack/react-query';
import { cuisinesSchema, type CuisineDto } from '@playeats/contracts/restaurants';
import { request } from '../http-client.ts';

/**
 * GET /api/cuisines: every cuisine with its English and French label, most common first.
 * The one fetcher of it: discovery's cuisine search and the admin's restaurant form.
 */
export async function getCuisines({ signal }: { signal?: AbortSignal } = {}): Promise<CuisineDto[]> {
  const { items } = await request('/api/cuisines', {
    schema: cuisinesSchema,
    authenticated: false,
    ...(signal ? { signal } : {}),
  });
  return items;
}

export function getCuisinesQueryOptions() {
  return queryOptions({
    queryKey: ['restaurants', 'cuisines'],
    queryFn: ({ signal }) => getCuisines({ signal }),
    // The server caches them for 5 minutes too: the list only changes with the catalogue.
    staleTime: 300_000,
  });
}

/** The cuisines, fetched only once cuisine search is on. */
export function useCuisines({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCuisinesQueryOptions(), enabled });
}
