import { describe, expect, it } from 'vitest';
import { importMenuSchema, menuInputSchema } from '@playeats/contracts/admin-restaurants';

const size = { name: 'Size', minSelections: 1, maxSelections: 1, options: [{ name: 'Small', priceCents: 0 }] };

describe('a menu names each option group of an item once', () => {
  it('refuses an imported item that names a group twice, in any case (a report, not a failed write)', () => {
    const result = importMenuSchema.safeParse({
      optionGroups: [size],
      categories: [
        { name: 'Pizzas', items: [{ name: 'Margherita', priceCents: 1200, optionGroups: ['Size', 'size'] }] },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['categories', 0, 'items', 0, 'optionGroups', 1],
        message: 'names the option group size twice',
      }),
    ]);
  });

  it('refuses an edited item that names a group id twice', () => {
    const group = { ...size, id: 'g1', options: [{ id: 'o1', name: 'Small', priceCents: 0 }] };
    const result = menuInputSchema.safeParse({
      optionGroups: [group],
      categories: [
        {
          id: 'c1',
          name: 'Pizzas',
          items: [{ id: 'i1', name: 'Margherita', priceCents: 1200, optionGroupIds: ['g1', 'g1'] }],
        },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain('names this option group twice');
  });
});
