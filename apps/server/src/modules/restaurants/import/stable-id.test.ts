import { describe, expect, it } from 'vitest';
import { stableId } from './stable-id.ts';

describe('stableId', () => {
  it('is a version-8 UUID, the same for the same parts and different for others', () => {
    const id = stableId('r1', 'item', 'pizzas', 'margherita');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(stableId('r1', 'item', 'pizzas', 'margherita')).toBe(id);
    expect(stableId('r2', 'item', 'pizzas', 'margherita')).not.toBe(id);
    // Parts are kept apart: ('ab', 'c') is not ('a', 'bc').
    expect(stableId('ab', 'c')).not.toBe(stableId('a', 'bc'));
  });
});
