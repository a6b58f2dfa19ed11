import { readJson, removeItem, writeJson } from '../../lib/storage.ts';

/**
 * A QR code the phone could not approve yet, kept for the code's five minutes: scanned
 * before the phone had an account (/signup/{qrToken}: activating the account on this
 * phone approves the PC's sign-in too), or while approving when the phone's session had
 * ended (the next sign-in goes back to /login/{qrToken}: use-sign-in-done.ts).
 */
const KEY = 'pendingQrApproval';
const QR_LIFETIME_MS = 5 * 60_000;

export function rememberPendingQr(qrToken: string, now = Date.now()): void {
  writeJson('local', KEY, { qrToken, expiresAt: now + QR_LIFETIME_MS });
}

/** The pending token, once: it is removed as it is read, and ignored once expired. */
export function takePendingQr(now = Date.now()): string | null {
  const value = readJson('local', KEY) as { qrToken?: unknown; expiresAt?: unknown } | null;
  removeItem('local', KEY);
  if (!value || typeof value.qrToken !== 'string' || typeof value.expiresAt !== 'number') return null;
  return value.expiresAt > now ? value.qrToken : null;
}
