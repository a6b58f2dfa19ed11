import { describe, expect, it } from 'vitest';
import { amountFromInput, amountToInput, bodyParts, windowValues } from './promotion-form.tsx';
import { changedValues } from './use-promotion-editor.ts';

describe('promotion forms', () => {
  it('amounts: bucks as typed, promo dollars typed in dollars and sent in cents', () => {
    expect(amountFromInput('BUCKS', ' 25 ')).toBe(25);
    expect(amountFromInput('PROMO_CENTS', '2.5')).toBe(250);
    expect(amountFromInput('PROMO_CENTS', '2,50')).toBe(250);
    expect(amountFromInput('PROMO_CENTS', '0.1')).toBe(10);
    expect(amountFromInput('BUCKS', 'ten')).toBeNaN();
    expect(amountToInput('PROMO_CENTS', 250)).toBe('2.5');
    expect(amountToInput('BUCKS', 25)).toBe('25');
  });

  it('an edit sends only what changed; a creation sends everything', () => {
    const initial = {
      ...windowValues({ startsAt: '2026-11-21T10:00:00Z', endsAt: '2026-11-30T10:00:00Z' }),
      amount: '5',
    };
    expect(changedValues(initial, { ...initial, amount: '6' })).toEqual({ amount: '6' });
    const edit = bodyParts({ ...initial, amount: '6', reason: '  Typo ' }, initial);
    expect(edit.has('amount')).toBe(true);
    expect(edit.has('startsAt', 'endsAt')).toBe(false);
    expect(edit.common).toEqual({ reason: 'Typo' });
    const create = bodyParts(initial, null);
    expect(create.has('startsAt')).toBe(true);
    expect(create.common).toEqual({ startsAt: '2026-11-21T10:00:00.000Z', endsAt: '2026-11-30T10:00:00.000Z' });
  });
});
