import { describe, it, expect } from 'vitest';
import { DEFAULT_RESTAURANT_FILTER, SEARCH_TYPES, parseStoredFilter } from './restaurant-filter.ts';
import type { RestaurantFilter } from './restaurant-filter.ts';

const VALID: RestaurantFilter = {
  searchTerm: 'sushi',
  searchType: 'ITEM_CATEGORY',
  radius: 12.5,
  showOpenOnly: true,
};

describe('restaurant filter defaults', () => {
  it('match the spec', () => {
    expect(SEARCH_TYPES).toEqual(['MERCHANT_NAME', 'ITEM_CATEGORY']);
    expect(DEFAULT_RESTAURANT_FILTER).toEqual({
      searchTerm: '',
      searchType: 'MERCHANT_NAME',
      radius: 5,
      showOpenOnly: false,
    });
  });

  it('cannot be mutated through the shared default', () => {
    expect(Object.isFrozen(DEFAULT_RESTAURANT_FILTER)).toBe(true);
  });
});

describe('parseStoredFilter', () => {
  it('takes every field of a valid object', () => {
    expect(parseStoredFilter(VALID)).toEqual(VALID);
  });

  it('takes every field of a valid JSON string', () => {
    expect(parseStoredFilter(JSON.stringify(VALID))).toEqual(VALID);
  });

  it.each([
    ['malformed JSON', '{"searchTerm": "sushi"'],
    ['empty string', ''],
    ['JSON null', 'null'],
    ['JSON number', '42'],
    ['JSON array', '[1,2]'],
    ['JSON string', '"sushi"'],
    ['undefined', undefined],
    ['null', null],
    ['number', 5],
    ['array', [VALID]],
  ])('returns the defaults for %s', (_label, raw) => {
    expect(parseStoredFilter(raw)).toEqual(DEFAULT_RESTAURANT_FILTER);
  });

  it('fills missing fields with defaults', () => {
    expect(parseStoredFilter({ searchTerm: 'tacos' })).toEqual({
      ...DEFAULT_RESTAURANT_FILTER,
      searchTerm: 'tacos',
    });
  });

  it('returns a fresh object each time', () => {
    const a = parseStoredFilter(null);
    a.radius = 99;
    expect(parseStoredFilter(null).radius).toBe(5);
    expect(DEFAULT_RESTAURANT_FILTER.radius).toBe(5);
  });

  it('ignores unknown fields', () => {
    expect(parseStoredFilter({ ...VALID, extra: 1 })).toEqual(VALID);
  });

  describe('searchTerm', () => {
    it.each([[42], [null], [true], [['sushi']]])('keeps the default for %j, others still taken', (bad) => {
      expect(parseStoredFilter({ ...VALID, searchTerm: bad })).toEqual({
        ...VALID,
        searchTerm: '',
      });
    });

    it('keeps an empty or whitespace string as stored', () => {
      expect(parseStoredFilter({ ...VALID, searchTerm: '  ' }).searchTerm).toBe('  ');
    });
  });

  describe('searchType', () => {
    it.each([['CUISINE'], ['merchant_name'], [''], [0], [null]])(
      'keeps the default for %j, others still taken',
      (bad) => {
        expect(parseStoredFilter({ ...VALID, searchType: bad })).toEqual({
          ...VALID,
          searchType: 'MERCHANT_NAME',
        });
      },
    );

    it.each(SEARCH_TYPES)('accepts %s', (type) => {
      expect(parseStoredFilter({ searchType: type }).searchType).toBe(type);
    });
  });

  describe('radius', () => {
    it.each([
      [10, 10],
      [0.5, 0.5],
      ['10', 10],
      ['2.5', 2.5],
      [' 7 ', 7],
      ['1e1', 10],
    ])('accepts %j as %j', (stored, expected) => {
      expect(parseStoredFilter({ ...VALID, radius: stored })).toEqual({
        ...VALID,
        radius: expected,
      });
    });

    it.each([
      [0],
      [-1],
      ['0'],
      ['-3'],
      [Number.NaN],
      [Number.POSITIVE_INFINITY],
      ['Infinity'],
      ['abc'],
      ['10km'],
      [''],
      [' '],
      ['0x10'],
      [null],
      [true],
      [[5]],
      [{}],
    ])('keeps the default for %j, others still taken', (bad) => {
      expect(parseStoredFilter({ ...VALID, radius: bad })).toEqual({ ...VALID, radius: 5 });
    });

    it('rejects a radius that JSON turned into null', () => {
      // JSON.stringify writes Infinity and NaN as null.
      const raw = JSON.stringify({ ...VALID, radius: Number.POSITIVE_INFINITY });
      expect(parseStoredFilter(raw)).toEqual({ ...VALID, radius: 5 });
    });
  });

  describe('showOpenOnly', () => {
    it.each([['true'], [1], [0], [null], ['false']])('keeps the default for %j, others still taken', (bad) => {
      expect(parseStoredFilter({ ...VALID, showOpenOnly: bad })).toEqual({
        ...VALID,
        showOpenOnly: false,
      });
    });

    it('accepts both booleans', () => {
      expect(parseStoredFilter({ showOpenOnly: false }).showOpenOnly).toBe(false);
      expect(parseStoredFilter({ showOpenOnly: true }).showOpenOnly).toBe(true);
    });
  });

  it('validates every field independently in one payload', () => {
    expect(
      parseStoredFilter(
        JSON.stringify({
          searchTerm: 'ramen',
          searchType: 'BOGUS',
          radius: '15',
          showOpenOnly: 'yes',
        }),
      ),
    ).toEqual({
      searchTerm: 'ramen',
      searchType: 'MERCHANT_NAME',
      radius: 15,
      showOpenOnly: false,
    });
  });
});
