// The options a customer picks for one menu item: saved meals and the cart check the same
// rules, and the web app can use them to guide the choice before anything is sent.

export interface SelectableOptionGroup {
  id: string;
  name: string;
  minSelections: number;
  maxSelections: number;
  options: readonly { id: string }[];
}

export type SelectionProblem =
  | { kind: 'UNKNOWN_OPTION'; optionId: string; position: number }
  | { kind: 'DUPLICATE_OPTION'; optionId: string; position: number }
  | { kind: 'TOO_FEW'; groupId: string; groupName: string; min: number; chosen: number }
  | { kind: 'TOO_MANY'; groupId: string; groupName: string; max: number; chosen: number };

/**
 * Problems with choosing `optionIds` for an item whose option groups are `groups`: an
 * option outside those groups, the same option twice, or a group with fewer than its
 * minimum or more than its maximum choices. Empty when the choice is valid.
 */
export function checkOptionSelection(
  groups: readonly SelectableOptionGroup[],
  optionIds: readonly string[],
): SelectionProblem[] {
  const groupOf = new Map<string, SelectableOptionGroup>();
  for (const group of groups) for (const option of group.options) groupOf.set(option.id, group);

  const problems: SelectionProblem[] = [];
  const seen = new Set<string>();
  const counts = new Map<string, number>();
  optionIds.forEach((optionId, position) => {
    const group = groupOf.get(optionId);
    if (!group) problems.push({ kind: 'UNKNOWN_OPTION', optionId, position });
    else if (seen.has(optionId)) problems.push({ kind: 'DUPLICATE_OPTION', optionId, position });
    else counts.set(group.id, (counts.get(group.id) ?? 0) + 1);
    seen.add(optionId);
  });
  for (const group of groups) {
    const chosen = counts.get(group.id) ?? 0;
    if (chosen < group.minSelections) {
      problems.push({ kind: 'TOO_FEW', groupId: group.id, groupName: group.name, min: group.minSelections, chosen });
    }
    if (chosen > group.maxSelections) {
      problems.push({ kind: 'TOO_MANY', groupId: group.id, groupName: group.name, max: group.maxSelections, chosen });
    }
  }
  return problems;
}
