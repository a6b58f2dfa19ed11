import { queryOptions, useQuery } from '@tanstack/react-query';
import { mealListSchema, type MealDto } from '@playeats/contracts/meals';
import { request } from '../../../lib/http-client.ts';
import { SAVED_MEALS_QUERY_KEY } from '../../../lib/saved-meals-query-key.ts';

export const MEALS_PATH = '/api/users/me/meals';

/** GET /api/users/me/meals: every saved meal (hidden ones too), by index. */
export async function getMeals({ signal }: { signal?: AbortSignal } = {}): Promise<MealDto[]> {
  const { items } = await request(MEALS_PATH, { schema: mealListSchema, ...(signal ? { signal } : {}) });
  return items;
}

export function getMealsQueryOptions() {
  return queryOptions({ queryKey: SAVED_MEALS_QUERY_KEY, queryFn: ({ signal }) => getMeals({ signal }) });
}

export function useMeals({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getMealsQueryOptions(), enabled });
}
