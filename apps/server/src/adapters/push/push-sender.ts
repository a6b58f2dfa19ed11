/**
 * Pushes to the phones (docs/decisions/0034-push-notifications.md): one message to one
 * device token. Android tokens are FCM registration tokens, iOS tokens APNs device tokens
 * (what @capacitor/push-notifications hands each app).
 */
export type PushPlatform = 'ios' | 'android';

export interface PushMessage {
  token: string;
  platform: PushPlatform;
  title: string;
  body: string;
  /** Read by the app when the notification is tapped (the order to open). */
  data: Record<string, string>;
  /**
   * The same for every try of one notification on one device: the phone shows a second
   * copy in place of the first (Android's tag, APNs' collapse id), never beside it.
   */
  collapseId: string;
}

/**
 * What became of a send: `unregistered` means the token is dead (the app was removed, the
 * user signed out of it) and the device is forgotten; `retry` was not accepted but may be
 * later; `failed` never will be.
 */
export type PushOutcome =
  | { kind: 'sent' }
  | { kind: 'unregistered' }
  | { kind: 'retry'; reason: string; afterMs?: number }
  | { kind: 'failed'; reason: string };

export interface PushSender {
  /** local: recorded in the outbox; native: FCM for Android and APNs for iOS. */
  readonly kind: 'local' | 'native';
  send(message: PushMessage, signal?: AbortSignal): Promise<PushOutcome>;
}

/** A Retry-After header (seconds, or an HTTP date) in milliseconds from `now`. */
export function retryAfterMs(header: string | null | undefined, now: number): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** What an HTTP answer other than success means, for both services. */
export function outcomeOfStatus(status: number, reason: string, retryAfter?: number): PushOutcome {
  if (status === 429 || status >= 500) {
    return { kind: 'retry', reason, ...(retryAfter !== undefined && { afterMs: retryAfter }) };
  }
  return { kind: 'failed', reason };
}
