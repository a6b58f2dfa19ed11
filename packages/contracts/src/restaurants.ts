import * as z from 'zod/mini';
import { countrySchema, currencyCodeSchema } from './common.ts';

// Discovery: partner and nearby restaurants, a restaurant with its menu, cuisines, the demo
// place (docs/api/restaurants.md; geocoding is in geocoding.ts).

/** Spec section 9 "Search toggle"; the same values as SEARCH_TYPES in @playeats/domain. */
export const SEARCH_TYPE_VALUES = ['MERCHANT_NAME', 'ITEM_CATEGORY'] as const;
/** The same values as DISTANCE_UNITS in @playeats/domain. */
export const DISTANCE_UNIT_VALUES = ['miles', 'km'] as const;
export const WEEKDAY_VALUES = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

/** Largest search radius: 100 miles, or its equivalent in km. */
export const MAX_RADIUS_MILES = 100;
export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 20;

// ---- query-string pieces: every value arrives as text ----

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

const queryDecimal = z.pipe(z.string().check(z.trim(), z.regex(DECIMAL, 'expected a number')), z.transform(Number));

/** A decimal number in a query string, within [min, max]. */
const queryNumber = (min: number, max: number, reason: string) =>
  z.pipe(queryDecimal, z.number().check(z.gte(min, reason), z.lte(max, reason)));

const queryInt = (min: number, max: number, reason: string) =>
  z.pipe(
    z.pipe(z.string().check(z.trim(), z.regex(/^\d{1,9}$/, 'expected a whole number')), z.transform(Number)),
    z.number().check(z.gte(min, reason), z.lte(max, reason)),
  );

const queryBoolean = z.pipe(
  z.enum(['true', 'false'], 'expected true or false'),
  z.transform((v) => v === 'true'),
);

export const pageQueryShape = {
  page: z._default(queryInt(1, 100_000, 'must be 1 or more'), 1),
  pageSize: z._default(queryInt(1, MAX_PAGE_SIZE, `must be between 1 and ${MAX_PAGE_SIZE}`), DEFAULT_PAGE_SIZE),
};

// ---- shared shapes ----

export const positionSchema = z.object({ lat: z.number(), lng: z.number() });
export type Position = z.infer<typeof positionSchema>;

export const addressSchema = z.object({
  street: z.string(),
  city: z.string(),
  /** State or province code: NY, QC… */
  region: z.string(),
  postalCode: z.string(),
  country: countrySchema,
});
export type AddressDto = z.infer<typeof addressSchema>;

/** Seven days, Monday first, in the restaurant's local time; closes at or before opens = next day. */
export const openingHoursSchema = z.array(
  z.object({
    day: z.enum(WEEKDAY_VALUES),
    ranges: z.array(z.object({ opens: z.string(), closes: z.string() })),
  }),
);

export const restaurantSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Cuisine slugs (GET /api/cuisines gives their labels). */
  cuisines: z.array(z.string()),
  imageUrl: z.nullable(z.string()),
  /** The uploaded photo's copies for <img srcset> ("url 320w, url 640w, …"); null without an upload. */
  imageSrcSet: z.nullable(z.string()),
  /** 0-5, one decimal; null before any rating. */
  rating: z.nullable(z.number()),
  address: addressSchema,
  position: positionSchema,
  /** Of every amount of this restaurant (fee, minimum, menu prices): USD or CAD, from its country. */
  currency: currencyCodeSchema,
  /** IANA zone of the opening hours, e.g. America/Toronto. */
  timeZone: z.string(),
  deliveryRadiusKm: z.number(),
  minimumOrderCents: z.int(),
  deliveryFeeCents: z.int(),
  preparationMinutes: z.int(),
  isPartner: z.boolean(),
  orderingEnabled: z.boolean(),
  /** At the server's time, in the restaurant's own time zone. */
  openNow: z.boolean(),
  /** ISO instant of the next opening when closed (null when open or never opening). */
  opensAt: z.nullable(z.string()),
  /** ISO instant of the next closing when open (null when closed or never closing). */
  closesAt: z.nullable(z.string()),
});
export type RestaurantSummaryDto = z.infer<typeof restaurantSummarySchema>;

// ---- GET /api/restaurants/partners ----

export const partnersQuerySchema = z
  .object({
    /** A part of the name, or a cuisine (slug, English or French label); blank = every partner. */
    q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'at most 100 characters'))),
    /** With `lng`: the partners nearest this point come first, each with its distance. */
    lat: z.optional(queryNumber(-90, 90, 'must be between -90 and 90')),
    lng: z.optional(queryNumber(-180, 180, 'must be between -180 and 180')),
    /** The unit of the answer's distances; default miles. */
    unit: z._default(z.enum(DISTANCE_UNIT_VALUES, "Invalid unit. Please use 'miles' or 'km'."), 'miles'),
    ...pageQueryShape,
  })
  .check(
    z.refine((q) => q.lng === undefined || q.lat !== undefined, { path: ['lat'], message: 'required with lng' }),
    z.refine((q) => q.lat === undefined || q.lng !== undefined, { path: ['lng'], message: 'required with lat' }),
  );
