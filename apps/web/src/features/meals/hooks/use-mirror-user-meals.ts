import { useEffect } from 'react';
import type { MealDto } from '@playeats/contracts/meals';
import { useAppDispatch } from '../../../app/hooks.ts';
import { userMealsLoaded } from '../meals-slice.ts';

/** Keeps meals.userMeals (spec section 3: name, active, index) in step with the saved meals on screen. */
export function useMirrorUserMeals(meals: readonly MealDto[] | undefined): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (meals) dispatch(userMealsLoaded(meals.map(({ name, active, index }) => ({ name, active, index }))));
  }, [meals, dispatch]);
}
