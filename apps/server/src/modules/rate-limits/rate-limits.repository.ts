import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/rate-limits.ts';

export interface Counter {
  count: number;
  windowStartedAt: Date;
}

/** The only code touching rate_limits: one row per key, shared by every server copy. */
export function rateLimitsRepository(db: Database) {
  return {
    /** Counts one hit in the key's window (a window older than `windowStart` restarts at `now`). */
    async hit(key: string, now: Date, windowStart: Date): Promise<Counter | undefined> {
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStartedAt: now, count: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.windowStartedAt} <= ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
            windowStartedAt: sql`case when ${rateLimits.windowStartedAt} <= ${windowStart} then ${now} else ${rateLimits.windowStartedAt} end`,
          },
        })
        .returning({ count: rateLimits.count, windowStartedAt: rateLimits.windowStartedAt });
      return row;
    },

    /**
     * Takes one attempt slot atomically when allowed: under `free` attempts, or under `max`
     * with the doubling wait since the last one passed. True when taken.
     */
    async takeAttempt(key: string, now: Date, rule: { free: number; max: number; maxDelaySeconds: number }) {
      const { free, max, maxDelaySeconds } = rule;
      const taken = await db.execute<{ count: number }>(sql`
        insert into ${rateLimits} (key, window_started_at, count) values (${key}, ${now}, 1)
        on conflict (key) do update set count = ${rateLimits}.count + 1, window_started_at = ${now}
        where ${rateLimits}.count < ${free}
           or (${rateLimits}.count < ${max}
               and ${rateLimits}.window_started_at
                   + make_interval(secs => least(${maxDelaySeconds}, power(2, ${rateLimits}.count - ${free} + 1))) <= ${now})
        returning count`);
      return taken.rows.length > 0;
    },

    async find(key: string): Promise<Counter | undefined> {
      const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
      return row;
    },

    async clear(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },

    /**
     * Windows that started before `cutoff`, except the stops: counters at `keep.from` or
     * more whose scope (the key's first part) ends with `keep.scopeSuffix`.
     */
    async purge(cutoff: Date, keep: { scopeSuffix: string; from: number }): Promise<void> {
      await db
        .delete(rateLimits)
        .where(
          and(
            lt(rateLimits.windowStartedAt, cutoff),
            sql`not (${rateLimits.count} >= ${keep.from} and right(split_part(${rateLimits.key}, ':', 1), ${keep.scopeSuffix.length}) = ${keep.scopeSuffix})`,
          ),
        );
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof rateLimitsRepository>;