export type PartnersQuery = z.infer<typeof partnersQuerySchema>;

export const partnersPageSchema = z.object({
  /** Nearest first with a distance (in `unit`, 2 decimals) when lat and lng were given; else by name, distance null. */
  items: z.array(z.object({ ...restaurantSummarySchema.shape, distance: z.nullable(z.number()) })),
  page: z.int(),
  pageSize: z.int(),
  total: z.int(),
});
export type PartnersPageDto = z.infer<typeof partnersPageSchema>;

// ---- GET /api/restaurants/nearby ----

export const nearbyQuerySchema = z
  .object({
    lat: queryNumber(-90, 90, 'must be between -90 and 90'),
    lng: queryNumber(-180, 180, 'must be between -180 and 180'),
    /** In `unit`; default 5 (spec section 9). */
    radius: z._default(z.pipe(queryDecimal, z.number().check(z.gt(0, 'must be more than 0'))), 5),
    unit: z._default(z.enum(DISTANCE_UNIT_VALUES, "Invalid unit. Please use 'miles' or 'km'."), 'miles'),
    searchType: z._default(z.enum(SEARCH_TYPE_VALUES, 'expected MERCHANT_NAME or ITEM_CATEGORY'), 'MERCHANT_NAME'),
    /** A part of the name, or a cuisine (slug, English or French label); blank = no filter. */
    q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'at most 100 characters'))),
    /** true: only restaurants open now (the persisted showOpenOnly); false: all. */
    openNow: z._default(queryBoolean, false),
    ...pageQueryShape,
  })
  .check(
    // Only once radius and unit are valid on their own: a bad value gets one reason, not two.
    z.refine(
      (q) =>
        typeof q.radius !== 'number' ||
        !DISTANCE_UNIT_VALUES.includes(q.unit) ||
        (q.unit === 'km' ? q.radius / 1.60934 : q.radius) <= MAX_RADIUS_MILES,
      { path: ['radius'], message: `must be at most ${MAX_RADIUS_MILES} miles (160.93 km)` },
    ),
  );
export type NearbyQuery = z.infer<typeof nearbyQuerySchema>;

export const nearbyRestaurantSchema = z.object({
  ...restaurantSummarySchema.shape,
  /** Great-circle distance in the requested unit, 2 decimals. */
  distance: z.number(),
});
export type NearbyRestaurantDto = z.infer<typeof nearbyRestaurantSchema>;

/**
 * Nearest first. No total: counting everything within a large radius would cost what the
 * nearest-neighbour scan saves (docs/decisions/0007); `hasMore` says whether a next page exists.
 */
export const nearbyPageSchema = z.object({
  items: z.array(nearbyRestaurantSchema),
  page: z.int(),
  pageSize: z.int(),
  hasMore: z.boolean(),
  radius: z.number(),
  unit: z.enum(DISTANCE_UNIT_VALUES),
});
export type NearbyPageDto = z.infer<typeof nearbyPageSchema>;

// ---- GET /api/restaurants/{id} ----

export const restaurantIdParamsSchema = z.object({ id: z.uuid('expected a restaurant id') });

export const menuOptionSchema = z.object({ id: z.string(), name: z.string(), priceCents: z.int() });

export const menuOptionGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  minSelections: z.int(),
  maxSelections: z.int(),
  options: z.array(menuOptionSchema),
});
export type MenuOptionGroupDto = z.infer<typeof menuOptionGroupSchema>;

export const menuItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  priceCents: z.int(),
  imageUrl: z.nullable(z.string()),
  available: z.boolean(),
  optionGroups: z.array(menuOptionGroupSchema),
});
export type MenuItemDto = z.infer<typeof menuItemSchema>;

export const menuCategorySchema = z.object({ id: z.string(), name: z.string(), items: z.array(menuItemSchema) });

export const restaurantDetailSchema = z.object({
  ...restaurantSummarySchema.shape,
  openingHours: openingHoursSchema,
  menu: z.object({ categories: z.array(menuCategorySchema) }),
});
export type RestaurantDetailDto = z.infer<typeof restaurantDetailSchema>;

// ---- GET /api/cuisines ----

export const cuisineSchema = z.object({
  slug: z.string(),
  labels: z.object({ en: z.string(), fr: z.string() }),
  /** Active restaurants listing this cuisine. */
  restaurantCount: z.int(),
});
export const cuisinesSchema = z.object({ items: z.array(cuisineSchema) });
export type CuisineDto = z.infer<typeof cuisineSchema>;

// ---- GET /api/demo ----

/** Demo mode (spec section 1): the demo address and the demo place (auth.demoAddress, auth.demoPlaceId). */
export const demoSchema = z.object({
  address: addressSchema,
  position: positionSchema,
  /** A restaurant id; null when the demo catalogue was not seeded. */
  placeId: z.nullable(z.string()),
});
export type DemoDto = z.infer<typeof demoSchema>;
