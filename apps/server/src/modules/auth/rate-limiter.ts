import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../adapters/clock.ts';
import type { Database } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/auth.ts';
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

    /** Consecutive failures (sign-in throttling): the count and when the last one happened. */
    async failures(key: string): Promise<{ count: number; last: Date } | null> {
      const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
      return row ? { count: row.count, last: row.windowStartedAt } : null;
    },
    async recordFailure(key: string): Promise<number> {
      const now = clock.now();
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStartedAt: now, count: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: { count: sql`${rateLimits.count} + 1`, windowStartedAt: now },
        })
        .returning({ count: rateLimits.count });
      return row?.count ?? 1;
    },
    async clear(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
  return limiter;
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
