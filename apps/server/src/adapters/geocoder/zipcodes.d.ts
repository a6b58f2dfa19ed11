// The zipcodes package (BSD, https://github.com/davglass/zipcodes) has no types; we read its
// two data files directly (decision 0029).

interface ZipcodesRow {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

declare module 'zipcodes/lib/codes.js' {
  /** US ZIP codes, keyed by the five digits. */
  export const codes: Record<string, ZipcodesRow>;
}

declare module 'zipcodes/lib/codesCanada.js' {
  /** Canadian forward sortation areas (the first three characters), keyed by the FSA; state is the full province name. */
  export const codes: Record<string, ZipcodesRow>;
}
