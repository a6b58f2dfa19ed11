// A lean HTTP/1.1 load generator for loopback benchmarks: keep-alive connections, one
// request in flight on each (a closed loop, as autocannon runs by default), requests written
// as prepared bytes, answers read by their length without parsing the headers into objects.
// Why not autocannon: its JavaScript HTTP parser (http-parser-js) cost ~500–590 µs of CPU per
// 11.6 KB nearby answer on these 2-core machines (wrk, in C: ~57 µs; this: measured by
// `clientCpuMsPerRequest`), CPU taken from the server and PostgreSQL it was measuring, while
// pgbench, the limit, spends next to nothing (docs/decisions/0038).
import net from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');
const CHUNKED_END = Buffer.from('\r\n0\r\n\r\n');

/**
 * @typedef {{ method?: string, path?: string, headers?: Record<string, string>, body?: string,
 *   setupRequest?: (req: object) => object, onResponse?: (status: number, body: string) => void }} RequestSpec
 */

/** The request's bytes: HTTP/1.1 with the host and, for a body, its length. */
function encode({ method, path, headers, body }, host) {
  let head = `${method} ${path} HTTP/1.1\r\nhost: ${host}\r\n`;
  for (const [name, value] of Object.entries(headers ?? {})) head += `${name}: ${value}\r\n`;
  if (body !== undefined) head += `content-length: ${Buffer.byteLength(body)}\r\n`;
  return Buffer.from(`${head}\r\n${body ?? ''}`);
}

/** The length of a complete answer at the start of `buf`, or -1 while it is incomplete. */
function answerLength(buf, method) {
  const headEnd = buf.indexOf(HEADER_END);
  if (headEnd < 0) return -1;
  const bodyStart = headEnd + 4;
  const status = Number(buf.toString('latin1', 9, 12));
  if (method === 'HEAD' || status === 204 || status === 304 || (status >= 100 && status < 200)) return bodyStart;
  const head = buf.toString('latin1', 0, headEnd).toLowerCase();
  const lengthAt = head.indexOf('\r\ncontent-length:');
  if (lengthAt >= 0) {
    const length = parseInt(head.slice(lengthAt + 17, head.indexOf('\r\n', lengthAt + 2) >>> 0), 10);
    return buf.length >= bodyStart + length ? bodyStart + length : -1;
  }
  if (head.includes('\r\ntransfer-encoding: chunked')) {
    const end = buf.indexOf(CHUNKED_END, bodyStart - 2);
    return end < 0 ? -1 : end + CHUNKED_END.length;
  }
  throw new Error('an answer without a length on a keep-alive connection');
}

/** Whether the answer's headers say the server closes the connection after it. */
function closes(answer) {
  const head = answer.toString('latin1', 0, answer.indexOf(HEADER_END)).toLowerCase();
  return head.includes('\r\nconnection: close') || answer.toString('latin1', 5, 8) === '1.0';
}

/** The body of a complete answer (chunked framing removed). */
function bodyOf(answer) {
  const headEnd = answer.indexOf(HEADER_END);
  const head = answer.toString('latin1', 0, headEnd).toLowerCase();
  const raw = answer.subarray(headEnd + 4);
  if (!head.includes('\r\ntransfer-encoding: chunked')) return raw.toString('utf8');
  const parts = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    const size = parseInt(raw.toString('latin1', at, lineEnd), 16);
    if (!size) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 4 + size;
  }
  return Buffer.concat(parts).toString('utf8');
}

/**
 * Loads `url` from `connections` connections for `durationS` seconds or `maxRequests`
 * answers. Each connection walks its request list in a loop: `requests` (shared), or the list
 * `setupClient(client)` gives it with `client.setRequests([...])` (autocannon's interface, so
 * the benchmarks' per-connection players and token chains read the same). A spec's
 * `onResponse(status, body, latencyMs)` sees each answer. `wholeCycles`: at the deadline a
 * connection first finishes its list (a cart saved is then placed), and the run's time is
 * until the last one has.
 * @returns {Promise<{ requests: number, errors: number, non2xx: number, elapsedS: number,
 *   latenciesMs: Float64Array, clientCpuMs: number }>}
 */
