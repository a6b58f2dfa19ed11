import type { AuditEntryDto, AuditPage, AuditQuery } from '@playeats/contracts/admin';
import type { Clock } from '../../adapters/clock.ts';
import type { Database } from '../../db/client.ts';
import type { Repository } from '../../db/unit-of-work.ts';
import { badRequest } from '../../lib/problem.ts';
import type { AuditRepository, AuditRow } from './audit.repository.ts';

/** The admin who acts, as the admin guard knows them. */
export interface Actor {
  userId: string;
  email: string;
}

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

const toDto = (row: AuditRow): AuditEntryDto => ({
  id: row.id,
  actorUserId: row.actorUserId,
  actorEmail: row.actorEmail,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  before: row.before,
  after: row.after,
  reason: row.reason,
  at: row.at.toISOString(),
});

/**
 * The audit log: every admin action, written in the transaction of the change it records
 * (so there is never a change without its entry, nor an entry without its change).
 */
export class AuditService {
  constructor(private readonly deps: { audit: Repository<AuditRepository>; clock: Clock }) {}

  /** Records `entry` by `actor` inside `tx`, the transaction making the change. */
  async record(tx: Database, actor: Actor, entry: AuditEntry): Promise<void> {
    await this.deps.audit.in(tx).insert({
      actorUserId: actor.userId,
      actorEmail: actor.email,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      reason: entry.reason ?? null,
      at: this.deps.clock.now(),
    });
  }

  /** Whether `action` was ever recorded on this record (an admin's decision a default must not undo). */
  async has(action: string, targetType: string, targetId: string): Promise<boolean> {
    return (await this.deps.audit.list({ action, targetType, targetId }, 1)).length > 0;
  }

  /** GET /api/admin/audit: newest first, filtered, keyset-paged by entry id. */
  async list(query: AuditQuery): Promise<AuditPage> {
    const { cursor, limit, ...filter } = query;
    let beforeId: number | undefined;
    if (cursor !== undefined) {
      beforeId = Number(cursor);
      if (!Number.isSafeInteger(beforeId) || beforeId < 1) {
        throw badRequest('query.cursor is not a cursor from this list', [
          { name: 'query.cursor', reason: 'is not a cursor from this list' },
        ]);
      }
    }
    const rows = await this.deps.audit.list(filter, limit + 1, beforeId);
    const page = rows.slice(0, limit);
    return {
      items: page.map(toDto),
      nextCursor: rows.length > limit && page.length > 0 ? String(page.at(-1)!.id) : null,
    };
  }
}
