import type { CreatePromoCode, Currency, PromoCodeDto, PromotionResult } from '@playeats/contracts/rewards';
import { COUNTRY_CODES, type CountryCode } from '@playeats/domain/country';
import { REFERRAL_CODE_VALID_DAYS, REFERRAL_DISCOUNT_CENTS } from '@playeats/domain/constants';
import type { Clock } from '../../../adapters/clock.ts';
import type { Database } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { badRequest, HttpProblem, notFound } from '../../../lib/problem.ts';
import { usersRepository } from '../../accounts/users/users.repository.ts';
import { promotionsRepository, type PromoCodeRow } from './promotions.repository.ts';
import { redeemPromoCode } from './redeem.ts';

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

/** Promo codes (admins create, users apply) and the referral program's page. */
export function createPromotionsService(deps: { db: Database; clock: Clock; publicUrl: string }) {
  const { db, clock, publicUrl } = deps;
  return {
    async createPromoCode(adminId: string, input: CreatePromoCode): Promise<PromoCodeDto> {
      const startsAt = new Date(input.startsAt);
      const endsAt = new Date(input.endsAt);
      if (endsAt <= startsAt) {
        throw badRequest('endsAt must be after startsAt.', [{ name: 'body.endsAt', reason: 'must be after startsAt' }]);
      }
      try {
        const row = await promotionsRepository(db).insertCode({
          code: input.code.toUpperCase(),
          currency: input.currency,
          amount: input.amount,
          startsAt,
          endsAt,
          totalLimit: input.totalLimit ?? null,
          perUserLimit: input.perUserLimit,
          createdByUserId: adminId,
          createdAt: clock.now(),
        });
        return toPromoCodeDto(row);
      } catch (err) {
        if (!isUniqueViolation(err, 'promo_codes_code_key')) throw err;
        throw new HttpProblem(409, 'PromoCodeTakenException', 'Promo code exists', `${input.code} already exists.`);
      }
    },

    async listPromoCodes(): Promise<PromoCodeDto[]> {
      return (await promotionsRepository(db).listCodes()).map(toPromoCodeDto);
    },

    /** PATCH /api/users/promotion: one use of a code, answered with the new balances. */
    async applyPromotion(userId: string, code: string): Promise<PromotionResult> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const { code: row, movement } = await redeemPromoCode(tx, userId, code, now);
        return {
          promotionCode: row.code,
          currency: row.currency as Currency,
          amount: row.amount,
          balance: movement.balance,
        };
      });
    },

    /** The referral modal: the link to share and the program's terms. */
    async referral(userId: string) {
      const user = await usersRepository(db).findById(userId);
      if (!user) throw notFound('This account does not exist any more.');
      return {
        code: user.referralCode,
        link: `${publicUrl}/signupWithReferral/${encodeURIComponent(user.referralCode)}`,
        referredCount: await promotionsRepository(db).referredCount(userId),
        terms: {
          discountCents: REFERRAL_DISCOUNT_CENTS,
          validDays: REFERRAL_CODE_VALID_DAYS,
          limit: null,
          countries: [...COUNTRY_CODES] as CountryCode[],
        },
      };
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
