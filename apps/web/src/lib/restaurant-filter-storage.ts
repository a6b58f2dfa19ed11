import { parseStoredFilter, type RestaurantFilter } from '@playeats/domain/restaurant-filter';
import { browserStorage } from './storage.ts';

/**
 * The persisted restaurant filter (spec section 3): one local-storage entry per field,
 * under the field's own name, each holding its value as plain text ('pizza',
 * 'ITEM_CATEGORY', '10', 'true'). An empty search term is not stored: its entry is
 * removed. Reading validates every field on its own (spec section 5, parseStoredFilter):
 * an unknown search type or a radius that is not a number falls back to its default
 * while the other fields are kept.
 */
export const FILTER_STORAGE_KEYS = {
  searchTerm: 'searchTerm',
  searchType: 'searchType',
  radius: 'radius',
  showOpenOnly: 'showOpenOnly',
} as const satisfies Record<keyof RestaurantFilter, string>;

function read(storage: Storage, key: string): string | undefined {
  return storage.getItem(key) ?? undefined;
}

/** 'true' and 'false' as booleans; anything else as is, for parseStoredFilter to refuse. */
function storedBoolean(raw: string | undefined): unknown {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return raw;
}

/** The stored filter, with the spec's defaults for whatever is missing or invalid. */
export function readStoredFilter(): RestaurantFilter {
  const storage = browserStorage('local');
  if (!storage) return parseStoredFilter(null);
  try {
    return parseStoredFilter({
      searchTerm: read(storage, FILTER_STORAGE_KEYS.searchTerm),
      searchType: read(storage, FILTER_STORAGE_KEYS.searchType),
      radius: read(storage, FILTER_STORAGE_KEYS.radius),
      showOpenOnly: storedBoolean(read(storage, FILTER_STORAGE_KEYS.showOpenOnly)),
    });
  } catch {
    // A storage that throws on read (disabled mid-session) is no storage at all.
    return parseStoredFilter(null);
  }
}

/** Stores every field; an empty search term removes its entry instead. Never throws. */
export function writeStoredFilter(filter: RestaurantFilter): void {
  const storage = browserStorage('local');
  if (!storage) return;
  try {
    if (filter.searchTerm === '') storage.removeItem(FILTER_STORAGE_KEYS.searchTerm);
    else storage.setItem(FILTER_STORAGE_KEYS.searchTerm, filter.searchTerm);
    storage.setItem(FILTER_STORAGE_KEYS.searchType, filter.searchType);
    storage.setItem(FILTER_STORAGE_KEYS.radius, String(filter.radius));
    storage.setItem(FILTER_STORAGE_KEYS.showOpenOnly, String(filter.showOpenOnly));
  } catch {
    // Full or disabled storage: the filter still works for this visit, it just won't survive a reload.
  }
}
