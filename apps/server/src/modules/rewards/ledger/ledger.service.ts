import type { BalanceDto, Currency, LedgerEntryDto, LedgerReason } from '@playeats/contracts/rewards';
import type { Clock } from '../../../adapters/clock.ts';
import type { Database } from '../../../db/client.ts';
import { notFound } from '../../../lib/problem.ts';
import { usersRepository } from '../../accounts/users/users.repository.ts';
import { credit, debit, readBalances } from './ledger.ts';
import { ledgerRepository, type LedgerEntryRow } from './ledger.repository.ts';

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

/** Balances, history and admin adjustments (HTTP side of the ledger). */
export function createLedgerService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    balance(userId: string): Promise<BalanceDto> {
      return readBalances(db, userId, clock.now());
    },

    async history(userId: string, query: { page: number; pageSize: number; currency?: Currency }) {
      await readBalances(db, userId, clock.now());
      const { items, total } = await ledgerRepository(db).page(userId, {
        ...(query.currency ? { currency: query.currency } : {}),
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { items: items.map(toLedgerEntryDto), page: query.page, pageSize: query.pageSize, total };
    },

    /**
     * An admin's correction. The reference is the admin and their Idempotency-Key, so the
     * same adjustment is recorded once even after the key's 24 hours.
     */
    async adjust(
      adminId: string,
      userId: string,
      idempotencyKey: string,
      input: { currency: Currency; amount: number; note: string },
    ) {
      if (!(await usersRepository(db).findById(userId))) throw notFound('This account does not exist.');
      return db.transaction(async (tx) => {
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
        const result = input.amount > 0 ? await credit(tx, movement) : await debit(tx, movement);
        return { entry: toLedgerEntryDto(result.entry), balance: result.balance };
      });
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
