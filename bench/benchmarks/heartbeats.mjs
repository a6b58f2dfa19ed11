// Game-session heartbeats on PostgreSQL: every player's overlay sends one a minute, so
// 120,000 players playing at once are 2,000 heartbeats/s. 100 connections, each its own
// user, access token and open session, send heartbeats as fast as the server answers.
import crypto from 'node:crypto';
import { runLoad } from '../lib/load.mjs';
import { createBenchDatabase, postgresAvailable } from '../lib/postgres.mjs';
import { startServer } from '../lib/server.mjs';

const CLIENTS = 100;
const PLAYERS_AT_ONE_A_MINUTE = 120_000;
const BUDGET_PER_S = PLAYERS_AT_ONE_A_MINUTE / 60;

const b64url = (value) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** An access token as apps/server/src/modules/auth/access-token.ts signs it (HS256). */
function accessToken(secret, userId) {
  const now = Math.floor(Date.now() / 1000);
  const head = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({
    roles: ['USER'],
    app: 'OW_DESKTOP_CLIENT',
    sub: userId,
    iss: 'playeats',
    aud: 'playeats-api',
    iat: now,
    exp: now + 3600,
  })}`;
  return `${head}.${crypto.createHmac('sha256', secret).update(head).digest('base64url')}`;
}

async function startSession(baseUrl, token) {
  const res = await fetch(`${baseUrl}/api/game-sessions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ gameId: '21216', gameName: 'Fortnite', application: 'OW_DESKTOP_CLIENT' }),
  });
  if (res.status !== 201) throw new Error(`start answered ${res.status}: ${await res.text()}`);
  return (await res.json()).session.id;
}

export default {
  name: 'heartbeats',
  async run(ctx) {
    if (!(await postgresAvailable())) {
      return [{ benchmark: 'heartbeats', name: 'skipped: no PostgreSQL', value: 0, unit: '' }];
    }
    const db = await createBenchDatabase('playeats_heartbeats');
    const secret = crypto.randomBytes(32).toString('hex');
    let server;
    try {
      server = await startServer({
        dataDir: ctx.tempDir('playeats-bench-heartbeats-'),
        env: { DATABASE_URL: db.url, JWT_SECRET: secret, SEED_DEMO_DATA: 'false', DATABASE_POOL_SIZE: '20' },
      });
      const { rows } = await db.query(
        `insert into users (email, country, status, email_verified_at, referral_code)
         select 'player' || i || '@example.com', 'CANADA', 'active', now(), 'HB' || i
         from generate_series(1, $1) as i returning id`,
        [CLIENTS],
      );
      const players = [];
      for (const { id } of rows) {
        const token = accessToken(secret, id);
        players.push({ token, sessionId: await startSession(server.url, token) });
      }
      let next = 0;
      const result = await runLoad({
        url: `${server.url}/api/game-sessions/${players[0].sessionId}/heartbeat`,
        method: 'POST',
        connections: CLIENTS,
        durationS: ctx.durationS,
        maxRequests: 5_000_000,
        // Each connection is one player: its own session and token.
        setupClient(client) {
          const player = players[next++ % players.length];
          client.setRequests([
            {
              method: 'POST',
              path: `/api/game-sessions/${player.sessionId}/heartbeat`,
              headers: { authorization: `Bearer ${player.token}` },
            },
          ]);
        },
      });
      // Every answered heartbeat is in the database (warm-up included).
      const recorded = await db.query(
        `select coalesce(sum(heartbeats), 0)::bigint as n, count(*) filter (where ended_at is null) as open
         from game_sessions`,
      );
      const bench = `POST /api/game-sessions/{id}/heartbeat (${CLIENTS} players, PostgreSQL)`;
      const failed = result.errors + result.non2xx;
      return [
        {
          benchmark: bench,
          name: 'throughput',
          value: result.requestsPerSecond,
          unit: 'heartbeats/s',
          budget: { min: BUDGET_PER_S },
          details: {
            ...result,
            recordedHeartbeats: Number(recorded.rows[0].n),
            openSessions: Number(recorded.rows[0].open),
          },
        },
        {
          benchmark: bench,
          name: 'players served at 1/min',
          value: result.requestsPerSecond * 60,
          unit: 'players',
        },
        { benchmark: bench, name: 'latency p50', value: result.p50Ms, unit: 'ms', budget: { max: 50 } },
        { benchmark: bench, name: 'latency p99', value: result.p99Ms, unit: 'ms', budget: { max: 100 } },
        { benchmark: bench, name: 'failed requests', value: failed, unit: '', budget: { max: 0 } },
        {
          benchmark: bench,
          name: 'sessions still open',
          value: Number(recorded.rows[0].open),
          unit: '',
          budget: { min: CLIENTS },
        },
      ];
    } finally {
      await server?.stop();
      await db.drop();
    }
  },
};
