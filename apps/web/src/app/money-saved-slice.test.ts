import { describe, expect, it } from 'vitest';
import { moneySavedLoaded, moneySavedSlice, selectMoneySaved } from './money-saved-slice.ts';

describe('moneySaved slice', () => {
  it('holds the amount saved in cents', () => {
    const state = moneySavedSlice.reducer(undefined, moneySavedLoaded(1250));
    expect(selectMoneySaved({ moneySaved: state })).toBe(1250);
  });
});
