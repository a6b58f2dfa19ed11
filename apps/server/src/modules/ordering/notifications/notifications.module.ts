import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../adapters/clock.ts';
import type { PushSender } from '../../../adapters/push/push-sender.ts';
import type { Database } from '../../../db/client.ts';
import { repository } from '../../../db/unit-of-work.ts';
import type { UsersService } from '../../accounts/users/users.service.ts';
import { notificationsRepository } from './notifications.repository.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { NotificationsService } from './notifications.service.ts';
import { pushRepository } from './push.repository.ts';
import { pushRoutes } from './push.routes.ts';
import { PushService } from './push.service.ts';

export function createNotifications(deps: {
  db: Database;
  clock: Clock;
  users: Pick<UsersService, 'find'>;
  sender: PushSender;
}): { notifications: NotificationsService; push: PushService } {
  const { db, clock } = deps;
  const push = new PushService({ push: repository(pushRepository, db), sender: deps.sender, users: deps.users, clock });
  const notifications = new NotificationsService({
    notifications: repository(notificationsRepository, db),
    clock,
    push,
  });
  return { notifications, push };
}

/** The routes, and the push delivery job (the leading copy only, app.jobs). */
export async function registerNotifications(
  app: FastifyInstance,
  services: { notifications: NotificationsService; push: PushService },
  options: { pushEveryMs: number },
): Promise<void> {
  await app.register(notificationsRoutes, { notifications: services.notifications });
  await app.register(pushRoutes, { push: services.push });
  app.jobs.every('push deliveries', { everyMs: options.pushEveryMs }, (signal) => services.push.deliverDue(signal));
}
