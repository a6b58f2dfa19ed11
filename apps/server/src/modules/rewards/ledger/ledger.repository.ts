import { and, count, desc, eq, gt, gte, inArray, isNotNull, lt, lte, min, sql, type SQL } from 'drizzle-orm';
import type { Currency, LedgerReason } from '@playeats/contracts/rewards';
import type { Database } from '../../../db/client.ts';
import { allApplied, isoOf, partsStatement, type Bound, type StatementPart } from '../../../db/statement-part.ts';
import { ledgerEntries, rewardBalances } from '../../../db/schema/ledger.ts';

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type NewLedgerEntry = typeof ledgerEntries.$inferInsert;
export interface Balances {
  bucks: number;
  promoCents: number;
}

/** The balance row as a movement sees it. */
export interface BalanceState extends Balances {
  nextExpiryAt: Date | null;
}

/** The natural reference of a movement: at most one entry per reference. */
export interface MovementRef {
  userId: string;
  currency: Currency;
  reason: LedgerReason;
  sourceType: string;
  sourceId: string;
}

const ZERO: BalanceState = { bucks: 0, promoCents: 0, nextExpiryAt: null };
const stateColumns = {
  bucks: rewardBalances.bucks,
  promoCents: rewardBalances.promoCents,
  nextExpiryAt: rewardBalances.nextExpiryAt,
};

/**
 * A scalar subquery for another module's read (the checkout's): the user's balance state
 * as JSON ({ bucks, promoCents, nextExpiryAt }), null without a balance row. Give it to
 * `balancesFromState` (ledger.ts), which records a due lapse before answering.
 */
export function balanceStateJson(userId: SQL) {
  return sql<BalanceStateJson | null>`(select json_build_object('bucks', ${rewardBalances.bucks},
    'promoCents', ${rewardBalances.promoCents}, 'nextExpiryAt', ${rewardBalances.nextExpiryAt})
    from ${rewardBalances} where ${rewardBalances.userId} = ${userId})`;
}

export interface BalanceStateJson {
  bucks: number;
  promoCents: number;
  nextExpiryAt: string | null;
}

export function stateFromJson(json: BalanceStateJson | null): BalanceState {
  return json
    ? {
        bucks: json.bucks,
        promoCents: json.promoCents,
        nextExpiryAt: json.nextExpiryAt ? new Date(json.nextExpiryAt) : null,
      }
    : ZERO;
}

/** A debit as debitsPart takes it. */
export interface Debit {
  userId: string;
  currency: Currency;
  /** Positive: what to take. */
  amount: number;
  reason: LedgerReason;
  sourceType: string;
  sourceId: string;
  details: Record<string, unknown>;
  at: Date;
}

/**
 * Debits of one user (at most one per currency) as a part of one statement, for the
 * common case: the balance row is there, no credit is due to lapse first, and the balances
 * cover them. It locks the balance row (ledger_b), appends the entries with the balance
 * each leaves (ledger_e) and writes the balance row once (ledger_w). `applied` is false
 * when any of that does not hold or a reference is already recorded; a caller's
 * transaction then rolls back (entries may have been appended) and takes the general path
 * (lock, sweep, record: ledger.ts), which answers each case.
 */
