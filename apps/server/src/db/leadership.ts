import pg from 'pg';

/**
 * Which server copy runs the background jobs (settling payments, reconciling holds, the
 * order simulator, housekeeping, the admin figures): exactly one at a time (issue 16).
 * On PostgreSQL the leader holds a session advisory lock on a dedicated connection; when
 * that copy dies or loses its connection, PostgreSQL releases the lock and another copy's
 * next attempt takes it. PGlite has one server by construction: it always leads.
 */
export interface Leadership {
  readonly leading: boolean;
  close(): Promise<void>;
}

// Any 64-bit constant will do; it only has to be the same for every server copy.
const JOBS_LOCK_ID = '7303117201664301511';
/** How often a copy that does not lead tries to, and how soon after a lost connection. */
export const LEADERSHIP_RETRY_MS = 5_000;

export const soleLeader: Leadership = { leading: true, close: async () => undefined };

export async function leadPostgres(
  url: string,
  options: { retryMs?: number; onError?: (err: unknown) => void } = {},
): Promise<Leadership> {
  const retryMs = options.retryMs ?? LEADERSHIP_RETRY_MS;
  let closed = false;
  let leading = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | undefined;

  const attempt = async () => {
    if (!client) {
      const next = new pg.Client({
        connectionString: url,
        application_name: 'playeats-leader',
        // A half-open connection must not look alive: keepalives, and every check has a limit.
        keepAlive: true,
        connectionTimeoutMillis: retryMs,
        query_timeout: retryMs,
      });
      next.on('error', (err) => options.onError?.(err));
      next.on('end', () => {
        if (client !== next) return;
        client = null;
        leading = false;
      });
      await next.connect();
      client = next;
    }
    const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [JOBS_LOCK_ID]);
    leading = result.rows[0]?.locked === true;
  };

  /**
   * The leader checks every turn that its session still holds the lock: PostgreSQL may have
   * ended the session (a restart, pg_terminate_backend, a dropped connection it noticed
   * first) and another copy may hold it now. Needs a session, not a transaction pooler.
   */
  const stillHeld = async (held: pg.Client) => {
    const result = await held.query<{ held: boolean }>(
      `select exists (select 1 from pg_locks where locktype = 'advisory' and granted
         and pid = pg_backend_pid()) as held`,
    );
    leading = result.rows[0]?.held === true;
  };

  const loop = () => {
    if (closed) return;
    const run = leading && client ? stillHeld(client) : attempt();
    run
      .catch((err: unknown) => {
        options.onError?.(err);
        leading = false;
        const broken = client;
        client = null;
        void broken?.end().catch(() => undefined);
      })
      .finally(() => {
        if (closed) return;
        timer = setTimeout(loop, retryMs);
        timer.unref();
      });
  };

  await attempt().catch((err: unknown) => options.onError?.(err));
  timer = setTimeout(loop, retryMs);
  timer.unref();
  return {
    get leading() {
      return leading && client !== null;
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      leading = false;
      const current = client;
      client = null;
      // Ending the session releases the lock: another copy takes over at its next attempt.
      await current?.end().catch(() => undefined);
    },
  };
}
