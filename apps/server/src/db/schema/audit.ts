import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every admin action, append-only (a trigger in migration 0010 refuses UPDATE, DELETE and
 * TRUNCATE): who did what to which record, the record before and after, and why. No
 * foreign key: an entry outlives the user or record it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: uuid().notNull(),
    /** The actor's e-mail when they acted (it may change later). */
    actorEmail: text().notNull(),
    /** A dotted verb such as `settings.update`, `user.lock`, `restaurant.import`. */
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text(),
    before: jsonb(),
    after: jsonb(),
    reason: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.at.desc()),
    index('audit_log_actor_idx').on(t.actorUserId, t.at.desc()),
  ],
);