export function debitsPart(
  userId: Bound<string>,
  debits: readonly (Omit<Debit, 'userId' | 'at' | 'amount' | 'sourceId'> & {
    amount: Bound<number>;
    sourceId: Bound<string>;
  })[],
  at: Bound<Date>,
): StatementPart {
  const take = (currency: Currency) => debits.find((d) => d.currency === currency)?.amount ?? 0;
  const when = isoOf(at);
  // A placeholder's amount is negated by the statement (`-($n::int)`), a number's here.
  const negated = (amount: Bound<number>) => (typeof amount === 'number' ? -amount : sql`-(${amount}::int)`);
  const rows = debits.map(
    (d) =>
      sql`(${d.currency}, ${negated(d.amount)}::int, ${d.reason}, ${d.sourceType}, ${d.sourceId}, ${JSON.stringify(d.details)}::jsonb)`,
  );
  return {
    ctes: [
      sql`ledger_b as (
        select ${rewardBalances.bucks} - ${take('BUCKS')}::int as bucks_after,
          ${rewardBalances.promoCents} - ${take('PROMO_CENTS')}::int as promo_after
        from ${rewardBalances}
        where ${rewardBalances.userId} = ${userId}
          and (${rewardBalances.nextExpiryAt} is null or ${rewardBalances.nextExpiryAt} > ${when}::timestamptz)
        for update)`,
      sql`ledger_e as (
        insert into ${ledgerEntries}
          (user_id, currency, amount, balance_after, reason, source_type, source_id, details, created_at)
        select ${userId}, x.currency, x.amount,
          case x.currency when 'BUCKS' then b.bucks_after else b.promo_after end,
          x.reason, x.source_type, x.source_id, x.details, ${when}::timestamptz
        from ledger_b b, (values ${sql.join(rows, sql`, `)}) as x(currency, amount, reason, source_type, source_id, details)
        where b.bucks_after >= 0 and b.promo_after >= 0
        on conflict do nothing
        returning id)`,
      sql`ledger_w as (
        update ${rewardBalances} set bucks = b.bucks_after, promo_cents = b.promo_after, updated_at = ${when}::timestamptz
        from ledger_b b
        where ${rewardBalances.userId} = ${userId} and (select count(*) from ledger_e) = ${debits.length})`,
    ],
    applied: sql`((select count(*) from ledger_e) = ${debits.length})`,
  };
}