export function httpLoad({
  url,
  method,
  headers,
  body,
  connections,
  durationS,
  maxRequests = Infinity,
  requests,
  setupClient,
  wholeCycles = false,
}) {
  const target = new URL(url);
  const host = target.host;
  const base = { method, path: target.pathname + target.search, headers, body };
  const prepare = (list) =>
    list
      .map((r) => ({ ...base, ...r }))
      .map((spec) => (spec.setupRequest ? spec : { ...spec, bytes: encode(spec, host) }));
  const shared = prepare(requests ?? [{}]);
  const plans = [];
  for (let i = 0; i < connections; i++) {
    let plan = shared;
    setupClient?.({
      setRequests: (given) => (plan = prepare(given)),
      setRequest: (given) => (plan = prepare([given])),
    });
    plans.push(plan);
  }

  return new Promise((resolve) => {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const deadline = started + durationS * 1000;
    let latencies = new Float64Array(1 << 16);
    let done = 0;
    let sent = 0;
    let errors = 0;
    let non2xx = 0;
    let open = connections;
    let finished = false;

    const finish = () => {
      if (finished) return;
      finished = true;
      const elapsedS = (performance.now() - started) / 1000;
      const cpu = process.cpuUsage(cpuBefore);
      resolve({
        requests: done,
        errors,
        non2xx,
        elapsedS,
        latenciesMs: latencies.subarray(0, done),
        clientCpuMs: (cpu.user + cpu.system) / 1000,
      });
    };
    // Whole cycles: a minute's grace for the last ones, then whatever is in flight is dropped.
    const timer = setTimeout(
      () => {
        for (const c of conns) c.socket?.destroy();
        finish();
      },
      durationS * 1000 + (wholeCycles ? 60_000 : 0),
    );

    const record = (ms) => {
      if (done === latencies.length) {
        const grown = new Float64Array(latencies.length * 2);
        grown.set(latencies);
        latencies = grown;
      }
      latencies[done++] = ms;
    };

    const conns = plans.map((plan) => ({ plan, next: 0, socket: null, buf: null, spec: null, sentAt: 0, busy: false }));
    const stopConnection = (c) => {
      c.socket?.destroy();
      c.socket = null;
      if (--open === 0) {
        clearTimeout(timer);
        finish();
      }
    };
    const send = (c) => {
      if (finished) return;
      const due = performance.now() >= deadline || sent >= maxRequests;
      if (due && (!wholeCycles || c.next === 0)) return stopConnection(c);
      const spec = c.plan[c.next];
      c.next = (c.next + 1) % c.plan.length;
      c.spec = spec;
      c.buf = null;
      c.sentAt = performance.now();
      c.busy = true;
      sent++;
      c.socket.write(spec.bytes ?? encode(spec.setupRequest({ ...spec }), host));
    };
    const connect = (c) => {
      const socket = net.connect({ host: target.hostname, port: Number(target.port), noDelay: true });
      c.socket = socket;
      socket.on('connect', () => send(c));
      socket.on('data', (chunk) => {
        c.buf = c.buf ? Buffer.concat([c.buf, chunk]) : chunk;
        const length = answerLength(c.buf, c.spec.method);
        if (length < 0) return;
        const answer = c.buf.subarray(0, length);
        const status = Number(c.buf.toString('latin1', 9, 12));
        const latencyMs = performance.now() - c.sentAt;
        c.busy = false;
        record(latencyMs);
        if (status < 200 || status >= 300) non2xx++;
        c.spec.onResponse?.(status, bodyOf(answer), latencyMs);
        if (!closes(answer)) return send(c);
        // The server closes this connection after its answer: the next request goes on a new one.
        c.socket = null;
        socket.destroy();
        connect(c);
      });
      socket.on('error', () => {});
      socket.on('close', () => {
        if (finished || c.socket !== socket) return;
        // Closed under a request in flight: a failed request. Either way, open another.
        if (c.busy) errors++;
        c.busy = false;
        connect(c);
      });
    };
    for (const c of conns) connect(c);
  });
}
