import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditEntry = Omit<typeof auditLog.$inferInsert, 'id'>;

export interface AuditFilter {
  action?: string;
  targetType?: string;
  targetId?: string;
  actorUserId?: string;
}

/** The only code touching audit_log: insert and read, never update (a trigger refuses it). */
export function auditRepository(db: Database) {
  return {
    async insert(entry: NewAuditEntry): Promise<AuditRow> {
      const [row] = await db.insert(auditLog).values(entry).returning();
      return row!;
    },
    /** Newest first (ids grow with time), `limit` entries older than entry `beforeId`. */
    async list(filter: AuditFilter, limit: number, beforeId?: number): Promise<AuditRow[]> {
      const conditions: (SQL | undefined)[] = [
        filter.action ? eq(auditLog.action, filter.action) : undefined,
        filter.targetType ? eq(auditLog.targetType, filter.targetType) : undefined,
        filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
        filter.actorUserId ? eq(auditLog.actorUserId, filter.actorUserId) : undefined,
        beforeId !== undefined ? lt(auditLog.id, beforeId) : undefined,
      ];
      return db
        .select()
        .from(auditLog)
        .where(and(...conditions))
        .orderBy(desc(auditLog.id))
        .limit(limit);
    },
  };
}

export type AuditRepository = ReturnType<typeof auditRepository>;
