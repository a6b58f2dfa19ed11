import { describe, expect, it } from 'vitest';
import { refusalCounter } from './problem-details.ts';

describe('refusalCounter', () => {
  it('tells the first refusal at once, then at most once a second with how many since', () => {
    let now = 10_000;
    const lines: number[] = [];
    const refusal = refusalCounter(
      (refused) => lines.push(refused),
      () => now,
    );
    refusal();
    expect(lines).toEqual([1]);
    for (let i = 0; i < 499; i++) refusal(); // a flood within the second: nothing more
    now += 999;
    refusal();
    expect(lines).toEqual([1]);
    now += 1; // the second is over: the 500 since the first line, this one included
    refusal();
    expect(lines).toEqual([1, 501]);
    now += 60_000; // after a quiet minute, at once again
    refusal();
    expect(lines).toEqual([1, 501, 1]);
  });
});
