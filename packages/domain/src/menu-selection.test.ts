import { describe, expect, it } from 'vitest';
import { checkOptionSelection, type SelectableOptionGroup } from './menu-selection.ts';
import { searchKey } from './search-key.ts';

const size: SelectableOptionGroup = {
  id: 'size',
  name: 'Size',
  minSelections: 1,
  maxSelections: 1,
  options: [{ id: 's' }, { id: 'm' }, { id: 'l' }],
};
const extras: SelectableOptionGroup = {
  id: 'extras',
  name: 'Extras',
  minSelections: 0,
  maxSelections: 2,
  options: [{ id: 'cheese' }, { id: 'bacon' }, { id: 'egg' }],
};

describe('checkOptionSelection', () => {
  it('accepts a choice within every group’s limits', () => {
    expect(checkOptionSelection([size, extras], ['m'])).toEqual([]);
    expect(checkOptionSelection([size, extras], ['l', 'cheese', 'egg'])).toEqual([]);
    expect(checkOptionSelection([], [])).toEqual([]);
  });

  it('names a missing required choice and too many choices', () => {
    expect(checkOptionSelection([size, extras], ['cheese'])).toEqual([
      { kind: 'TOO_FEW', groupId: 'size', groupName: 'Size', min: 1, chosen: 0 },
    ]);
    expect(checkOptionSelection([size, extras], ['s', 'm', 'cheese', 'bacon', 'egg'])).toEqual([
      { kind: 'TOO_MANY', groupId: 'size', groupName: 'Size', max: 1, chosen: 2 },
      { kind: 'TOO_MANY', groupId: 'extras', groupName: 'Extras', max: 2, chosen: 3 },
    ]);
  });

  it('refuses options of other items and the same option twice', () => {
    expect(checkOptionSelection([size], ['s', 'cheese'])).toEqual([
      { kind: 'UNKNOWN_OPTION', optionId: 'cheese', position: 1 },
    ]);
    expect(checkOptionSelection([size, extras], ['s', 'bacon', 'bacon'])).toEqual([
      { kind: 'DUPLICATE_OPTION', optionId: 'bacon', position: 2 },
    ]);
  });
});

describe('searchKey', () => {
  it('folds case, accents and apostrophes', () => {
    expect(searchKey("Luigi's Café  Crème-Brûlée")).toBe('luigis cafe creme brulee');
    expect(searchKey('  ÉCOLE  ')).toBe('ecole');
  });
});
