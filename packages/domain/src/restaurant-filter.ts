import { DEFAULT_SEARCH_RADIUS } from './constants.ts';

// Search restaurants by merchant name, or by item category (cuisine).
export const SEARCH_TYPES = ['MERCHANT_NAME', 'ITEM_CATEGORY'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export interface RestaurantFilter {
  searchTerm: string;
  searchType: SearchType;
  radius: number;
  showOpenOnly: boolean;
}

// Frozen because callers spread it into new state; mutating the shared
// default would leak into every later reset.
export const DEFAULT_RESTAURANT_FILTER: Readonly<RestaurantFilter> = Object.freeze({
  searchTerm: '',
  searchType: 'MERCHANT_NAME',
  radius: DEFAULT_SEARCH_RADIUS,
  showOpenOnly: false,
});

export function isSearchType(value: unknown): value is SearchType {
  return (SEARCH_TYPES as readonly unknown[]).includes(value);
}

// Plain decimal only: Number() alone would also accept '', ' ', '0x10' and
// 'Infinity', none of which a user could have meant as a radius.
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

function parseRadius(value: unknown): number | undefined {
  let radius: number;
  if (typeof value === 'number') {
    radius = value;
  } else if (typeof value === 'string' && DECIMAL.test(value.trim())) {
    radius = Number(value.trim());
  } else {
    return undefined;
  }
  return Number.isFinite(radius) && radius > 0 ? radius : undefined;
}

function toRecord(raw: unknown): Record<string, unknown> | undefined {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return undefined;
  }
  return value as Record<string, unknown>;
}

/**
 * Restores a filter from storage (a JSON string or an already-parsed object).
 * Storage may hold values from an older app version or hand-edited data, so
 * each field is validated on its own: an invalid field falls back to its
 * default while the valid ones are kept. Anything unreadable yields the
 * defaults. Always returns a fresh object.
 */
export function parseStoredFilter(raw: unknown): RestaurantFilter {
  const filter: RestaurantFilter = { ...DEFAULT_RESTAURANT_FILTER };
  const stored = toRecord(raw);
  if (!stored) return filter;

  if (typeof stored.searchTerm === 'string') filter.searchTerm = stored.searchTerm;
  if (isSearchType(stored.searchType)) filter.searchType = stored.searchType;
  const radius = parseRadius(stored.radius);
  if (radius !== undefined) filter.radius = radius;
  if (typeof stored.showOpenOnly === 'boolean') filter.showOpenOnly = stored.showOpenOnly;

  return filter;
}
