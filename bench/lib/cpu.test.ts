import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the bench, without types
import { machineSnapshot, stolenShare } from './cpu.mjs';

describe("the host's share of the machine's CPU (steal)", () => {
  it('is the steal ticks over all ticks between two snapshots', () => {
    expect(stolenShare({ total: 1_000, steal: 10 }, { total: 1_200, steal: 60 })).toBe(0.25);
    expect(stolenShare({ total: 1_000, steal: 10 }, { total: 1_200, steal: 10 })).toBe(0);
  });

  it('is unknown without /proc or when no time passed', () => {
    expect(stolenShare(null, { total: 1, steal: 0 })).toBeNull();
    expect(stolenShare({ total: 5, steal: 1 }, { total: 5, steal: 1 })).toBeNull();
  });

  it('reads /proc/stat on Linux: the totals grow, steal is part of them', () => {
    const before = machineSnapshot();
    if (!before) return; // not Linux
    const until = performance.now() + 50;
    while (performance.now() < until); // some CPU time passes
    const after = machineSnapshot();
    expect(after.total).toBeGreaterThan(before.total);
    expect(after.steal).toBeGreaterThanOrEqual(before.steal);
    const share = stolenShare(before, after);
    expect(share).toBeGreaterThanOrEqual(0);
    expect(share).toBeLessThanOrEqual(1);
  });
});
