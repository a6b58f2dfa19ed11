import type { InvalidParam } from '@playeats/contracts/problem';
import { badRequest, type HttpProblem } from '../../../lib/problem.ts';

/** A promo code's limits as an admin sets them, beside the uses it already has. */
export interface PromoCodeLimits {
  /** null: no overall limit. */
  totalLimit: number | null;
  perUserLimit: number;
  redeemedCount: number;
}

/**
 * 400 naming each limit that cannot hold: an overall limit below the uses so far, or a
 * per-user limit above the overall one (no one could reach it). Null when they hold.
 */
export function promoCodeLimitsRefusal(limits: PromoCodeLimits): HttpProblem | null {
  const { totalLimit, perUserLimit, redeemedCount } = limits;
  const invalid: InvalidParam[] = [];
  if (totalLimit !== null && totalLimit < redeemedCount) {
    invalid.push({ name: 'body.totalLimit', reason: `must be at least the ${redeemedCount} uses so far` });
  }
  if (totalLimit !== null && perUserLimit > totalLimit) {
    invalid.push({ name: 'body.perUserLimit', reason: 'must not be more than totalLimit' });
  }
  if (invalid.length === 0) return null;
  return badRequest(invalid.map((p) => `${p.name.slice(5)} ${p.reason}`).join('; ') + '.', invalid);
}
