import { describe, expect, it } from 'vitest';
import { TIP_MAX_CENTS } from '@playeats/contracts/ordering';
import { parseTipAmount, tipCents } from './tip.ts';

describe('tips', () => {
  it('a share of the food, rounded to the cent', () => {
    expect(tipCents({ kind: 'percent', percent: 15 }, 3150)).toBe(473);
    expect(tipCents({ kind: 'none' }, 3150)).toBe(0);
  });

  it('reads typed amounts with a point or a comma', () => {
    expect(parseTipAmount('4')).toBe(400);
    expect(parseTipAmount('4.5')).toBe(450);
    expect(parseTipAmount('4,75')).toBe(475);
    expect(parseTipAmount('abc')).toBeNull();
    expect(parseTipAmount('-3')).toBeNull();
    expect(parseTipAmount(String(TIP_MAX_CENTS / 100 + 1))).toBeNull();
    expect(tipCents({ kind: 'custom', text: 'x' }, 3150)).toBe(0);
  });
});
