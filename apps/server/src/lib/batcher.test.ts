import { describe, expect, it } from 'vitest';
import { batcher } from './batcher.ts';
import { Overloaded } from './problem.ts';

/**
 * A batcher over a run that records its batches and answers each item doubled, when
 * released; keyed by the item's first letter unless `keyed` is false.
 */
function recorded(
  max: number,
  maxWaiting = 1000,
  maxWaitingPerKey?: number,
  { keyed = true, inFlight }: { keyed?: boolean; inFlight?: number } = {},
) {
  const batches: string[][] = [];
  const pending: (() => void)[] = [];
  const b = batcher<string, string>({
    name: 'test',
    ...(keyed ? { key: (item: string) => item[0]! } : {}),
    max,
    inFlight,
    maxWaiting,
    maxWaitingPerKey,
    run: (items) => {
      batches.push(items);
      return new Promise((resolve) => pending.push(() => resolve(items.map((i) => i + i))));
    },
  });
  /** Lets the `i`-th batch still in flight answer (the oldest by default); the next one leaves at once. */
  const release = async (i = 0) => {
    pending.splice(i, 1)[0]!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { b, batches, release };
}

describe('batcher', () => {
  it('runs a call alone at once when idle, and those made meanwhile together next', async () => {
    const { b, batches, release } = recorded(10);
    const answers = ['a1', 'b1', 'c1', 'd1'].map((item) => b.submit(item));
    expect(batches).toEqual([['a1']]);
    await release();
    expect(batches).toEqual([['a1'], ['b1', 'c1', 'd1']]);
    await release();
    expect(await Promise.all(answers)).toEqual(['a1a1', 'b1b1', 'c1c1', 'd1d1']);
  });

  it('keeps calls of one key in separate batches, in order, and at most `max` per batch', async () => {
    const { b, batches, release } = recorded(2);
    const answers = ['x0', 'a1', 'a2', 'b1', 'c1', 'a3', 'b2'].map((item) => b.submit(item));
    for (let i = 0; i < 4; i++) await release();
    expect(batches).toEqual([['x0'], ['a1', 'b1'], ['a2', 'c1'], ['a3', 'b2']]);
    expect(await Promise.all(answers)).toEqual(['x0x0', 'a1a1', 'a2a2', 'b1b1', 'c1c1', 'a3a3', 'b2b2']);
  });

  it('tries a failed batch one call at a time: only the failing call is rejected', async () => {
    const batches: string[][] = [];
    const failure = new Error('statement failed');
    const b = batcher<string, string>({
      name: 'test',
      key: (item) => item,
      max: 10,
      maxWaiting: 100,
      retryAlone: (err) => err === failure,
      run: async (items) => {
        batches.push(items);
        if (items.includes('bad')) throw failure;
        return items;
      },
    });
    const results = await Promise.allSettled(['a', 'b', 'bad', 'c'].map((item) => b.submit(item)));
    expect(results).toEqual([
      { status: 'fulfilled', value: 'a' },
      { status: 'fulfilled', value: 'b' },
      { status: 'rejected', reason: failure },
      { status: 'fulfilled', value: 'c' },
    ]);
    expect(batches).toEqual([['a'], ['b', 'bad', 'c'], ['b'], ['bad'], ['c']]);
    await expect(b.submit('d')).resolves.toBe('d');
  });

  it('sends the next batch only once a failed batch has been tried call by call (a key stays in order)', async () => {
    const batches: string[][] = [];
    let failNext = true;
    const b = batcher<string, string>({
      name: 'test',
      key: (item) => item[0]!,
      max: 10,
      maxWaiting: 100,
      retryAlone: () => true,
      run: async (items) => {
        batches.push(items);
        if (items.length > 1 && failNext) {
          failNext = false;
          throw new Error('deadlock');
        }
        return items;
      },
    });
    const answers = ['x0', 'a1', 'b1', 'a2'].map((item) => b.submit(item));
    expect(await Promise.all(answers)).toEqual(['x0', 'a1', 'b1', 'a2']);
    expect(batches).toEqual([['x0'], ['a1', 'b1'], ['a1'], ['b1'], ['a2']]);
  });

  it('fails every call of a batch at once when the error is not one to try alone (the database unreachable)', async () => {
    const batches: string[][] = [];
    const down = new Error('connection lost');
    let runs = 0;
    const b = batcher<string, string>({
      name: 'test',
      key: (item) => item,
      max: 10,
      maxWaiting: 100,
      retryAlone: (err) => err !== down,
      run: async (items) => {
        batches.push(items);
        if (++runs === 2) throw down;
        return items;
      },
    });
    const results = await Promise.allSettled(['a', 'b', 'c'].map((item) => b.submit(item)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    expect(batches).toEqual([['a'], ['b', 'c']]);
    await expect(b.submit('d')).resolves.toBe('d');
  });

  it('rejects a batch answered with the wrong number of results', async () => {
    const b = batcher<string, string>({
      name: 'test',
      key: (item) => item,
      max: 10,
      maxWaiting: 100,
      run: async () => [],
    });
    await expect(b.submit('a')).rejects.toThrow('a batch of 1 answered 0 results');
  });

  it('refuses a call with a 503 and Retry-After once `maxWaiting` calls wait, and takes calls again as batches leave', async () => {
    const { b, batches, release } = recorded(2, 3);
    const taken = ['a1', 'b1', 'c1', 'd1'].map((item) => b.submit(item)); // a1 in flight, 3 waiting
    const refused = b.submit('e1');
    await expect(refused).rejects.toBeInstanceOf(Overloaded); // counted, not logged as an error
    await expect(refused).rejects.toMatchObject({
      status: 503,
      problemName: 'ServiceUnavailableException',
      extensions: { retryAfterSeconds: 1 },
      source: 'test', // the batcher's name, for the overload warning
    });
    await release(); // b1 and c1 leave: one waits
    const later = b.submit('e2');
    for (let i = 0; i < 2; i++) await release();
    expect(await Promise.all([...taken, later])).toEqual(['a1a1', 'b1b1', 'c1c1', 'd1d1', 'e2e2']);
    expect(batches).toEqual([['a1'], ['b1', 'c1'], ['d1', 'e2']]);
  });

  it("refuses a key's call once `maxWaitingPerKey` of its calls wait, and still takes other keys'", async () => {
    const { b, batches, release } = recorded(10, 100, 2);
    // One caller repeating one key: its calls leave one per batch, so it may not fill the queue.
    const first = b.submit('a1'); // in flight
    const waiting = [b.submit('a2'), b.submit('a3')];
    await expect(b.submit('a4')).rejects.toMatchObject({ status: 503, source: 'test, one key' }); // told apart in the log
    const others = ['b1', 'c1'].map((item) => b.submit(item));
    for (let i = 0; i < 3; i++) await release();
    expect(await Promise.all([first, ...waiting, ...others])).toEqual(['a1a1', 'a2a2', 'a3a3', 'b1b1', 'c1c1']);
    expect(batches).toEqual([['a1'], ['a2', 'b1', 'c1'], ['a3']]);
    // Its calls taken, the key may wait again.
    const again = b.submit('a5');
    await release();
    expect(await again).toBe('a5a5');
  });

  describe('reads: no key, several batches at once', () => {
    const reads = (max: number, inFlight: number, maxWaiting = 1000) =>
      recorded(max, maxWaiting, undefined, { keyed: false, inFlight });

    it('runs calls alone while a slot is free, then those waiting together as a slot frees, any batch first', async () => {
      const { b, batches, release } = reads(3, 2);
      const answers = ['a', 'a', 'b', 'c', 'd', 'e', 'f'].map((item) => b.submit(item));
      // Two alone at once (one value twice: calls without a key are independent), the rest waiting.
      expect(batches).toEqual([['a'], ['a']]);
      await release(1);
      expect(batches).toEqual([['a'], ['a'], ['b', 'c', 'd']]);
      await release(0);
      expect(batches).toEqual([['a'], ['a'], ['b', 'c', 'd'], ['e', 'f']]);
      await release();
      await release();
      expect(await Promise.all(answers)).toEqual(['aa', 'aa', 'bb', 'cc', 'dd', 'ee', 'ff']);
      // Idle again: the next call leaves at once, alone.
      const next = b.submit('g');
      expect(batches.at(-1)).toEqual(['g']);
      await release();
      expect(await next).toBe('gg');
    });

    it('counts only the calls waiting for a slot against `maxWaiting`', async () => {
      const { b, release } = reads(10, 2, 1);
      const taken = ['a', 'b', 'c'].map((item) => b.submit(item)); // two in flight, one waiting
      await expect(b.submit('d')).rejects.toMatchObject({ status: 503, extensions: { retryAfterSeconds: 1 } });
      await release();
      const later = b.submit('e');
      for (let i = 0; i < 3; i++) await release();
      expect(await Promise.all([...taken, later])).toEqual(['aa', 'bb', 'cc', 'ee']);
    });

    it('refuses a slot count or batch size under one (every call would wait for ever)', () => {
      for (const wrong of [
        { inFlight: 0, max: 2 },
        { inFlight: 2, max: 0 },
        { inFlight: 1.5, max: 2 },
      ]) {
        expect(() => batcher<string, string>({ name: 'test', ...wrong, maxWaiting: 10, run: async (i) => i })).toThrow(
          'must be a whole number of at least 1',
        );
      }
    });

    it('refuses several batches at once for calls with keys (a key would lose its order)', () => {
      expect(() =>
        batcher<string, string>({
          name: 'test',
          key: (i) => i,
          max: 2,
          inFlight: 2,
          maxWaiting: 10,
          run: async (i) => i,
        }),
      ).toThrow('a batcher with keys runs one batch at a time');
    });
  });
});
