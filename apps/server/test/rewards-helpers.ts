import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { SessionDto } from '@playeats/contracts/auth';
import type { Database } from '../src/db/client.ts';
import { ledgerEntries, rewardBalances } from '../src/db/schema/ledger.ts';
import { users } from '../src/db/schema/users.ts';
import { bearer, client, createActiveUser, GOOD_PASSWORD } from './auth-helpers.ts';

/** An active user with the ADMIN role, signed in again so the access token carries it. */
export async function createAdmin(app: FastifyInstance, db: Database, email: string): Promise<SessionDto> {
  await createActiveUser(app, db, email);
  await db
    .update(users)
    .set({ roles: sql`ARRAY['USER','ADMIN']::text[]` })
    .where(eq(users.email, email));
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { ...client, email, password: GOOD_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.json<SessionDto>();
}

type Method = 'GET' | 'POST' | 'PATCH';

/** A signed-in call through app.inject. */
export function caller(app: FastifyInstance) {
  return (method: Method, url: string, session: { accessToken: string }, payload?: object, headers = {}) =>
    app.inject({ method, url, headers: { ...bearer(session), ...headers }, ...(payload ? { payload } : {}) });
}

/** The invariants of one user's money: the cache equals the ledger, every entry chains on the last. */
export async function expectLedgerConsistent(db: Database, userId: string) {
  const entries = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(ledgerEntries.id);
  const [balance] = await db.select().from(rewardBalances).where(eq(rewardBalances.userId, userId));
  const running = { BUCKS: 0, PROMO_CENTS: 0 } as Record<string, number>;
  for (const entry of entries) {
    running[entry.currency]! += entry.amount;
    expect(entry.balanceAfter).toBe(running[entry.currency]);
    expect(entry.balanceAfter).toBeGreaterThanOrEqual(0);
  }
  expect({ bucks: balance?.bucks ?? 0, promoCents: balance?.promoCents ?? 0 }).toEqual({
    bucks: running.BUCKS,
    promoCents: running.PROMO_CENTS,
  });
  return { entries, balance: { bucks: running.BUCKS!, promoCents: running.PROMO_CENTS! } };
}
