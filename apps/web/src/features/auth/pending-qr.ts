import { readJson, removeItem, writeJson } from '../../lib/storage.ts';

/**
 * A QR code the phone could not approve yet, kept for the code's five minutes, and why:
 * - 'signup': scanned before the phone had an account (/signup/{qrToken}); activating the
 *   account on this phone approves the PC's sign-in at once (activate-page.tsx);
 * - 'session-ended': the phone's session had ended as it approved; the app signed out, and
 *   the next sign-in goes back to /login/{qrToken}, which asks again (use-sign-in-done.ts).
 */
export type PendingQrReason = 'signup' | 'session-ended';

const KEY = 'pendingQrApproval';
const QR_LIFETIME_MS = 5 * 60_000;

export function rememberPendingQr(qrToken: string, reason: PendingQrReason, now = Date.now()): void {
  writeJson('local', KEY, { qrToken, reason, expiresAt: now + QR_LIFETIME_MS });
}

/**
 * The pending token, once: it is removed as it is read, and ignored once expired. With
 * `reason`, only a token kept for that reason is taken; another stays kept.
 */
export function takePendingQr(reason?: PendingQrReason, now = Date.now()): string | null {
  const value = readJson('local', KEY) as { qrToken?: unknown; reason?: unknown; expiresAt?: unknown } | null;
  if (reason && value?.reason !== reason) return null;
  removeItem('local', KEY);
  if (!value || typeof value.qrToken !== 'string' || typeof value.expiresAt !== 'number') return null;
  return value.expiresAt > now ? value.qrToken : null;
}
