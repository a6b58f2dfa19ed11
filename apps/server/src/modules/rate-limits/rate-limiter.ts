import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../adapters/clock.ts';
import type { Database } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/rate-limits.ts';
import { HttpProblem } from '../../lib/problem.ts';

export interface Limit {
  /** Allowed hits per window. */
  limit: number;
  windowSeconds: number;
}

export function tooManyRequests(retryAfterSeconds: number, detail = 'Too many attempts. Try again later.') {
  return new HttpProblem(429, 'TooManyRequestsException', 'Too many requests', detail, {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)),
  });
}

/**
 * Counters in the database, so every server copy shares them. One upsert per hit: the
 * row's window restarts when it has passed.
 */
export function createRateLimiter(db: Database, clock: Clock, options: { ipScale?: number } = {}) {
  const ipScale = options.ipScale ?? 1;
  const limiter = {
    /**
     * Per-IP limits, scaled by IP_RATE_LIMIT_SCALE: many honest people can share one
     * address (campus, carrier NAT), and load tests come from one.
     */
    hitIp(scope: string, ip: string, { limit, windowSeconds }: Limit): Promise<void> {
      return limiter.hit(`${scope}:ip:${ip}`, { limit: limit * ipScale, windowSeconds });
    },

    /** Counts a hit; throws 429 with Retry-After when the window's limit is passed. */
    async hit(key: string, { limit, windowSeconds }: Limit): Promise<void> {
      const now = clock.now();
      const windowStart = new Date(now.getTime() - windowSeconds * 1000);
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
      if (row && row.count > limit) {
        throw tooManyRequests(windowSeconds - (now.getTime() - row.windowStartedAt.getTime()) / 1000);
      }
    },

    /**
     * Sign-in throttling: takes one attempt slot atomically, before the password is even
     * checked, so a burst of parallel guesses cannot slip past the wait. The first `free`
     * attempts go straight through; after that each needs the doubling wait since the last
     * one; at `max` no more are given. Returns null when allowed, else the wait and whether
     * the stop is final. A success clears the counter (`clear`).
     */
    async takeAttempt(
      key: string,
      { free, max, maxDelaySeconds }: { free: number; max: number; maxDelaySeconds: number },
    ): Promise<null | { retryAfterSeconds: number; final: boolean }> {
      const now = clock.now();
      const taken = await db.execute<{ count: number }>(sql`
        insert into ${rateLimits} (key, window_started_at, count) values (${key}, ${now}, 1)
        on conflict (key) do update set count = ${rateLimits}.count + 1, window_started_at = ${now}
        where ${rateLimits}.count < ${free}
           or (${rateLimits}.count < ${max}
               and ${rateLimits}.window_started_at
                   + make_interval(secs => least(${maxDelaySeconds}, power(2, ${rateLimits}.count - ${free} + 1))) <= ${now})
        returning count`);
      if (taken.rows.length > 0) return null;
      const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
      if (!row || row.count >= max) return { retryAfterSeconds: maxDelaySeconds, final: true };
      const delay = Math.min(maxDelaySeconds, 2 ** (row.count - free + 1));
      return { retryAfterSeconds: delay - (now.getTime() - row.windowStartedAt.getTime()) / 1000, final: false };
    },

    async clear(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
  return limiter;
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
