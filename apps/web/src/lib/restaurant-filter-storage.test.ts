import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RESTAURANT_FILTER } from '@playeats/domain/restaurant-filter';
import { FILTER_STORAGE_KEYS, readStoredFilter, writeStoredFilter } from './restaurant-filter-storage.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readStoredFilter', () => {
  it('gives the spec defaults when nothing is stored: by name, radius 5, all restaurants', () => {
    expect(readStoredFilter()).toEqual({
      searchTerm: '',
      searchType: 'MERCHANT_NAME',
      radius: 5,
      showOpenOnly: false,
    });
  });

  it('reads back every field of a stored filter', () => {
    localStorage.setItem('searchTerm', 'sushi');
    localStorage.setItem('searchType', 'ITEM_CATEGORY');
    localStorage.setItem('radius', '10');
    localStorage.setItem('showOpenOnly', 'true');
    expect(readStoredFilter()).toEqual({
      searchTerm: 'sushi',
      searchType: 'ITEM_CATEGORY',
      radius: 10,
      showOpenOnly: true,
    });
  });

  it('falls back field by field: an unknown search type or a radius that is not a number keeps its default', () => {
    localStorage.setItem('searchTerm', 'tacos');
    localStorage.setItem('searchType', 'BY_COLOUR');
    localStorage.setItem('radius', 'far');
    localStorage.setItem('showOpenOnly', 'true');
    expect(readStoredFilter()).toEqual({
      searchTerm: 'tacos',
      searchType: 'MERCHANT_NAME',
      radius: 5,
      showOpenOnly: true,
    });
  });

  it.each(['', '0', '-3', 'Infinity', '0x10'])('refuses the radius %j', (radius) => {
    localStorage.setItem('radius', radius);
    expect(readStoredFilter().radius).toBe(DEFAULT_RESTAURANT_FILTER.radius);
  });

  it('refuses an open-only flag that is not true or false', () => {
    localStorage.setItem('showOpenOnly', 'yes');
    expect(readStoredFilter().showOpenOnly).toBe(false);
  });

  it('gives the defaults when storage cannot be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readStoredFilter()).toEqual(DEFAULT_RESTAURANT_FILTER);
  });
});

describe('writeStoredFilter', () => {
  it('stores each field under its own name, as text', () => {
    writeStoredFilter({ searchTerm: 'ramen', searchType: 'ITEM_CATEGORY', radius: 25, showOpenOnly: true });
    expect(localStorage.getItem(FILTER_STORAGE_KEYS.searchTerm)).toBe('ramen');
    expect(localStorage.getItem(FILTER_STORAGE_KEYS.searchType)).toBe('ITEM_CATEGORY');
    expect(localStorage.getItem(FILTER_STORAGE_KEYS.radius)).toBe('25');
    expect(localStorage.getItem(FILTER_STORAGE_KEYS.showOpenOnly)).toBe('true');
  });

  it('removes the search term entry when the term is empty', () => {
    writeStoredFilter({ ...DEFAULT_RESTAURANT_FILTER, searchTerm: 'pizza' });
    writeStoredFilter({ ...DEFAULT_RESTAURANT_FILTER, searchTerm: '' });
    expect(localStorage.getItem('searchTerm')).toBeNull();
    expect(Object.keys(localStorage)).not.toContain('searchTerm');
  });

  it('round-trips through readStoredFilter', () => {
    const filter = {
      searchTerm: 'Café Olimpico',
      searchType: 'MERCHANT_NAME',
      radius: 2.5,
      showOpenOnly: false,
    } as const;
    writeStoredFilter(filter);
    expect(readStoredFilter()).toEqual(filter);
  });

  it('does not throw when storage is full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeStoredFilter({ ...DEFAULT_RESTAURANT_FILTER, searchTerm: 'x' })).not.toThrow();
  });
});
