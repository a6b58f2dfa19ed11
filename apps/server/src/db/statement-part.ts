import { sql, type SQL } from 'drizzle-orm';

/**
 * A module's share of a statement another module runs: common table expressions (each
 * named with the module's prefix) and a boolean SQL expression that says whether its
 * writes applied. The module owning the tables writes the SQL; the caller composes parts
 * into one statement (one round trip) and, inside its transaction, rolls back when a part
 * did not apply.
 */
export interface StatementPart {
  ctes: SQL[];
  applied: SQL;
}

/**
 * A part's value, or the SQL standing for it (`sql.placeholder`) in a statement built once
 * per shape and run with values only (db/prepared.ts preparedSql).
 */
export type Bound<T> = T | SQL;

/** A part's timestamp for `…::timestamptz`: a date's ISO text, or the placeholder given that text. */
export const isoOf = (at: Bound<Date>): Bound<string> => (at instanceof Date ? at.toISOString() : at);

/** `with <ctes…> select <applied> as applied_0, …`: the parts alone, as one statement. */
export function partsStatement(parts: readonly StatementPart[], select: SQL[] = []): SQL {
  const ctes = parts.flatMap((p) => p.ctes);
  const columns = [...select, ...parts.map((p, i) => sql`${p.applied} as ${sql.raw(`applied_${i}`)}`)];
  return sql`with ${sql.join(ctes, sql`, `)} select ${sql.join(columns, sql`, `)}`;
}

/**
 * partsStatement that writes nothing unless every part applied: its last step raises
 * (SQLSTATE PE001, migration 0008) and the error rolls the statement back. No transaction
 * needed around it; `notApplied(err)` recognises that error.
 */
export function allOrNothingStatement(parts: readonly StatementPart[], select: SQL[] = []): SQL {
  const ctes = parts.flatMap((p) => p.ctes);
  const all = sql.join(
    parts.map((p) => sql`(${p.applied})`),
    sql` and `,
  );
  return sql`with ${sql.join(ctes, sql`, `)} select ${sql.join([...select, sql`playeats_all_applied(${all}) as applied`], sql`, `)}`;
}

/** True for allOrNothingStatement's error (a part did not apply, nothing was written), however wrapped. */
export function notApplied(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === 'PE001') return true;
  }
  return false;
}

/** Whether every part applied, from a row of partsStatement. */
export function allApplied(row: Record<string, unknown> | undefined, count: number): boolean {
  if (!row) return false;
  for (let i = 0; i < count; i++) if (row[`applied_${i}`] !== true) return false;
  return true;
}

/**
 * Which way a service with a one-statement fast path writes: `both` (the statement, then
 * the step-by-step path when it did not apply; what the app runs), or one of them alone,
 * as the parity tests run each on the same fixtures to hold them equal.
 */
export type WritePaths = 'both' | 'statement' | 'steps';

/** The statement did not apply, and the service was told to take no other path (WritePaths 'statement'). */
export class StatementNotApplied extends Error {
  constructor(what: string) {
    super(`${what}: the one-statement path did not apply (nothing was written)`);
    this.name = 'StatementNotApplied';
  }
}
