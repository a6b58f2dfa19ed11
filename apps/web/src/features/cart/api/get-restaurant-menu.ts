import { useQuery } from '@tanstack/react-query';
import { getRestaurant } from '../../../lib/api/restaurants.ts';
import { orderingKeys } from '../../../lib/ordering-query-keys.ts';

/** The restaurant and its whole menu, to order from (GET /api/restaurants/{id}), under the ordering keys. */
export function useRestaurantMenu(id: string) {
  return useQuery({
    queryKey: orderingKeys.restaurant(id),
    queryFn: ({ signal }) => getRestaurant(id, { signal }),
  });
}
