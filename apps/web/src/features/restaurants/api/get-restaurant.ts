import { queryOptions, useQuery } from '@tanstack/react-query';
import { restaurantDetailSchema, type RestaurantDetailDto } from '@playeats/contracts/restaurants';
import { request } from '../../../lib/http-client.ts';

/** GET /api/restaurants/{id}: a restaurant with its opening hours and full menu. */
export function getRestaurant(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<RestaurantDetailDto> {
  return request(`/api/restaurants/${encodeURIComponent(id)}`, {
    schema: restaurantDetailSchema,
    authenticated: false,
    ...(signal ? { signal } : {}),
  });
}

export function getRestaurantQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['restaurants', 'detail', id],
    queryFn: ({ signal }) => getRestaurant(id, { signal }),
  });
}

export function useRestaurant(id: string) {
  return useQuery(getRestaurantQueryOptions(id));
}
