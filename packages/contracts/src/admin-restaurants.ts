import * as z from 'zod/mini';
import { countrySchema } from './common.ts';
import { openingHoursSchema, positionSchema, WEEKDAY_VALUES } from './restaurants.ts';

// The admin's restaurants: partners created and edited by hand, their menus, activation,
// imports from CSV and JSON files, photos (docs/decisions/0020-partner-restaurants.md).
// A restaurant profile and a menu here are also what one element of a JSON import is, so a
// file and the form follow one rule set.

const text = (max: number, reason = 'is required') =>
  z.string().check(z.trim(), z.minLength(1, reason), z.maxLength(max, `at most ${max} characters`));

const cents = (max: number) =>
  z.int('expected whole cents').check(z.gte(0, 'must be 0 or more'), z.lte(max, `must be at most ${max}`));

const CLOCK = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** The partner's own reference: letters, digits and . _ : - (their id in their system). */
export const externalRefSchema = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/, 'expected letters, digits and . _ : - (100 at most)'));

export const MAX_DELIVERY_RADIUS_KM = 50;
export const MAX_CUISINES = 5;

/** Opening hours as a form or a file gives them: a day at most once, HH:MM times. */
export const openingHoursInputSchema = z
  .array(
    z.object({
      day: z.enum(WEEKDAY_VALUES, 'expected a weekday such as MONDAY'),
      ranges: z
        .array(
          z.object({
            opens: z.string().check(z.regex(CLOCK, 'expected HH:MM')),
            closes: z.string().check(z.regex(CLOCK, 'expected HH:MM')),
          }),
        )
        .check(z.maxLength(4, 'at most 4 ranges a day')),
    }),
  )
  .check(
    z.maxLength(7, 'at most 7 days'),
    z.refine((days) => new Set(days.map((d) => d.day)).size === days.length, 'names a day twice'),
  );

export const adminAddressSchema = z.object({
  street: text(200),
  city: text(100),
  /** State or province code: NY, QC… */
  region: z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, 'expected a 2-letter state or province')),
  postalCode: text(12),
  country: countrySchema,
});

/** A partner as the admin's form (and one JSON import element) gives it; the menu is apart. */
export const restaurantProfileSchema = z.object({
  name: text(120),
  externalRef: z.optional(z.nullable(externalRefSchema)),
  /** Cuisine slugs (GET /api/cuisines). */
  cuisines: z
    .array(z.string().check(z.trim()))
    .check(z.minLength(1, 'name at least one cuisine'), z.maxLength(MAX_CUISINES, `at most ${MAX_CUISINES}`)),
  address: adminAddressSchema,
  /** Left out: the address is geocoded (the city's centre). */
  position: z.optional(
    z.nullable(
      z.object({
        lat: z.number().check(z.gte(-90, 'must be between -90 and 90'), z.lte(90, 'must be between -90 and 90')),
        lng: z.number().check(z.gte(-180, 'must be between -180 and 180'), z.lte(180, 'must be between -180 and 180')),
      }),
    ),
  ),
  /** IANA zone such as America/Toronto; left out: the geocoded city's. */
  timeZone: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(64)))),
  openingHours: openingHoursInputSchema,
  deliveryRadiusKm: z
    .number('expected a number of km')
    .check(
      z.gt(0, 'must be more than 0'),
      z.lte(MAX_DELIVERY_RADIUS_KM, `must be at most ${MAX_DELIVERY_RADIUS_KM} km`),
    ),
  deliveryFeeCents: cents(10_000),
  minimumOrderCents: cents(100_000),
  preparationMinutes: z._default(z.int().check(z.gte(0, 'must be 0 or more'), z.lte(240, 'must be at most 240')), 20),
  isPartner: z._default(z.boolean(), true),
  orderingEnabled: z._default(z.boolean(), true),
  /** A photo elsewhere (https); an uploaded one (PUT …/image) takes its place. */
  imageUrl: z.optional(z.nullable(z.url({ protocol: /^https$/, error: 'expected an https URL' }))),
});
export type RestaurantProfileInput = z.infer<typeof restaurantProfileSchema>;

