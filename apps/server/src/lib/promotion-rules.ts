import type { InvalidParam } from '@playeats/contracts/problem';
import { HttpProblem } from './problem.ts';
import { timeWindow } from './time-window.ts';

/*
 * What promo codes and challenges share as admins edit them (docs/decisions/0022-admin-operations.md):
 * a window of time, its state, the end an admin puts to it, and the fields that stay once used.
 */

export interface Window {
  startsAt: Date;
  endsAt: Date;
}

export type PromotionState = 'scheduled' | 'active' | 'ended';

/** ended once past its end (an ended window may be empty), else scheduled until it starts. */
export function promotionState(window: Window, now: Date): PromotionState {
  if (now >= window.endsAt) return 'ended';
  return now < window.startsAt ? 'scheduled' : 'active';
}

/**
 * The window an admin's end leaves: it ends now; one that had not started yet is left empty
 * (starts and ends now), so it was never open. 409 PromotionEndedException when it has ended already.
 */
export function endedWindow(window: Window, now: Date, what: string): Window {
  if (promotionState(window, now) === 'ended') {
    throw new HttpProblem(409, 'PromotionEndedException', 'Already ended', `This ${what} has already ended.`, {
      endsAt: window.endsAt.toISOString(),
    });
  }
  return { startsAt: window.startsAt < now ? window.startsAt : now, endsAt: now };
}

/** The window after an edit giving either end (400 body.endsAt when it would not end after it starts). */
export function editedWindow(current: Window, changes: { startsAt?: string; endsAt?: string }): Window {
  if (changes.startsAt === undefined && changes.endsAt === undefined) return current;
  return timeWindow({
    startsAt: changes.startsAt ?? current.startsAt.toISOString(),
    endsAt: changes.endsAt ?? current.endsAt.toISOString(),
  });
}

/**
 * Once used (redeemed, claimed), these fields stay what they were: 409
 * PromotionInUseException naming each one the edit would change.
 */
export function refuseFrozenChanges<K extends string>(
  current: Record<K, unknown>,
  changes: Partial<Record<K, unknown>>,
  frozen: readonly K[],
  uses: number,
  what: string,
): void {
  if (uses === 0) return;
  const changed: InvalidParam[] = frozen
    .filter((field) => changes[field] !== undefined && !sameValue(changes[field], current[field]))
    .map((field) => ({ name: `body.${field}`, reason: `cannot change once the ${what} has been used` }));
  if (changed.length === 0) return;
  throw new HttpProblem(
    409,
    'PromotionInUseException',
    'In use',
    `This ${what} has been used ${uses} time${uses === 1 ? '' : 's'}: ${changed.map((c) => c.name.slice(5)).join(', ')} cannot change.`,
    { invalidParams: changed, uses },
  );
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
