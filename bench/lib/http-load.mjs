// A lean HTTP/1.1 load generator for loopback benchmarks: keep-alive connections, one
// request in flight on each (a closed loop, as autocannon runs by default), requests written
// as prepared bytes, answers read by their length without parsing the headers into objects.
// Why not autocannon: its JavaScript HTTP parser (http-parser-js) spent ~335–590 µs of CPU
// per 11.6 KB nearby answer on these 2-core machines, two to four times this one's (wrk, in
// C: ~57 µs), CPU taken from the server and PostgreSQL it was measuring, while pgbench, the
// limit, spends next to nothing (docs/decisions/0038). Each run reports its own CPU.
import net from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');
// The last chunk with no trailers or extensions: what node's servers send. A body holding
// these bytes inside a chunk would end early, trailers would never end: not for other servers.
const CHUNKED_END = Buffer.from('\r\n0\r\n\r\n');
/** answerLength's value for an answer whose end cannot be found (no length, not chunked). */
const UNFRAMED = -2;
/** A connection refused is tried again after this pause, not in a loop. */
const RECONNECT_DELAY_MS = 100;

/**
 * @typedef {{ method?: string, path?: string, headers?: Record<string, string>, body?: string,
 *   setupRequest?: (req: object) => object,
 *   onResponse?: (status: number, body: string, latencyMs: number) => boolean | void }} RequestSpec
 */

/** The request's bytes: HTTP/1.1 with the host and, for a body, its length. */
function encode({ method, path, headers, body }, host) {
  let head = `${method} ${path} HTTP/1.1\r\nhost: ${host}\r\n`;
  for (const [name, value] of Object.entries(headers ?? {})) head += `${name}: ${value}\r\n`;
  if (body !== undefined) head += `content-length: ${Buffer.byteLength(body)}\r\n`;
  return Buffer.from(`${head}\r\n${body ?? ''}`);
}

/**
 * The length of a complete answer at the start of `buf` (of its head alone for an interim
 * 1xx), -1 while it is incomplete, UNFRAMED when its end cannot be known.
 */
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
  return UNFRAMED;
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
 * `onResponse(status, body, latencyMs)` sees each answer; returning false sends the
 * connection back to the start of its list. `wholeCycles`: at the deadline a
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
  // A request unanswered this long fails (autocannon's default).
  timeoutMs = 10_000,
  // With whole cycles: how long past the deadline the last cycles may take.
  graceMs = 60_000,
}) {
  const target = new URL(url);
  const host = target.host;
  const hostname = target.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = Number(target.port || 80);
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
      clearInterval(sweep);
      clearTimeout(timer);
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
    // At the deadline, requests in flight are dropped (a closed loop's end). With whole
    // cycles, the last ones have `graceMs`, and one still in flight after it failed.
    const timer = setTimeout(
      () => {
        for (const c of conns) {
          if (wholeCycles && c.busy) errors++;
          c.socket?.destroy();
        }
        finish();
      },
      durationS * 1000 + (wholeCycles ? graceMs : 0),
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
    // A request without an answer in time fails, and its connection is replaced.
    const sweep = setInterval(
      () => {
        const now = performance.now();
        for (const c of conns) if (c.busy && now - c.sentAt > timeoutMs) fail(c);
      },
      Math.min(1000, timeoutMs / 2),
    );
    const due = (c) => (performance.now() >= deadline || sent >= maxRequests) && (!wholeCycles || c.next === 0);
    const stopConnection = (c) => {
      c.socket?.destroy();
      c.socket = null;
      if (--open === 0) finish();
    };
    const send = (c) => {
      if (finished) return;
      if (due(c)) return stopConnection(c);
      const spec = c.plan[c.next];
      c.next = (c.next + 1) % c.plan.length;
      c.spec = spec;
      c.buf = null;
      c.sentAt = performance.now();
      c.busy = true;
      sent++;
      c.socket.write(spec.bytes ?? encode(spec.setupRequest({ ...spec }), host));
    };
    /**
     * The request in flight failed: counted, and its connection replaced. The list starts
     * again, as when onResponse answers false (a cart that did not save is not placed).
     */
    const fail = (c) => {
      errors++;
      c.busy = false;
      c.next = 0;
      const socket = c.socket;
      c.socket = null;
      socket?.destroy();
      connect(c);
    };
    /** Reads what has arrived: interim 1xx heads skipped, a whole answer handed over. */
    const read = (c, socket) => {
      for (;;) {
        const length = answerLength(c.buf, c.spec.method);
        if (length === -1) return;
        if (length === UNFRAMED) return fail(c);
        const status = Number(c.buf.toString('latin1', 9, 12));
        if (status >= 100 && status < 200) {
          c.buf = c.buf.length > length ? c.buf.subarray(length) : null;
          if (!c.buf) return;
          continue;
        }
        const answer = c.buf.subarray(0, length);
        const latencyMs = performance.now() - c.sentAt;
        c.busy = false;
        record(latencyMs);
        if (status < 200 || status >= 300) non2xx++;
        // false from onResponse: the rest of the list is skipped (a cart not saved is not placed).
        if (c.spec.onResponse?.(status, bodyOf(answer), latencyMs) === false) c.next = 0;
        if (!closes(answer)) return send(c);
        // The server closes this connection after its answer: the next request goes on a new one.
        c.socket = null;
        socket.destroy();
        return connect(c);
      }
    };
    const connect = (c) => {
      if (finished) return;
      if (due(c)) return stopConnection(c);
      const socket = net.connect({ host: hostname, port, noDelay: true });
      let connected = false;
      c.socket = socket;
      socket.on('connect', () => {
        connected = true;
        send(c);
      });
      socket.on('data', (chunk) => {
        if (c.socket !== socket || !c.busy) return;
        c.buf = c.buf ? Buffer.concat([c.buf, chunk]) : chunk;
        read(c, socket);
      });
      socket.on('error', () => {});
      socket.on('close', () => {
        if (finished || c.socket !== socket) return;
        // Closed under a request in flight, or never opened: a failed request (a refused
        // connection is tried again after a pause). Closed while idle: opened again.
        if (c.busy || !connected) errors++;
        if (c.busy) c.next = 0;
        c.busy = false;
        c.socket = null;
        if (connected) connect(c);
        else setTimeout(() => connect(c), RECONNECT_DELAY_MS).unref();
      });
    };
    if (conns.length === 0) finish();
    for (const c of conns) connect(c);
  });
}
