import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../adapters/clock.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/rate-limits.ts';
import { createTestDatabase } from '../../../test/test-app.ts';
import { rateLimitsRepository } from './rate-limits.repository.ts';
import { RateLimiter } from './rate-limiter.ts';

/** The limiter on the real counters table: the SQL of its windows, attempts and housekeeping. */
describe('rate limits on the database', () => {
  let database: DatabaseHandle;
  let clock: ReturnType<typeof manualClock>;
  let limiter: RateLimiter;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(rateLimits);
    clock = manualClock();
    limiter = new RateLimiter({ counters: rateLimitsRepository(database.db), clock });
  });

  const keys = async () =>
    (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key).sort();
  // The sign-in's rule: 100 failures are a stop (MAX_FAILURES).
  const rule = { free: 5, max: 100, maxDelaySeconds: 900 };

  it('housekeeping keeps a sign-in stop a day on, and drops every other old counter, a busy window too', async () => {
    for (let i = 0; i < 100; i++) {
      expect(await limiter.takeAttempt('login', 'stopped@example.com', rule)).toBeNull();
      clock.advance(900_000);
    }
    expect(await limiter.takeAttempt('login', 'stopped@example.com', rule)).toMatchObject({ final: true });
    await limiter.takeAttempt('login', 'tried@example.com', rule);
    // One address hammering the sign-in: its window counts far past 100.
    for (let i = 0; i < 120; i++) {
      await limiter.hitIp('login', '10.0.0.1', { limit: 1_000, windowSeconds: 900 }).catch(() => undefined);
    }
    await limiter.hit('resend:email:old@example.com', { limit: 3, windowSeconds: 3600 });
    clock.advance(25 * 3600_000);
    await limiter.hit('resend:email:fresh@example.com', { limit: 3, windowSeconds: 3600 });

    await limiter.purgeExpired();

    expect(await keys()).toEqual(['login-failures:stopped@example.com', 'resend:email:fresh@example.com']);
    expect(await limiter.takeAttempt('login', 'stopped@example.com', rule)).toMatchObject({ final: true });
    await limiter.clearAttempts('login', 'stopped@example.com');
    expect(await limiter.takeAttempt('login', 'stopped@example.com', rule)).toBeNull();
  });
});
