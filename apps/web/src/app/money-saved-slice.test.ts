import { describe, expect, it } from 'vitest';
import { moneySavedLoaded, moneySavedSlice } from './money-saved-slice.ts';

describe('moneySaved slice', () => {
  it('holds the amount saved in cents', () => {
    const state = moneySavedSlice.reducer(undefined, moneySavedLoaded(1250));
    expect(state).toBe(1250);
  });
});
