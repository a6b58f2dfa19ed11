import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { at } from './columns.ts';

/** The user's customer record at the payment provider (Stripe's Customer). */
export const paymentCustomers = pgTable('payment_customers', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  providerCustomerId: text().notNull().unique(),
  createdAt: at().notNull().defaultNow(),
});

/**
 * Saved cards: only what the provider lets a merchant keep (brand, last four digits,
 * expiry) and the provider's payment-method id. At most one default per user.
 */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerPaymentMethodId: text().notNull().unique(),
    brand: text().notNull(),
    last4: text().notNull(),
    expMonth: smallint().notNull(),
    expYear: smallint().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('payment_cards_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('payment_cards_one_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    check('payment_cards_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('payment_cards_expiry_check', sql`${t.expMonth} between 1 and 12 and ${t.expYear} between 2000 and 2200`),
  ],
);
