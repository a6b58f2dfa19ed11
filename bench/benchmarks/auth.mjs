// Sign-in throughput (bounded by the password hash's cost) and token refresh beside its
// statement run by pgbench, on PostgreSQL, with the production scrypt parameters.
import crypto from 'node:crypto';
import http from 'node:http';
import { alternate, cpuFigures, ratioFigures, runPgbench } from '../lib/limits.mjs';
import { runLoad } from '../lib/load.mjs';
import { createBenchDatabase, postgresAvailable } from '../lib/postgres.mjs';
import { startServer } from '../lib/server.mjs';

const CLIENT = { application: 'WEBAPP_CLIENT', applicationVersion: '2.8.1' };
const PASSWORD = 'bench passphrase that is long';
const SIGN_IN_CONNECTIONS = 8;
const REFRESH_CLIENTS = 50;
const POOL_SIZE = 20;
const RATIO_MIN = 0.8;
// Production parameters (apps/server/src/modules/auth/password-hasher.ts): N=2^15, r=8, p=3.
const LOG_N = 15;

function scryptHash(password) {
  const salt = crypto.randomBytes(16);
  const key = crypto.scryptSync(password.normalize('NFKC'), salt, 32, {
    N: 2 ** LOG_N,
    r: 8,
    p: 3,
    maxmem: 256 * 2 ** LOG_N * 8 * 3 + 2 ** 20,
  });
  return ['scrypt', LOG_N, 8, 3, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function timedHashMs(samples = 5) {
  const times = [];
  for (let i = 0; i < samples; i++) {
    const t = performance.now();
    scryptHash(PASSWORD);
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[Math.floor(samples / 2)];
}

function request(url, method, body) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method, agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (res) => {
        let data = '';
        res.on('data', (c) => (data += c));
        res.on('end', () => resolve({ status: res.statusCode, body: data }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
const agent = new http.Agent({ keepAlive: true, maxSockets: REFRESH_CLIENTS });

/** SIGN_IN_CONNECTIONS clients, each signing in to its own account as fast as the server answers. */
async function signInLoad(baseUrl, durationS) {
  let requests = 0;
  let failures = 0;
  const deadline = performance.now() + durationS * 1000;
  await Promise.all(
    Array.from({ length: SIGN_IN_CONNECTIONS }, async (_, i) => {
      const email = `bench${REFRESH_CLIENTS + 1 + i}@example.com`;
      while (performance.now() < deadline) {
        const res = await request(`${baseUrl}/api/auth/login`, 'POST', { ...CLIENT, email, password: PASSWORD });
        requests++;
        if (res.status !== 200) failures++;
      }
    }),
  );
  return { requests, failures, requestsPerSecond: requests / durationS };
}

/**
 * 50 connections, each rotating its own refresh token (its slot: the chain goes on from one
 * run to the next) as fast as the server answers. A rotation in flight at the deadline is
 * answered (whole cycles), so its slot goes on from its successor, not from a used token.
 */
function refreshLoad(server, slots, durationS) {
  let next = 0;
  return runLoad({
    url: `${server.url}/api/auth/refresh`,
    method: 'PATCH',
    connections: slots.length,
    durationS,
    pid: server.pid,
    wholeCycles: true,
    setupClient(client) {
      const slot = slots[next++ % slots.length];
      client.setRequests([
        {
          method: 'PATCH',
          path: '/api/auth/refresh',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => ({ ...req, body: JSON.stringify({ ...CLIENT, refreshToken: slot.token }) }),
          onResponse: (status, body) => {
            if (status === 200) slot.token = JSON.parse(body).refreshToken;
          },
        },
      ]);
    },
  });
}

/**
 * The refresh's statement (sessions repository: one rotation CTE) as pgbench runs it, each
 * client rotating its own chain of token hashes `lim-<run>-<client>-<n>`, a family per client
 * and run (pgbench's variables start again with each run).
 */
const ROTATE_SQL = `
\\set m :n + 1
with used as (
  update refresh_tokens set used_at = now()
  where token_hash = 'lim-' || :run || '-' || :client_id || '-' || :n and used_at is null and revoked_at is null and expires_at > now()
  returning family_id, user_id, expires_at
), fresh as (
  insert into refresh_tokens (family_id, user_id, token_hash, application, application_version, expires_at, created_at)
  select used.family_id, used.user_id, 'lim-' || :run || '-' || :client_id || '-' || :m, 'WEBAPP_CLIENT', '2.8.1', used.expires_at, now()
  from used where (select users.roles from users where users.id = used.user_id and users.status = 'active') is not null
  returning user_id, family_id, expires_at
)
select fresh.user_id as id, (select users.roles from users where users.id = fresh.user_id and users.status = 'active') as roles,
  fresh.family_id, fresh.expires_at from fresh;
\\set n :m
`;

/** pgbench's chains for one run: a first token per client, on the first `count` bench users. */
async function seedLimitChains(db, count, run) {
  await db.query(
    `insert into refresh_tokens (family_id, user_id, token_hash, application, application_version, expires_at)
     select gen_random_uuid(), u.id, 'lim-' || $2 || '-' || (u.n - 1) || '-0', 'WEBAPP_CLIENT', '2.8.1', now() + interval '30 days'
     from (select id, row_number() over (order by email) as n from users where email like 'bench%') u where u.n <= $1`,
    [count, run],
  );
}

/** Rotations pgbench made: tokens issued by its chains (each rotation inserts one). */
async function limitRotations(db) {
  return Number((await db.query(`select count(*) as n from refresh_tokens where token_hash like 'lim-%'`)).rows[0].n);
}

export default {
  name: 'auth',
  async run(ctx) {
    if (!(await postgresAvailable()))
      return [{ benchmark: 'auth', name: 'skipped: no PostgreSQL', value: 0, unit: '' }];
    const db = await createBenchDatabase('playeats_auth');
    const server = await startServer({
      dataDir: ctx.tempDir('playeats-bench-auth-'),
      env: {
        DATABASE_URL: db.url,
        IP_RATE_LIMIT_SCALE: '100000',
        SEED_DEMO_DATA: 'false',
        DATABASE_POOL_SIZE: String(POOL_SIZE),
      },
    });
    try {
      const hashMs = timedHashMs();
      const hash = scryptHash(PASSWORD);
      await db.query(
        `insert into users (email, password_hash, country, status, email_verified_at, referral_code)
         select 'bench' || i || '@example.com', $1, 'CANADA', 'active', now(), 'BENCH' || i
         from generate_series(1, $2) as i`,
        [hash, REFRESH_CLIENTS + SIGN_IN_CONNECTIONS],
      );

      // Each connection signs in to its own account, as real users do: several sign-ins to
      // one account at once are what the per-account attempt throttle is for.
      const signIn = await signInLoad(server.url, ctx.durationS);

      const slots = [];
      for (let i = 1; i <= REFRESH_CLIENTS; i++) {
        const res = await request(`${server.url}/api/auth/login`, 'POST', {
          ...CLIENT,
          email: `bench${i}@example.com`,
          password: PASSWORD,
        });
        slots.push({ token: JSON.parse(res.body).refreshToken });
      }
      const measured = await alternate({
        measureLimit: async (round) => {
          await seedLimitChains(db, POOL_SIZE, round);
          const before = await limitRotations(db);
          // As many connections as the server's pool: the same database concurrency.
          const run = await runPgbench({
            url: db.url,
            script: ROTATE_SQL,
            clients: POOL_SIZE,
            durationS: ctx.durationS / 2,
            defines: { n: '0', run: String(round) },
          });
          // The limit did the same work: every transaction rotated its client's token.
          const issued = (await limitRotations(db)) - before;
          if (issued < run.transactions)
            throw new Error(`pgbench's ${run.transactions} rotations issued ${issued} tokens`);
          return run;
        },
        measureApp: () => refreshLoad(server, slots, ctx.durationS / 2),
        key: (r) => r.tps ?? r.requestsPerSecond,
      });
      const { app: refresh, limit } = measured;

      const signInBench = `POST /api/auth/login (${SIGN_IN_CONNECTIONS} conn, scrypt N=2^${LOG_N} r=8 p=3, PostgreSQL)`;
      const refreshBench = `PATCH /api/auth/refresh (${REFRESH_CLIENTS} clients, PostgreSQL)`;
      return [
        { benchmark: signInBench, name: 'one hash (bench process)', value: hashMs, unit: 'ms' },
        {
          benchmark: signInBench,
          name: 'throughput',
          value: signIn.requestsPerSecond,
          unit: 'sign-ins/s',
          details: signIn,
        },
        // 2 cores: the hash's cost sets the ceiling, 2 × 1000 / hashMs sign-ins/s; everything
        // else a sign-in does must stay small beside it.
        { benchmark: signInBench, name: 'hash-bound ceiling (2 cores)', value: 2000 / hashMs, unit: 'sign-ins/s' },
        {
          benchmark: signInBench,
          name: 'share of the ceiling reached',
          value: (100 * signIn.requestsPerSecond * hashMs) / 2000,
          unit: '%',
          budget: { min: 50 },
        },
        {
          benchmark: signInBench,
          name: 'failed requests',
          value: signIn.failures,
          unit: '',
          budget: { max: 0 },
        },
        {
          benchmark: refreshBench,
          name: 'throughput',
          value: refresh.requestsPerSecond,
          unit: 'req/s',
          details: measured,
        },
        ...ratioFigures(refreshBench, {
          what: 'throughput',
          limitName: 'its statement by pgbench',
          value: refresh.requestsPerSecond,
          limit: limit.tps,
          unit: 'req/s',
          budget: { min: RATIO_MIN },
        }),
        ...cpuFigures(refreshBench, refresh, limit),
        { benchmark: refreshBench, name: 'latency p50', value: refresh.p50Ms, unit: 'ms' },
        { benchmark: refreshBench, name: 'latency p99', value: refresh.p99Ms, unit: 'ms' },
        {
          benchmark: refreshBench,
          name: 'failed requests',
          value: refresh.errors + refresh.non2xx,
          unit: '',
          budget: { max: 0 },
        },
      ];
    } finally {
      await server.stop();
      agent.destroy();
      await db.drop();
    }
  },
};
