import type { Clock } from '../../adapters/clock.ts';
import type { Database } from '../../db/client.ts';
import { RateLimiter } from './rate-limiter.ts';
import { rateLimitsRepository } from './rate-limits.repository.ts';

/** Rate limits: one limiter for every module (auth, cards, search), on the shared counters. */
export function createRateLimitsModule(deps: { db: Database; clock: Clock; ipScale: number }): RateLimiter {
  return new RateLimiter({ counters: rateLimitsRepository(deps.db), clock: deps.clock, ipScale: deps.ipScale });
}
