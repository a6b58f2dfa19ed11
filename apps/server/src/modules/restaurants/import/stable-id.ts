import { createHash } from 'node:crypto';

/**
 * A UUID made from `parts` (RFC 9562 version 8: the bits are a SHA-256 of the parts), so the
 * same restaurant and names give the same id on every import, and carts and saved meals that
 * name a menu row still find it after a re-import.
 */
export function stableId(...parts: string[]): string {
  const bytes = createHash('sha256').update(parts.join('\u0000')).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
