import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants.ts';
import { users } from './users.ts';

/** One line of a saved meal; names are kept so a line still reads well once off the menu. */
export interface SavedMealLine {
  itemId: string;
  name: string;
  quantity: number;
  options: { optionId: string; name: string }[];
}

/** Saved meals (spec section 3 userMeals): name, active, index (the `position` column). */
export const userMeals = pgTable(
  'user_meals',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: uuid()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    active: boolean().notNull().default(true),
    position: integer().notNull(),
    items: jsonb().$type<SavedMealLine[]>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_meals_user_idx').on(t.userId, t.position)],
);
