import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the bench, without types
import { httpLoad } from './http-load.mjs';

interface Seen {
  method?: string;
  url?: string;
  body: string;
  key?: string;
}

// A server that answers each kind of framing the generator has to read.
let server: http.Server;
let url: string;
const seen: Seen[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, body, key: req.headers['idempotency-key'] as string });
      if (req.url === '/chunked') {
        res.write('{"part":');
        res.end('"two"}');
      } else if (req.url === '/missing') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"status":404}');
      } else if (req.url === '/close') {
        res.writeHead(200, { connection: 'close', 'content-length': '2' }).end('ok');
      } else if (req.url === '/empty') {
        res.writeHead(204).end();
      } else if (req.url === '/hints') {
        res.writeEarlyHints({ link: '</a.css>; rel=preload; as=style' });
        res.writeHead(200, { 'content-length': '5' }).end('hints');
      } else if (req.url === '/drop') {
        req.socket.destroy();
      } else if (req.url === '/silent') {
        // never answers
      } else {
        const answer = JSON.stringify({ method: req.method, url: req.url, body, big: 'x'.repeat(100_000) });
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(answer) });
        res.end(req.method === 'HEAD' ? undefined : answer);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('httpLoad', () => {
  it('reads answers by their length, chunked or not, and hands each body over whole', async () => {
    seen.length = 0;
    const bodies: string[] = [];
    const result = await httpLoad({
      url: `${url}/start`,
      method: 'GET',
      connections: 1,
      durationS: 5,
      maxRequests: 12,
      setupClient(client: { setRequests(list: object[]): void }) {
        client.setRequests([
          { path: '/chunked', onResponse: (_status: number, body: string) => bodies.push(body) },
          {
            method: 'POST',
            path: '/echo',
            headers: { 'content-type': 'application/json' },
            body: '{"é":1}',
            onResponse: (status: number, body: string) => bodies.push(`${status}:${JSON.parse(body).body}`),
          },
          { method: 'HEAD', path: '/head' },
        ]);
      },
    });
    expect(result.requests).toBe(12);
    expect(result.errors).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(result.latenciesMs).toHaveLength(12);
    expect(bodies.filter((b) => b === '{"part":"two"}')).toHaveLength(4);
    expect(bodies.filter((b) => b === '200:{"é":1}')).toHaveLength(4);
    expect(seen.map((s) => s.method).sort()).toEqual([
      ...Array(4).fill('GET'),
      ...Array(4).fill('HEAD'),
      ...Array(4).fill('POST'),
    ]);
  });

  it('counts answers outside 2xx, and builds a request per send with setupRequest', async () => {
    seen.length = 0;
    const result = await httpLoad({
      url: `${url}/missing`,
      method: 'GET',
      connections: 1,
      durationS: 5,
      maxRequests: 3,
      requests: [
        {},
        {
          method: 'POST',
          path: '/echo',
          setupRequest: (req: { headers?: object }) => ({
            ...req,
            headers: { ...req.headers, 'idempotency-key': `k${seen.length}` },
          }),
        },
      ],
    });
    expect(result.requests).toBe(3);
    expect(result.non2xx).toBe(2);
    expect(seen.map((s) => s.key)).toEqual([undefined, 'k1', undefined]);
  });

  it('opens a new connection when the server closes one between answers', async () => {
    const result = await httpLoad({ url: `${url}/close`, method: 'GET', connections: 1, durationS: 5, maxRequests: 5 });
    expect(result.requests).toBe(5);
    expect(result.errors).toBe(0);
  });

  it('with whole cycles, stops each connection at the end of its list once the time is up', async () => {
    seen.length = 0;
    const result = await httpLoad({
      url,
      method: 'GET',
      connections: 3,
      durationS: 0.2,
      wholeCycles: true,
      requests: [{ path: '/a' }, { path: '/b' }],
    });
    const a = seen.filter((s) => s.url === '/a').length;
    expect(a).toBeGreaterThan(0);
    expect(seen.filter((s) => s.url === '/b').length).toBe(a);
    expect(result.requests).toBe(2 * a);
  });
  it('gives each connection its own list, and runs until the deadline without a request cap', async () => {
    seen.length = 0;
    let next = 0;
    const result = await httpLoad({
      url,
      method: 'GET',
      connections: 3,
      durationS: 0.3,
      setupClient(client: { setRequests(list: object[]): void }) {
        client.setRequests([{ path: `/conn-${next++}` }]);
      },
    });
    expect(result.requests).toBeGreaterThan(3);
    expect(result.errors).toBe(0);
    expect(result.elapsedS).toBeGreaterThanOrEqual(0.29);
    expect(new Set(seen.map((s) => s.url))).toEqual(new Set(['/conn-0', '/conn-1', '/conn-2']));
  });

  it('skips interim 1xx heads, and reads an answer without a body', async () => {
    const statuses: number[] = [];
    const bodies: string[] = [];
    const result = await httpLoad({
      url,
      method: 'GET',
      connections: 1,
      durationS: 5,
      maxRequests: 4,
      requests: [
        { path: '/hints', onResponse: (status: number, body: string) => (statuses.push(status), bodies.push(body)) },
        { path: '/empty', onResponse: (status: number) => statuses.push(status) },
      ],
    });
    expect(result).toMatchObject({ requests: 4, errors: 0, non2xx: 0 });
    expect(statuses).toEqual([200, 204, 200, 204]);
    expect(bodies).toEqual(['hints', 'hints']);
  });

  it('skips the rest of the list when onResponse answers false', async () => {
    seen.length = 0;
    await httpLoad({
      url,
      method: 'GET',
      connections: 1,
      durationS: 5,
      maxRequests: 4,
      requests: [{ path: '/missing', onResponse: (status: number) => status === 200 }, { path: '/after' }],
    });
    expect(seen.map((s) => s.url)).toEqual(['/missing', '/missing', '/missing', '/missing']);
  });

  it('counts a connection closed under a request, and an unanswered request, as errors', async () => {
    const dropped = await httpLoad({ url: `${url}/drop`, method: 'GET', connections: 1, durationS: 5, maxRequests: 3 });
    expect(dropped).toMatchObject({ requests: 0, errors: 3 });
    const silent = await httpLoad({
      url: `${url}/silent`,
      method: 'GET',
      connections: 1,
      durationS: 5,
      maxRequests: 2,
      timeoutMs: 100,
    });
    expect(silent).toMatchObject({ requests: 0, errors: 2 });
  });

  it('counts an answer it cannot frame as an error instead of throwing', async () => {
    const raw = net.createServer((socket) =>
      socket.once('data', () => socket.write('HTTP/1.1 200 OK\r\n\r\nno length')),
    );
    await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
    try {
      const port = (raw.address() as AddressInfo).port;
      const result = await httpLoad({
        url: `http://127.0.0.1:${port}/`,
        method: 'GET',
        connections: 1,
        durationS: 5,
        maxRequests: 2,
      });
      expect(result).toMatchObject({ requests: 0, errors: 2 });
    } finally {
      await new Promise((resolve) => raw.close(resolve));
    }
  });

  it('counts refused connections as errors, tried again after a pause rather than in a loop', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const result = await httpLoad({ url: `http://127.0.0.1:${port}/`, method: 'GET', connections: 2, durationS: 0.5 });
    expect(result.requests).toBe(0);
    expect(result.errors).toBeGreaterThan(0);
    // 100 ms between tries: a handful per connection in half a second, not thousands.
    expect(result.errors).toBeLessThanOrEqual(2 * 7);
  });
  it('stops at the request cap across connections', async () => {
    const result = await httpLoad({ url, method: 'GET', connections: 3, durationS: 5, maxRequests: 10 });
    expect(result).toMatchObject({ requests: 10, errors: 0 });
  });

  it('starts the list again after a failed step, so a step that did not happen is not followed', async () => {
    seen.length = 0;
    const result = await httpLoad({
      url,
      method: 'GET',
      connections: 1,
      durationS: 5,
      maxRequests: 4,
      requests: [{ path: '/drop' }, { path: '/after' }],
    });
    expect(result.errors).toBe(4);
    expect(seen.map((s) => s.url)).toEqual(['/drop', '/drop', '/drop', '/drop']);
  });

  it('with whole cycles, counts a request still unanswered after the grace as an error', async () => {
    const result = await httpLoad({
      url,
      method: 'GET',
      connections: 1,
      durationS: 0.1,
      wholeCycles: true,
      graceMs: 200,
      requests: [{ path: '/a' }, { path: '/silent' }],
    });
    expect(result.errors).toBe(1);
    expect(result.elapsedS).toBeLessThan(5);
  });

  it('reaches an IPv6 loopback address written in brackets', async () => {
    const v6 = http.createServer((_req, res) => res.writeHead(200, { 'content-length': '2' }).end('ok'));
    await new Promise<void>((resolve) => v6.listen(0, '::1', resolve));
    try {
      const port = (v6.address() as AddressInfo).port;
      const result = await httpLoad({
        url: `http://[::1]:${port}/`,
        method: 'GET',
        connections: 2,
        durationS: 5,
        maxRequests: 6,
      });
      expect(result).toMatchObject({ requests: 6, errors: 0 });
    } finally {
      await new Promise((resolve) => v6.close(resolve));
    }
  });
});
