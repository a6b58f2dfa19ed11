import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mealListSchema, type MealDto } from '@playeats/contracts/meals';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { request } from '../../../lib/http-client.ts';
import { SAVED_MEALS_QUERY_KEY } from '../../../lib/saved-meals-query-key.ts';
import { MEALS_PATH } from './get-meals.ts';

/** PUT /api/users/me/meals/order: every meal id once, in the new order; answers the list. */
export async function reorderMeals(mealIds: string[]): Promise<MealDto[]> {
  const { items } = await request(`${MEALS_PATH}/order`, { method: 'PUT', body: { mealIds }, schema: mealListSchema });
  return items;
}

/** The meals with `index` rewritten to follow `mealIds`, as the server will. */
export function withOrder(meals: readonly MealDto[], mealIds: readonly string[]): MealDto[] {
  const position = new Map(mealIds.map((id, index) => [id, index]));
  return meals.map((m) => ({ ...m, index: position.get(m.id) ?? m.index }));
}

/** The new order shows at once; a refusal puts the old one back and says why. */
export function useReorderMeals() {
  const queryClient = useQueryClient();
  const { showError } = useErrorDialog();
  return useMutation<MealDto[], unknown, string[], { previous: MealDto[] | undefined }>({
    mutationFn: reorderMeals,
    onMutate: async (mealIds) => {
      await queryClient.cancelQueries({ queryKey: SAVED_MEALS_QUERY_KEY });
      const previous = queryClient.getQueryData<MealDto[]>(SAVED_MEALS_QUERY_KEY);
      queryClient.setQueryData<MealDto[]>(SAVED_MEALS_QUERY_KEY, (meals) => meals && withOrder(meals, mealIds));
      return { previous };
    },
    onError: (error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(SAVED_MEALS_QUERY_KEY, context.previous);
      showError(error);
    },
    onSuccess: (meals) => queryClient.setQueryData(SAVED_MEALS_QUERY_KEY, meals),
  });
}
