import { MEAL_ITEMS_MAX, MEAL_QUANTITY_MAX, type CreateMealRequest, type MealDto } from '@playeats/contracts/meals';
import type { MenuItemDto } from '@playeats/contracts/restaurants';

/**
 * A meal being put together: one line per menu item and choice of options. Pure, so the
 * builder's rules (merging, limits, totals) are tested without rendering anything.
 */
export interface DraftOption {
  id: string;
  name: string;
  priceCents: number;
}

export interface DraftLine {
  /** The item and its options: the same choice twice is one line with a larger quantity. */
  key: string;
  itemId: string;
  name: string;
  quantity: number;
  options: DraftOption[];
  /** Item price plus options, for one. */
  unitPriceCents: number;
}

export const MAX_LINES = MEAL_ITEMS_MAX;
export const MAX_QUANTITY = MEAL_QUANTITY_MAX;

export function lineKey(itemId: string, optionIds: readonly string[]): string {
  return [itemId, ...[...optionIds].sort()].join('|');
}

const clampQuantity = (quantity: number) => Math.min(MAX_QUANTITY, Math.max(1, Math.round(quantity)));

/** The line for `item` with the options `optionIds` (ids not on the item are ignored). */
export function draftLineOf(item: MenuItemDto, optionIds: readonly string[], quantity: number): DraftLine {
  const chosen = new Set(optionIds);
  const options = item.optionGroups.flatMap((group) => group.options.filter((option) => chosen.has(option.id)));
  return {
    key: lineKey(
      item.id,
      options.map((o) => o.id),
    ),
    itemId: item.id,
    name: item.name,
    quantity: clampQuantity(quantity),
    options: options.map(({ id, name, priceCents }) => ({ id, name, priceCents })),
    unitPriceCents: item.priceCents + options.reduce((sum, option) => sum + option.priceCents, 0),
  };
}

export type AddResult =
  { lines: DraftLine[]; added: true } | { lines: DraftLine[]; added: false; reason: 'TOO_MANY_LINES' };

/** Adds a line, or raises the quantity of the same choice already there (up to the maximum). */
export function addLine(lines: readonly DraftLine[], line: DraftLine): AddResult {
  const existing = lines.find((l) => l.key === line.key);
  if (existing) {
    return {
      added: true,
      lines: lines.map((l) => (l === existing ? { ...l, quantity: clampQuantity(l.quantity + line.quantity) } : l)),
    };
  }
  if (lines.length >= MAX_LINES) return { added: false, reason: 'TOO_MANY_LINES', lines: [...lines] };
  return { added: true, lines: [...lines, line] };
}

export function setLineQuantity(lines: readonly DraftLine[], key: string, quantity: number): DraftLine[] {
  return lines.map((l) => (l.key === key ? { ...l, quantity: clampQuantity(quantity) } : l));
}

export function removeLine(lines: readonly DraftLine[], key: string): DraftLine[] {
  return lines.filter((l) => l.key !== key);
}

export function draftTotalCents(lines: readonly DraftLine[]): number {
  return lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
}

/** The lines as the saved-meal calls take them. */
export function toMealItems(lines: readonly DraftLine[]): CreateMealRequest['items'] {
  return lines.map((l) => ({ itemId: l.itemId, quantity: l.quantity, optionIds: l.options.map((o) => o.id) }));
}

/** A saved meal's items as lines, to change them in the builder. */
export function draftLinesOf(items: readonly MealDto['items'][number][]): DraftLine[] {
  return items.map((item) => ({
    key: lineKey(
      item.itemId,
      item.options.map((o) => o.optionId),
    ),
    itemId: item.itemId,
    name: item.name,
    quantity: item.quantity,
    options: item.options.map((o) => ({ id: o.optionId, name: o.name, priceCents: o.priceCents })),
    unitPriceCents: item.unitPriceCents,
  }));
}
