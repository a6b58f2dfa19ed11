import type { SQL } from 'drizzle-orm';
import type { BalanceDto, Currency, LedgerEntryDto, LedgerReason } from '@playeats/contracts/rewards';
import { formatCents } from '@playeats/domain/money';
import type { Clock } from '../../../adapters/clock.ts';
import type { Database } from '../../../db/client.ts';
import { StatementNotApplied, type Bound, type StatementPart, type WritePaths } from '../../../db/statement-part.ts';
import type { Repository, UnitOfWork } from '../../../db/unit-of-work.ts';
import { conflict, HttpProblem, notFound } from '../../../lib/problem.ts';
import type { UsersService } from '../../accounts/users/users.service.ts';
import {
  balanceStateJson,
  debitsPart,
  stateFromJson,
  type Balances,
  type BalanceState,
  type BalanceStateJson,
  type LedgerEntryRow,
  type LedgerRepository,
  type MovementRef,
} from './ledger.repository.ts';

export type { Balances, BalanceState, BalanceStateJson, LedgerEntryRow, MovementRef };

/**
 * A movement of bucks (whole bucks) or promo dollars (cents). Every write joins the
 * caller's transaction (`tx`): an order and its spend commit together. Each locks the
 * user's balance row (SELECT … FOR UPDATE) until that transaction ends; lock your own rows
 * before calling, so that every path takes its locks in the same order
 * (docs/decisions/0008-ledger.md).
 */
