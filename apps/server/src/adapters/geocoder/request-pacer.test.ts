import { describe, expect, it } from 'vitest';
import { QueueFullError, RequestPacer, type PacerTimer } from './request-pacer.ts';

/** A timer that moves only when told: sleeps resolve in the order of their deadlines. */
function steppedTimer() {
  let now = 0;
  const sleepers: { until: number; wake(): void }[] = [];
  const timer: PacerTimer = {
    now: () => now,
    sleep: (ms) => new Promise<void>((wake) => sleepers.push({ until: now + ms, wake })),
  };
  return {
    timer,
    /** Moves to the next deadline and wakes who waited for it. */
    async next() {
      sleepers.sort((a, b) => a.until - b.until);
      const first = sleepers.shift();
      if (!first) return null;
      now = first.until;
      first.wake();
      await new Promise((resolve) => setImmediate(resolve));
      return now;
    },
    get waiting() {
      return sleepers.length;
    },
  };
}

describe('RequestPacer (the service’s requests a second)', () => {
  it('lets the first call through, queues the next ones one second apart in arrival order', async () => {
    const clock = steppedTimer();
    const pacer = new RequestPacer(1, 5, clock.timer);
    const started: [string, number][] = [];
    const call = (name: string) => pacer.schedule(async () => started.push([name, clock.timer.now()]));
    const all = Promise.all(['a', 'b', 'c', 'd'].map(call));
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([['a', 0]]);
    expect(pacer.queueLength).toBe(3);
    while ((await clock.next()) !== null);
    await all;
    expect(started).toEqual([
      ['a', 0],
      ['b', 1000],
      ['c', 2000],
      ['d', 3000],
    ]);
    expect(pacer.queueLength).toBe(0);
  });

  it('refuses at once, with the wait it would have had, when the queue is full', async () => {
    const clock = steppedTimer();
    const pacer = new RequestPacer(2, 2, clock.timer);
    const calls = [pacer.schedule(async () => 'now'), pacer.schedule(async () => 'b'), pacer.schedule(async () => 'c')];
    await expect(pacer.schedule(async () => 'd')).rejects.toEqual(new QueueFullError(1500));
    expect(pacer.queueLength).toBe(2);
    while ((await clock.next()) !== null);
    expect(await Promise.all(calls)).toEqual(['now', 'b', 'c']);
    // The queue drained: the next call waits its turn again (half a second after c's).
    const e = pacer.schedule(async () => clock.timer.now());
    await clock.next();
    expect(await e).toBe(1500);
  });

  it('does not hold a call that comes after a quiet second', async () => {
    const clock = steppedTimer();
    const pacer = new RequestPacer(1, 1, clock.timer);
    await pacer.schedule(async () => null);
    const later = pacer.schedule(async () => null);
    expect(clock.waiting).toBe(1);
    await clock.next();
    await later;
    expect(clock.timer.now()).toBe(1000);
  });
});
