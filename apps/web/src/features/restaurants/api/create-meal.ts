import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mealSchema, type CreateMealRequest, type MealDto } from '@playeats/contracts/meals';
import { request } from '../../../lib/http-client.ts';
import { SAVED_MEALS_QUERY_KEY } from '../../../lib/saved-meals-query-key.ts';

/** POST /api/users/me/meals: saves a named selection of this restaurant's dishes. */
export function createMeal(meal: CreateMealRequest): Promise<MealDto> {
  return request('/api/users/me/meals', { method: 'POST', body: meal, schema: mealSchema });
}

export function useCreateMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMeal,
    // The dashboard's saved meals (features/meals); its link after a save also carries the refresh flag.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_MEALS_QUERY_KEY }),
  });
}
