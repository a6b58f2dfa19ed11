// Merchants use this marker in a meal's name to hide it from the menu.
export const HIDDEN_MEAL_MARKER = 'Should not display';

/**
 * Meals to show on a menu: hidden ones removed, active meals first, then by
 * `index` ascending. Ties keep their input order (Array.prototype.sort is
 * stable). Returns a new array; the input is never reordered.
 */
export function visibleMeals<T extends { name: string; active: boolean; index: number }>(meals: readonly T[]): T[] {
  return meals
    .filter((meal) => !meal.name.includes(HIDDEN_MEAL_MARKER))
    .sort((a, b) => Number(b.active) - Number(a.active) || a.index - b.index);
}
