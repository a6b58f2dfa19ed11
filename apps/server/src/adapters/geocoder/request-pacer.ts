/**
 * Spaces calls out to at most `ratePerSecond` across the process (a geocoding service's
 * usage rule): a call waits its turn in a queue, in arrival order; when `maxQueue` calls
 * are already waiting, `schedule` refuses at once with the wait it would have had, so the
 * caller can answer 429 with Retry-After. The clock and the timer are injectable so tests
 * assert the order and the queue without waiting.
 */
export interface PacerTimer {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realTimer: PacerTimer = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export class QueueFullError extends Error {
  constructor(readonly retryAfterMs: number) {
    super('the queue is full');
  }
}

export class RequestPacer {
  private readonly gapMs: number;
  /** When the last call granted a turn started (or will start). */
  private nextFreeAt = -Infinity;
  private waiting = 0;

  constructor(
    ratePerSecond: number,
    private readonly maxQueue: number,
    private readonly timer: PacerTimer = realTimer,
  ) {
    this.gapMs = 1000 / ratePerSecond;
  }

  /** Calls waiting for their turn now. */
  get queueLength(): number {
    return this.waiting;
  }

  async schedule<T>(call: () => Promise<T>): Promise<T> {
    const now = this.timer.now();
    const startAt = Math.max(now, this.nextFreeAt + this.gapMs);
    const waitMs = startAt - now;
    if (waitMs > 0) {
      if (this.waiting >= this.maxQueue) throw new QueueFullError(waitMs);
      this.nextFreeAt = startAt;
      this.waiting += 1;
      try {
        await this.timer.sleep(waitMs);
      } finally {
        this.waiting -= 1;
      }
    } else {
      this.nextFreeAt = now;
    }
    return call();
  }
}
