// A PostgreSQL database of the bench's own on the machine's server, created empty and
// dropped at the end. The server under test and pgbench, the limit, both reach it by the
// same address: BENCH_PG_URL, or by default the server's Unix socket where it has one
// (/var/run/postgresql), else 127.0.0.1:5432. Why the socket: over TCP on loopback, each
// statement's send also runs the receiving side's TCP work on the sender's core, so on 2
// shared cores the transport's cost lands on the client measured (docs/decisions/0038).
import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';

const SOCKET_DIR = '/var/run/postgresql';

export const adminUrl =
  process.env.BENCH_PG_URL ??
  (fs.existsSync(`${SOCKET_DIR}/.s.PGSQL.5432`)
    ? `postgres://postgres@localhost/postgres?host=${SOCKET_DIR}`
    : 'postgres://postgres@127.0.0.1:5432/postgres');

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
