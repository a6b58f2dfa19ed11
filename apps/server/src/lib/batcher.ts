import { Overloaded } from './problem.ts';

/**
 * Coalesces calls into one round trip (decision 0038: heartbeats, refresh token rotations,
 * nearby searches): a call made while a slot is free runs at once, alone; calls made while
 * every slot has a batch in flight wait and then run together, up to `max`, in one `run`,
 * as soon as a slot frees. There is no timer and no added latency under light load. By
 * default there is one slot, so batches never overlap (no two statements lock the same rows
 * in different orders); reads, which lock nothing and have no key, may have `inFlight`
 * slots (the database's work spread over its cores).
 *
 * Calls with the same key never share a batch: the later one waits for the next, so calls
 * for one key run one after the other, in the order they were made.
 *
 * A batch that fails with an error `retryAlone` accepts (db-errors.ts mayBeOneCallsError)
 * is tried again one call at a time, one after the other (`run` must be all or nothing),
 * so one call's bad value, or a deadlock with another server's batch, fails only its own
 * caller; any other error (the database unreachable) fails the batch's calls at once.
 *
 * At most `maxWaiting` calls wait for a batch, and at most `maxWaitingPerKey` of one key:
 * beyond either, a call is refused at once with a 503 and Retry-After (`Overloaded`), so a batch
 * that does not come back (a wedged connection, a lock held elsewhere) costs its callers
 * their wait, not the process's memory, and the callers after them an answer at once
 * rather than a request left hanging. The cap per key matters because a key's calls leave
 * one per batch: without it, one caller repeating one key (a refresh token, a session id)
 * could fill the queue with calls that drain one per round trip, and every other caller
 * would be refused meanwhile.
 */
export interface Batcher<In, Out> {
  /** Runs `item` in the next batch; settles with its own result, or the batch's error. */
  submit(item: In): Promise<Out>;
}

export interface BatcherOptions<In, Out> {
  /** What the batcher does ('heartbeats'): its refusals are counted under it in the overload warning. */
  name: string;
  /** Calls with the same key are run in separate batches, in order; without it, calls are independent. */
  key?: (item: In) => string;
  /** Batches at once (default 1); more than one only for calls without a key (reads). */
  inFlight?: number;
  /** At most this many calls per batch. */
  max: number;
  /** Runs one batch; answers one result per item, in the items' order. */
  run: (items: In[]) => Promise<Out[]>;
  /** Whether a failed batch's calls are tried again one by one (default: never). */
  retryAlone?: (err: unknown) => boolean;
  /** At most this many calls waiting for a slot (the batches in flight not counted); more are refused. */
  maxWaiting: number;
  /** At most this many calls of one key waiting (default 8); more are refused. */
  maxWaitingPerKey?: number;
}

interface Waiting<In, Out> {
  item: In;
  key: string;
  resolve: (out: Out) => void;
  reject: (err: unknown) => void;
}

export function batcher<In, Out>(options: BatcherOptions<In, Out>): Batcher<In, Out> {
  const { name, key, max, run, retryAlone = () => false, maxWaiting, maxWaitingPerKey = 8, inFlight = 1 } = options;
  // Two batches at once could run one key's calls out of order.
  if (key && inFlight !== 1) throw new Error('a batcher with keys runs one batch at a time');
  // Fewer than one would leave every call waiting for ever.
  for (const [name, n] of [
    ['max', max],
    ['inFlight', inFlight],
  ] as const) {
    if (!Number.isInteger(n) || n < 1) throw new Error(`a batcher's ${name} must be a whole number of at least 1`);
  }
  let queue: Waiting<In, Out>[] = [];
  /** Batches in flight. */
  let running = 0;
  /** How many calls of each key are in `queue`. */
  const waitingOfKey = new Map<string, number>();
  const left = (batch: Waiting<In, Out>[]): Waiting<In, Out>[] => {
    for (const w of batch) {
      const n = waitingOfKey.get(w.key)! - 1;
      if (n === 0) waitingOfKey.delete(w.key);
      else waitingOfKey.set(w.key, n);
    }
    return batch;
  };

  /** The next batch: the oldest waiting calls, one per key, up to `max`; the rest keep their order. */
  const take = (): Waiting<In, Out>[] => {
    if (!key) return queue.splice(0, max);
    if (queue.length <= 1) {
      const batch = queue;
      queue = [];
      return left(batch);
    }
    const batch: Waiting<In, Out>[] = [];
    const rest: Waiting<In, Out>[] = [];
    const keys = new Set<string>();
    for (const waiting of queue) {
      if (batch.length < max && !keys.has(waiting.key)) batch.push(waiting);
      else rest.push(waiting);
      // A key seen once holds back all its later calls, even when the batch is full.
      keys.add(waiting.key);
    }
    queue = rest;
    return left(batch);
  };

  /** One batch's slot is free again: the next batch leaves, if any call waits. */
  const done = (): void => {
    running -= 1;
    flush();
  };

  const flush = (): void => {
    const batch = take();
    if (batch.length === 0) return;
    running += 1;
    let answered: Promise<Out[]>;
    try {
      answered = run(batch.map((w) => w.item));
    } catch (err) {
      answered = Promise.reject(err);
    }
    answered.then(
      (results) => {
        // The next batch leaves before this one's callers resume.
        done();
        if (results.length !== batch.length) {
          const err = new Error(`a batch of ${batch.length} answered ${results.length} results`);
          for (const w of batch) w.reject(err);
          return;
        }
        batch.forEach((w, i) => w.resolve(results[i] as Out));
      },
      (err: unknown) => {
        if (batch.length === 1 || !retryAlone(err)) {
          done();
          for (const w of batch) w.reject(err);
          return;
        }
        // Still in its slot (with keys, the only one: a key's calls stay in order): each call alone, in turn.
        void (async () => {
          for (const w of batch) await runAlone(w);
          done();
        })();
      },
    );
  };

  /** Runs one call as a batch of its own and settles it; never rejects. */
  const runAlone = async (w: Waiting<In, Out>): Promise<void> => {
    try {
      const results = await run([w.item]);
      if (results.length !== 1) throw new Error(`a batch of 1 answered ${results.length} results`);
      w.resolve(results[0] as Out);
    } catch (err) {
      w.reject(err);
    }
  };

  return {
    submit(item) {
      const k = key ? key(item) : '';
      const ofKey = key ? (waitingOfKey.get(k) ?? 0) : 0;
      // A batcher with a free slot runs the call at once: only calls that would wait are counted.
      // A call refused because too many are waiting already: the client may try again in a
      // second. The log tells a full waiting room (the database's pace) from one key's calls
      // piling up (one caller repeating itself).
      if (running >= inFlight && queue.length >= maxWaiting) return Promise.reject(new Overloaded(name));
      if (ofKey >= maxWaitingPerKey) return Promise.reject(new Overloaded(`${name}, one key`));
      if (key) waitingOfKey.set(k, ofKey + 1);
      return new Promise<Out>((resolve, reject) => {
        queue.push({ item, key: k, resolve, reject });
        if (running < inFlight) flush();
      });
    },
  };
}
