import type { GeocodeCandidateDto } from '@playeats/contracts/geocoding';
import { HttpProblem } from '../../lib/problem.ts';

// The geocoder adapter (decision 0029): free text to places and a position to the place
// there, every answer saying how precise it is. Production: a Nominatim-compatible service
// (nominatim-geocoder.ts); by default: postal-code centroids, then the bundled cities
// (local-geocoder.ts).

export type GeoPosition = { lat: number; lng: number };
export type CountryCode = GeocodeCandidateDto['country'];

export interface GeocodeCandidate extends GeocodeCandidateDto {
  /** The place's IANA zone, when the geocoder knows it (the bundled cities do). */
  timeZone?: string;
}

export interface SearchOptions {
  /** At most this many (5 by default). */
  limit?: number;
  country?: CountryCode;
  /** Favour places near here (not a filter). */
  near?: GeoPosition;
}

export interface Geocoder {
  /** The data's credit line its licence asks to show with the answers; null when none. */
  readonly attribution: string | null;
  search(query: string, options?: SearchOptions): Promise<GeocodeCandidate[]>;
  /** The place at (or nearest to) a position; null when the geocoder knows nothing there. */
  reverse(position: GeoPosition): Promise<GeocodeCandidate | null>;
}

export const DEFAULT_SEARCH_LIMIT = 5;

/** 503: the geocoding service did not answer (in time, or with something usable). */
export const geocoderUnavailable = (service: string, why: string) =>
  new HttpProblem(
    503,
    'GeocoderUnavailableException',
    'Geocoding unavailable',
    `The geocoding service (${service}) ${why}. Try again in a moment.`,
    { service, retryAfterSeconds: 5 },
  );

/** 429: the service's usage rule (requests a second) has a queue too long to wait in. */
export const geocoderBusy = (service: string, retryAfterSeconds: number) =>
  new HttpProblem(
    429,
    'TooManyRequestsException',
    'Too many requests',
    `The geocoding service (${service}) is busy. Try again in a moment.`,
    { service, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) },
  );
