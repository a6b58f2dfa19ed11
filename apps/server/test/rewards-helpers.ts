import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { SessionDto } from '@playeats/contracts/auth';
import { systemClock, type Clock } from '../src/adapters/clock.ts';
import type { Database } from '../src/db/client.ts';
import { repository, unitOfWork } from '../src/db/unit-of-work.ts';
import { createLocalGeocoder } from '../src/adapters/geocoder/local-geocoder.ts';
import { createAccounts } from '../src/modules/accounts/accounts.module.ts';
import { ledgerRepository } from '../src/modules/rewards/ledger/ledger.repository.ts';
import { promotionsRepository } from '../src/modules/rewards/promotions/promotions.repository.ts';
import { PromotionsService } from '../src/modules/rewards/promotions/promotions.service.ts';
import { LedgerService, type Movement } from '../src/modules/rewards/ledger/ledger.service.ts';

export type { Movement };
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

/**
 * The ledger on `db`, for tests that move money around the routes (a credit to start
 * with, a spend in a transaction of their own): the module's own service, not a copy.
 */
export function ledgerOn(db: Database, clock: Clock = systemClock): LedgerService {
  return new LedgerService({
    uow: unitOfWork(db),
    ledger: repository(ledgerRepository, db),
    users: { find: async () => undefined },
    clock,
  });
}

/** LedgerService.credit inside `tx`. */
export const credit = (tx: Database, m: Movement) => ledgerOn(tx).credit(tx, m);
/** LedgerService.spend inside `tx`. */
export const spend = (tx: Database, m: Omit<Movement, 'reason' | 'expiresAt'>) => ledgerOn(tx).spend(tx, m);
/** LedgerService.readBalances on `db`. */
export const readBalances = (db: Database, userId: string, now: Date) => ledgerOn(db).readBalances(userId, now);
/** LedgerService.debit inside `tx`. */
export const debit = (tx: Database, m: Omit<Movement, 'expiresAt'>) => ledgerOn(tx).debit(tx, m);
/** LedgerService.refund inside `tx`. */
export const refund = (tx: Database, m: Omit<Movement, 'reason' | 'expiresAt'>) => ledgerOn(tx).refund(tx, m);
/** LedgerService.spendsPart (a statement part; no database needed to build it). */
export const spendsPart = (...args: Parameters<LedgerService['spendsPart']>) =>
  ledgerOn({} as Database).spendsPart(...args);

/** PromotionsService.onAccountActivated inside `tx`, as the auth module calls it. */
export function onAccountActivated(tx: Database, userId: string, at: Date): Promise<void> {
  const users = createAccounts({ db: tx, clock: systemClock, geocoder: createLocalGeocoder() }).users;
  const promotions = new PromotionsService({
    uow: unitOfWork(tx),
    promotions: repository(promotionsRepository, tx),
    ledger: ledgerOn(tx),
    users,
    clock: systemClock,
    publicUrl: 'http://localhost',
  });
  return promotions.onAccountActivated(tx, userId, at);
}
