import * as z from 'zod/mini';
import { countrySchema } from './common.ts';
import { geoPositionSchema, precisionSchema } from './geocoding.ts';

// Delivery addresses (issue 6): United States and Canada only, geocoded by the server when
// saved, or placed where the person put the pin (issue 19, decision 0029). The client may run the same
// field rules before sending (addressFieldIssues); the server runs them again.

export const ADDRESSES_MAX = 20;
export const ADDRESS_LABEL_MAX = 40;
export const ADDRESS_LINE_MAX = 200;
export const ADDRESS_CITY_MAX = 100;
export const ADDRESS_INSTRUCTIONS_MAX = 500;

/** The 50 states and the District of Columbia (USPS codes). */
// prettier-ignore
export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;

/** The 10 provinces and 3 territories (Canada Post codes). */
// prettier-ignore
export const CA_PROVINCE_CODES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;

export type AddressCountry = z.infer<typeof countrySchema>;

export function regionCodes(country: AddressCountry): readonly string[] {
  return country === 'CANADA' ? CA_PROVINCE_CODES : US_STATE_CODES;
}

/**
 * The first letter of a Canadian postal code is the province's (X is shared by the
 * Northwest Territories and Nunavut).
 */
// prettier-ignore
const CA_POSTAL_FIRST_LETTER: Record<string, string> = {
  A: 'NL', B: 'NS', C: 'PE', E: 'NB', G: 'QC', H: 'QC', J: 'QC', K: 'ON', L: 'ON', M: 'ON', N: 'ON',
  P: 'ON', R: 'MB', S: 'SK', T: 'AB', V: 'BC', X: 'NT NU', Y: 'YT',
};

// Canada Post never uses D, F, I, O, Q or U; nor W or Z as the first letter.
const CA_POSTAL = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])(\d[ABCEGHJ-NPRSTV-Z]\d)$/;
const US_ZIP = /^(\d{5})(?:-?(\d{4}))?$/;

/**
 * The postal code written the way the post office does: US ZIP "12345" or "12345-6789";
 * Canadian "A1A 1A1" (upper case, one space). Null when it is not one.
 */
export function normalizePostalCode(country: AddressCountry, raw: string): string | null {
  if (country === 'CANADA') {
    const m = CA_POSTAL.exec(raw.replace(/[\s-]/g, '').toUpperCase());
    return m ? `${m[1]} ${m[2]}` : null;
  }
  const m = US_ZIP.exec(raw.trim());
  return m ? (m[2] ? `${m[1]}-${m[2]}` : m[1]!) : null;
}

export interface AddressFieldIssue {
  field: 'region' | 'postalCode';
  reason: string;
}

/** The rules that depend on the country: the region exists there, the postal code has its format. */
export function addressFieldIssues(input: {
  country: AddressCountry;
  region: string;
  postalCode: string;
}): AddressFieldIssue[] {
  const issues: AddressFieldIssue[] = [];
  const region = input.region.trim().toUpperCase();
  const canada = input.country === 'CANADA';
  if (!regionCodes(input.country).includes(region)) {
    issues.push({
      field: 'region',
      reason: canada
        ? 'expected a Canadian province or territory code (QC, ON…)'
        : 'expected a US state code (NY, CA…)',
    });
  }
  const postal = normalizePostalCode(input.country, input.postalCode);
  if (postal === null) {
    issues.push({
      field: 'postalCode',
      reason: canada ? 'expected a Canadian postal code like A1A 1A1' : 'expected a ZIP code like 12345 or 12345-6789',
    });
  } else if (canada && issues.length === 0 && !CA_POSTAL_FIRST_LETTER[postal[0]!]!.split(' ').includes(region)) {
    issues.push({ field: 'postalCode', reason: `not a postal code of ${region}` });
  }
  return issues;
}

const text = (max: number, what = 'characters') =>
  z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(max, `at most ${max} ${what}`));
/** Optional free text: null or "" clears it. */
const optionalText = (max: number) =>
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, `at most ${max} characters`))));

const regionField = z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, 'expected a two-letter code'));
const postalCodeField = z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(12));

