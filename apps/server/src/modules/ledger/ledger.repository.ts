import { and, count, desc, eq, gt, gte, inArray, isNotNull, lt, lte, min, sql } from 'drizzle-orm';
import type { Currency, LedgerReason } from '@playeats/contracts/rewards';
import type { Database } from '../../db/client.ts';
import { ledgerEntries, rewardBalances } from '../../db/schema/rewards.ts';

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
