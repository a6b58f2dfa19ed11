import type { InvalidParam } from '@playeats/contracts/problem';
import { checkOptionSelection } from '@playeats/domain/menu-selection';
import { HttpProblem } from '../../lib/problem.ts';
import type { MenuItemWithGroups } from './restaurants.repository.ts';

/** What a customer picked: an item, how many, which options. */
export interface SelectionLine {
  itemId: string;
  quantity: number;
  optionIds: readonly string[];
}

export interface ResolvedLine {
  itemId: string;
  name: string;
  quantity: number;
  /** Item price plus chosen options, for one. */
  unitPriceCents: number;
  options: { optionId: string; groupId: string; name: string; priceCents: number }[];
}

/**
 * Checks lines against the items read for them (itemsWithOptionGroups): refuses an item
 * that is not among them (not on the restaurant's menu) or not available
 * (InvalidOrderItemException) and options outside the item's groups or beyond a group's
 * min and max (InvalidOrderItemOptionException), naming each field (`field`.N.itemId…).
 * The valid lines come back with today's names and prices.
 */
export function checkSelection(
  items: ReadonlyMap<string, MenuItemWithGroups>,
  lines: readonly SelectionLine[],
  field: string,
): ResolvedLine[] {
  const itemProblems: InvalidParam[] = [];
  const optionProblems: InvalidParam[] = [];
  lines.forEach((line, i) => {
    const item = items.get(line.itemId);
    if (!item) itemProblems.push({ name: `${field}.${i}.itemId`, reason: 'is not on this restaurant’s menu' });
    else if (!item.available) itemProblems.push({ name: `${field}.${i}.itemId`, reason: 'is not available now' });
    if (!item) return;
    for (const p of checkOptionSelection(item.optionGroups, line.optionIds)) {
      if (p.kind === 'UNKNOWN_OPTION') {
        optionProblems.push({
          name: `${field}.${i}.optionIds.${p.position}`,
          reason: `is not an option of ${item.name}`,
        });
      } else if (p.kind === 'DUPLICATE_OPTION') {
        optionProblems.push({ name: `${field}.${i}.optionIds.${p.position}`, reason: 'is chosen twice' });
      } else if (p.kind === 'TOO_FEW') {
        optionProblems.push({
          name: `${field}.${i}.optionIds`,
          reason: `choose at least ${p.min} from ${p.groupName}`,
        });
      } else {
        optionProblems.push({
          name: `${field}.${i}.optionIds`,
          reason: `choose at most ${p.max} from ${p.groupName}`,
        });
      }
    }
  });
  if (itemProblems.length > 0) {
    throw new HttpProblem(
      400,
      'InvalidOrderItemException',
      'Invalid item',
      itemProblems.map((p) => `${p.name} ${p.reason}`).join('; '),
      { invalidParams: itemProblems },
    );
  }
  if (optionProblems.length > 0) {
    throw new HttpProblem(
      400,
      'InvalidOrderItemOptionException',
      'Invalid item options',
      optionProblems.map((p) => `${p.name}: ${p.reason}`).join('; '),
      { invalidParams: optionProblems },
    );
  }
  return lines.map((line) => resolveLine(items.get(line.itemId)!, line));
}

/** A valid line with today's names and prices. */
export function resolveLine(item: MenuItemWithGroups, line: SelectionLine): ResolvedLine {
  const chosen = new Set(line.optionIds);
  const options = item.optionGroups.flatMap((g) =>
    g.options
      .filter((o) => chosen.has(o.id))
      .map((o) => ({ optionId: o.id, groupId: g.id, name: o.name, priceCents: o.priceCents })),
  );
  return {
    itemId: item.id,
    name: item.name,
    quantity: line.quantity,
    unitPriceCents: item.priceCents + options.reduce((sum, o) => sum + o.priceCents, 0),
    options,
  };
}
