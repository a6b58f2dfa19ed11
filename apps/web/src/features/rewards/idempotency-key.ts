/**
 * A fresh Idempotency-Key for one user action (a claim, a promo code). The HTTP
 * client's one retry after a 401 resends the same headers, so the server sees one
 * action even if the first attempt got through.
 */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  // randomUUID exists only in secure contexts; getRandomValues everywhere.
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  cryptoApi.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