// ---- the menu (PUT /api/admin/restaurants/{id}/menu) ----

const id = z.uuid('expected an id (UUID)');

export const menuOptionInputSchema = z.object({ id, name: text(80), priceCents: cents(100_000) });

interface Selections {
  minSelections: number;
  maxSelections: number;
  options: readonly unknown[];
}

/** The group, as the checks below read it (inside the generic schema its type is not spelled out). */
const selections = (group: unknown) => group as Selections;

/** An option group: its options, and how many of them a dish takes (at least, at most). */
function optionGroupSchema<Shape extends z.core.$ZodLooseShape, Option extends z.ZodMiniType>(
  shape: Shape,
  option: Option,
) {
  return z
    .object({
      ...shape,
      name: text(80),
      minSelections: z.int().check(z.gte(0, 'must be 0 or more'), z.lte(20, 'must be at most 20')),
      maxSelections: z.int().check(z.gte(1, 'must be 1 or more'), z.lte(20, 'must be at most 20')),
      options: z.array(option).check(z.minLength(1, 'add at least one option'), z.maxLength(50)),
    })
    .check(
      z.refine((g) => selections(g).minSelections <= selections(g).maxSelections, {
        path: ['minSelections'],
        message: 'must not be more than maxSelections',
      }),
      z.refine((g) => selections(g).minSelections <= selections(g).options.length, {
        path: ['minSelections'],
        message: 'must not be more than the number of options',
      }),
    );
}

export const menuOptionGroupInputSchema = optionGroupSchema({ id }, menuOptionInputSchema);

export const menuItemInputSchema = z.object({
  id,
  name: text(120),
  description: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(500, 'at most 500 characters')))),
  priceCents: cents(100_000),
  available: z._default(z.boolean(), true),
  /** Groups of this menu, in the order the item shows them. */
  optionGroupIds: z._default(z.array(id).check(z.maxLength(10)), []),
});

export const menuCategoryInputSchema = z.object({
  id,
  name: text(80),
  items: z.array(menuItemInputSchema).check(z.maxLength(300)),
});

/**
 * A whole menu: what it names is kept (by id), what it leaves out is removed. New rows
 * carry ids the client made (crypto.randomUUID), so items can name new groups.
 */
export const menuInputSchema = z
  .object({
    optionGroups: z.array(menuOptionGroupInputSchema).check(z.maxLength(100)),
    categories: z.array(menuCategoryInputSchema).check(z.maxLength(50)),
  })
  .check(
    z.superRefine((menu, ctx) => {
      const groups = new Set(menu.optionGroups.map((g) => g.id));
      const seen = new Set<string>();
      const once = (value: string, path: (string | number)[]) => {
        if (seen.has(value)) ctx.addIssue({ code: 'custom', path, message: 'is used twice in this menu' });
        seen.add(value);
      };
      menu.optionGroups.forEach((g, gi) => {
        once(g.id, ['optionGroups', gi, 'id']);
        g.options.forEach((o, oi) => once(o.id, ['optionGroups', gi, 'options', oi, 'id']));
      });
      menu.categories.forEach((c, ci) => {
        once(c.id, ['categories', ci, 'id']);
        c.items.forEach((item, ii) => {
          once(item.id, ['categories', ci, 'items', ii, 'id']);
          item.optionGroupIds.forEach((g, k) => {
            const path = ['categories', ci, 'items', ii, 'optionGroupIds', k];
            if (!groups.has(g)) ctx.addIssue({ code: 'custom', path, message: 'names no option group of this menu' });
            else if (item.optionGroupIds.indexOf(g) !== k) {
              ctx.addIssue({ code: 'custom', path, message: 'names this option group twice' });
            }
          });
        });
      });
    }),
  );