const addressFields = {
  /** What the user calls it: Home, Work, Dorm… */
  label: optionalText(ADDRESS_LABEL_MAX),
  line1: text(ADDRESS_LINE_MAX),
  line2: optionalText(ADDRESS_LINE_MAX),
  city: text(ADDRESS_CITY_MAX),
  /** Two-letter state or province code (NY, QC); lower case is accepted. */
  region: regionField,
  /** US ZIP (12345 or 12345-6789) or Canadian postal code (A1A 1A1; case and spacing free). */
  postalCode: postalCodeField,
  country: countrySchema,
  /** For the courier: buzzer, floor, leave at the door. */
  instructions: optionalText(ADDRESS_INSTRUCTIONS_MAX),
  /**
   * Where the door is: the chosen suggestion's position or the pin the person moved. Stored
   * as given, with precision `pin` (it must lie near the address's postal code or city, else
   * 422 naming body.position). Without it the server geocodes the address.
   */
  position: z.optional(geoPositionSchema),
};

const countryRules = <T extends { country: AddressCountry; region: string; postalCode: string }>() =>
  z.superRefine<T>((value, ctx) => {
    for (const issue of addressFieldIssues(value)) {
      // A region that is not two letters has its own issue already.
      if (issue.field === 'region' && !/^[A-Za-z]{2}$/.test(value.region.trim())) continue;
      ctx.addIssue({ code: 'custom', message: issue.reason, path: [issue.field], input: value });
    }
  });

/**
 * POST /api/users/me/addresses → 201 addressSchema. The first address becomes the default;
 * `makeDefault` makes this one the default. At most ADDRESSES_MAX a user (422 AddressLimitReachedException).
 * 422 AddressNotFoundException (extension `field`) when the city/postal code cannot be placed.
 */
export const createAddressRequestSchema = z
  .object({ ...addressFields, makeDefault: z._default(z.boolean(), false) })
  .check(countryRules());
export type CreateAddressRequest = z.infer<typeof createAddressRequestSchema>;

/**
 * PATCH /api/users/me/addresses/{id} → 200 addressSchema: any of the fields; null clears
 * label, line2 or instructions. The country rules apply to the address as it ends up.
 */
export const updateAddressRequestSchema = z
  .object({
    label: addressFields.label,
    line1: z.optional(addressFields.line1),
    line2: addressFields.line2,
    city: z.optional(addressFields.city),
    region: z.optional(addressFields.region),
    postalCode: z.optional(addressFields.postalCode),
    country: z.optional(addressFields.country),
    instructions: addressFields.instructions,
    /** The pin moved or confirmed; a changed place without it is geocoded again. */
    position: addressFields.position,
  })
  .check(
    z.refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'give at least one field to change' }),
  );
export type UpdateAddressRequest = z.infer<typeof updateAddressRequestSchema>;

export const addressIdParamsSchema = z.object({ id: z.uuid('expected an address id') });

export const addressSchema = z.object({
  id: z.string(),
  label: z.nullable(z.string()),
  line1: z.string(),
  line2: z.nullable(z.string()),
  city: z.string(),
  region: z.string(),
  /** Normalised: 12345, 12345-6789, A1A 1A1. */
  postalCode: z.string(),
  country: countrySchema,
  /** Where the door is, as precisely as `precision` says. */
  lat: z.number(),
  lng: z.number(),
  /**
   * How the position was found: `pin` placed or confirmed by the person, else the
   * geocoder's precision. A `city` one serves browsing, but an order needs the pin
   * confirmed first (422 AddressPinRequiredException).
   */
  precision: precisionSchema,
  instructions: z.nullable(z.string()),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * In the answers of saving one (POST, PATCH) only: whether any restaurant one can order
   * from delivers here. false: saved all the same, and the client warns (decision 0026).
   */
  deliverable: z.optional(z.boolean()),
});
export type AddressDto = z.infer<typeof addressSchema>;

/**
 * GET /api/users/me/addresses: default first, then newest first.
 * DELETE /api/users/me/addresses/{id} → 204 (if it was the default, the newest remaining becomes it).
 * PUT /api/users/me/addresses/{id}/default → 200 addressListSchema (the whole list, re-ordered).
 */
export const addressListSchema = z.object({ items: z.array(addressSchema) });
export type AddressListDto = z.infer<typeof addressListSchema>;

/** Extension members of 422 AddressNotFoundException: which field the geocoder could not place. */
export const addressNotFoundProblemSchema = z.looseObject({
  field: z.enum(['city', 'postalCode']),
});
