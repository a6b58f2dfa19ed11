import { runLoad } from '../lib/load.mjs';
import { startServer } from '../lib/server.mjs';

const CONNECTIONS = 50;

/** Throughput and latency of the connectivity check every client sends. */
export default {
  name: 'ping',
  async run(ctx) {
    const server = await startServer({ dataDir: await ctx.seededDataDir() });
    try {
      const result = await runLoad({
        url: `${server.url}/api/ping`,
        method: 'HEAD',
        connections: CONNECTIONS,
        durationS: ctx.durationS,
        maxRequests: 5_000_000,
      });
      const bench = `HEAD /api/ping (${CONNECTIONS} conn, ${ctx.durationS} s)`;
      const failed = result.errors + result.non2xx;
      return [
        {
          benchmark: bench,
          name: 'throughput',
          value: result.requestsPerSecond,
          unit: 'req/s',
          budget: { min: 2_000 },
          details: result,
        },
        { benchmark: bench, name: 'latency p50', value: result.p50Ms, unit: 'ms', budget: { max: 25 } },
        { benchmark: bench, name: 'latency p99', value: result.p99Ms, unit: 'ms', budget: { max: 100 } },
        { benchmark: bench, name: 'failed requests', value: failed, unit: '', budget: { max: 0 } },
      ];
    } finally {
      await server.stop();
    }
  },
};
