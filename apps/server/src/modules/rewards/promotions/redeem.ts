import type { Currency } from '@playeats/contracts/rewards';
import type { Database } from '../../../db/client.ts';
import { HttpProblem } from '../../../lib/problem.ts';
import { credit, type MovementResult } from '../ledger/ledger.ts';
import { promotionsRepository, type PromoCodeRow } from './promotions.repository.ts';

export const promoCodeNotFound = () =>
  new HttpProblem(404, 'PromoCodeNotFoundException', 'Unknown promo code', 'There is no promo code with this name.');

/**
 * One use of a promo code, in the caller's transaction. The code's row lock serializes
 * every use of that code, so its total and per-user limits hold under concurrency; the
 * refusals come before any write.
 */
export async function redeemPromoCode(
  tx: Database,
  userId: string,
  rawCode: string,
  now: Date,
): Promise<{ code: PromoCodeRow; movement: MovementResult }> {
  const repo = promotionsRepository(tx);
  const code = await repo.findCode(rawCode.trim(), { forUpdate: true });
  if (!code) throw promoCodeNotFound();
  if (now < code.startsAt) {
    throw new HttpProblem(
      422,
      'PromoCodeNotYetValidException',
      'Promo code not active yet',
      `This promo code can be used from ${code.startsAt.toISOString()}.`,
      { startsAt: code.startsAt.toISOString() },
    );
  }
  if (now >= code.endsAt) {
    throw new HttpProblem(422, 'PromoCodeExpiredException', 'Promo code expired', 'This promo code has expired.', {
      endsAt: code.endsAt.toISOString(),
    });
  }
  const used = await repo.redemptionsOf(code.id, userId);
  if (used >= code.perUserLimit) {
    throw new HttpProblem(
      409,
      'PromoCodeAlreadyUsedException',
      'Promo code already used',
      code.perUserLimit === 1
        ? 'You have already used this promo code.'
        : `You have already used this promo code ${code.perUserLimit} times, the most allowed.`,
    );
  }
  if (code.totalLimit !== null && code.redeemedCount >= code.totalLimit) {
    throw new HttpProblem(
      409,
      'PromoCodeExhaustedException',
      'Promo code used up',
      'This promo code has been used as many times as allowed.',
    );
  }
  const redemption = await repo.insertRedemption({ promoCodeId: code.id, userId, ordinal: used + 1, createdAt: now });
  const movement = await credit(tx, {
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
