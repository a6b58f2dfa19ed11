import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '@playeats/contracts/admin';
import type { AuditService } from './audit.service.ts';

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/api/admin/audit',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'The audit log of admin actions, newest first',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => {
      return audit.list(request.query);
    },
  );
};
