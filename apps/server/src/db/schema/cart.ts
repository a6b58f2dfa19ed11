import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants.ts';
import { users } from './users.ts';
import { at } from './columns.ts';

/** A cart line as stored: what the user picked (priced at read time, never stored with a price). */
export interface CartLineRow {
  itemId: string;
  quantity: number;
  optionIds: string[];
  /** A note for the kitchen: no onions. */
  note: string | null;
}

/**
 * One cart per user, for one restaurant, its lines in order in one jsonb array: a save
 * replaces them wholesale, so it is one row written by one statement. `version` grows with
 * every change: a save that names an older version is a conflicting save (409).
 */
export const carts = pgTable(
  'carts',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: uuid()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    lines: jsonb()
      .$type<CartLineRow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    version: integer().notNull().default(1),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    check('carts_lines_check', sql`jsonb_typeof(${t.lines}) = 'array' and jsonb_array_length(${t.lines}) <= 100`),
  ],
);
