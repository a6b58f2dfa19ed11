import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { at } from './columns.ts';

/**
 * Delivery addresses, United States and Canada only, geocoded when saved or pinned. At most one
 * default per user. Orders keep a copy of the address they were delivered to, so an
 * address can be edited or removed at any time.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the user calls it: Home, Work, Dorm… */
    label: text(),
    line1: text().notNull(),
    line2: text(),
    city: text().notNull(),
    /** Two-letter state or province code (NY, QC). */
    region: text().notNull(),
    postalCode: text().notNull(),
    country: text().notNull(),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    /** For the courier: buzzer, floor, leave at the door. */
    instructions: text(),
    /**
     * How the position was found (decision 0029): `pin` placed or confirmed by the person,
     * else the geocoder's `street`, `postal_code` or `city`. Rows from before are `city`.
     */
    precision: text().notNull().default('city'),
    isDefault: boolean().notNull().default(false),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('addresses_one_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    check('addresses_country_check', sql`${t.country} in ('UNITED_STATES', 'CANADA')`),
    check('addresses_precision_check', sql`${t.precision} in ('pin', 'street', 'postal_code', 'city')`),
    check('addresses_position_check', sql`${t.lat} between -90 and 90 and ${t.lng} between -180 and 180`),
  ],
);
