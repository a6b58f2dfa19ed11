import * as z from 'zod/mini';
import { countrySchema } from './common.ts';

// Geocoding (issue 19, decision 0029): free text or a position to places, through the
// server's geocoder adapter (a Nominatim-compatible service in production; postal-code
// centroids, then the bundled cities, by default). Every answer says how precise it is.

/**
 * How precise a position is, most precise first: `pin` the person placed or confirmed it
 * on the map; `street` a geocoded street address; `postal_code` the centre of a US ZIP or a
 * Canadian forward sortation area; `city` the city's centre.
 */
export const PRECISIONS = ['pin', 'street', 'postal_code', 'city'] as const;
export const precisionSchema = z.enum(PRECISIONS);
export type Precision = z.infer<typeof precisionSchema>;

/** The geocoder's own precisions: only a person places a pin. */
export const geocodePrecisionSchema = z.enum(['street', 'postal_code', 'city']);

export const GEOCODE_QUERY_MIN = 2;
export const GEOCODE_QUERY_MAX = 200;
export const GEOCODE_LIMIT_MAX = 10;

const queryCoordinate = (min: number, max: number) =>
  z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.regex(/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/, 'expected a number')),
      z.transform(Number),
    ),
    z.number().check(z.gte(min, `between ${min} and ${max}`), z.lte(max, `between ${min} and ${max}`)),
  );

/**
 * GET /api/geocode?q=&country=&lat=&lng=&limit= → 200 geocodeResultSchema.
 * `q`: a street address, a city, or a postal code ("5333 Av. Casgrain, Montréal", "H2X",
 * "Portland, OR"). `country` narrows to one country; `lat`/`lng` (both or neither) favour
 * places near there (the suggestions while typing). `limit`: 1 to GEOCODE_LIMIT_MAX, 5 by default.
 * 429 with Retry-After when the caller or the service's usage rule is over its rate;
 * 503 GeocoderUnavailableException when the service does not answer in time.
 */
export const geocodeQuerySchema = z.object({
  q: z
    .string()
    .check(
      z.trim(),
      z.minLength(GEOCODE_QUERY_MIN, `at least ${GEOCODE_QUERY_MIN} characters`),
      z.maxLength(GEOCODE_QUERY_MAX, `at most ${GEOCODE_QUERY_MAX} characters`),
    ),
  country: z.optional(countrySchema),
  lat: z.optional(queryCoordinate(-90, 90)),
  lng: z.optional(queryCoordinate(-180, 180)),
  limit: z.optional(
    z.pipe(
      z.pipe(z.string().check(z.regex(/^\d{1,2}$/, 'expected a whole number')), z.transform(Number)),
      z
        .number()
        .check(
          z.gte(1, `between 1 and ${GEOCODE_LIMIT_MAX}`),
          z.lte(GEOCODE_LIMIT_MAX, `between 1 and ${GEOCODE_LIMIT_MAX}`),
        ),
    ),
  ),
});

/** GET /api/geocode/reverse?lat=&lng= → 200 reverseGeocodeResultSchema (item null: nothing known there). */
export const reverseGeocodeQuerySchema = z.object({
  lat: queryCoordinate(-90, 90),
  lng: queryCoordinate(-180, 180),
});

export const geoPositionSchema = z.object({ lat: z.number(), lng: z.number() });

export const geocodeCandidateSchema = z.object({
  /** One line to show: "5333 Avenue Casgrain, Montréal, QC H2T 1X3, Canada". */
  label: z.string(),
  position: geoPositionSchema,
  precision: geocodePrecisionSchema,
  /** Number and street, when the place is a street address (precision street). */
  line1: z.nullable(z.string()),
  city: z.string(),
  /** Two-letter state or province code. */
  region: z.string(),
  /** Normalised (12345, A1A 1A1, or an FSA "H2X" for the local default); null when unknown. */
  postalCode: z.nullable(z.string()),
  country: countrySchema,
});
export type GeocodeCandidateDto = z.infer<typeof geocodeCandidateSchema>;

/** `attribution`: the data's credit line the service's usage rules ask to show, when there is one. */
export const geocodeResultSchema = z.object({
  items: z.array(geocodeCandidateSchema),
  attribution: z.nullable(z.string()),
});
export type GeocodeResultDto = z.infer<typeof geocodeResultSchema>;

export const reverseGeocodeResultSchema = z.object({
  item: z.nullable(geocodeCandidateSchema),
  attribution: z.nullable(z.string()),
});
export type ReverseGeocodeResultDto = z.infer<typeof reverseGeocodeResultSchema>;
