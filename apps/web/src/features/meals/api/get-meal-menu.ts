import { queryOptions, useQuery } from '@tanstack/react-query';
import { restaurantDetailSchema, type RestaurantDetailDto } from '@playeats/contracts/restaurants';
import { request } from '../../../lib/http-client.ts';

/** GET /api/restaurants/{id}: the menu a saved meal's dishes come from, to change them. */
export function getMealMenu(
  restaurantId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RestaurantDetailDto> {
  return request(`/api/restaurants/${encodeURIComponent(restaurantId)}`, {
    schema: restaurantDetailSchema,
    authenticated: false,
    ...(signal ? { signal } : {}),
  });
}

export function getMealMenuQueryOptions(restaurantId: string) {
  // The same key as the restaurant page's query: one cache entry per restaurant.
  return queryOptions({
    queryKey: ['restaurants', 'detail', restaurantId],
    queryFn: ({ signal }) => getMealMenu(restaurantId, { signal }),
  });
}

export function useMealMenu(restaurantId: string | undefined) {
  return useQuery({ ...getMealMenuQueryOptions(restaurantId ?? ''), enabled: Boolean(restaurantId) });
}
