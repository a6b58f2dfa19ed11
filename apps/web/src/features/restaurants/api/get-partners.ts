import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { partnersPageSchema, type PartnersPageDto, type Position } from '@playeats/contracts/restaurants';
import type { DistanceUnit } from '@playeats/domain/distance';
import { request } from '../../../lib/http-client.ts';
import type { QueryConfig } from '../../../lib/query-clients.ts';

export const PARTNERS_PAGE_SIZE = 12;

export interface PartnersSearch {
  page: number;
  /** A part of the name or a cuisine; blank = every partner. */
  q?: string;
  /** Nearest first from here, with distances in `unit`. */
  near?: Position | null;
  unit?: DistanceUnit;
}

/** GET /api/restaurants/partners: partner restaurants by name (or nearest first), one page. */
export function getPartners(
  { page, q, near, unit }: PartnersSearch,
  { signal, pageSize = PARTNERS_PAGE_SIZE }: { signal?: AbortSignal; pageSize?: number } = {},
): Promise<PartnersPageDto> {
  return request('/api/restaurants/partners', {
    params: {
      page,
      pageSize,
      ...(q?.trim() ? { q: q.trim() } : {}),
      ...(near ? { lat: near.lat, lng: near.lng, unit: unit ?? 'miles' } : {}),
    },
    schema: partnersPageSchema,
    authenticated: false,
    ...(signal ? { signal } : {}),
  });
}

export function getPartnersQueryOptions(search: PartnersSearch) {
  const { page, q = '', near = null, unit } = search;
  return queryOptions({
    queryKey: ['restaurants', 'partners', { page, q: q.trim(), near, unit: near ? unit : undefined }],
    queryFn: ({ signal }) => getPartners(search, { signal }),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function usePartners(search: PartnersSearch, queryConfig?: QueryConfig<typeof getPartnersQueryOptions>) {
  return useQuery({ ...getPartnersQueryOptions(search), ...queryConfig });
}
