/**
 * i18next picks plural forms by suffix, and languages need different sets (French adds
 * `_many`), so plural variants count as one key.
 */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * Every leaf of a locale file as a dotted path ("hero.title", "sections.0.heading").
 * Arrays are walked by index, so translated lists must keep the same length.
 */
export function flattenLocaleKeys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => flattenLocaleKeys(item, prefix ? `${prefix}.${index}` : String(index)));
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => flattenLocaleKeys(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix.replace(PLURAL_SUFFIX, '')];
}

/** Paths of texts that are empty or only spaces: a translation someone forgot to write. */
export function findEmptyTexts(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [prefix] : [];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => findEmptyTexts(child, prefix ? `${prefix}.${key}` : key));
}

export interface LocaleKeyDiff {
  /** Keys in the first file the second lacks. */
  missingInSecond: string[];
  /** Keys in the second file the first lacks. */
  missingInFirst: string[];
}

/** Compares two locale files' key sets; both lists are empty when they match. */
export function diffLocaleKeys(first: unknown, second: unknown): LocaleKeyDiff {
  const a = new Set(flattenLocaleKeys(first));
  const b = new Set(flattenLocaleKeys(second));
  return {
    missingInSecond: [...a].filter((key) => !b.has(key)).sort(),
    missingInFirst: [...b].filter((key) => !a.has(key)).sort(),
  };
}
