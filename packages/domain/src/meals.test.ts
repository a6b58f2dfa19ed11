import { describe, it, expect } from 'vitest';
import { visibleMeals } from './meals.ts';

interface Meal {
  id: string;
  name: string;
  active: boolean;
  index: number;
}

const meal = (id: string, active: boolean, index: number, name = `Meal ${id}`): Meal => ({
  id,
  name,
  active,
  index,
});

const ids = (meals: readonly Meal[]): string[] => meals.map((m) => m.id);

describe('visibleMeals', () => {
  it('drops meals whose name contains "Should not display"', () => {
    const meals = [
      meal('a', true, 0),
      meal('b', true, 1, 'Should not display'),
      meal('c', true, 2, 'Burger - Should not display (test)'),
      meal('d', false, 3, 'should not display'), // different case is kept
    ];
    expect(ids(visibleMeals(meals))).toEqual(['a', 'd']);
  });

  it('puts active meals first, then sorts by index ascending', () => {
    const meals = [
      meal('inactive-1', false, 1),
      meal('active-3', true, 3),
      meal('inactive-0', false, 0),
      meal('active-2', true, 2),
      meal('active-10', true, 10),
    ];
    expect(ids(visibleMeals(meals))).toEqual(['active-2', 'active-3', 'active-10', 'inactive-0', 'inactive-1']);
  });

  it('ranks an inactive meal with a lower index after every active meal', () => {
    expect(ids(visibleMeals([meal('x', false, -5), meal('y', true, 99)]))).toEqual(['y', 'x']);
  });

  it('keeps input order for meals with equal active and index (stable)', () => {
    const meals = [meal('first', true, 1), meal('second', true, 1), meal('other', true, 0), meal('third', true, 1)];
    expect(ids(visibleMeals(meals))).toEqual(['other', 'first', 'second', 'third']);
  });

  it('does not mutate the input array or its meals', () => {
    const meals = [meal('b', false, 1), meal('a', true, 0), meal('h', true, 2, 'Should not display')];
    const before = structuredClone(meals);
    const frozen = Object.freeze([...meals]);
    const result = visibleMeals(frozen);
    expect(meals).toEqual(before);
    expect(frozen).toEqual(before);
    expect(result).not.toBe(frozen);
    // The same objects come back, not copies.
    expect(result[0]).toBe(meals[1]);
  });

  it('returns an empty array for no meals', () => {
    expect(visibleMeals([])).toEqual([]);
  });
});
