import type * as z from 'zod/mini';
import { notificationPageSchema } from '@playeats/contracts/ordering';
import { request } from '../../../lib/http-client.ts';

export type NotificationPageDto = z.infer<typeof notificationPageSchema>;

export const NOTIFICATIONS_PATH = '/api/users/me/notifications';
export const NOTIFICATIONS_LIMIT = 50;

/** GET /api/users/me/notifications?after=&limit=: newest first; `after` asks only for newer ones. */
export function getNotifications(params: { after?: string | undefined } = {}): Promise<NotificationPageDto> {
  return request(NOTIFICATIONS_PATH, {
    params: { after: params.after, limit: NOTIFICATIONS_LIMIT },
    schema: notificationPageSchema,
  });
}

/** POST /api/users/me/notifications/read: these as read, or all of them without ids. */
export async function markNotificationsRead(ids?: string[]): Promise<void> {
  await request(`${NOTIFICATIONS_PATH}/read`, { method: 'POST', body: ids ? { ids } : {} });
}
