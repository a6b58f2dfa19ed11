import { describe, expect, it } from 'vitest';
import { editorMenuOf, menuBody, newCategory, newGroup } from './menu-editor-model.ts';

describe('menuBody', () => {
  it('round-trips a menu and sends prices in cents', () => {
    const menu = {
      optionGroups: [
        {
          id: 'g1',
          name: 'Size',
          minSelections: 1,
          maxSelections: 1,
          options: [{ id: 'o1', name: 'L', priceCents: 250 }],
        },
      ],
      categories: [
        {
          id: 'c1',
          name: 'Pizzas',
          items: [
            {
              id: 'i1',
              name: 'Margherita',
              description: null,
              priceCents: 1499,
              available: true,
              optionGroupIds: ['g1'],
            },
          ],
        },
      ],
    };
    expect(menuBody(editorMenuOf(menu))).toEqual({ body: menu });
  });

  it('names the values it cannot read by their server path, and drops links to removed groups', () => {
    const category = newCategory();
    category.items[0]!.price = 'ten';
    category.items[0]!.optionGroupIds = ['gone'];
    expect(menuBody({ optionGroups: [{ ...newGroup(), max: 'x' }], categories: [category] })).toEqual({
      errors: { 'optionGroups.0.maxSelections': 'count', 'categories.0.items.0.priceCents': 'amount' },
    });
    category.items[0]!.price = '9,5';
    const result = menuBody({ optionGroups: [], categories: [category] });
    expect(result).toMatchObject({ body: { categories: [{ items: [{ priceCents: 950, optionGroupIds: [] }] }] } });
  });
});
