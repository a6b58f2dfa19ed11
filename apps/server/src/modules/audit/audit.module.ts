import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../adapters/clock.ts';
import type { Database } from '../../db/client.ts';
import { repository } from '../../db/unit-of-work.ts';
import { auditRepository } from './audit.repository.ts';
import { auditRoutes } from './audit.routes.ts';
import { AuditService } from './audit.service.ts';

/** The audit log's service: every module's admin actions record through it. */
export function createAudit(deps: { db: Database; clock: Clock }): AuditService {
  return new AuditService({ audit: repository(auditRepository, deps.db), clock: deps.clock });
}

/** GET /api/admin/audit. */
export async function registerAudit(app: FastifyInstance, audit: AuditService): Promise<void> {
  await app.register(auditRoutes, { audit });
}
