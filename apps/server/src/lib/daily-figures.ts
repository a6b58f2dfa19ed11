import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** Calendar days [from, to) of a time zone, as instants. */
export interface DayRange {
  from: Date;
  to: Date;
  timeZone: string;
}

/** One calendar day's figures of a module (the admin dashboard adds the modules' rows up). */
export type DailyRow<K extends string> = { day: string } & Record<K, number>;

/** What a module lends the dashboard: its figures per day of a range. */
export interface DailyFiguresSource<K extends string> {
  daily(range: DayRange): Promise<DailyRow<K>[]>;
}

/**
 * Runs a per-day aggregate: `select` lists the figures (each an SQL aggregate AS its name),
 * `table` and `column` name the rows and their instant. Days are grouped by position, as
 * the time zone is a parameter (two `$n` would be two expressions to PostgreSQL). Every
 * figure comes back as a JavaScript number (counts and sums are bigint in SQL).
 */
export async function dailyAggregate<K extends string>(
  db: Database,
  range: DayRange,
  parts: { table: SQL; column: SQL; select: SQL; where?: SQL },
  keys: readonly K[],
): Promise<DailyRow<K>[]> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select to_char(${parts.column} at time zone ${range.timeZone}, 'YYYY-MM-DD') as day, ${parts.select}
    from ${parts.table}
    where ${parts.column} >= ${range.from} and ${parts.column} < ${range.to} ${parts.where ? sql`and ${parts.where}` : sql``}
    group by 1
    order by 1`);
  return rows.map((row) => {
    const out: Record<string, unknown> = { day: row.day };
    for (const key of keys) out[key] = Number(row[key] ?? 0);
    return out as DailyRow<K>;
  });
}
