import { describe, expect, it } from 'vitest';
import { BOWL, CLASSIC, COLA, uuid } from './menu-fixtures.ts';
import {
  addLine,
  draftLineOf,
  draftLinesOf,
  draftTotalCents,
  MAX_LINES,
  removeLine,
  setLineQuantity,
  toMealItems,
} from './meal-draft.ts';

describe('meal draft', () => {
  it('prices a line with its options and ignores options the item does not have', () => {
    const line = draftLineOf(CLASSIC, [uuid(302), uuid(303), 'not-an-option'], 2);
    expect(line).toMatchObject({
      itemId: CLASSIC.id,
      quantity: 2,
      unitPriceCents: 1049 + 500 + 200,
      options: [
        { id: uuid(302), name: 'Large', priceCents: 500 },
        { id: uuid(303), name: 'Bacon', priceCents: 200 },
      ],
    });
  });

  it('merges the same choice into one line and keeps different choices apart', () => {
    let lines = addLine([], draftLineOf(CLASSIC, [uuid(301)], 1)).lines;
    lines = addLine(lines, draftLineOf(CLASSIC, [uuid(301)], 2)).lines;
    lines = addLine(lines, draftLineOf(CLASSIC, [uuid(302)], 1)).lines;
    expect(lines.map((l) => l.quantity)).toEqual([3, 1]);
    expect(draftTotalCents(lines)).toBe(3 * 1049 + 1549);
  });

  it('keeps quantities between 1 and 99', () => {
    const [line] = addLine([], draftLineOf(COLA, [], 1)).lines;
    expect(setLineQuantity([line!], line!.key, 0)[0]!.quantity).toBe(1);
    expect(setLineQuantity([line!], line!.key, 150)[0]!.quantity).toBe(99);
    expect(addLine([{ ...line!, quantity: 98 }], draftLineOf(COLA, [], 5)).lines[0]!.quantity).toBe(99);
  });

  it('refuses a line past the maximum number of different dishes', () => {
    const lines = Array.from({ length: MAX_LINES }, (_, i) => ({ ...draftLineOf(COLA, [], 1), key: `k${i}` }));
    const result = addLine(lines, draftLineOf(BOWL, [uuid(306), uuid(307)], 1));
    expect(result.added).toBe(false);
    expect(result.lines).toHaveLength(MAX_LINES);
  });

  it('removes lines and turns them into the saved-meal items', () => {
    const lines = [draftLineOf(CLASSIC, [uuid(301)], 2), draftLineOf(COLA, [], 1)];
    expect(toMealItems(removeLine(lines, lines[1]!.key))).toEqual([
      { itemId: CLASSIC.id, quantity: 2, optionIds: [uuid(301)] },
    ]);
  });

  it('reads a saved meal back as lines', () => {
    const [line] = draftLinesOf([
      {
        itemId: CLASSIC.id,
        name: 'Classic Poutine',
        quantity: 2,
        options: [{ optionId: uuid(302), name: 'Large', priceCents: 500 }],
        unitPriceCents: 1549,
        available: true,
      },
    ]);
    expect(line).toEqual(draftLineOf(CLASSIC, [uuid(302)], 2));
  });
});
