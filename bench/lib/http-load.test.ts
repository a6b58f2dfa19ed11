import http from 'node:http';
import type { AddressInfo } from 'node:net';
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
      connections: 2,
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
});
