import { and, gt, lte, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PromotionState } from './promotion-rules.ts';

/**
 * promotionState (promotion-rules.ts) as a condition on a table's window columns at `now`:
 * the admin lists of promo codes and challenges filter by it. Undefined: any state.
 */
export function promotionStateSql(
  window: { startsAt: AnyColumn; endsAt: AnyColumn },
  state: PromotionState | undefined,
  now: Date,
): SQL | undefined {
  switch (state) {
    case 'scheduled':
      return gt(window.startsAt, now);
    case 'active':
      return and(lte(window.startsAt, now), gt(window.endsAt, now));
    case 'ended':
      return lte(window.endsAt, now);
    default:
      return undefined;
  }
}
