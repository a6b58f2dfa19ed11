// Sign-in throughput (bounded by the password hash's cost) and token refresh latency, on
// PostgreSQL, with the production scrypt parameters.
import crypto from 'node:crypto';
import http from 'node:http';
import { createBenchDatabase, postgresAvailable } from '../lib/postgres.mjs';
import { startServer } from '../lib/server.mjs';
import { percentile } from '../lib/stats.mjs';

const CLIENT = { application: 'WEBAPP_CLIENT', applicationVersion: '2.8.1' };
const PASSWORD = 'bench passphrase that is long';
const SIGN_IN_CONNECTIONS = 8;
const REFRESH_CLIENTS = 50;
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

/** 50 clients, each rotating its own refresh token as fast as the server answers. */
async function refreshLoad(baseUrl, tokens, durationS) {
  const latencies = [];
  let failures = 0;
  const deadline = performance.now() + durationS * 1000;
  await Promise.all(
    tokens.map(async (first) => {
      let token = first;
      while (performance.now() < deadline && latencies.length < 1_000_000) {
        const t = performance.now();
        const res = await request(`${baseUrl}/api/auth/refresh`, 'PATCH', { ...CLIENT, refreshToken: token });
        latencies.push(performance.now() - t);
        if (res.status !== 200) {
          failures++;
          return;
        }
        token = JSON.parse(res.body).refreshToken;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failures,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    requestsPerSecond: latencies.length / durationS,
  };
}

export default {
  name: 'auth',
  async run(ctx) {
    if (!(await postgresAvailable()))
      return [{ benchmark: 'auth', name: 'skipped: no PostgreSQL', value: 0, unit: '' }];
    const db = await createBenchDatabase('playeats_auth');
    const server = await startServer({
      dataDir: ctx.tempDir('playeats-bench-auth-'),
      env: { DATABASE_URL: db.url, IP_RATE_LIMIT_SCALE: '100000', SEED_DEMO_DATA: 'false' },
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

      const tokens = [];
      for (let i = 1; i <= REFRESH_CLIENTS; i++) {
        const res = await request(`${server.url}/api/auth/login`, 'POST', {
          ...CLIENT,
          email: `bench${i}@example.com`,
          password: PASSWORD,
        });
        tokens.push(JSON.parse(res.body).refreshToken);
      }
      const refresh = await refreshLoad(server.url, tokens, ctx.durationS);

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
        { benchmark: refreshBench, name: 'latency p50', value: refresh.p50Ms, unit: 'ms', budget: { max: 25 } },
        { benchmark: refreshBench, name: 'latency p99', value: refresh.p99Ms, unit: 'ms', budget: { max: 100 } },
        { benchmark: refreshBench, name: 'throughput', value: refresh.requestsPerSecond, unit: 'req/s' },
        { benchmark: refreshBench, name: 'failed requests', value: refresh.failures, unit: '', budget: { max: 0 } },
      ];
    } finally {
      await server.stop();
      agent.destroy();
      await db.drop();
    }
  },
};
