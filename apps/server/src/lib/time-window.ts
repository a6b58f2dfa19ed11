import { badRequest } from './problem.ts';

/**
 * A window of time given by an admin (a promo code's, a challenge's): its two ends as
 * dates, or 400 naming body.endsAt when it does not end after it starts.
 */
export function timeWindow(input: { startsAt: string; endsAt: string }): { startsAt: Date; endsAt: Date } {
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  if (endsAt <= startsAt) {
    throw badRequest('endsAt must be after startsAt.', [{ name: 'body.endsAt', reason: 'must be after startsAt' }]);
  }
  return { startsAt, endsAt };
}
