import { queryOptions, useQuery } from '@tanstack/react-query';
import { mealListSchema, type MealDto } from '@playeats/contracts/meals';
import { request } from '../../../lib/http-client.ts';

export const MEALS_PATH = '/api/users/me/meals';
/** Also written out in features/restaurants/api/create-meal.ts, which invalidates it after a save. */
export const MEALS_QUERY_KEY = ['users', 'me', 'meals'] as const;

/** GET /api/users/me/meals: every saved meal (hidden ones too), by index. */
export async function getMeals({ signal }: { signal?: AbortSignal } = {}): Promise<MealDto[]> {
  const { items } = await request(MEALS_PATH, { schema: mealListSchema, ...(signal ? { signal } : {}) });
  return items;
}

export function getMealsQueryOptions() {
  return queryOptions({ queryKey: MEALS_QUERY_KEY, queryFn: ({ signal }) => getMeals({ signal }) });
}

export function useMeals({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getMealsQueryOptions(), enabled });
}
