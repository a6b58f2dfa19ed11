import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  markNotificationsReadSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  type NotificationDto,
  type OrderStatus,
} from '@playeats/contracts/ordering';
import type { Clock } from '../../../adapters/clock.ts';
import type { Database } from '../../../db/client.ts';
import type { OrderingDeps } from '../ordering-deps.ts';
import { notificationsRepository, type NotificationRow } from './notifications.repository.ts';

const tags = ['notifications'];
const security = [{ bearer: [] }];

function toDto(row: NotificationRow): NotificationDto {
  const data = row.data as { status?: OrderStatus; number?: number; restaurantName?: string };
  return {
    id: String(row.id),
    kind: 'order_status',
    orderId: row.orderId,
    orderNumber: data.number ?? null,
    status: data.status ?? null,
    restaurantName: data.restaurantName ?? null,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

/** /notifications: what changed in the user's orders, polled by the clients (spec section 4). */
const notificationsRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  app.addHook('preHandler', app.requireAuth);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
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
      const repo = notificationsRepository(db);
      const userId = request.auth!.userId;
      const after = request.query.after === undefined ? undefined : Number(request.query.after);
      const [rows, unread] = await Promise.all([repo.list(userId, request.query.limit, after), repo.unread(userId)]);
      return { items: rows.map(toDto), unread };
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
      await notificationsRepository(db).markRead(request.auth!.userId, clock.now(), ids);
      return reply.code(204).send(null);
    },
  );
};

export async function registerNotifications(app: FastifyInstance, deps: OrderingDeps): Promise<void> {
  await app.register(notificationsRoutes, { db: deps.db, clock: deps.clock });
}
