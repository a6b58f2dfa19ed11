import { visibleMeals } from '@playeats/domain/meals';

interface OrderedMeal {
  id: string;
  name: string;
  active: boolean;
  index: number;
}

export type MoveDirection = 'up' | 'down';

/**
 * The full order of meal ids (PUT …/meals/order wants every one, hidden ones included)
 * after moving `id` one place up or down the list as shown. Shown means the spec's rule
 * (visibleMeals): active first, then by index. A meal only trades places with a shown
 * neighbour of the same state, since no index could put a paused meal above an active
 * one. Null when the move is not possible.
 */
export function moveMeal<T extends OrderedMeal>(
  meals: readonly T[],
  id: string,
  direction: MoveDirection,
): string[] | null {
  const shown = visibleMeals(meals);
  const at = shown.findIndex((m) => m.id === id);
  const meal = shown[at];
  const neighbour = shown[direction === 'up' ? at - 1 : at + 1];
  if (!meal || !neighbour || neighbour.active !== meal.active) return null;
  const byIndex = [...meals].sort((a, b) => a.index - b.index).map((m) => m.id);
  const i = byIndex.indexOf(meal.id);
  const j = byIndex.indexOf(neighbour.id);
  [byIndex[i], byIndex[j]] = [neighbour.id, meal.id];
  return byIndex;
}

/** Whether moveMeal would do something: for disabling the buttons. */
export function canMove<T extends OrderedMeal>(meals: readonly T[], id: string, direction: MoveDirection): boolean {
  return moveMeal(meals, id, direction) !== null;
}
