/**
 * How names are compared in searches: lower case, accents removed, apostrophes dropped
 * ("Luigi's" reads "luigis"), other punctuation as spaces, spaces collapsed. The server
 * stores this form beside each restaurant's name and applies it to the query, so
 * "cafe" finds "Café" without the unaccent extension.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
