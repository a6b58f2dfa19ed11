import * as z from 'zod/mini';

/**
 * GET /api/events: one server-sent-events stream per signed-in client (Authorization
 * header as on every call). Each message is `event: <type>` and `data: <JSON>`; the data
 * is small (ids, a status, balances) and the client fetches the rest.
 */
export const EVENTS_PATH = '/api/events';

/** First message on every connection: the client refetches what it shows (it may have missed changes). */
export interface ReadyEvent {
  /** How often the server writes a keep-alive comment: a quieter stream is a dead one. */
  heartbeatSeconds: number;
}

/** A notification was created (every order step creates one): refresh notifications and that order. */
export const notificationEventSchema = z.object({
  id: z.int(),
  kind: z.string(),
  orderId: z.nullable(z.string()),
  status: z.nullable(z.string()),
});
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

/** The bucks and promo-dollar balances changed (earned, spent, claimed, refunded). */
export const balanceEventSchema = z.object({ bucks: z.int(), promoCents: z.int() });
export type BalanceEvent = z.infer<typeof balanceEventSchema>;

/**
 * `settings` ({ version }): an admin changed the live settings: refetch GET /api/settings
 * until its `version` is at least this one (the copy answering may not have reloaded yet).
 * `resync`: the server may have missed announcements (its database listener reconnected):
 * refetch as after `ready`. `expired`: the access token ran out; reconnect with a fresh one.
 */
export const settingsEventSchema = z.object({ version: z.int() });

export const EVENT_TYPES = ['ready', 'notification', 'balance', 'resync', 'expired', 'settings'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
