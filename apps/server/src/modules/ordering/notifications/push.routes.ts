import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { registerPushDeviceSchema, unregisterPushDeviceSchema } from '@playeats/contracts/push';
import type { PushService } from './push.service.ts';

const tags = ['notifications'];
const security = [{ bearer: [] }];

/** /users/me/push-devices: the phones that get the user's notifications as pushes. */
export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService }> = async (app, { push }) => {
  app.addHook('onRequest', app.requireAuth);
  app.post(
    '/api/users/me/push-devices',
    {
      schema: {
        tags,
        security,
        summary: 'This device gets the signed-in user’s pushes (idempotent; a token moves to the newest account)',
        body: registerPushDeviceSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await push.register(request.auth!.userId, request.body);
      return reply.code(204).send(null);
    },
  );
  app.delete(
    '/api/users/me/push-devices',
    {
      schema: {
        tags,
        security,
        summary: 'This device no longer gets the user’s pushes (idempotent)',
        body: unregisterPushDeviceSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await push.unregister(request.auth!.userId, request.body.token);
      return reply.code(204).send(null);
    },
  );
};
