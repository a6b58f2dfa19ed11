import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mealSchema, type CreateMealRequest, type MealDto } from '@playeats/contracts/meals';
import { request } from '../../../lib/http-client.ts';

/**
 * The saved-meals list's query key. The dashboard (features/meals) owns that query;
 * features do not import each other, so the key is repeated here, and the dashboard
 * link after a save also carries its refresh flag.
 */
const SAVED_MEALS_KEY = ['users', 'me', 'meals'] as const;

/** POST /api/users/me/meals: saves a named selection of this restaurant's dishes. */
export function createMeal(meal: CreateMealRequest): Promise<MealDto> {
  return request('/api/users/me/meals', { method: 'POST', body: meal, schema: mealSchema });
}

export function useCreateMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMeal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_MEALS_KEY }),
  });
}
