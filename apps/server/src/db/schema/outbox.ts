import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The local mail and SMS outbox: where messages go when no SMTP server or SMS provider is
 * configured (development, demo, tests). The dev outbox page lists them.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    channel: text().notNull(),
    recipient: text().notNull(),
    subject: text(),
    text: text().notNull(),
    html: text(),
    /** Links and codes the message carries, for the dev page and tests. */
    metadata: jsonb().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt)],
);
