// Loopback HTTP load: `connections` keep-alive connections, closed loop, bounded by time and
// by request count. The generator is `http-load.mjs` (a fifth to a half of autocannon's CPU
// per nearby answer, up to half per small answer: CPU the server and PostgreSQL share on
// these 2 cores); `BENCH_LOAD_CLIENT=autocannon` runs the same load through autocannon.
import autocannon from 'autocannon';
import { cpuPer, cpuSnapshot, machineSnapshot, stolenShare } from './cpu.mjs';
import { httpLoad } from './http-load.mjs';
import { percentile } from './stats.mjs';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/**
 * @param {{ url: string, method?: string, headers?: Record<string, string>, body?: string,
 *   connections?: number, durationS?: number, maxRequests?: number, warmupS?: number,
 *   requests?: { path: string }[], setupClient?: (client: unknown) => void }} options
 *   `requests`: paths each connection cycles through (autocannon's option), so a run can
 *   vary its query instead of repeating one URL. `setupClient`: autocannon's per-connection
 *   hook (e.g. `client.setRequest(...)` to give each connection its own path and token);
 *   it runs for the warm-up's connections too. `wholeCycles`: a request in flight at the
 *   deadline is answered before its connection stops (http-load.mjs). `pid`: the server's process, whose CPU time per
 *   request (from /proc) the result then carries as `cpuMsPerRequest`, and PostgreSQL's (all
 *   its processes on this machine) as `postgresCpuMsPerRequest`. `clientCpuMsPerRequest`: the
 *   load generator's own (this process's) CPU per answer.
 * @returns {Promise<{ requests: number, errors: number, non2xx: number, elapsedS: number,
 *   requestsPerSecond: number, p50Ms: number, p99Ms: number, maxMs: number,
 *   clientCpuMsPerRequest: number, cpuMsPerRequest?: number, stolenShare?: number | null }>}
 */
export async function runLoad({
  url,
  method = 'GET',
  headers = {},
  body,
  connections = 50,
  durationS = 10,
  maxRequests = 2_000_000,
  warmupS = 1,
  requests,
  setupClient,
  wholeCycles = false,
  pid,
}) {
  const { hostname } = new URL(url);
  if (!LOOPBACK.has(hostname)) throw new Error(`runLoad targets loopback only, not ${hostname}`);
  const common = {
    url,
    method,
    headers,
    body,
    connections,
    ...(requests ? { requests } : {}),
    ...(setupClient ? { setupClient } : {}),
    wholeCycles,
  };
  // Warm-up: connections opened and the server's hot paths compiled; nothing recorded.
  if (warmupS > 0) await measure(common, warmupS, maxRequests);
  const before = pid ? cpuSnapshot(pid) : null;
  const machineBefore = pid ? machineSnapshot() : null;
  const result = await measure(common, durationS, maxRequests);
  const cpu = pid ? cpuPer(before, cpuSnapshot(pid), result.requests) : null;
  return {
    ...result,
    requestsPerSecond: result.requests / result.elapsedS,
    ...(cpu
      ? {
          cpuMsPerRequest: cpu.serverMs,
          systemCpuMsPerRequest: cpu.serverSystemMs,
          postgresCpuMsPerRequest: cpu.postgresMs,
          stolenShare: stolenShare(machineBefore, machineSnapshot()),
        }
      : {}),
  };
}

/** One run through the chosen generator, summed up the same way whichever it is. */
async function measure(common, durationS, maxRequests) {
  const { wholeCycles, ...options } = common;
  if (process.env.BENCH_LOAD_CLIENT === 'autocannon') {
    // autocannon ends with the time: whole cycles are this generator's alone.
    const cpuBefore = process.cpuUsage();
    const result = await run({ ...options, duration: durationS, maxOverallRequests: maxRequests });
    const cpu = process.cpuUsage(cpuBefore);
    return {
      requests: result.requests.total,
      errors: result.errors,
      non2xx: result.non2xx,
      elapsedS: result.duration,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      maxMs: result.latency.max,
      clientCpuMsPerRequest: (cpu.user + cpu.system) / 1000 / Math.max(1, result.requests.total),
    };
  }
  const { latenciesMs, clientCpuMs, ...result } = await httpLoad({ ...options, wholeCycles, durationS, maxRequests });
  const sorted = latenciesMs.slice().sort();
  return {
    ...result,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.length > 0 ? sorted[sorted.length - 1] : Number.NaN,
    clientCpuMsPerRequest: clientCpuMs / Math.max(1, result.requests),
  };
}