export type MenuInput = z.infer<typeof menuInputSchema>;

// ---- answers ----

export const restaurantImageSchema = z.object({
  /** The content hash the copies are named after. */
  key: z.string(),
  /** The middle width, for a plain <img src>. */
  url: z.string(),
  /** Every width, for <img srcset>. */
  srcSet: z.string(),
});

export const adminRestaurantRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  externalRef: z.nullable(z.string()),
  city: z.string(),
  region: z.string(),
  country: countrySchema,
  cuisines: z.array(z.string()),
  isPartner: z.boolean(),
  isActive: z.boolean(),
  orderingEnabled: z.boolean(),
  imageUrl: z.nullable(z.string()),
  updatedAt: z.string(),
});
export type AdminRestaurantRowDto = z.infer<typeof adminRestaurantRowSchema>;

const queryFlag = z.optional(z.enum(['true', 'false'], 'expected true or false'));

/** GET /api/admin/restaurants: by name, a page at a time (keyset: `after` is the last page's nextCursor). */
export const adminRestaurantListQuerySchema = z.object({
  /** A part of the name, or an exact external reference. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'at most 100 characters'))),
  partner: queryFlag,
  active: queryFlag,
  after: z.optional(z.string().check(z.maxLength(400))),
  limit: z._default(
    z.pipe(
      z.string().check(z.regex(/^\d{1,3}$/, 'expected a whole number')),
      z.pipe(z.transform(Number), z.int().check(z.gte(1, 'must be 1 or more'), z.lte(100, 'must be at most 100'))),
    ),
    25,
  ),
});
export type AdminRestaurantListQuery = z.infer<typeof adminRestaurantListQuerySchema>;

export const adminRestaurantListSchema = z.object({
  items: z.array(adminRestaurantRowSchema),
  /** Pass as `after` for the next page; null on the last one. */
  nextCursor: z.nullable(z.string()),
});
export type AdminRestaurantListDto = z.infer<typeof adminRestaurantListSchema>;

export const adminRestaurantSchema = z.object({
  id: z.string(),
  name: z.string(),
  externalRef: z.nullable(z.string()),
  cuisines: z.array(z.string()),
  address: z.object({ ...adminAddressSchema.shape, region: z.string() }),
  position: positionSchema,
  timeZone: z.string(),
  openingHours: openingHoursSchema,
  deliveryRadiusKm: z.number(),
  deliveryFeeCents: z.int(),
  minimumOrderCents: z.int(),
  preparationMinutes: z.int(),
  isPartner: z.boolean(),
  isActive: z.boolean(),
  orderingEnabled: z.boolean(),
  imageUrl: z.nullable(z.string()),
  image: z.nullable(restaurantImageSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  menu: z.object({
    optionGroups: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        minSelections: z.int(),
        maxSelections: z.int(),
        options: z.array(z.object({ id: z.string(), name: z.string(), priceCents: z.int() })),
      }),
    ),
    categories: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        items: z.array(
          z.object({
            id: z.string(),
            name: z.string(),
            description: z.nullable(z.string()),
            priceCents: z.int(),
            available: z.boolean(),
            optionGroupIds: z.array(z.string()),
          }),
        ),
      }),
    ),
  }),
});
export type AdminRestaurantDto = z.infer<typeof adminRestaurantSchema>;

/** PATCH /api/admin/restaurants/{id}/status */
export const restaurantStatusInputSchema = z.object({
  isActive: z.boolean(),
  /** Why (kept in the audit log). */
  reason: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(500)))),
});

// ---- imports (POST /api/admin/restaurants/import) ----

export const IMPORT_FORMATS = ['csv', 'json'] as const;

