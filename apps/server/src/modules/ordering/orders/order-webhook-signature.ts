import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a signed webhook may be: a captured request cannot be replayed later. */
export const WEBHOOK_TOLERANCE_S = 300;

/**
 * Who sends an order webhook, named by the `PlayEats-Sender` header: `restaurant:{restaurant id}`
 * for a restaurant, `delivery` for the delivery partner. `id` is that header's value, the
 * sender id its key is derived from. (A second delivery partner would be `delivery:{partnerId}`:
 * a `partnerId` here, one more pattern in parseWebhookSender, nothing else.)
 */
export type WebhookSender = { id: string; kind: 'restaurant'; restaurantId: string } | { id: string; kind: 'delivery' };

const RESTAURANT_SENDER = /^restaurant:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export const restaurantSender = (restaurantId: string): WebhookSender => ({
  id: `restaurant:${restaurantId.toLowerCase()}`,
  kind: 'restaurant',
  restaurantId: restaurantId.toLowerCase(),
});

export const deliverySender: WebhookSender = { id: 'delivery', kind: 'delivery' };

/** The sender a `PlayEats-Sender` header names, exactly as its key was issued (lower-case id). */
export function parseWebhookSender(header: string | undefined): WebhookSender | undefined {
  if (header === 'delivery') return deliverySender;
  const restaurantId = header ? RESTAURANT_SENDER.exec(header)?.[1] : undefined;
  return restaurantId ? restaurantSender(restaurantId) : undefined;
}

/**
 * A sender's signing key: hex HMAC-SHA256(master secret, "playeats-order-webhook:{sender id}").
 * Derived, never stored; the sender signs with these 64 characters as its HMAC key.
 */
export function deriveWebhookKey(masterSecret: string, senderId: string): string {
  return createHmac('sha256', masterSecret).update(`playeats-order-webhook:${senderId}`).digest('hex');
}

/**
 * `PlayEats-Signature: t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{raw body}"}` (Stripe's scheme):
 * what a sender computes; the server only verifies, so this is test support. @internal
 */
export function signWebhook(secret: string, rawBody: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

export function verifyWebhook(secret: string, rawBody: string, header: string | undefined, now: Date): SignatureCheck {
  if (!header) return { ok: false, reason: 'The PlayEats-Signature header is missing.' };
  const parts = new Map<string, string[]>();
  for (const piece of header.split(',')) {
    const eq = piece.indexOf('=');
    if (eq <= 0) continue;
    const key = piece.slice(0, eq).trim();
    parts.set(key, [...(parts.get(key) ?? []), piece.slice(eq + 1).trim()]);
  }
  const t = Number(parts.get('t')?.[0]);
  const signatures = parts.get('v1') ?? [];
  if (!Number.isSafeInteger(t) || signatures.length === 0) {
    return { ok: false, reason: 'The PlayEats-Signature header must be t={seconds},v1={signature}.' };
  }
  if (Math.abs(now.getTime() / 1000 - t) > WEBHOOK_TOLERANCE_S) {
    return { ok: false, reason: `The signature is more than ${WEBHOOK_TOLERANCE_S} seconds old.` };
  }
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  // Several v1 values are allowed, so a sender can sign with its old and new key while keys change.
  const matches = signatures.some((hex) => {
    const given = /^[0-9a-f]{64}$/i.test(hex) ? Buffer.from(hex, 'hex') : Buffer.alloc(0);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches
    ? { ok: true }
    : { ok: false, reason: "The signature does not match the body signed with the sender's key." };
}

export type SenderCheck = { ok: true; sender: WebhookSender } | { ok: false; reason: string };

/**
 * Authenticates a webhook: the `PlayEats-Sender` header names the sender, and the signature
 * must be made with that sender's derived key. Says nothing yet about what the sender may do.
 */
export function verifySenderWebhook(
  masterSecret: string,
  request: { rawBody: string; sender: string | undefined; signature: string | undefined },
  now: Date,
): SenderCheck {
  if (!request.sender) return { ok: false, reason: 'The PlayEats-Sender header is missing.' };
  const sender = parseWebhookSender(request.sender);
  if (!sender) {
    return {
      ok: false,
      reason: 'The PlayEats-Sender header must be restaurant:{restaurant id} (lower case) or delivery.',
    };
  }
  const check = verifyWebhook(deriveWebhookKey(masterSecret, sender.id), request.rawBody, request.signature, now);
  return check.ok ? { ok: true, sender } : check;
}
