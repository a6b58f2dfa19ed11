import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../adapters/clock.ts';
import type { Database } from '../../../db/client.ts';
import { repository } from '../../../db/unit-of-work.ts';
import { notificationsRepository } from './notifications.repository.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { NotificationsService } from './notifications.service.ts';

export function createNotifications(deps: { db: Database; clock: Clock }): NotificationsService {
  return new NotificationsService({ notifications: repository(notificationsRepository, deps.db), clock: deps.clock });
}

export async function registerNotifications(app: FastifyInstance, notifications: NotificationsService): Promise<void> {
  await app.register(notificationsRoutes, { notifications });
}