/** The only code touching ledger_entries and reward_balances. Pass a transaction to join it. */
export function ledgerRepository(db: Database) {
  const selectLocked = async (userId: string) => {
    const [row] = await db
      .select(stateColumns)
      .from(rewardBalances)
      .where(eq(rewardBalances.userId, userId))
      .for('update');
    return row;
  };

  return {
    /**
     * Locks the user's balance row (made on first use) until the transaction ends: every
     * movement of one user runs one at a time, and reads after it see the previous ones.
     */
    async lockBalance(userId: string): Promise<BalanceState> {
      const row = await selectLocked(userId);
      if (row) return row;
      await db.insert(rewardBalances).values({ userId }).onConflictDoNothing();
      return (await selectLocked(userId))!;
    },
    async readBalance(userId: string): Promise<BalanceState> {
      const [row] = await db.select(stateColumns).from(rewardBalances).where(eq(rewardBalances.userId, userId));
      return row ?? ZERO;
    },
    async writeBalance(userId: string, balances: BalanceState, at: Date): Promise<void> {
      await db
        .update(rewardBalances)
        .set({ ...balances, updatedAt: at })
        .where(eq(rewardBalances.userId, userId));
    },
    async findMovement(ref: MovementRef): Promise<LedgerEntryRow | undefined> {
      const [row] = await db
        .select()
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.userId, ref.userId),
            eq(ledgerEntries.reason, ref.reason),
            eq(ledgerEntries.sourceType, ref.sourceType),
            eq(ledgerEntries.sourceId, ref.sourceId),
            eq(ledgerEntries.currency, ref.currency),
          ),
        );
      return row;
    },
    /**
     * Debits in one statement, for the common case (debitsPart), run on their own.
     * Undefined when they did not apply: nothing was written, the general path decides.
     */
    async debitAtOnce(debit: Debit): Promise<{ entry: LedgerEntryRow; balance: Balances } | undefined> {
      const part = debitsPart(debit.userId, [debit], debit.at);
      const { rows } = await db.execute<{
        applied_0: boolean;
        id: string | number | null;
        bucks_after: number | null;
        promo_after: number | null;
      }>(
        partsStatement(
          [part],
          [
            sql`(select id from ledger_e)`,
            sql`(select bucks_after from ledger_b)`,
            sql`(select promo_after from ledger_b)`,
          ],
        ),
      );
      const row = rows[0];
      if (!allApplied(row, 1) || !row) return undefined;
      const balance = { bucks: Number(row.bucks_after), promoCents: Number(row.promo_after) };
      return {
        entry: {
          id: Number(row.id),
          userId: debit.userId,
          currency: debit.currency,
          amount: -debit.amount,
          balanceAfter: debit.currency === 'BUCKS' ? balance.bucks : balance.promoCents,
          reason: debit.reason,
          sourceType: debit.sourceType,
          sourceId: debit.sourceId,
          expiresAt: null,
          details: debit.details,
          createdAt: debit.at,
        },
        balance,
      };
    },
    /** Inserts a movement unless its reference is already recorded (then undefined). */
    async insertIfNew(entry: NewLedgerEntry): Promise<LedgerEntryRow | undefined> {
      const [row] = await db.insert(ledgerEntries).values(entry).onConflictDoNothing().returning();
      return row;
    },
    /** Expiring credits with an expiry in [from, now]: those not settled yet (from = nextExpiryAt). */
    dueExpiringCredits(userId: string, from: Date, now: Date): Promise<LedgerEntryRow[]> {
      return db
        .select()
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.userId, userId),
            isNotNull(ledgerEntries.expiresAt),
            gte(ledgerEntries.expiresAt, from),
            lte(ledgerEntries.expiresAt, now),
            gt(ledgerEntries.amount, 0),
          ),
        )
        .orderBy(ledgerEntries.expiresAt, ledgerEntries.id);
    },
    /** The next expiry after now, for the balance row. */
    async nextExpiryAfter(userId: string, now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ next: min(ledgerEntries.expiresAt) })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, userId), gt(ledgerEntries.expiresAt, now)));
      return row?.next ?? null;
    },
    /** Net amount of the given reasons after an entry (e.g. order spends minus refunds since a credit). */
    async netAfter(userId: string, currency: Currency, afterId: number, reasons: LedgerReason[]): Promise<number> {
      const [row] = await db
        .select({ total: sql<string | null>`sum(${ledgerEntries.amount})` })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.userId, userId),
            eq(ledgerEntries.currency, currency),
            gt(ledgerEntries.id, afterId),
            inArray(ledgerEntries.reason, reasons),
          ),
        );
      return Number(row?.total ?? 0);
    },
    async page(userId: string, options: { currency?: Currency; limit: number; offset: number }) {
      const where = and(
        eq(ledgerEntries.userId, userId),
        options.currency ? eq(ledgerEntries.currency, options.currency) : undefined,
      );
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(ledgerEntries)
          .where(where)
          .orderBy(desc(ledgerEntries.id))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ n: count() }).from(ledgerEntries).where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },
    /** Distinct sources of one reason in a time window (e.g. orders that spent bucks or promo dollars). */
    async countSources(userId: string, reason: LedgerReason, sourceType: string, from: Date, to: Date) {
      const [row] = await db
        .select({ n: sql<number>`count(distinct ${ledgerEntries.sourceId})::int` })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.userId, userId),
            eq(ledgerEntries.reason, reason),
            eq(ledgerEntries.sourceType, sourceType),
            gte(ledgerEntries.createdAt, from),
            lt(ledgerEntries.createdAt, to),
          ),
        );
      return row?.n ?? 0;
    },
    /** The source ids of one reason a user has, among the given ones (e.g. challenges already claimed). */
    /** Every user's entries of one reason per source: how many, and their sum. */
    async totalsBySource(reason: LedgerReason, sourceType: string, sourceIds: readonly string[]) {
      if (sourceIds.length === 0) return new Map<string, { entries: number; amount: number }>();
      const rows = await db
        .select({
          sourceId: ledgerEntries.sourceId,
          entries: sql<number>`count(*)::int`,
          amount: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int`,
        })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.reason, reason),
            eq(ledgerEntries.sourceType, sourceType),
            inArray(ledgerEntries.sourceId, [...sourceIds]),
          ),
        )
        .groupBy(ledgerEntries.sourceId);
      return new Map(rows.map((r) => [r.sourceId, { entries: Number(r.entries), amount: Number(r.amount) }]));
    },
    async sourcesWith(userId: string, reason: LedgerReason, sourceType: string, sourceIds: string[]) {
      if (sourceIds.length === 0) return new Set<string>();
      const rows = await db
        .selectDistinct({ sourceId: ledgerEntries.sourceId })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.userId, userId),
            eq(ledgerEntries.reason, reason),
            eq(ledgerEntries.sourceType, sourceType),
            inArray(ledgerEntries.sourceId, sourceIds),
          ),
        );
      return new Set(rows.map((r) => r.sourceId));
    },
  };
}

export type LedgerRepository = ReturnType<typeof ledgerRepository>;
