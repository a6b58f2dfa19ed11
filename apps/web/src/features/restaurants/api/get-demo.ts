import { queryOptions, useQuery } from '@tanstack/react-query';
import { demoSchema, type DemoDto } from '@playeats/contracts/restaurants';
import { request } from '../../../lib/http-client.ts';

/** GET /api/demo: demo mode's address, its position and the demo place. */
export function getDemo({ signal }: { signal?: AbortSignal } = {}): Promise<DemoDto> {
  return request('/api/demo', { schema: demoSchema, authenticated: false, ...(signal ? { signal } : {}) });
}

export function getDemoQueryOptions() {
  return queryOptions({
    queryKey: ['restaurants', 'demo'],
    queryFn: ({ signal }) => getDemo({ signal }),
    staleTime: Infinity,
  });
}

export function useDemo() {
  return useQuery(getDemoQueryOptions());
}
