/**
 * How long an Idempotency-Key's answer is kept (plugins/idempotency): a retry within it
 * gets the first answer. Orders build on it: a card hold no retry can reuse any more is
 * released after it (docs/decisions/0015).
 */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
