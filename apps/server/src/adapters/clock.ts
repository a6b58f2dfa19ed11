/** Time, injectable so expiry rules are tested without waiting. */
export interface Clock {
  now(): Date;
  /** How many seconds of this clock pass in a real second (1 but for a development clock). */
  readonly speed?: number;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * Development and demo only (DEV_CLOCK_SPEED): time runs `speed` times faster from the
 * start, so a minute of play earns its bucks in a second. Never in production (config).
 */
export function acceleratedClock(speed: number, start = Date.now()): Clock {
  return { speed, now: () => new Date(start + (Date.now() - start) * speed) };
}

/** A clock tests move by hand. @internal */
export function manualClock(start = new Date('2026-11-21T12:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(date: Date) {
      current = date.getTime();
    },
  };
}
