import { auditPageSchema, type AuditPage } from '@playeats/contracts/admin';
import { request } from '../../../lib/http-client.ts';

/** GET /api/admin/audit: newest first; `filter` holds action, targetType, targetId, actorUserId. */
export function getAudit(
  filter: Record<string, string>,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<AuditPage> {
  return request('/api/admin/audit', {
    params: { ...filter, cursor, limit: 50 },
    schema: auditPageSchema,
    ...(signal ? { signal } : {}),
  });
}
