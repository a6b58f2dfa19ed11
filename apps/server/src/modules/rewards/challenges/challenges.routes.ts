import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { challengeClaimSchema, userChallengeListSchema } from '@playeats/contracts/rewards';
import type { ChallengesService } from './challenges.service.ts';

const tags = ['challenges'];
const security = [{ bearer: [] }];

export const challengesRoutes: FastifyPluginAsyncZod<{ challenges: ChallengesService }> = async (
  app,
  { challenges },
) => {
  app.get(
    '/api/challenges',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Open challenges with my progress',
        response: { 200: userChallengeListSchema },
      },
    },
    async (request) => ({ items: await challenges.listForUser(request.auth!.userId) }),
  );
  app.post(
    '/api/challenges/:id/claim',
    {
      onRequest: app.requireAuth,
      config: { idempotency: true },
      schema: {
        tags,
        security,
        summary: 'Claim the reward of a completed challenge (once)',
        params: z.object({ id: z.uuid() }),
        response: { 200: challengeClaimSchema },
      },
    },
    async (request) => challenges.claim(request.auth!.userId, request.params.id),
  );
};
