// Game-session heartbeats on PostgreSQL: every player's overlay sends one a minute, so
// 120,000 players playing at once are 2,000 heartbeats/s. 100 connections, each its own
// user, access token and open session, send heartbeats as fast as the server answers.
import crypto from 'node:crypto';
import { heartbeatLoad, insertPlayers, playersInGame } from '../lib/players.mjs';
import { createBenchDatabase, postgresAvailable } from '../lib/postgres.mjs';
import { startServer } from '../lib/server.mjs';

const CLIENTS = 100;
const PLAYERS_AT_ONE_A_MINUTE = 120_000;
const BUDGET_PER_S = PLAYERS_AT_ONE_A_MINUTE / 60;

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
      const players = await playersInGame(server.url, secret, await insertPlayers(db, CLIENTS));
      const result = await heartbeatLoad(server.url, players, ctx.durationS);
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
