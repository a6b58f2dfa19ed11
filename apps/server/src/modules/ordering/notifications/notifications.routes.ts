import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  markNotificationsReadSchema,
  notificationListQuerySchema,
  notificationPageSchema,
} from '@playeats/contracts/ordering';
import type { NotificationsService } from './notifications.service.ts';

const tags = ['notifications'];
const security = [{ bearer: [] }];

/** /notifications: what changed in the user's orders, polled by the clients (spec section 4). */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  app.addHook('onRequest', app.requireAuth);
  app.get(
    '/api/users/me/notifications',
    {
      schema: {
        tags,
        security,
        summary: 'Newest first; `after` gives only newer ones (polling)',
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema },
      },
    },
    async (request) => {
      const after = request.query.after === undefined ? undefined : Number(request.query.after);
      return notifications.page(request.auth!.userId, request.query.limit, after);
    },
  );
  app.post(
    '/api/users/me/notifications/read',
    {
      schema: {
        tags,
        security,
        summary: 'Mark these notifications (or, without ids, every one) as read',
        body: markNotificationsReadSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const ids = request.body.ids?.map(Number);
      await notifications.markRead(request.auth!.userId, ids);
      return reply.code(204).send(null);
    },
  );
};
