/**
 * A fresh Idempotency-Key for one user action (a checkout attempt, a claim, a promo code).
 * The server answers a request that repeats a key with the first answer, so a retry after
 * a lost response, or the HTTP client's one retry after a 401 (it resends the same
 * headers), never does the action twice (docs/decisions/0008-ledger.md).
 */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  // randomUUID exists only in secure contexts; getRandomValues everywhere.
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  cryptoApi.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
