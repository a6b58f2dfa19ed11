import { HttpProblem } from '../../../lib/problem.ts';
import type { PromoCodeRow } from './promotions.repository.ts';

export const promoCodeNotFound = () =>
  new HttpProblem(404, 'PromoCodeNotFoundException', 'Unknown promo code', 'There is no promo code with this name.');

/** What a rule sees: the code (locked), how often this user used it, and when. */
export interface RedeemContext {
  code: PromoCodeRow;
  usedByUser: number;
  now: Date;
}

/** One reason a code cannot be used now: its problem, or null when it does not apply. */
export type RedeemRule = (context: RedeemContext) => HttpProblem | null;

const notYetValid: RedeemRule = ({ code, now }) =>
  now < code.startsAt
    ? new HttpProblem(
        422,
        'PromoCodeNotYetValidException',
        'Promo code not active yet',
        `This promo code can be used from ${code.startsAt.toISOString()}.`,
        { startsAt: code.startsAt.toISOString() },
      )
    : null;

const expired: RedeemRule = ({ code, now }) =>
  now >= code.endsAt
    ? new HttpProblem(422, 'PromoCodeExpiredException', 'Promo code expired', 'This promo code has expired.', {
        endsAt: code.endsAt.toISOString(),
      })
    : null;

const usedByThisUser: RedeemRule = ({ code, usedByUser }) =>
  usedByUser >= code.perUserLimit
    ? new HttpProblem(
        409,
        'PromoCodeAlreadyUsedException',
        'Promo code already used',
        code.perUserLimit === 1
          ? 'You have already used this promo code.'
          : `You have already used this promo code ${code.perUserLimit} times, the most allowed.`,
      )
    : null;

const usedUp: RedeemRule = ({ code }) =>
  code.totalLimit !== null && code.redeemedCount >= code.totalLimit
    ? new HttpProblem(
        409,
        'PromoCodeExhaustedException',
        'Promo code used up',
        'This promo code has been used as many times as allowed.',
      )
    : null;

/** The refusals of a promo code, in the order they are reported. */
export const REDEEM_RULES: readonly RedeemRule[] = [notYetValid, expired, usedByThisUser, usedUp];

/** The first refusal, or null when the code can be used. */
export function redeemRefusal(context: RedeemContext, rules: readonly RedeemRule[] = REDEEM_RULES): HttpProblem | null {
  for (const rule of rules) {
    const refusal = rule(context);
    if (refusal) return refusal;
  }
  return null;
}
