declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs (lib/jobs.ts): `app.jobs.every(name, schedule, run)`. */
    jobs: Jobs;
  }
}

/**
 * The server's background jobs, in one place (issue 16): each runs on its own schedule,
 * never overlapping itself, only on the copy that leads (db/leadership.ts), so a job is
 * done once however many copies run; a failure is logged and the job runs again at its
 * next turn. Schedules start with `start` (the app's onReady: modules schedule their jobs
 * while the app builds, before the database is migrated); `stop` waits for the runs under way.
 */
export interface JobSchedule {
  /** Between the end of one run and the start of the next. */
  everyMs: number;
  /** The first run, after start (default: everyMs). */
  firstAfterMs?: number;
}

export interface Jobs {
  /** Whether this copy runs the jobs now (the others stand by). */
  readonly leading: boolean;
  every(name: string, schedule: JobSchedule, run: (signal: AbortSignal) => Promise<unknown>): void;
  /** Starts every schedule, those given later at once. */
  start(): void;
  stop(): Promise<void>;
}

/** As much of a logger as the jobs need. */
export interface JobsLog {
  warn(obj: object, msg: string): void;
}

export function createJobs(leadership: { readonly leading: boolean }, log: JobsLog): Jobs {
  const stopping = new AbortController();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  /** The first turns of the jobs scheduled before `start`. */
  let waiting: (() => void)[] | undefined = [];

  return {
    get leading() {
      return leadership.leading;
    },
    every(name, { everyMs, firstAfterMs = everyMs }, run) {
      const schedule = (ms: number) => {
        if (stopping.signal.aborted) return;
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!leadership.leading) return schedule(everyMs);
          const turn = run(stopping.signal)
            .catch((err: unknown) => log.warn({ err, job: name }, `${name} failed`))
            .finally(() => {
              running.delete(turn);
              schedule(everyMs);
            });
          running.add(turn);
        }, ms);
        timer.unref();
        timers.add(timer);
      };
      const first = () => schedule(Math.min(firstAfterMs, everyMs));
      if (waiting) waiting.push(first);
      else first();
    },
    start() {
      const firsts = waiting ?? [];
      waiting = undefined;
      for (const first of firsts) first();
    },
    async stop() {
      stopping.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    },
  };
}
