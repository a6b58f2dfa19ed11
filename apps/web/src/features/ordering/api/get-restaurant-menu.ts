import { useQuery } from '@tanstack/react-query';
import { restaurantDetailSchema, type RestaurantDetailDto } from '@playeats/contracts/restaurants';
import { request } from '../../../lib/http-client.ts';
import { orderingKeys } from './ordering-keys.ts';

/** GET /api/restaurants/{id}: the restaurant and its whole menu, to order from. */
export function getRestaurantMenu(id: string, signal?: AbortSignal): Promise<RestaurantDetailDto> {
  return request(`/api/restaurants/${encodeURIComponent(id)}`, {
    schema: restaurantDetailSchema,
    authenticated: false,
    ...(signal ? { signal } : {}),
  });
}

export function useRestaurantMenu(id: string) {
  return useQuery({
    queryKey: orderingKeys.restaurant(id),
    queryFn: ({ signal }) => getRestaurantMenu(id, signal),
  });
}
