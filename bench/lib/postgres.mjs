// A PostgreSQL database of the bench's own on the machine's server (127.0.0.1:5432 by
// default, BENCH_PG_URL to change), created empty and dropped at the end. The server under
// test and pgbench, the limit, both reach it by that address. Over the Unix socket
// (`postgres://postgres@localhost/postgres?host=/var/run/postgresql`) the orders ratio read
// higher, but because pgbench ran slower, not the server faster: not the default
// (docs/decisions/0038).
import crypto from 'node:crypto';
import pg from 'pg';

export const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function withDatabase(url, database) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** @returns {Promise<{ url: string, name: string, query: (sql: string, params?: unknown[]) => Promise<pg.QueryResult>, drop: () => Promise<void> }>} */
export async function createBenchDatabase(prefix = 'playeats_bench') {
  const name = `${prefix}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  // BENCH_PG_LOG_STATEMENTS=1 logs every statement with its duration to PostgreSQL's log
  // (log_min_duration_statement = 0): to see what a request costs the database.
  if (process.env.BENCH_PG_LOG_STATEMENTS)
    await admin.query(`ALTER DATABASE ${name} SET log_min_duration_statement = 0`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    url,
    name,
    query: (sql, params) => client.query(sql, params),
    async drop() {
      await client.end().catch(() => undefined);
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** True when the bench can reach PostgreSQL; benchmarks that need it report 'skipped' otherwise. */
export async function postgresAvailable() {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
