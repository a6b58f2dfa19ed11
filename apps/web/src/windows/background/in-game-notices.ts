import i18next from 'i18next';
import type { UserChallengeDto } from '@playeats/contracts/rewards';
import type { NotificationDto } from '@playeats/contracts/ordering';
import type { InGameNotice } from '../overlay-messages.ts';

/** What an order notification says in game (the notification-in-game window). */
export function orderNotice(notification: NotificationDto): InGameNotice | null {
  if (notification.kind !== 'order_status' || !notification.status || notification.orderNumber === null) return null;
  const values = { number: notification.orderNumber, restaurant: notification.restaurantName ?? '' };
  return {
    id: `notification-${notification.id}`,
    kind: 'order',
    title: i18next.t('overlay:notices.orderTitle', values),
    body: i18next.t(`ordering:notifications.status.${notification.status}`, values),
    notificationId: Number(notification.id),
    ...(notification.orderId ? { orderId: notification.orderId } : {}),
  };
}

/** Bucks a session earned while the game still runs (the player was away long enough to end one). */
export function bucksNotice(bucks: number, sessionId: string): InGameNotice {
  return {
    id: `bucks-${sessionId}`,
    kind: 'reward',
    title: i18next.t('overlay:notices.bucksTitle', { count: bucks }),
    body: i18next.t('overlay:notices.bucksBody'),
  };
}

/** A challenge the player just completed: the reward waits to be claimed. */
export function challengeNotice(challenge: UserChallengeDto, language: 'en' | 'fr'): InGameNotice {
  return {
    id: `challenge-${challenge.id}`,
    kind: 'reward',
    title: i18next.t('overlay:notices.challengeTitle', { title: challenge.title[language] || challenge.title.en }),
    body: i18next.t('overlay:notices.challengeBody'),
  };
}