export interface Movement {
  userId: string;
  currency: Currency;
  /** Positive whole bucks or cents; the ledger decides the sign. */
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
const expiryDue = (state: BalanceState, now: Date) => state.nextExpiryAt !== null && state.nextExpiryAt <= now;

/** Database rows never reach the client: the one conversion of a ledger entry. */
export function toLedgerEntryDto(row: LedgerEntryRow): LedgerEntryDto {
  return {
    id: row.id,
    currency: row.currency as Currency,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    reason: row.reason as LedgerReason,
    sourceType: row.sourceType,
    sourceId: row.sourceId,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface LedgerServiceDeps {
  uow: UnitOfWork;
  ledger: Repository<LedgerRepository>;
  users: Pick<UsersService, 'find'>;
  clock: Clock;
  /** Parity tests only: one of the two debit paths alone (WritePaths); the app runs both. */
  paths?: WritePaths;
}

/**
 * The bucks and promo-dollar ledger: append-only entries, one balance row per user
 * written with them. Other modules move money only through this (credit, debit, spend,
 * refund inside their own transactions, or spendsPart inside their own statement).
 */
export class LedgerService {
  constructor(private readonly deps: LedgerServiceDeps) {}

  private on(tx?: Database): LedgerRepository {
    return tx ? this.deps.ledger.in(tx) : this.deps.ledger;
  }

  // ---- reading ----

  /** Balances: one query, unless a credit has lapsed (then it is recorded first). */
  async readBalances(userId: string, now: Date, tx?: Database): Promise<Balances> {
    return this.balancesFromState(userId, await this.on(tx).readBalance(userId), now, tx);
  }

  /**
   * Balances from a state another module's statement read (balanceStateJsonSql): no query
   * at all, unless a credit has lapsed (then it is recorded first, in a savepoint of `tx`).
   */
  async balancesFromState(userId: string, state: BalanceState, now: Date, tx?: Database): Promise<Balances> {
    if (!expiryDue(state, now)) return balancesOf(state);
    const sweep = (t: Database) => this.lockAndSweep(t, userId, now).then((swept) => balancesOf(swept));
    return tx ? tx.transaction((sp) => sweep(sp)) : this.deps.uow.transaction(sweep);
  }

  /** SQL part: the user's balance state as JSON, null without a balance row; read it with stateFromJson. */
  balanceStateJsonSql(userId: SQL): SQL {
    return balanceStateJson(userId);
  }

  stateFromJson(json: BalanceStateJson | null): BalanceState {
    return stateFromJson(json);
  }

  balance(userId: string): Promise<BalanceDto> {
    return this.readBalances(userId, this.deps.clock.now());
  }

  async history(userId: string, query: { page: number; pageSize: number; currency?: Currency }) {
    await this.readBalances(userId, this.deps.clock.now());
    const { items, total } = await this.deps.ledger.page(userId, {
      ...(query.currency ? { currency: query.currency } : {}),
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return { items: items.map(toLedgerEntryDto), page: query.page, pageSize: query.pageSize, total };
  }

  /** Whether a movement with this reference is recorded. */
  async hasMovement(ref: MovementRef, tx?: Database): Promise<boolean> {
    return (await this.on(tx).findMovement(ref)) !== undefined;
  }

  /** The source ids of one reason a user has, among the given ones (e.g. challenges already claimed). */
  sourcesWith(userId: string, reason: LedgerReason, sourceType: string, sourceIds: string[]) {
    return this.deps.ledger.sourcesWith(userId, reason, sourceType, sourceIds);
  }

  /**
   * Every user's entries of one reason per source (e.g. each challenge's claims): how many,
   * and their sum. Only challenge_reward has an index for it (ledger_entries_challenge_reward_idx).
   */
  totalsBySource(reason: 'challenge_reward', sourceType: string, sourceIds: readonly string[], tx?: Database) {
    return this.on(tx).totalsBySource(reason, sourceType, sourceIds);
  }

  /** Distinct sources of one reason in a time window (e.g. orders that spent bucks or promo dollars). */
  countSources(userId: string, reason: LedgerReason, sourceType: string, from: Date, to: Date, tx?: Database) {
    return this.on(tx).countSources(userId, reason, sourceType, from, to);
  }

  // ---- writing ----

  /**
   * Locks the user's balance row (made on first use) until `tx` ends: every movement of one
   * user runs one at a time. Modules that write rows of their own with a movement take it
   * first, so every path locks in the same order.
   */
  lockBalance(tx: Database, userId: string): Promise<BalanceState> {
    return this.deps.ledger.in(tx).lockBalance(userId);
  }

  /** Adds to a balance (game time, promo code, referral, challenge, admin). Once per reference. */
  async credit(tx: Database, m: Movement): Promise<MovementResult> {
    assertAmount(m.amount);
    return this.record(tx, m, m.amount);
  }

  /**
   * Takes from a balance; refuses (409 InsufficientBalanceException) to go below zero. Once
   * per reference. Most debits need nothing of the general path (no lapse due, the balance
   * covers it): debitsPart does them in one statement; the general path answers every case,
   * and the parity tests hold the two equal (orders/placement-parity.integration.test.ts).
   */
  async debit(tx: Database, m: Omit<Movement, 'expiresAt'>): Promise<MovementResult> {
    assertAmount(m.amount);
    const at = m.at ?? this.deps.clock.now();
    const paths = this.deps.paths ?? 'both';
    if (paths === 'steps') return this.record(tx, { ...m, at }, -m.amount);
    const done = await this.deps.ledger.in(tx).debitAtOnce({
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
    if (paths === 'statement') throw new StatementNotApplied('debit');
    return this.record(tx, { ...m, at }, -m.amount);
  }

  /** An order paying with bucks or promo dollars: `sourceType: 'order', sourceId: orderId`. */
  spend(tx: Database, m: Omit<Movement, 'reason' | 'expiresAt'>): Promise<MovementResult> {
    return this.debit(tx, { ...m, reason: 'order_spend' });
  }

  /**
   * The spends an order's statement debits (those above zero), each checked: what
   * spendsPart takes when the statement is built once per shape with placeholders for the
   * amounts (the placement: its shape is these currencies, its values these amounts).
   */
  debitsOf<S extends { currency: Currency; amount: number }>(spends: readonly S[]): S[] {
    const debits = spends.filter((s) => s.amount > 0);
    for (const d of debits) assertAmount(d.amount);
    return debits;
  }

  /**
   * An order's spends (as `spend` records them) as a part of the order's own statement, for
   * the common case (debitsPart); undefined when there is nothing to spend. When it did not
   * apply, roll the transaction back and take `spend`, which answers every case. An amount
   * given as a placeholder is debited as given: take it from debitsOf.
   */
  spendsPart(
    userId: Bound<string>,
    orderId: Bound<string>,
    spends: readonly { currency: Currency; amount: Bound<number> }[],
    at: Bound<Date>,
  ): StatementPart | undefined {
    const debits = spends.filter((s) => typeof s.amount !== 'number' || s.amount > 0);
    for (const d of debits) if (typeof d.amount === 'number') assertAmount(d.amount);
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

  /** Gives back (part of) what an order spent, once per order and currency; never more than the spend. */
  async refund(tx: Database, m: Omit<Movement, 'reason' | 'expiresAt'>): Promise<MovementResult> {
    assertAmount(m.amount);
    const repo = this.deps.ledger.in(tx);
    await repo.lockBalance(m.userId);
    const spent = await repo.findMovement({ ...m, reason: 'order_spend' });
    if (!spent || -spent.amount < m.amount) {
      throw conflict(`A refund of ${m.amount} is more than ${m.sourceType} ${m.sourceId} spent.`);
    }
    return this.credit(tx, { ...m, reason: 'order_refund' });
  }

  /**
   * An admin's correction, inside the caller's transaction (the admin module's, with its
   * audit entry). The reference is the admin and their Idempotency-Key, so the same
   * adjustment is recorded once even after the key's 24 hours.
   */
  async adjust(
    tx: Database,
    adminId: string,
    userId: string,
    idempotencyKey: string,
    input: { currency: Currency; amount: number; note: string },
  ) {
    const { users, clock } = this.deps;
    if (!(await users.find(userId, tx))) throw notFound('This account does not exist.');
    const movement = {
      userId,
      currency: input.currency,
      amount: Math.abs(input.amount),
      reason: 'admin_adjustment' as const,
      sourceType: 'admin',
      sourceId: `${adminId}:${idempotencyKey}`,
      details: { note: input.note, adminUserId: adminId },
      at: clock.now(),
    };
    const result = input.amount > 0 ? await this.credit(tx, movement) : await this.debit(tx, movement);
    return { entry: toLedgerEntryDto(result.entry), balance: result.balance, duplicate: result.duplicate };
  }

  // ---- the general path ----

  /** Locks the balance and records due lapses: an expired credit must not pay for anything. */
  private async lockAndSweep(tx: Database, userId: string, at: Date): Promise<BalanceState> {
    const repo = this.deps.ledger.in(tx);
    return this.sweepExpired(repo, userId, await repo.lockBalance(userId), at);
  }

  /** The general path of every movement: lock, record lapses, then the entry. */
  private async record(tx: Database, m: Movement, signed: number): Promise<MovementResult> {
    const at = m.at ?? this.deps.clock.now();
    const state = await this.lockAndSweep(tx, m.userId, at);
    const { entry, balance, duplicate } = await this.write(this.deps.ledger.in(tx), state, m, signed, at);
    return { entry, balance, duplicate };
  }

  /**
   * Writes one entry with the lock held. The insert itself detects a repeat (ON CONFLICT on
   * the movement's reference), so the common path is the lock, one insert, one update.
   */
  private async write(
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
  private async expiringRemainder(repo: LedgerRepository, credit: LedgerEntryRow, balance: Balances) {
    const currency = credit.currency as Currency;
    const used = -(await repo.netAfter(credit.userId, currency, credit.id, ['order_spend', 'order_refund']));
    const left = Math.min(credit.amount - Math.max(0, used), balance[FIELD[currency]]);
    return Math.max(0, left);
  }

  /** Records the lapse of expired credits, with the lock held. Returns the state after. */
  private async sweepExpired(repo: LedgerRepository, userId: string, state: BalanceState, at: Date) {
    if (!expiryDue(state, at)) return state;
    let current = state;
    for (const credit of await repo.dueExpiringCredits(userId, state.nextExpiryAt!, at)) {
      const left = await this.expiringRemainder(repo, credit, current);
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
      current = (await this.write(repo, current, m, -left, at)).state;
    }
    current = { ...current, nextExpiryAt: await repo.nextExpiryAfter(userId, at) };
    await repo.writeBalance(userId, current, at);
    return current;
  }
}
