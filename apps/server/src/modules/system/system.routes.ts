import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@playeats/contracts/system';
import { problemSchema } from '@playeats/contracts/problem';
import { APP_VERSION } from '@playeats/domain/constants';
import type { DatabaseHandle } from '../../db/client.ts';
import type { Lifecycle } from '../../lib/lifecycle.ts';
import { HttpProblem } from '../../lib/problem.ts';

const unavailable = (detail: string) =>
  new HttpProblem(503, 'ServiceUnavailableException', 'Service unavailable', detail);

export const systemRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; lifecycle: Lifecycle }> = async (
  app,
  { database, lifecycle },
) => {
  // GET also answers HEAD (spec section 7: HEAD /api/ping is the connectivity check).
  app.get(
    '/api/ping',
    { schema: { tags: ['system'], summary: 'Connectivity check (use HEAD)' }, logLevel: 'warn' },
    async (_request, reply) => {
      return reply.code(200).send();
    },
  );

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: 200 only when the database answers and the server is not shutting down',
        response: { 200: healthSchema, 503: problemSchema },
      },
      logLevel: 'warn',
    },
    async (request) => {
      if (lifecycle.draining) throw unavailable('The server is shutting down.');
      try {
        await database.ping();
      } catch (err) {
        request.log.error({ err }, 'health check: database does not answer');
        throw unavailable('The database does not answer.');
      }
      return {
        status: 'ok' as const,
        database: database.kind,
        version: APP_VERSION,
        jobs: app.jobs.leading ? ('leader' as const) : ('standby' as const),
      };
    },
  );
};
