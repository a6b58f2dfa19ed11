/**
 * A fresh Idempotency-Key for one checkout attempt. The server answers a retry with the
 * same key with the first answer, so a retry after a lost response never places a second
 * order (docs/decisions/0008-ledger.md). A copy of the rewards feature's: features do not
 * import each other.
 */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  // randomUUID exists only in secure contexts; getRandomValues everywhere.
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  cryptoApi.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
