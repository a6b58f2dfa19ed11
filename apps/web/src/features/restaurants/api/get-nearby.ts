import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { nearbyPageSchema, type NearbyPageDto } from '@playeats/contracts/restaurants';
import type { DistanceUnit } from '@playeats/domain/distance';
import type { SearchType } from '@playeats/domain/restaurant-filter';
import { request } from '../../../lib/http-client.ts';

export const NEARBY_PAGE_SIZE = 20;

export interface NearbySearch {
  lat: number;
  lng: number;
  radius: number;
  unit: DistanceUnit;
  searchType: SearchType;
  /** Part of a name, or a cuisine; blank = no filter. */
  q: string;
  openNow: boolean;
}

/** GET /api/restaurants/nearby: within the radius, nearest first, one page. */
export function getNearby(
  search: NearbySearch,
  page: number,
  { signal, pageSize = NEARBY_PAGE_SIZE }: { signal?: AbortSignal; pageSize?: number } = {},
): Promise<NearbyPageDto> {
  const { q, ...rest } = search;
  return request('/api/restaurants/nearby', {
    params: { ...rest, ...(q.trim() ? { q: q.trim() } : {}), page, pageSize },
    schema: nearbyPageSchema,
    authenticated: false,
    ...(signal ? { signal } : {}),
  });
}

export function getNearbyQueryOptions(search: NearbySearch, pageSize = NEARBY_PAGE_SIZE) {
  // Rounded so that a position a few metres off (a new GPS reading) reuses the cache.
  const key = {
    ...search,
    lat: Number(search.lat.toFixed(4)),
    lng: Number(search.lng.toFixed(4)),
    q: search.q.trim(),
    pageSize,
  };
  return infiniteQueryOptions({
    queryKey: ['restaurants', 'nearby', key],
    queryFn: ({ signal, pageParam }) => getNearby(search, pageParam, { signal, pageSize }),
    initialPageParam: 1,
    getNextPageParam: (last: NearbyPageDto) => (last.hasMore ? last.page + 1 : undefined),
    // The previous results stay while a changed filter loads, instead of a blank list.
    placeholderData: keepPreviousData,
  });
}

/** "Load more" paging over the nearby search; idle while there is no position. */
export function useNearby(search: NearbySearch | null, pageSize?: number) {
  return useInfiniteQuery({
    ...getNearbyQueryOptions(
      search ?? { lat: 0, lng: 0, radius: 1, unit: 'km', searchType: 'MERCHANT_NAME', q: '', openNow: false },
      pageSize,
    ),
    enabled: search !== null,
  });
}
