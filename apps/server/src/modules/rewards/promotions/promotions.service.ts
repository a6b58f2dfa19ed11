import type { Currency, PromoCodeDto, PromotionResult } from '@playeats/contracts/rewards';
import { COUNTRY_CODES, type CountryCode } from '@playeats/domain/country';
import { REFERRAL_CODE_VALID_DAYS, REFERRAL_DISCOUNT_CENTS } from '@playeats/domain/constants';
import type { Clock } from '../../../adapters/clock.ts';
import type { Database } from '../../../db/client.ts';
import type { Repository, UnitOfWork } from '../../../db/unit-of-work.ts';
import { HttpProblem, notFound } from '../../../lib/problem.ts';
import type { UsersService } from '../../accounts/users/users.service.ts';
import type { Balances, LedgerService, MovementResult } from '../ledger/ledger.service.ts';
import type { PromoCodeRow, PromotionsRepository } from './promotions.repository.ts';
import { promoCodeNotFound, redeemRefusal } from './redeem-rules.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const eligibleCountry = (country: string) => (COUNTRY_CODES as readonly string[]).includes(country);

export function toPromoCodeDto(row: PromoCodeRow): PromoCodeDto {
  return {
    id: row.id,
    code: row.code,
    currency: row.currency as Currency,
    amount: row.amount,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    totalLimit: row.totalLimit,
    perUserLimit: row.perUserLimit,
    redeemedCount: row.redeemedCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Runs a reward step in a savepoint: a business refusal never undoes the activation. */
async function attempt(tx: Database, step: (sp: Database) => Promise<unknown>): Promise<void> {
  try {
    await tx.transaction((sp) => step(sp));
  } catch (err) {
    if (!(err instanceof HttpProblem)) throw err;
  }
}

/** A use of a code that is not a promo code (a creator's): what the promotion call answers. */
export interface PartnerRedemption {
  code: string;
  currency: Currency;
  amount: number;
  balance: Balances;
}

/**
 * Codes another program owns (the creators module's creator codes), tried when a code is
 * no promo code. The app wires them in (services.ts): promotions never imports that module.
 */
export interface PartnerCodes {
  /** Redeems `code` for `userId` in `tx`; null when the code is not theirs. A refusal throws an HttpProblem. */
  redeem(tx: Database, userId: string, code: string, at: Date): Promise<PartnerRedemption | null>;
  /** Whether `code` is one of theirs: a promo code of that name would shadow it. */
  owns(code: string, tx?: Database): Promise<boolean>;
}

export interface PromotionsServiceDeps {
  uow: UnitOfWork;
  promotions: Repository<PromotionsRepository>;
  ledger: Pick<LedgerService, 'credit'>;
  users: Pick<UsersService, 'find'>;
  clock: Clock;
  publicUrl: string;
  partnerCodes?: PartnerCodes;
}

/** Promo codes (users apply them; AdminPromoCodesService runs them), the rewards of a new account, and the referral program. */
export class PromotionsService {
  constructor(private readonly deps: PromotionsServiceDeps) {}

  /** PATCH /api/users/promotion: one use of a code, answered with the new balances. */
  async applyPromotion(userId: string, code: string): Promise<PromotionResult> {
    const now = this.deps.clock.now();
    return this.deps.uow.transaction(async (tx) => {
      const { code: used, currency, amount, balance } = await this.redeemAny(tx, userId, code, now);
      return { promotionCode: used, currency, amount, balance };
    });
  }

  /** Whether a promo code has this name (another program's code must not take it). */
  async isPromoCode(code: string, tx?: Database): Promise<boolean> {
    const repo = tx ? this.deps.promotions.in(tx) : this.deps.promotions;
    return (await repo.findCode(code.trim())) !== undefined;
  }

  /** A promo code's use, or else a partner's code (a creator code); unknown to both: 404. */
  private async redeemAny(tx: Database, userId: string, code: string, now: Date): Promise<PartnerRedemption> {
    try {
      const { code: row, movement } = await this.redeem(tx, userId, code, now);
      return { code: row.code, currency: row.currency as Currency, amount: row.amount, balance: movement.balance };
    } catch (err) {
      if (!(err instanceof HttpProblem) || err.problemName !== 'PromoCodeNotFoundException') throw err;
      const partner = await this.deps.partnerCodes?.redeem(tx, userId, code.trim(), now);
      if (!partner) throw err;
      return partner;
    }
  }

  /**
   * One use of a promo code, in the caller's transaction. The code's row lock serializes
   * every use of that code, so its total and per-user limits hold under concurrency; the
   * refusals (redeem-rules.ts) come before any write.
   */
  async redeem(
    tx: Database,
    userId: string,
    rawCode: string,
    now: Date,
  ): Promise<{ code: PromoCodeRow; movement: MovementResult }> {
    const repo = this.deps.promotions.in(tx);
    const code = await repo.findCode(rawCode.trim(), { forUpdate: true });
    if (!code) throw promoCodeNotFound();
    const usedByUser = await repo.redemptionsOf(code.id, userId);
    const refusal = redeemRefusal({ code, usedByUser, now });
    if (refusal) throw refusal;
    const redemption = await repo.insertRedemption({
      promoCodeId: code.id,
      userId,
      ordinal: usedByUser + 1,
      createdAt: now,
    });
    const movement = await this.deps.ledger.credit(tx, {
      userId,
      currency: code.currency as Currency,
      amount: code.amount,
      reason: 'promo_code',
      sourceType: 'promo_redemption',
      sourceId: redemption.id,
      details: { code: code.code },
      at: now,
    });
    return { code, movement };
  }

  /**
   * The auth module calls this, in its own transaction, when an account becomes active
   * (activation link, Google/Microsoft sign-up, first reset of a pending account). Safe to
   * call more than once: each reward is recorded once.
   */
  async onAccountActivated(tx: Database, userId: string, at: Date = this.deps.clock.now()): Promise<void> {
    const user = await this.deps.users.find(userId, tx);
    const code = user?.signupPromoCode;
    // The code given at sign-up (/signupWithCode/{promoCode}); unknown, expired or used up:
    // skipped. First, to keep the lock order (the code's row, then the balance row).
    if (code) await attempt(tx, (sp) => this.redeemAny(sp, userId, code, at));
    await attempt(tx, (sp) => this.rewardReferral(sp, userId, at));
  }

  /** The referral modal: the link to share and the program's terms. */
  async referral(userId: string) {
    const user = await this.deps.users.find(userId);
    if (!user) throw notFound('This account does not exist any more.');
    return {
      code: user.referralCode,
      link: `${this.deps.publicUrl}/signupWithReferral/${encodeURIComponent(user.referralCode)}`,
      referredCount: await this.deps.promotions.referredCount(userId),
      terms: {
        discountCents: REFERRAL_DISCOUNT_CENTS,
        validDays: REFERRAL_CODE_VALID_DAYS,
        limit: null,
        countries: [...COUNTRY_CODES] as CountryCode[],
      },
    };
  }

  /**
   * The referral discount: REFERRAL_DISCOUNT_CENTS promo cents for the referred person,
   * once, lapsing REFERRAL_CODE_VALID_DAYS later if unspent (docs/decisions/0008-ledger.md).
   */
  private async rewardReferral(tx: Database, userId: string, at: Date): Promise<void> {
    const { users, promotions, ledger } = this.deps;
    const user = await users.find(userId, tx);
    if (!user?.referredByUserId || user.referredByUserId === user.id) return;
    const referrer = await users.find(user.referredByUserId, tx);
    if (!referrer || referrer.status === 'disabled') return;
    // USA and Canada only: both people.
    if (!eligibleCountry(user.country) || !eligibleCountry(referrer.country)) return;
    const recorded = await promotions
      .in(tx)
      .insertReferral({ referredUserId: user.id, referrerUserId: referrer.id, createdAt: at });
    if (!recorded) return;
    await ledger.credit(tx, {
      userId: user.id,
      currency: 'PROMO_CENTS',
      amount: REFERRAL_DISCOUNT_CENTS,
      reason: 'referral_reward',
      sourceType: 'referral',
      sourceId: user.id,
      expiresAt: new Date(at.getTime() + REFERRAL_CODE_VALID_DAYS * DAY_MS),
      details: { referrerUserId: referrer.id },
      at,
    });
  }
}
