// Counted in code points, not UTF-16 units, so an emoji in a meal name is one
// character and is never cut in half into an unpaired surrogate.
function characters(text: string): string[] {
  return Array.from(text);
}

export const ELLIPSIS = '...';

/**
 * First `length` characters followed by '...' when the text is longer than
 * `length`; otherwise the text unchanged. The ellipsis is added on top of
 * `length`, not counted in it.
 */
export function shorten(text: string, length: number): string {
  if (!Number.isSafeInteger(length) || length < 0) {
    throw new RangeError(`shorten length must be a non-negative integer, got ${length}`);
  }
  const chars = characters(text);
  if (chars.length <= length) return text;
  return chars.slice(0, length).join('') + ELLIPSIS;
}

/** Replaces each character with '*', keeping only the length visible. */
export function mask(text: string): string {
  return '*'.repeat(characters(text).length);
}
