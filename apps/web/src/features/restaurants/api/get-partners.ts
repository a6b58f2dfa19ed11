import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { partnersPageSchema, type PartnersPageDto } from '@playeats/contracts/restaurants';
import { request } from '../../../lib/http-client.ts';
import type { QueryConfig } from '../../../lib/query-clients.ts';

export const PARTNERS_PAGE_SIZE = 12;

/** GET /api/restaurants/partners: partner restaurants by name, one page. */
export function getPartners(
  { page, pageSize = PARTNERS_PAGE_SIZE }: { page: number; pageSize?: number },
  { signal }: { signal?: AbortSignal } = {},
): Promise<PartnersPageDto> {
  return request('/api/restaurants/partners', {
    params: { page, pageSize },
    schema: partnersPageSchema,
    authenticated: false,
    ...(signal ? { signal } : {}),
  });
}

export function getPartnersQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['restaurants', 'partners', { page }],
    queryFn: ({ signal }) => getPartners({ page }, { signal }),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function usePartners(page: number, queryConfig?: QueryConfig<typeof getPartnersQueryOptions>) {
  return useQuery({ ...getPartnersQueryOptions(page), ...queryConfig });
}
