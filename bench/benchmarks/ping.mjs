import { alternate, cpuFigures, ratioFigures, spawnBare } from '../lib/limits.mjs';
import { runLoad } from '../lib/load.mjs';
import { startServer } from '../lib/server.mjs';

const CONNECTIONS = 50;
const RATIO_MIN = 0.9;

/**
 * Throughput and latency of the connectivity check every client sends, beside its limit in
 * the same run: a bare node:http server answering 200, loaded by the same generator, the
 * two taking turns.
 */
export default {
  name: 'ping',
  async run(ctx) {
    const load = ({ url, pid }) =>
      runLoad({
        url: `${url}/api/ping`,
        pid,
        method: 'HEAD',
        connections: CONNECTIONS,
        durationS: ctx.durationS / 2,
        maxRequests: 5_000_000,
      });
    const bare = await spawnBare('bare-http-server.mjs');
    const server = await startServer({ dataDir: await ctx.seededDataDir() });
    let measured;
    try {
      measured = await alternate({
        measureLimit: () => load(bare),
        measureApp: () => load(server),
        key: (r) => r.requestsPerSecond,
      });
    } finally {
      await Promise.all([bare.stop(), server.stop()]);
    }
    const { app: result, limit } = measured;
    const bench = `HEAD /api/ping (${CONNECTIONS} conn, 3 × ${ctx.durationS / 2} s each)`;
    return [
      { benchmark: bench, name: 'throughput', value: result.requestsPerSecond, unit: 'req/s', details: measured },
      ...ratioFigures(bench, {
        what: 'throughput',
        limitName: 'bare node:http',
        value: result.requestsPerSecond,
        limit: limit.requestsPerSecond,
        unit: 'req/s',
        budget: { min: RATIO_MIN },
      }),
      ...cpuFigures(bench, result, limit),
      { benchmark: bench, name: 'latency p50', value: result.p50Ms, unit: 'ms' },
      { benchmark: bench, name: 'latency p99', value: result.p99Ms, unit: 'ms' },
      { benchmark: bench, name: 'failed requests', value: result.errors + result.non2xx, unit: '', budget: { max: 0 } },
    ];
  },
};
