import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { WeeklyHours } from '@playeats/domain/opening-hours';

/** Written as a literal such as {[660,1320),[2100,2760)}; never read back by the app. */
const int4multirange = customType<{ data: string }>({ dataType: () => 'int4multirange' });

export const restaurants = pgTable(
  'restaurants',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    /** searchKey(name): lower case, no accents; what name search matches (trigram index). */
    searchName: text().notNull(),
    /** Cuisine slugs (cuisines.ts), the item categories users search by. */
    cuisines: text().array().notNull(),
    street: text().notNull(),
    city: text().notNull(),
    region: text().notNull(),
    postalCode: text().notNull(),
    country: text().notNull(),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    timeZone: text().notNull(),
    openingHours: jsonb().$type<WeeklyHours>().notNull(),
    /** weekRanges(openingHours): minutes from Monday 00:00 local; open-now is one containment test. */
    openMinutes: int4multirange().notNull(),
    deliveryRadiusM: integer().notNull(),
    minimumOrderCents: integer().notNull(),
    deliveryFeeCents: integer().notNull(),
    preparationMinutes: integer().notNull(),
    rating: doublePrecision(),
    /** A photo elsewhere (the demo catalogue, an import's image_url); imageKey wins when both are set. */
    imageUrl: text(),
    /**
     * The uploaded photo: the content hash its resized copies are named after in the
     * object storage (restaurant-images.ts); null without one.
     */
    imageKey: text(),
    /**
     * The partner's own reference (their id in their system): imports upsert by it, so the
     * same file imported twice gives the same rows. Null for restaurants nobody imports.
     */
    externalRef: text(),
    isPartner: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    orderingEnabled: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('restaurants_external_ref_key').on(t.externalRef),
    // The admin list: every restaurant by name, a page at a time (keyset on name, id).
    index('restaurants_name_idx').on(t.name, t.id),
    // Nearest-first search: KNN (<->) and earth_box containment both use this index.
    index('restaurants_earth_idx').using('gist', sql`ll_to_earth(${t.lat}, ${t.lng})`),
    index('restaurants_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
    index('restaurants_cuisines_idx').using('gin', t.cuisines),
    index('restaurants_partners_idx')
      .on(t.name, t.id)
      .where(sql`${t.isPartner} and ${t.isActive}`),
    // Partners nearest first (KNN over the partners alone, not every restaurant around the point).
    index('restaurants_partners_earth_idx')
      .using('gist', sql`ll_to_earth(${t.lat}, ${t.lng})`)
      .where(sql`${t.isPartner} and ${t.isActive}`),
    check('restaurants_country_check', sql`${t.country} in ('UNITED_STATES', 'CANADA')`),
    check('restaurants_position_check', sql`${t.lat} between -90 and 90 and ${t.lng} between -180 and 180`),
    check('restaurants_rating_check', sql`${t.rating} between 0 and 5`),
    check(
      'restaurants_amounts_check',
      sql`${t.minimumOrderCents} >= 0 and ${t.deliveryFeeCents} >= 0 and ${t.deliveryRadiusM} > 0 and ${t.preparationMinutes} >= 0`,
    ),
  ],
);

/** The id and owner of a row that belongs to one restaurant (and goes with it). */
const ownedByRestaurant = () => ({
  id: uuid().primaryKey().defaultRandom(),
  restaurantId: uuid()
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
});

export const menuCategories = pgTable(
  'menu_categories',
  {
    ...ownedByRestaurant(),
    name: text().notNull(),
    position: integer().notNull(),
  },
  (t) => [index('menu_categories_restaurant_idx').on(t.restaurantId, t.position)],
);

export const menuItems = pgTable(
  'menu_items',
  {
    ...ownedByRestaurant(),
    categoryId: uuid()
      .notNull()
      .references(() => menuCategories.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    priceCents: integer().notNull(),
    imageUrl: text(),
    available: boolean().notNull().default(true),
    position: integer().notNull(),
  },
  (t) => [
    index('menu_items_restaurant_idx').on(t.restaurantId, t.position),
    index('menu_items_category_idx').on(t.categoryId),
    check('menu_items_price_check', sql`${t.priceCents} >= 0`),
  ],
);

/** A restaurant's option groups (Size, Extras…), shared by the items that offer them. */
export const menuOptionGroups = pgTable(
  'menu_option_groups',
  {
    ...ownedByRestaurant(),
    name: text().notNull(),
    minSelections: integer().notNull(),
    maxSelections: integer().notNull(),
  },
  (t) => [
    index('menu_option_groups_restaurant_idx').on(t.restaurantId),
    check(
      'menu_option_groups_selections_check',
      sql`${t.minSelections} >= 0 and ${t.maxSelections} >= 1 and ${t.minSelections} <= ${t.maxSelections}`,
    ),
  ],
);

export const menuOptions = pgTable(
  'menu_options',
  {
    id: uuid().primaryKey().defaultRandom(),
    groupId: uuid()
      .notNull()
      .references(() => menuOptionGroups.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    priceCents: integer().notNull(),
    position: integer().notNull(),
  },
  (t) => [
    index('menu_options_group_idx').on(t.groupId, t.position),
    check('menu_options_price_check', sql`${t.priceCents} >= 0`),
  ],
);

export const menuItemOptionGroups = pgTable(
  'menu_item_option_groups',
  {
    itemId: uuid()
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    groupId: uuid()
      .notNull()
      .references(() => menuOptionGroups.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.groupId] }), index('menu_item_option_groups_group_idx').on(t.groupId)],
);
