import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  adminChallengeListQuerySchema,
  adminChallengePageSchema,
  adminChallengeSchema,
  adminCreateChallengeSchema,
  adminUpdateChallengeSchema,
  endPromotionSchema,
} from '@playeats/contracts/admin-promotions';
import type { AdminChallengesService } from './admin-challenges.service.ts';

const tags = ['admin', 'challenges'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.uuid('expected a challenge id') });

/** Challenges as admins run them: ADMIN only, checked against the account as it is now; every change audited. */
export const adminChallengesRoutes: FastifyPluginAsyncZod<{ challenges: AdminChallengesService }> = async (
  app,
  { challenges },
) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/api/admin/challenges',
    {
      schema: {
        tags,
        security,
        summary: 'Challenges, newest first, with their claims (by state)',
        querystring: adminChallengeListQuerySchema,
        response: { 200: adminChallengePageSchema },
      },
    },
    async (request) => challenges.list(request.query),
  );
  app.get(
    '/api/admin/challenges/:id',
    { schema: { tags, security, params, response: { 200: adminChallengeSchema } } },
    async (request) => challenges.get(request.params.id),
  );
  app.post(
    '/api/admin/challenges',
    {
      schema: {
        tags,
        security,
        summary: 'Create a challenge (play_game_hours names its game)',
        body: adminCreateChallengeSchema,
        response: { 201: adminChallengeSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await challenges.create(request.admin!, request.body)),
  );
  app.patch(
    '/api/admin/challenges/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a challenge: its texts and window; what it asks and gives until first claimed',
        description: '409 PromotionInUseException names the fields a claimed challenge keeps.',
        params,
        body: adminUpdateChallengeSchema,
        response: { 200: adminChallengeSchema },
      },
    },
    async (request) => challenges.update(request.admin!, request.params.id, request.body),
  );
  app.post(
    '/api/admin/challenges/:id/end',
    {
      schema: {
        tags,
        security,
        summary: 'End a challenge now (never deleted; completed ones stay claimable for the grace)',
        description: '409 PromotionEndedException when it has ended already.',
        params,
        body: endPromotionSchema,
        response: { 200: adminChallengeSchema },
      },
    },
    async (request) => challenges.end(request.admin!, request.params.id, request.body?.reason),
  );
};
