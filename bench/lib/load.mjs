// Loopback HTTP load with autocannon (bench's declared dependency): `connections`
// keep-alive connections, closed loop, bounded by time and by request count. autocannon
// parses HTTP itself, so on a small machine the client steals less CPU from the server
// than node's http client would.
import autocannon from 'autocannon';
import { cpuPer, cpuSnapshot } from './cpu.mjs';

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
 *   it runs for the warm-up's connections too. `pid`: the server's process, whose CPU time per
 *   request (from /proc) the result then carries as `cpuMsPerRequest`, and PostgreSQL's (all
 *   its processes on this machine) as `postgresCpuMsPerRequest`.
 * @returns {Promise<{ requests: number, errors: number, non2xx: number, elapsedS: number,
 *   requestsPerSecond: number, p50Ms: number, p99Ms: number, maxMs: number }>}
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
  };
  // Warm-up: connections opened and the server's hot paths compiled; nothing recorded.
  if (warmupS > 0) await run({ ...common, duration: warmupS });
  const before = pid ? cpuSnapshot(pid) : null;
  const result = await run({ ...common, duration: durationS, maxOverallRequests: maxRequests });
  const cpu = pid ? cpuPer(before, cpuSnapshot(pid), result.requests.total) : null;
  const elapsedS = result.duration;
  return {
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    elapsedS,
    requestsPerSecond: result.requests.total / elapsedS,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    ...(cpu ? { cpuMsPerRequest: cpu.serverMs, postgresCpuMsPerRequest: cpu.postgresMs } : {}),
  };
}
