import { queryOptions } from '@tanstack/react-query';
import { restaurantDetailSchema, type RestaurantDetailDto } from '@playeats/contracts/restaurants';
import { request } from '../http-client.ts';

/**
 * GET /api/restaurants/{id}: a restaurant with its opening hours and full menu. The one
 * fetcher of it: the restaurant page shows it, a saved meal's dishes are changed from its
 * menu, and the order page adds its dishes to the cart.
 */
export function getRestaurant(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<RestaurantDetailDto> {
  return request(`/api/restaurants/${encodeURIComponent(id)}`, {
    schema: restaurantDetailSchema,
    authenticated: false,
    ...(signal ? { signal } : {}),
  });
}

/** The restaurant as the discovery pages cache it: one entry per restaurant, whichever page asked first. */
export function restaurantQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['restaurants', 'detail', id],
    queryFn: ({ signal }) => getRestaurant(id, { signal }),
  });
}
