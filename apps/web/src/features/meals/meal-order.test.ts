import { describe, expect, it } from 'vitest';
import { canMove, moveMeal } from './meal-order.ts';

const meal = (id: string, active: boolean, index: number, name = id) => ({ id, name, active, index });

// Shown: a(active,0) c(active,2) | b(paused,1) d(paused,3); hidden h(active,4).
const MEALS = [
  meal('a', true, 0),
  meal('b', false, 1),
  meal('c', true, 2),
  meal('d', false, 3),
  meal('h', true, 4, 'Should not display: staff'),
];

describe('moveMeal', () => {
  it('swaps a meal with the shown neighbour of the same state, keeping every id once', () => {
    expect(moveMeal(MEALS, 'c', 'up')).toEqual(['c', 'b', 'a', 'd', 'h']);
    expect(moveMeal(MEALS, 'a', 'down')).toEqual(['c', 'b', 'a', 'd', 'h']);
    expect(moveMeal(MEALS, 'd', 'up')).toEqual(['a', 'd', 'c', 'b', 'h']);
  });

  it('does not move past the ends, across the active/paused boundary, or for hidden or unknown meals', () => {
    expect(moveMeal(MEALS, 'a', 'up')).toBeNull();
    expect(moveMeal(MEALS, 'c', 'down')).toBeNull();
    expect(moveMeal(MEALS, 'b', 'up')).toBeNull();
    expect(moveMeal(MEALS, 'd', 'down')).toBeNull();
    expect(moveMeal(MEALS, 'h', 'up')).toBeNull();
    expect(moveMeal(MEALS, 'nope', 'up')).toBeNull();
    expect(canMove(MEALS, 'c', 'up')).toBe(true);
    expect(canMove(MEALS, 'b', 'up')).toBe(false);
  });
});
