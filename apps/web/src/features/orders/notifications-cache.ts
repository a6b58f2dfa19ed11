import type { NotificationDto } from '@playeats/contracts/ordering';
import type { NotificationPageDto } from './api/notifications.ts';

/** How many notifications the client keeps (newest first). */
export const NOTIFICATIONS_KEPT = 100;

/**
 * The notifications the client holds after a poll: the new ones first (a poll with
 * `after` returns only those), none twice, at most NOTIFICATIONS_KEPT; the unread count
 * is the server's, which counts every unread one.
 */
export function mergeNotifications(
  current: NotificationPageDto | undefined,
  page: NotificationPageDto,
): NotificationPageDto {
  const seen = new Set<string>();
  const items: NotificationDto[] = [];
  for (const item of [...page.items, ...(current?.items ?? [])]) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    items.push(item);
  }
  return { items: items.slice(0, NOTIFICATIONS_KEPT), unread: page.unread };
}

/** After POST …/read: those (or all, without ids) are read. */
export function markRead(current: NotificationPageDto | undefined, ids?: readonly string[]): NotificationPageDto {
  const items = (current?.items ?? []).map((item) =>
    !item.read && (!ids || ids.includes(item.id)) ? { ...item, read: true } : item,
  );
  const newlyRead = (current?.items ?? []).filter((item) => !item.read && (!ids || ids.includes(item.id))).length;
  return { items, unread: ids ? Math.max(0, (current?.unread ?? 0) - newlyRead) : 0 };
}
