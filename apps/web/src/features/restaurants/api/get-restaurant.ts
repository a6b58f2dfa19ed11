import { useQuery } from '@tanstack/react-query';
import { restaurantQueryOptions } from '../../../lib/api/restaurants.ts';

/** The restaurant page's restaurant: its opening hours and full menu (GET /api/restaurants/{id}). */
export function useRestaurant(id: string) {
  return useQuery(restaurantQueryOptions(id));
}