/** A menu in a file: rows are named, not numbered (the server derives stable ids from the names). */
export const importMenuSchema = z
  .object({
    optionGroups: z._default(
      z.array(optionGroupSchema({}, z.object({ name: text(80), priceCents: cents(100_000) }))),
      [],
    ),
    categories: z.array(
      z.object({
        name: text(80),
        items: z.array(
          z.object({
            name: text(120),
            description: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(500, 'at most 500 characters')))),
            priceCents: cents(100_000),
            available: z._default(z.boolean(), true),
            /** Names of this menu's option groups, in the order the item shows them. */
            optionGroups: z._default(z.array(z.string()), []),
          }),
        ),
      }),
    ),
  })
  .check(
    z.superRefine((menu, ctx) => {
      const twice = (names: string[], path: (string | number)[], what: string) => {
        const seen = new Set<string>();
        names.forEach((name, i) => {
          const key = name.toLowerCase();
          if (seen.has(key))
            ctx.addIssue({ code: 'custom', path: [...path, i, 'name'], message: `names a ${what} twice` });
          seen.add(key);
        });
      };
      twice(
        menu.optionGroups.map((g) => g.name),
        ['optionGroups'],
        'group',
      );
      menu.optionGroups.forEach((g, gi) =>
        twice(
          g.options.map((o) => o.name),
          ['optionGroups', gi, 'options'],
          'option',
        ),
      );
      twice(
        menu.categories.map((c) => c.name),
        ['categories'],
        'category',
      );
      const groups = new Set(menu.optionGroups.map((g) => g.name.toLowerCase()));
      menu.categories.forEach((c, ci) => {
        twice(
          c.items.map((item) => item.name),
          ['categories', ci, 'items'],
          'item',
        );
        c.items.forEach((item, ii) =>
          item.optionGroups.forEach((name, k) => {
            const path = ['categories', ci, 'items', ii, 'optionGroups', k];
            const key = name.toLowerCase();
            if (!groups.has(key)) {
              ctx.addIssue({ code: 'custom', path, message: `names no option group of this menu (${name})` });
            } else if (item.optionGroups.findIndex((other) => other.toLowerCase() === key) !== k) {
              ctx.addIssue({ code: 'custom', path, message: `names the option group ${name} twice` });
            }
          }),
        );
      });
    }),
  );
export type ImportMenu = z.infer<typeof importMenuSchema>;

/** One restaurant of an import (a JSON file's element; a CSV file's rows of one restaurant_ref). */
export const restaurantImportSchema = z.object({
  ...restaurantProfileSchema.shape,
  externalRef: externalRefSchema,
  /** Left out: a new restaurant is active, an existing one keeps its state. */
  isActive: z.optional(z.boolean()),
  menu: z.optional(importMenuSchema),
});
export type RestaurantImport = z.infer<typeof restaurantImportSchema>;

export const importQuerySchema = z.object({
  /** true: check the whole file and answer as an import would, writing nothing. */
  dryRun: z._default(
    z.pipe(
      z.enum(['true', 'false'], 'expected true or false'),
      z.transform((v) => v === 'true'),
    ),
    false,
  ),
});

export const importResultSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  dryRun: z.boolean(),
  /** Data rows read (CSV: lines after the header; JSON: restaurants). */
  rows: z.int(),
  restaurants: z.object({ created: z.int(), updated: z.int() }),
  menuItems: z.int(),
});
export type ImportResultDto = z.infer<typeof importResultSchema>;

/** One refused row: where (1-based; CSV counts the header as row 1, JSON counts restaurants), which field, why. */
export const rejectedRowSchema = z.object({ row: z.int(), field: z.string(), reason: z.string() });
export type RejectedRowDto = z.infer<typeof rejectedRowSchema>;

/** The problem's extension members when a file is refused (ImportRejectedException, 422). */
export const importRejectedSchema = z.object({
  rejected: z.array(rejectedRowSchema),
  /** Every refusal, also those past the list's cap. */
  rejectedCount: z.int(),
  rows: z.int(),
});
export type ImportRejectedDto = z.infer<typeof importRejectedSchema>;

export const MAX_REPORTED_REJECTIONS = 500;
