import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { problemSchema } from '@playeats/contracts/problem';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { HttpProblem } from '../lib/problem.ts';

function addProbeRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/test/echo',
    {
      schema: {
        body: z.object({
          email: z.email(),
          radius: z.number().positive(),
          nested: z.object({ code: z.string().length(6) }),
        }),
        querystring: z.object({ page: z.coerce.number().int().min(1).optional() }),
      },
    },
    async (request) => ({ ok: true, email: request.body.email }),
  );
  typed.post('/api/test/no-body', async (request) => ({ ok: true, body: request.body ?? null }));
  typed.get('/api/test/boom', async () => {
    throw new Error('relation "secret_table" does not exist at /srv/app.js:42');
  });
  typed.get('/api/test/minimum', async () => {
    throw new HttpProblem(422, 'MinimumOrderAmountException', 'Minimum order amount', 'The minimum order is 15.00');
  });
  typed.get('/api/test/bad-response', { schema: { response: { 200: z.object({ n: z.number() }) } } }, async () => {
    return { n: 'not a number' } as unknown as { n: number };
  });
}

describe('RFC 9457 problem details', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { BODY_LIMIT_BYTES: '2048' }, extend: addProbeRoutes });
  });
  afterAll(() => ctx.close());

  const expectProblem = (
    res: { headers: Record<string, unknown>; json: () => unknown },
    status: number,
    name: string,
  ) => {
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    const body = problemSchema.parse(res.json());
    expect(body.status).toBe(status);
    expect(body.type).toBe(`https://playeats.app/problems/${name}`);
    expect(body.requestId).toBe(res.headers['x-request-id']);
    return body;
  };

  it('unknown /api paths → 404 naming the path', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing/here?x=1' });
    expect(res.statusCode).toBe(404);
    const body = expectProblem(res, 404, 'NotFoundException');
    expect(body.detail).toContain('/api/nothing/here');
    expect(body.instance).toBe('/api/nothing/here');
  });

  it('malformed JSON → 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(expectProblem(res, 400, 'ValidationException').detail).toMatch(/not valid JSON/);
  });

  it('an empty body sent as JSON is no body: accepted where a route takes none, named where one is needed', async () => {
    for (const payload of ['', '  \n']) {
      const none = await ctx.app.inject({
        method: 'POST',
        url: '/api/test/no-body',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(none.statusCode).toBe(200);
      expect(none.json()).toEqual({ ok: true, body: null });
    }
    const needed = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: '',
    });
    expect(needed.statusCode).toBe(400);
    expect(expectProblem(needed, 400, 'ValidationException').invalidParams?.[0]?.name).toBe('body');
  });

  it('deeply nested JSON → 400 before any code walks it', async () => {
    const deep = `${'['.repeat(1_000)}${']'.repeat(1_000)}`; // within this app's 2 KB body limit
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/no-body',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'deep-nesting-probe-1' },
      payload: deep,
    });
    expect(res.statusCode).toBe(400);
    expect(expectProblem(res, 400, 'ValidationException').detail).toMatch(/nested deeper than 32 levels/);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/no-body',
      headers: { 'content-type': 'application/json' },
      payload: `${'{"a":'.repeat(31)}1${'}'.repeat(31)}`,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('prototype-poisoning keys → 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/no-body',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}}',
    });
    expect(res.statusCode).toBe(400);
    expectProblem(res, 400, 'ValidationException');
  });

  it('schema violations → 400 naming each bad field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'not-an-email', radius: -1, nested: { code: '12' } },
    });
    expect(res.statusCode).toBe(400);
    const body = expectProblem(res, 400, 'ValidationException');
    const names = (body.invalidParams ?? []).map((p) => p.name).sort();
    expect(names).toEqual(['body.email', 'body.nested.code', 'body.radius']);
    expect(body.detail).toContain('body.email');
  });

  it('query-string violations name the query field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo?page=0',
      payload: { email: 'a@b.co', radius: 1, nested: { code: '123456' } },
    });
    expect(res.statusCode).toBe(400);
    expect(expectProblem(res, 400, 'ValidationException').invalidParams?.[0]?.name).toBe('query.page');
  });

  it('valid input passes', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'a@b.co', radius: 1, nested: { code: '123456' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, email: 'a@b.co' });
  });

  it('oversize bodies → 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', pad: 'x'.repeat(4096) }),
    });
    expect(res.statusCode).toBe(413);
    expectProblem(res, 413, 'PayloadTooLargeException');
  });

  it('unsupported content types → 415', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expectProblem(res, 415, 'UnsupportedMediaTypeException');
  });

  it('unexpected failures → 500 with a request id, never a stack trace or SQL', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    const body = expectProblem(res, 500, 'InternalServerException');
    expect(res.body).not.toMatch(/secret_table|app\.js|stack|at \//);
    expect(body.detail).toContain(body.requestId);
  });

  it('a response that breaks its own schema is a 500, not leaked data', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/bad-response' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('not a number');
  });

  it('domain problems keep their exception name and detail (the client reads the amount from the last word)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/minimum' });
    const body = expectProblem(res, 422, 'MinimumOrderAmountException');
    expect(body.detail?.split(' ').at(-1)).toBe('15.00');
  });
});
