import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MealDto } from '@playeats/contracts/meals';
import { request } from '../../../lib/http-client.ts';
import { SAVED_MEALS_QUERY_KEY } from '../../../lib/saved-meals-query-key.ts';
import { MEALS_PATH } from './get-meals.ts';

/** DELETE /api/users/me/meals/{id}. */
export async function deleteMeal(id: string): Promise<void> {
  await request(`${MEALS_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Removes the meal from the list once the server has (the dialog waits for it). */
export function useDeleteMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMeal,
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<MealDto[]>(SAVED_MEALS_QUERY_KEY, (meals) => meals?.filter((m) => m.id !== id));
      return queryClient.invalidateQueries({ queryKey: SAVED_MEALS_QUERY_KEY });
    },
  });
}
