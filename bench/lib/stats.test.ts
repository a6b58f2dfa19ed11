import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the bench, without types
import { median } from './stats.mjs';

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is NaN for no values or when any is NaN, whatever their order', () => {
    expect(median([])).toBeNaN();
    expect(median([Number.NaN, 1, 0.95])).toBeNaN();
    expect(median([1, Number.NaN, 0.5])).toBeNaN();
  });
});
