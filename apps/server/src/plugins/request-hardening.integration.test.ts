import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemSchema } from '@playeats/contracts/problem';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { bearer, createActiveUser } from '../../test/auth-helpers.ts';
import type { SessionDto } from '@playeats/contracts/auth';

// Issue 16, "fix what the probe found": text no database can hold, and the errors the
// HTTP framework raises before any route, each a problem+json naming what is wrong.

const PROBLEM = 'application/problem+json; charset=utf-8';
const address = {
  line1: '5333 Avenue Casgrain',
  city: 'Montréal',
  region: 'QC',
  postalCode: 'H2T 1X3',
  country: 'CANADA',
};

describe('text that no column can hold', () => {
  let ctx: TestContext;
  let me: SessionDto;
  beforeAll(async () => {
    ctx = await createTestApp();
    me = await createActiveUser(ctx.app, ctx.database.db, 'hardening@example.com');
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: string) =>
    ctx.app.inject({ method: 'POST', url, headers: { ...bearer(me), 'content-type': 'application/json' }, payload });

  it.each([
    ['a NUL', '1\\u0000 Main'],
    ['a lone high surrogate', '1 \\ud800 Main'],
    ['a lone low surrogate', '1 \\udc00 Main'],
  ])('%s in a body field → 400 naming it, nothing written', async (_what, line1) => {
    const json = JSON.stringify({ ...address, line1: 'X' }).replace('"X"', `"${line1}"`);
    const res = await post('/api/users/me/addresses', json);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe(PROBLEM);
    const body = problemSchema.parse(res.json());
    expect(body.invalidParams).toEqual([{ name: 'body.line1', reason: expect.stringContaining('NUL') }]);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/users/me/addresses', headers: bearer(me) });
    expect(list.json()).toEqual({ items: [] });
  });

  it('names a field deep in the body, and a key', async () => {
    const deep = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me/cart',
      headers: { ...bearer(me), 'content-type': 'application/json' },
      payload: '{"items":[{"note":"ok"},{"note":"a\\u0000"}]}',
    });
    expect(problemSchema.parse(deep.json()).invalidParams).toEqual([
      { name: 'body.items.1.note', reason: expect.any(String) },
    ]);
    const key = await post('/api/users/me/addresses', '{"a\\u0000b":1}');
    expect(problemSchema.parse(key.json()).invalidParams?.[0]?.name).toBe('body.(key)');
  });

  it('an emoji (a proper surrogate pair) is text like any other', async () => {
    const res = await post('/api/users/me/addresses', JSON.stringify({ ...address, label: 'Home 🍕' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ label: 'Home 🍕' });
  });

  it('a NUL in the query string or the path → 400 naming it', async () => {
    const query = await ctx.app.inject({ method: 'GET', url: '/api/restaurants/partners?q=pi%00zza' });
    expect(query.statusCode).toBe(400);
    expect(problemSchema.parse(query.json()).invalidParams).toEqual([{ name: 'query.q', reason: expect.any(String) }]);
    const path = await ctx.app.inject({ method: 'GET', url: '/api/restaurants/ab%00cd' });
    expect(path.statusCode).toBe(400);
    expect(problemSchema.parse(path.json()).invalidParams?.[0]?.name).toBe('path.id');
  });

  it('a body whose text only looks like an escape (an escaped backslash, then u0000) is taken as it is', async () => {
    const res = await post('/api/users/me/addresses', JSON.stringify({ ...address, label: 'Flat \\u0000' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ label: 'Flat \\u0000' });
  });
});

describe('who may call is decided before the body is read', () => {
  let ctx: TestContext;
  let user: SessionDto;
  beforeAll(async () => {
    ctx = await createTestApp();
    user = await createActiveUser(ctx.app, ctx.database.db, 'not-admin@example.com');
  });
  afterAll(() => ctx.close());

  it('an anonymous caller with a bad body is told to sign in, not what the body lacks', async () => {
    for (const url of ['/api/users/me/addresses', '/api/users/me/meals', '/api/game-sessions']) {
      const res = await ctx.app.inject({ method: 'POST', url, payload: { nonsense: true } });
      expect([url, res.statusCode]).toEqual([url, 401]);
      expect(res.body).not.toContain('invalidParams');
    }
  });

  it('an ordinary user on an admin route with a bad body is refused, not told about the body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/promo-codes',
      headers: bearer(user),
      payload: { startsAt: '0000-01-01T00:00:00Z' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('invalidParams');
  });
});

describe('errors of the HTTP framework itself', () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(() => ctx.close());

  /** Sends raw HTTP (no client library normalises it) and reads the whole answer. */
  const raw = (request: string) =>
    new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', body = ''] = text.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
      });
    });

  const expectProblem = (res: { status: number; headers: string; body: string }, status: number) => {
    expect(res.status).toBe(status);
    expect(res.headers).toContain(`content-type: ${PROBLEM}`);
    const body = problemSchema.parse(JSON.parse(res.body));
    expect(body.status).toBe(status);
    expect(res.body).not.toMatch(/FST_ERR|statusCode/);
    return body;
  };

  it('bad percent-encoding in the path → 400 problem', async () => {
    const res = await raw('GET /api/restaurants/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expectProblem(res, 400);
  });

  it('an over-long path parameter → 414 problem', async () => {
    const res = await raw(`GET /api/restaurants/${'a'.repeat(600)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expectProblem(res, 414);
  });

  it('oversized headers → 431 problem', async () => {
    const res = await raw(`GET /api/ping HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`);
    expectProblem(res, 431);
  });

  it('a request that is not HTTP → 400 problem', async () => {
    const res = await raw('NOT HTTP AT ALL\r\n\r\n');
    expectProblem(res, 400);
  });
});
