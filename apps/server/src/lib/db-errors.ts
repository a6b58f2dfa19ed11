/** The PostgreSQL error inside `err`, however the driver wrapped it (its `cause` chain). */
function databaseErrorOf(err: unknown): { code: string; constraint?: unknown } | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as { code: string; constraint?: unknown };
  }
  return undefined;
}

/** True for a PostgreSQL unique violation (23505), however the driver wrapped it. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const dbError = databaseErrorOf(err);
  return dbError?.code === '23505' && (constraint === undefined || dbError.constraint === constraint);
}

/**
 * The SQLSTATE of a PostgreSQL error, however the driver wrapped it; undefined for an error
 * that did not come from the database's answer (a lost connection, a pool's wait timed out).
 */
export function sqlStateOf(err: unknown): string | undefined {
  return databaseErrorOf(err)?.code;
}

/**
 * Whether a failed batch (lib/batcher.ts) is worth trying again one call at a time: a
 * value the database refused (class 22), a constraint (23), a deadlock or serialization
 * failure (40) can be one call's, or a collision with another copy's batch. Anything else
 * (the database unreachable) would fail each call alone too.
 */
export function mayBeOneCallsError(err: unknown): boolean {
  return /^(22|23|40)/.test(sqlStateOf(err) ?? '');
}
