import { HttpProblem } from './problem.ts';

/**
 * Coalesces calls into one round trip (decision 0038: heartbeats, refresh token rotations):
 * a call made while the database is idle runs at once, alone; calls made while a batch is
 * in flight wait for it and then run together, up to `max`, in one `run`. One batch is in
 * flight at a time, so there is no timer and no added latency under light load, and
 * batches never overlap (no two statements lock the same rows in different orders).
 *
 * Calls with the same key never share a batch: the later one waits for the next, so calls
 * for one key run one after the other, in the order they were made.
 *
 * A batch that fails with an error `retryAlone` accepts (db-errors.ts mayBeOneCallsError)
 * is tried again one call at a time, one after the other (`run` must be all or nothing),
 * so one call's bad value, or a deadlock with another server's batch, fails only its own
 * caller; any other error (the database unreachable) fails the batch's calls at once.
 *
 * At most `maxWaiting` calls wait for a batch: beyond that, a call is refused at once with
 * a 503 and Retry-After (`busy`), so a batch that does not come back (a wedged connection,
 * a lock held elsewhere) costs its callers their wait, not the process's memory, and the
 * callers after them an answer at once rather than a request left hanging.
 */
export interface Batcher<In, Out> {
  /** Runs `item` in the next batch; settles with its own result, or the batch's error. */
  submit(item: In): Promise<Out>;
}

export interface BatcherOptions<In, Out> {
  /** Calls with the same key are run in separate batches, in order. */
  key: (item: In) => string;
  /** At most this many calls per batch. */
  max: number;
  /** Runs one batch; answers one result per item, in the items' order. */
  run: (items: In[]) => Promise<Out[]>;
  /** Whether a failed batch's calls are tried again one by one (default: never). */
  retryAlone?: (err: unknown) => boolean;
  /** At most this many calls waiting for a batch (the one in flight not counted); more are refused. */
  maxWaiting: number;
}

/** A call refused because `maxWaiting` calls are waiting already: the client may try again in a second. */
const busy = () =>
  new HttpProblem(
    503,
    'ServiceUnavailableException',
    'Service unavailable',
    'The server is busy: try again in a moment.',
    {
      retryAfterSeconds: 1,
    },
  );

interface Waiting<In, Out> {
  item: In;
  resolve: (out: Out) => void;
  reject: (err: unknown) => void;
}

export function batcher<In, Out>(options: BatcherOptions<In, Out>): Batcher<In, Out> {
  const { key, max, run, retryAlone = () => false, maxWaiting } = options;
  let queue: Waiting<In, Out>[] = [];
  let inFlight = false;

  /** The next batch: the oldest waiting calls, one per key, up to `max`; the rest keep their order. */
  const take = (): Waiting<In, Out>[] => {
    if (queue.length <= 1) {
      const batch = queue;
      queue = [];
      return batch;
    }
    const batch: Waiting<In, Out>[] = [];
    const rest: Waiting<In, Out>[] = [];
    const keys = new Set<string>();
    for (const waiting of queue) {
      const k = key(waiting.item);
      if (batch.length < max && !keys.has(k)) batch.push(waiting);
      else rest.push(waiting);
      // A key seen once holds back all its later calls, even when the batch is full.
      keys.add(k);
    }
    queue = rest;
    return batch;
  };

  const flush = (): void => {
    const batch = take();
    if (batch.length === 0) {
      inFlight = false;
      return;
    }
    inFlight = true;
    let running: Promise<Out[]>;
    try {
      running = run(batch.map((w) => w.item));
    } catch (err) {
      running = Promise.reject(err);
    }
    running.then(
      (results) => {
        // The next batch leaves before this one's callers resume.
        flush();
        if (results.length !== batch.length) {
          const err = new Error(`a batch of ${batch.length} answered ${results.length} results`);
          for (const w of batch) w.reject(err);
          return;
        }
        batch.forEach((w, i) => w.resolve(results[i] as Out));
      },
      (err: unknown) => {
        if (batch.length === 1 || !retryAlone(err)) {
          flush();
          for (const w of batch) w.reject(err);
          return;
        }
        // Still in flight (one batch at a time, a key's calls in order): each call alone, in turn.
        void (async () => {
          for (const w of batch) await runAlone(w);
          flush();
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
      if (queue.length >= maxWaiting) return Promise.reject(busy());
      return new Promise<Out>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (!inFlight) flush();
      });
    },
  };
}
