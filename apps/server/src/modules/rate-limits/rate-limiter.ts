import type { Clock } from '../../adapters/clock.ts';
import { HttpProblem } from '../../lib/problem.ts';
import type { RateLimitsRepository } from './rate-limits.repository.ts';

/** An attempt counter this high is a sign-in stop (MAX_FAILURES in auth): housekeeping keeps it. */
const STOP_COUNT = 100;

/**
 * Attempt counters (takeAttempt) are keyed `<scope>-failures:<id>`, window counters (hit)
 * `<scope>:…`: housekeeping tells a sign-in stop from a busy window by its key, so a
 * window that counted 100 hits (one address hammering the sign-in) still goes after a day.
 */
const ATTEMPTS_SUFFIX = '-failures';
const attemptKey = (scope: string, id: string) => {
  // The scope is the key's first part: one with a colon would hide the suffix from housekeeping.
  if (scope.includes(':')) throw new Error(`${scope}: an attempt counter's scope has no colon`);
  return `${scope}${ATTEMPTS_SUFFIX}:${id}`;
};

export interface Limit {
  /** Allowed hits per window. */
  limit: number;
  windowSeconds: number;
}

export interface AttemptRule {
  /** Attempts that go straight through. */
  free: number;
  /** Attempts after which no more are given. */
  max: number;
  /** The longest wait between two attempts. */
  maxDelaySeconds: number;
}

export function tooManyRequests(retryAfterSeconds: number, detail = 'Too many attempts. Try again later.') {
  return new HttpProblem(429, 'TooManyRequestsException', 'Too many requests', detail, {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)),
  });
}

export interface RateLimiterDeps {
  counters: RateLimitsRepository;
  clock: Clock;
  /**
   * Per-IP limits are multiplied by this (IP_RATE_LIMIT_SCALE): many honest people can
   * share one address (campus, carrier NAT), and load tests come from one.
   */
  ipScale?: number;
}

/** Fixed-window limits and sign-in throttling on counters every server copy shares. */
export class RateLimiter {
  constructor(private readonly deps: RateLimiterDeps) {}

  /** A per-IP limit, scaled. */
  hitIp(scope: string, ip: string, { limit, windowSeconds }: Limit): Promise<void> {
    return this.hit(`${scope}:ip:${ip}`, { limit: limit * (this.deps.ipScale ?? 1), windowSeconds });
  }

  /** Counts a hit; throws 429 with Retry-After when the window's limit is passed. */
  async hit(key: string, { limit, windowSeconds }: Limit): Promise<void> {
    if (key.split(':', 1)[0]!.endsWith(ATTEMPTS_SUFFIX)) throw new Error(`${key}: an attempt counter's key`);
    const now = this.deps.clock.now();
    const row = await this.deps.counters.hit(key, now, new Date(now.getTime() - windowSeconds * 1000));
    if (row && row.count > limit) {
      throw tooManyRequests(windowSeconds - (now.getTime() - row.windowStartedAt.getTime()) / 1000);
    }
  }

  /**
   * Sign-in throttling: takes one attempt slot atomically, before the password is even
   * checked, so a burst of parallel guesses cannot slip past the wait. The first `free`
   * attempts go straight through; after that each needs the doubling wait since the last
   * one; at `max` no more are given. Returns null when allowed, else the wait and whether
   * the stop is final. A success clears the counter (`clearAttempts`). One counter per
   * `scope` (login) and `id` (the address).
   */
  async takeAttempt(
    scope: string,
    id: string,
    rule: AttemptRule,
  ): Promise<null | { retryAfterSeconds: number; final: boolean }> {
    const key = attemptKey(scope, id);
    const now = this.deps.clock.now();
    if (await this.deps.counters.takeAttempt(key, now, rule)) return null;
    const row = await this.deps.counters.find(key);
    if (!row || row.count >= rule.max) return { retryAfterSeconds: rule.maxDelaySeconds, final: true };
    const delay = Math.min(rule.maxDelaySeconds, 2 ** (row.count - rule.free + 1));
    return { retryAfterSeconds: delay - (now.getTime() - row.windowStartedAt.getTime()) / 1000, final: false };
  }

  clearAttempts(scope: string, id: string): Promise<void> {
    return this.deps.counters.clear(attemptKey(scope, id));
  }

  /**
   * Housekeeping (hourly): windows are at most a day, so older ones go; a sign-in stop
   * (STOP_COUNT failures) stays until a password reset clears it.
   */
  purgeExpired(): Promise<void> {
    const cutoff = new Date(this.deps.clock.now().getTime() - 24 * 3600 * 1000);
    return this.deps.counters.purge(cutoff, { scopeSuffix: ATTEMPTS_SUFFIX, from: STOP_COUNT });
  }
}
