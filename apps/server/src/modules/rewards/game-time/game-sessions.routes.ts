import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  endGameSessionRequestSchema,
  gameSessionEndedSchema,
  heartbeatRequestSchema,
  gameSessionStartedSchema,
  heartbeatSchema,
  recentGameSessionsSchema,
  startGameSessionSchema,
} from '@playeats/contracts/rewards';
import type { GameSessionsService } from './game-sessions.service.ts';

const tags = ['game time'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.uuid() });

export const gameSessionsRoutes: FastifyPluginAsyncZod<{ gameSessions: GameSessionsService }> = async (
  app,
  { gameSessions },
) => {
  app.addHook('onRequest', app.requireAuth);
  // After the listener has closed (in-flight requests answered), before the database closes.
  app.addHook('onClose', () => gameSessions.drain());

  app.post(
    '/api/game-sessions',
    {
      schema: {
        tags,
        security,
        summary: 'Start a game session (ends the open one)',
        body: startGameSessionSchema,
        response: { 201: gameSessionStartedSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await gameSessions.start(request.auth!.userId, request.body)),
  );
  app.post(
    '/api/game-sessions/:id/heartbeat',
    {
      schema: {
        tags,
        security,
        summary: 'Once a minute while the game runs and the player is active',
        params,
        body: heartbeatRequestSchema,
        response: { 200: heartbeatSchema },
      },
    },
    async (request) => gameSessions.heartbeat(request.auth!.userId, request.params.id, request.body),
  );
  app.post(
    '/api/game-sessions/:id/end',
    {
      schema: {
        tags,
        security,
        summary: 'End a session: what the game-ended dialog shows',
        params,
        body: endGameSessionRequestSchema,
        response: { 200: gameSessionEndedSchema },
      },
    },
    async (request) => gameSessions.end(request.auth!.userId, request.params.id, request.body),
  );
  app.get(
    '/api/game-sessions/recent',
    { schema: { tags, security, summary: 'The last 5 sessions', response: { 200: recentGameSessionsSchema } } },
    async (request) => ({ items: await gameSessions.recent(request.auth!.userId) }),
  );
};
