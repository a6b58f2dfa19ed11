// Game-session heartbeats on PostgreSQL: every player's overlay sends one a minute. 100
// connections, each its own user, access token and open session, send heartbeats as fast
// as the server answers, taking turns with pgbench running the heartbeat's statement for
// the same sessions over as many connections as the server's pool (the limit); the budget is the ratio of the two.
import crypto from 'node:crypto';
import { alternate, cpuFigures, ratioFigures, runPgbench } from '../lib/limits.mjs';
import { heartbeatLoad, insertPlayers, numberedIdSql, playersInGame } from '../lib/players.mjs';
import { createBenchDatabase, postgresAvailable } from '../lib/postgres.mjs';
import { startServer } from '../lib/server.mjs';

const CLIENTS = 100;
const RATIO_MIN = 0.8;
const POOL_SIZE = 20;

/**
 * The heartbeat's statement (game-sessions.repository.ts, heartbeatStatement) as pgbench
 * runs it: each client its own player's open session, named from its client number.
 */
const HEARTBEAT_SQL = `
update game_sessions set
  seen_ms = seen_ms + case when :resumed::boolean then 0::bigint
    else greatest(0, floor(extract(epoch from (now() - last_seen_at)) * 1000))::bigint end,
  double_ms = double_ms + case when :double::boolean then case when :resumed::boolean then 0::bigint
    else greatest(0, floor(extract(epoch from (now() - last_seen_at)) * 1000))::bigint end else 0 end,
  last_seen_at = greatest(last_seen_at, now()),
  heartbeats = heartbeats + 1
where id = ${numberedIdSql('1', ':client_id')} and user_id = ${numberedIdSql('0', ':client_id')}
  and ended_at is null and last_seen_at >= now() - interval '10 minutes'
returning id, seen_ms, last_seen_at;
`;

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
        env: {
          DATABASE_URL: db.url,
          JWT_SECRET: secret,
          SEED_DEMO_DATA: 'false',
          DATABASE_POOL_SIZE: String(POOL_SIZE),
        },
      });
      const userIds = await insertPlayers(db, CLIENTS, 'player', { numbered: true });
      const players = await playersInGame(server.url, secret, userIds);
      // Each session renumbered after its player (1… for 0…), so pgbench's clients find theirs.
      await db.query(`update game_sessions set id = ('1' || substr(user_id::text, 2))::uuid`);
      players.forEach((player, i) => (player.sessionId = `1${userIds[i].slice(1)}`));
      const count = async () => Number((await db.query('select sum(heartbeats) as n from game_sessions')).rows[0].n);
      const measured = await alternate({
        measureLimit: async () => {
          const before = await count();
          const run = await runPgbench({
            url: db.url,
            script: HEARTBEAT_SQL,
            // As many connections as the server's pool: the same database concurrency.
            clients: POOL_SIZE,
            durationS: ctx.durationS / 2,
            defines: { resumed: 'false', double: 'false' },
          });
          // The limit did the same work: every transaction found its session and counted a
          // heartbeat (pgbench's count leaves out some at the edges of its time).
          const counted = (await count()) - before;
          if (counted < run.transactions) {
            throw new Error(`pgbench's ${run.transactions} transactions counted ${counted} heartbeats`);
          }
          return run;
        },
        measureApp: async () => {
          const before = await count();
          const result = await heartbeatLoad(server.url, players, ctx.durationS / 2, server.pid);
          // The app did the same work: every heartbeat it answered 2xx was counted, each
          // one its own +1 although the server writes them in batches (the warm-up's too).
          const counted = (await count()) - before;
          const answered = result.requests - result.non2xx;
          if (counted < answered) throw new Error(`the app answered ${answered} heartbeats and counted ${counted}`);
          return { ...result, countedHeartbeats: counted };
        },
        key: (r) => r.tps ?? r.requestsPerSecond,
      });
      const { app: result, limit } = measured;
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
          details: {
            ...measured,
            recordedHeartbeats: Number(recorded.rows[0].n),
            openSessions: Number(recorded.rows[0].open),
          },
        },
        ...ratioFigures(bench, {
          what: 'throughput',
          limitName: 'its UPDATE … RETURNING by pgbench',
          value: result.requestsPerSecond,
          limit: limit.tps,
          unit: 'heartbeats/s',
          budget: { min: RATIO_MIN },
        }),
        ...cpuFigures(bench, result, limit),
        {
          benchmark: bench,
          name: 'players served at 1/min',
          value: result.requestsPerSecond * 60,
          unit: 'players',
        },
        { benchmark: bench, name: 'latency p50', value: result.p50Ms, unit: 'ms' },
        { benchmark: bench, name: 'latency p99', value: result.p99Ms, unit: 'ms' },
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
