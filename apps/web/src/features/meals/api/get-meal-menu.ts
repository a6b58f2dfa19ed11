import { useQuery } from '@tanstack/react-query';
import { restaurantQueryOptions } from '../../../lib/api/restaurants.ts';

/**
 * The menu a saved meal's dishes come from, to change them (GET /api/restaurants/{id}),
 * in the restaurant page's cache entry: one per restaurant.
 */
export function useMealMenu(restaurantId: string | undefined) {
  return useQuery({ ...restaurantQueryOptions(restaurantId ?? ''), enabled: Boolean(restaurantId) });
}
