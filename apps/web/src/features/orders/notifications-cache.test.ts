import { describe, expect, it } from 'vitest';
import { markRead, mergeNotifications, NOTIFICATIONS_KEPT } from './notifications-cache.ts';
import { notification } from '../../test/ordering/ordering-fixtures.ts';

describe('notifications cache', () => {
  it('puts new ones first, never twice, and takes the server unread count', () => {
    const current = { items: [notification(2), notification(1)], unread: 2 };
    const merged = mergeNotifications(current, { items: [notification(3), notification(2)], unread: 3 });
    expect(merged.items.map((n) => n.id)).toEqual(['3', '2', '1']);
    expect(merged.unread).toBe(3);
  });

  it('keeps at most the newest hundred', () => {
    const many = Array.from({ length: NOTIFICATIONS_KEPT + 5 }, (_, i) => notification(500 - i));
    expect(mergeNotifications(undefined, { items: many, unread: 0 }).items).toHaveLength(NOTIFICATIONS_KEPT);
  });

  it('marks some or all as read', () => {
    const current = { items: [notification(2), notification(1), notification(0, { read: true })], unread: 2 };
    expect(markRead(current, ['2']).unread).toBe(1);
    expect(markRead(current, ['2']).items.map((n) => n.read)).toEqual([true, false, true]);
    expect(markRead(current).unread).toBe(0);
  });
});
