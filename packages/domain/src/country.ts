export const UNITED_STATES = 'UNITED_STATES';
export const CANADA = 'CANADA';

export const COUNTRY_CODES = [UNITED_STATES, CANADA] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/**
 * Label shown to users. Unknown codes pass through unchanged so a country
 * added on the server still displays something instead of breaking the UI.
 */
export function displayCountry(code: string): string {
  if (code === UNITED_STATES) return 'USA';
  if (code === CANADA) return 'Canada';
  return code;
}
