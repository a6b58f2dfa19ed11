import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a signed webhook may be: a captured request cannot be replayed later. */
export const WEBHOOK_TOLERANCE_S = 300;

/** `PlayEats-Signature: t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{raw body}"}` (Stripe's scheme). */
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
  // Several v1 values are allowed, so a sender can roll its secret without downtime.
  const matches = signatures.some((hex) => {
    const given = /^[0-9a-f]{64}$/i.test(hex) ? Buffer.from(hex, 'hex') : Buffer.alloc(0);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? { ok: true } : { ok: false, reason: 'The signature does not match the body.' };
}
