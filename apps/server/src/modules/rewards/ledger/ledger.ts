import type { Currency, LedgerReason } from '@playeats/contracts/rewards';
import { formatCents } from '@playeats/domain/money';
import type { Database } from '../../../db/client.ts';
import { conflict, HttpProblem } from '../../../lib/problem.ts';
import type { StatementPart } from '../../../db/statement-part.ts';
import {
  debitsPart,
  ledgerRepository,
  type Balances,
  type BalanceState,
  type LedgerEntryRow,
  type LedgerRepository,
} from './ledger.repository.ts';

/**
 * The ledger's write side. Every function joins the caller's transaction (`tx`): an order
 * and its spend commit together. Each locks the user's balance row (SELECT … FOR UPDATE)
 * until that transaction ends; lock your own rows before calling, so that every path
 * takes its locks in the same order (docs/decisions/0008-ledger.md).
 */
export interface Movement {
  userId: string;
  currency: Currency;
  /** Positive whole bucks or cents; the function decides the sign. */
  amount: number;
  reason: LedgerReason;
  /** What the movement came from (order, game_session, promo_redemption, challenge…) and its id. */
  sourceType: string;
  sourceId: string;
  details?: Record<string, unknown>;
  /** Credits only: when what is left of it lapses (an `expiry` entry). */
  expiresAt?: Date | null;
  /** When it happened; defaults to now. */
  at?: Date;
}

export interface MovementResult {
  entry: LedgerEntryRow;
  balance: Balances;
  /** True when this movement was already recorded: nothing changed. */
  duplicate: boolean;
}

const FIELD: Record<Currency, keyof Balances> = { BUCKS: 'bucks', PROMO_CENTS: 'promoCents' };

export const insufficientBalance = (currency: Currency, balance: number, requested: number) =>
  new HttpProblem(
    409,
    'InsufficientBalanceException',
    'Not enough balance',
    currency === 'BUCKS'
      ? `You have ${balance} bucks; this needs ${requested}.`
      : `You have ${formatCents(balance, 'en')} in promo dollars; this needs ${formatCents(requested, 'en')}.`,
    { currency, balance, requested },
  );

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`a movement amount must be a positive integer, got ${amount}`);
  }
}

const balancesOf = ({ bucks, promoCents }: BalanceState): Balances => ({ bucks, promoCents });
const earlier = (a: Date | null, b: Date | null | undefined) => (a && b ? (a < b ? a : b) : (a ?? b ?? null));

/**
 * Writes one entry with the lock held. The insert itself detects a repeat (ON CONFLICT on
 * the movement's reference), so the common path is the lock, one insert, one update.
 */
async function record(
  repo: LedgerRepository,
  state: BalanceState,
  m: Movement,
  signed: number,
  at: Date,
): Promise<MovementResult & { state: BalanceState }> {
  const field = FIELD[m.currency];
  const after = state[field] + signed;
  if (after >= 0) {
    const entry = await repo.insertIfNew({
      userId: m.userId,
      currency: m.currency,
      amount: signed,
      balanceAfter: after,
      reason: m.reason,
      sourceType: m.sourceType,
      sourceId: m.sourceId,
      expiresAt: m.expiresAt ?? null,
      details: m.details ?? {},
      createdAt: at,
    });
    if (entry) {
      const next = { ...state, [field]: after, nextExpiryAt: earlier(state.nextExpiryAt, m.expiresAt) };
      await repo.writeBalance(m.userId, next, at);
      return { entry, balance: balancesOf(next), duplicate: false, state: next };
    }
  }
  // Already recorded (a retry: answer as before), or refused for want of balance.
  const existing = await repo.findMovement(m);
  if (existing) {
    // The same reference with another amount is a caller bug, not a retry.
    if (existing.amount !== signed) {
      throw conflict(`Movement ${m.reason}/${m.sourceType}/${m.sourceId} was recorded with another amount.`);
    }
    return { entry: existing, balance: balancesOf(state), duplicate: true, state };
  }
  throw insufficientBalance(m.currency, state[field], -signed);
}

/**
 * What is left of an expiring credit: its amount minus order spends (net of refunds)
 * since it was granted (the expiring credit is spent first), at most the balance.
 */
async function expiringRemainder(repo: LedgerRepository, credit: LedgerEntryRow, balance: Balances) {
  const currency = credit.currency as Currency;
  const used = -(await repo.netAfter(credit.userId, currency, credit.id, ['order_spend', 'order_refund']));
  const left = Math.min(credit.amount - Math.max(0, used), balance[FIELD[currency]]);
  return Math.max(0, left);
}

const expiryDue = (state: BalanceState, now: Date) => state.nextExpiryAt !== null && state.nextExpiryAt <= now;

