import { describe, expect, it } from 'vitest';
import { HttpProblem } from './problem.ts';
import { editedWindow, endedWindow, promotionState, refuseFrozenChanges } from './promotion-rules.ts';

const d = (iso: string) => new Date(`2026-11-${iso}Z`);
const window = { startsAt: d('10T00:00:00'), endsAt: d('20T00:00:00') };

/** The problem `run` throws, as [status, name, invalid params]. */
function refusal(run: () => unknown) {
  try {
    run();
  } catch (err) {
    if (!(err instanceof HttpProblem)) throw err;
    const params = (err.extensions.invalidParams as { name: string }[] | undefined)?.map((p) => p.name);
    return [err.status, err.problemName, params];
  }
  return null;
}

describe('promotion rules', () => {
  it('a window is scheduled, then active from its start, then ended from its end', () => {
    expect(promotionState(window, d('09T23:59:59'))).toBe('scheduled');
    expect(promotionState(window, d('10T00:00:00'))).toBe('active');
    expect(promotionState(window, d('19T23:59:59'))).toBe('active');
    expect(promotionState(window, d('20T00:00:00'))).toBe('ended');
    // An empty window (ended before it started) is ended, never scheduled nor active.
    const empty = { startsAt: d('12T00:00:00'), endsAt: d('12T00:00:00') };
    expect(promotionState(empty, d('11T00:00:00'))).toBe('scheduled');
    expect(promotionState(empty, d('12T00:00:00'))).toBe('ended');
  });

  it('ending: now; a window not started yet is left empty; an ended one is refused', () => {
    expect(endedWindow(window, d('15T00:00:00'), 'code')).toEqual({
      startsAt: window.startsAt,
      endsAt: d('15T00:00:00'),
    });
    expect(endedWindow(window, d('01T00:00:00'), 'code')).toEqual({
      startsAt: d('01T00:00:00'),
      endsAt: d('01T00:00:00'),
    });
    expect(refusal(() => endedWindow(window, d('20T00:00:00'), 'code'))).toEqual([
      409,
      'PromotionEndedException',
      undefined,
    ]);
  });

  it('an edit of either end keeps the other, and must still end after it starts', () => {
    expect(editedWindow(window, {})).toBe(window);
    expect(editedWindow(window, { endsAt: '2026-11-25T00:00:00Z' })).toEqual({
      startsAt: window.startsAt,
      endsAt: d('25T00:00:00'),
    });
    expect(refusal(() => editedWindow(window, { startsAt: '2026-11-20T00:00:00Z' }))).toEqual([
      400,
      'ValidationException',
      ['body.endsAt'],
    ]);
  });

  it('once used, frozen fields refuse a change, naming each; the same value or an unused one is fine', () => {
    const current = { amount: 500, currency: 'BUCKS', title: { en: 'A' } };
    const frozen = ['amount', 'currency', 'title'] as const;
    expect(refusal(() => refuseFrozenChanges(current, { amount: 600, currency: 'BUCKS' }, frozen, 3, 'code'))).toEqual([
      409,
      'PromotionInUseException',
      ['body.amount'],
    ]);
    expect(refusal(() => refuseFrozenChanges(current, { title: { en: 'B' } }, frozen, 1, 'code'))).toEqual([
      409,
      'PromotionInUseException',
      ['body.title'],
    ]);
    expect(refusal(() => refuseFrozenChanges(current, { amount: 500, title: { en: 'A' } }, frozen, 3, 'code'))).toBe(
      null,
    );
    expect(refusal(() => refuseFrozenChanges(current, { amount: 600 }, frozen, 0, 'code'))).toBe(null);
  });
});
