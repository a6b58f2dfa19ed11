import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mealSchema, type MealDto, type UpdateMealRequest } from '@playeats/contracts/meals';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { request } from '../../../lib/http-client.ts';
import { SAVED_MEALS_QUERY_KEY } from '../../../lib/saved-meals-query-key.ts';
import { MEALS_PATH } from './get-meals.ts';

/** PATCH /api/users/me/meals/{id}: rename, (de)activate, or replace the items. */
export function updateMeal(id: string, changes: UpdateMealRequest): Promise<MealDto> {
  return request(`${MEALS_PATH}/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes, schema: mealSchema });
}

interface Variables {
  id: string;
  changes: UpdateMealRequest;
}

/**
 * Name and active flag change on screen at once; a refusal puts the previous list back
 * and says why. The server's copy replaces the meal once it answers.
 */
export function useUpdateMeal() {
  const queryClient = useQueryClient();
  const { showError } = useErrorDialog();
  return useMutation<MealDto, unknown, Variables, { previous: MealDto[] | undefined }>({
    mutationFn: ({ id, changes }) => updateMeal(id, changes),
    onMutate: async ({ id, changes }) => {
      await queryClient.cancelQueries({ queryKey: SAVED_MEALS_QUERY_KEY });
      const previous = queryClient.getQueryData<MealDto[]>(SAVED_MEALS_QUERY_KEY);
      const { name, active } = changes;
      queryClient.setQueryData<MealDto[]>(SAVED_MEALS_QUERY_KEY, (meals) =>
        meals?.map((m) =>
          m.id === id
            ? { ...m, ...(name !== undefined ? { name } : {}), ...(active !== undefined ? { active } : {}) }
            : m,
        ),
      );
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(SAVED_MEALS_QUERY_KEY, context.previous);
      showError(error);
    },
    onSuccess: (meal) => {
      queryClient.setQueryData<MealDto[]>(SAVED_MEALS_QUERY_KEY, (meals) =>
        meals?.map((m) => (m.id === meal.id ? meal : m)),
      );
    },
  });
}