/** Records the lapse of expired credits, with the lock held. Returns the state after. */
async function sweepExpired(repo: LedgerRepository, userId: string, state: BalanceState, at: Date) {
  if (!expiryDue(state, at)) return state;
  let current = state;
  for (const credit of await repo.dueExpiringCredits(userId, state.nextExpiryAt!, at)) {
    const left = await expiringRemainder(repo, credit, current);
    if (left === 0) continue;
    const m: Movement = {
      userId,
      currency: credit.currency as Currency,
      amount: left,
      reason: 'expiry',
      sourceType: 'ledger_entry',
      sourceId: String(credit.id),
      details: { expiredReason: credit.reason, expiredAt: credit.expiresAt!.toISOString() },
    };
    current = (await record(repo, current, m, -left, at)).state;
  }
  current = { ...current, nextExpiryAt: await repo.nextExpiryAfter(userId, at) };
  await repo.writeBalance(userId, current, at);
  return current;
}

async function move(tx: Database, m: Movement, direction: 1 | -1): Promise<MovementResult> {
  assertAmount(m.amount);
  const at = m.at ?? new Date();
  const repo = ledgerRepository(tx);
  if (direction === -1) {
    // Most debits (an order's spend) need nothing of the general path: one statement.
    const done = await repo.debitAtOnce({
      userId: m.userId,
      currency: m.currency,
      amount: m.amount,
      reason: m.reason,
      sourceType: m.sourceType,
      sourceId: m.sourceId,
      details: m.details ?? {},
      at,
    });
    if (done) return { ...done, duplicate: false };
  }
  // An expired credit must not pay for anything: lapses are recorded first.
  const state = await sweepExpired(repo, m.userId, await repo.lockBalance(m.userId), at);
  const { entry, balance, duplicate } = await record(repo, state, m, direction * m.amount, at);
  return { entry, balance, duplicate };
}

/** Adds to a balance (game time, promo code, referral, challenge, admin). Once per reference. */
export function credit(tx: Database, m: Movement): Promise<MovementResult> {
  return move(tx, m, 1);
}

/** Takes from a balance; refuses (409 InsufficientBalanceException) to go below zero. Once per reference. */
export function debit(tx: Database, m: Omit<Movement, 'expiresAt'>): Promise<MovementResult> {
  return move(tx, m, -1);
}

/** An order paying with bucks or promo dollars: `sourceType: 'order', sourceId: orderId`. */
export function spend(
  tx: Database,
  m: Omit<Movement, 'reason' | 'expiresAt'> & { reason?: 'order_spend' },
): Promise<MovementResult> {
  return debit(tx, { ...m, reason: 'order_spend' });
}

/**
 * An order's spends (as `spend` records them) as a part of the order's own statement, for
 * the common case (debitsPart); undefined when there is nothing to spend. When it did not
 * apply, roll the transaction back and take `spend`, which answers every case.
 */
export function spendsPart(
  userId: string,
  orderId: string,
  spends: readonly { currency: Currency; amount: number }[],
  at: Date,
): StatementPart | undefined {
  const debits = spends.filter((s) => s.amount > 0);
  for (const d of debits) assertAmount(d.amount);
  if (debits.length === 0) return undefined;
  return debitsPart(
    userId,
    debits.map((d) => ({
      currency: d.currency,
      amount: d.amount,
      reason: 'order_spend',
      sourceType: 'order',
      sourceId: orderId,
      details: {},
    })),
    at,
  );
}

/**
 * Gives back (part of) what an order spent, once per order and currency; never more than
 * the spend.
 */
export async function refund(
  tx: Database,
  m: Omit<Movement, 'reason' | 'expiresAt'> & { reason?: 'order_refund' },
): Promise<MovementResult> {
  assertAmount(m.amount);
  const repo = ledgerRepository(tx);
  await repo.lockBalance(m.userId);
  const spent = await repo.findMovement({ ...m, reason: 'order_spend' });
  if (!spent || -spent.amount < m.amount) {
    throw conflict(`A refund of ${m.amount} is more than ${m.sourceType} ${m.sourceId} spent.`);
  }
  return credit(tx, { ...m, reason: 'order_refund' });
}

/** Balances for reading: one query, unless a credit has lapsed (then it is recorded first). */
export async function readBalances(db: Database, userId: string, now: Date): Promise<Balances> {
  return balancesFromState(db, userId, await ledgerRepository(db).readBalance(userId), now);
}

/**
 * Balances from a state read by another statement (balanceStateJson in a module's own
 * query): no query at all, unless a credit has lapsed (then it is recorded first).
 */
export async function balancesFromState(
  db: Database,
  userId: string,
  state: BalanceState,
  now: Date,
): Promise<Balances> {
  if (!expiryDue(state, now)) return balancesOf(state);
  return db.transaction(async (tx) => {
    const repo = ledgerRepository(tx);
    return balancesOf(await sweepExpired(repo, userId, await repo.lockBalance(userId), now));
  });
}
