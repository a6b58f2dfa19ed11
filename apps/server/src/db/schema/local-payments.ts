import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

/**
 * The local payment provider's own records (customers, setup intents, payment methods,
 * payment intents), standing in for Stripe's servers in development and tests. Kept in
 * the database so an authorization survives a restart, as it does at Stripe.
 */
export const localPaymentObjects = pgTable(
  'local_payment_objects',
  {
    id: text().primaryKey(),
    kind: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [index('local_payment_objects_kind_idx').on(t.kind, t.createdAt)],
);
