import type {
  AdminCreatePromoCode,
  AdminPromoCode,
  AdminPromoCodeListQuery,
  AdminPromoCodePage,
  AdminUpdatePromoCode,
} from '@playeats/contracts/admin-promotions';
import type { Clock } from '../../../adapters/clock.ts';
import type { Repository, UnitOfWork } from '../../../db/unit-of-work.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { decodeCursor, encodeCursor } from '../../../lib/keyset-cursor.ts';
import { HttpProblem, notFound } from '../../../lib/problem.ts';
import { editedWindow, endedWindow, promotionState, refuseFrozenChanges } from '../../../lib/promotion-rules.ts';
import { timeWindow } from '../../../lib/time-window.ts';
import type { Actor, AuditService } from '../../audit/audit.service.ts';
import { promoCodeLimitsRefusal } from './promo-code-rules.ts';
import { toPromoCodeDto, type PartnerCodes } from './promotions.service.ts';
import type { NewPromoCode, PromoCodeRow, PromotionsRepository } from './promotions.repository.ts';

const promoCodeNotFoundById = () => notFound('There is no promo code with this id.');

/** What the audit log keeps of a code: everything an admin may change. */
const auditView = (row: PromoCodeRow) => ({
  code: row.code,
  currency: row.currency,
  amount: row.amount,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  totalLimit: row.totalLimit,
  perUserLimit: row.perUserLimit,
});

const codeTaken = (code: string) =>
  new HttpProblem(409, 'PromoCodeTakenException', 'Promo code exists', `${code} already exists.`, {
    invalidParams: [{ name: 'body.code', reason: 'is taken' }],
  });

export interface AdminPromoCodesServiceDeps {
  uow: UnitOfWork;
  promotions: Repository<PromotionsRepository>;
  audit: Pick<AuditService, 'record'>;
  clock: Clock;
  /** Other programs' codes (creator codes): a promo code never takes one's name. */
  partnerCodes?: Pick<PartnerCodes, 'owns'>;
}

/**
 * Promo codes as admins run them: create, edit, end, and what each gave. Every change is
 * audited in its own transaction, under the code's row lock (the lock every use takes, so
 * a use and an edit never interleave). A used code is never deleted; once used, its amount
 * and currency stay, so what it credited is its uses times its amount.
 */
export class AdminPromoCodesService {
  constructor(private readonly deps: AdminPromoCodesServiceDeps) {}

  async list(query: AdminPromoCodeListQuery): Promise<AdminPromoCodePage> {
    const { promotions, clock } = this.deps;
    const now = clock.now();
    const after = query.cursor ? decodeCursor(query.cursor, 'query.cursor') : undefined;
    const rows = await promotions.adminPage(
      { now, ...(query.state ? { state: query.state } : {}), ...(query.q ? { codePrefix: query.q } : {}) },
      query.limit + 1,
      after,
    );
    const page = rows.slice(0, query.limit);
    const users = await promotions.usersPerCode(page.map((r) => r.id));
    const last = page.at(-1);
    return {
      items: page.map((row) => this.view(row, users.get(row.id) ?? 0, now)),
      nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.createdAt, id: last.id }) : null,
    };
  }

  async get(id: string): Promise<AdminPromoCode> {
    const row = await this.deps.promotions.findById(id);
    if (!row) throw promoCodeNotFoundById();
    const users = await this.deps.promotions.usersPerCode([id]);
    return this.view(row, users.get(id) ?? 0, this.deps.clock.now());
  }

  async create(admin: Actor, input: AdminCreatePromoCode): Promise<AdminPromoCode> {
    const { startsAt, endsAt } = timeWindow(input);
    const totalLimit = input.totalLimit ?? null;
    const refusal = promoCodeLimitsRefusal({ totalLimit, perUserLimit: input.perUserLimit, redeemedCount: 0 });
    if (refusal) throw refusal;
    const now = this.deps.clock.now();
    try {
      const row = await this.deps.uow.transaction(async (tx) => {
        if (await this.deps.partnerCodes?.owns(input.code, tx)) throw codeTaken(input.code);
        const created = await this.deps.promotions.in(tx).insertCode({
          code: input.code.toUpperCase(),
          currency: input.currency,
          amount: input.amount,
          startsAt,
          endsAt,
          totalLimit,
          perUserLimit: input.perUserLimit,
          createdByUserId: admin.userId,
          createdAt: now,
        });
        await this.deps.audit.record(tx, admin, {
          action: 'promo_code.create',
          targetType: 'promo_code',
          targetId: created.id,
          after: auditView(created),
          reason: input.reason || null,
        });
        return created;
      });
      return this.view(row, 0, now);
    } catch (err) {
      if (!isUniqueViolation(err, 'promo_codes_code_key')) throw err;
      throw codeTaken(input.code);
    }
  }

  /** Only what is given changes; the window and the limits are checked as on create. */
  async update(admin: Actor, id: string, changes: AdminUpdatePromoCode): Promise<AdminPromoCode> {
    await this.change(admin, id, 'promo_code.update', changes.reason, (row) => {
      refuseFrozenChanges(row, changes, ['amount', 'currency'], row.redeemedCount, 'promo code');
      const window = editedWindow(row, changes);
      const next: Partial<NewPromoCode> = {
        ...window,
        ...(changes.amount !== undefined ? { amount: changes.amount } : {}),
        ...(changes.currency !== undefined ? { currency: changes.currency } : {}),
        ...(changes.totalLimit !== undefined ? { totalLimit: changes.totalLimit } : {}),
        ...(changes.perUserLimit !== undefined ? { perUserLimit: changes.perUserLimit } : {}),
      };
      const refusal = promoCodeLimitsRefusal({
        totalLimit: next.totalLimit !== undefined ? next.totalLimit : row.totalLimit,
        perUserLimit: next.perUserLimit ?? row.perUserLimit,
        redeemedCount: row.redeemedCount,
      });
      if (refusal) throw refusal;
      return next;
    });
    return this.get(id);
  }

  /** Ends it now: the redeem rules refuse it from then on (PromoCodeExpiredException). */
  async end(admin: Actor, id: string, reason?: string): Promise<AdminPromoCode> {
    const now = this.deps.clock.now();
    await this.change(admin, id, 'promo_code.end', reason, (row) => endedWindow(row, now, 'promo code'));
    return this.get(id);
  }

  /** One audited change under the code's row lock: `edit` sees the code as it is and answers the changes. */
  private async change(
    admin: Actor,
    id: string,
    action: string,
    reason: string | undefined,
    edit: (row: PromoCodeRow) => Partial<NewPromoCode>,
  ): Promise<void> {
    await this.deps.uow.transaction(async (tx) => {
      const repo = this.deps.promotions.in(tx);
      const row = await repo.findById(id, { forUpdate: true });
      if (!row) throw promoCodeNotFoundById();
      const updated = await repo.updateCode(id, edit(row));
      await this.deps.audit.record(tx, admin, {
        action,
        targetType: 'promo_code',
        targetId: id,
        before: auditView(row),
        after: auditView(updated),
        reason: reason || null,
      });
    });
  }

  private view(row: PromoCodeRow, users: number, now: Date): AdminPromoCode {
    return {
      ...toPromoCodeDto(row),
      state: promotionState(row, now),
      usage: { redemptions: row.redeemedCount, users, credited: row.redeemedCount * row.amount },
    };
  }
}
