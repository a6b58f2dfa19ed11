import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SessionDto } from '@playeats/contracts/auth';
import { manualClock } from '../../adapters/clock.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { bearer, client, createActiveUser, GOOD_PASSWORD } from '../../../test/auth-helpers.ts';
import { IDEMPOTENCY_LEASE_MS, IDEMPOTENCY_TTL_MS } from './idempotency.ts';

describe('Idempotency-Key (plugins/idempotency.ts)', () => {
  let ctx: TestContext;
  const clock = manualClock();
  let runs = 0;
  let gate: Promise<void> | null = null;
  let onEnter: (() => void) | null = null;
  let failNext = false;
  let alice: SessionDto;
  let bob: SessionDto;

  const routes = (app: FastifyInstance) => {
    app.post(
      '/api/test/movements',
      { preHandler: app.requireAuth, config: { idempotency: true } },
      async (req, reply) => {
        runs += 1;
        const n = runs;
        onEnter?.();
        if (gate) await gate;
        if (failNext) {
          failNext = false;
          throw new Error('database went away');
        }
        return reply.code(201).send({ run: n, body: req.body, key: req.idempotencyKey ?? null });
      },
    );
    app.post('/api/test/large', { preHandler: app.requireAuth, config: { idempotency: true } }, async () => {
      runs += 1;
      return { run: runs, filler: 'x'.repeat(5000) };
    });
    app.post(
      '/api/test/refusals',
      { preHandler: app.requireAuth, config: { idempotency: { required: true } } },
      async () => {
        runs += 1;
        throw new HttpProblem(409, 'InsufficientBalanceException', 'Not enough balance', `refusal ${runs}`);
      },
    );
  };

  beforeAll(async () => {
    ctx = await createTestApp({ clock, extend: routes });
    alice = await createActiveUser(ctx.app, ctx.database.db, 'idem-alice@example.com');
    bob = await createActiveUser(ctx.app, ctx.database.db, 'idem-bob@example.com');
  });
  afterAll(() => ctx.close());
  // Tests move the clock by hours: sign in again so access tokens are fresh.
  const signIn = async (email: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { ...client, email, password: GOOD_PASSWORD },
      })
    ).json<SessionDto>();
  beforeEach(async () => {
    alice = await signIn('idem-alice@example.com');
    bob = await signIn('idem-bob@example.com');
  });

  const post = (session: SessionDto, key: string | undefined, payload: object, url = '/api/test/movements') =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(session), ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload,
    });

  it('a retry with the same key gets the first response, and the work runs once', async () => {
    const before = runs;
    const first = await post(alice, 'key-1', { amount: 5 });
    const retry = await post(alice, 'key-1', { amount: 5 });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ key: 'key-1' });
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers['content-type']).toContain('application/json');
    expect(runs).toBe(before + 1);
  });

  it('the same key with another body is 422', async () => {
    await post(alice, 'key-2', { amount: 5 });
    const other = await post(alice, 'key-2', { amount: 6 });
    expect(other.statusCode).toBe(422);
    expect(other.json().type).toMatch(/IdempotencyKeyReusedException$/);
    const otherRoute = await post(alice, 'key-2', { amount: 5 }, '/api/test/refusals');
    expect(otherRoute.statusCode).toBe(422);
  });

  it('a retry while the first is still running is 409, then gets the first response', async () => {
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    const entered = new Promise<void>((resolve) => (onEnter = resolve));
    const first = post(alice, 'key-3', { amount: 7 });
    await entered;
    onEnter = null;
    const concurrent = await post(alice, 'key-3', { amount: 7 });
    expect(concurrent.statusCode).toBe(409);
    expect(concurrent.json().type).toMatch(/IdempotencyKeyInUseException$/);
    expect(concurrent.headers['retry-after']).toBe('1');
    gate = null;
    release();
    const done = await first;
    expect(done.statusCode).toBe(201);
    const after = await post(alice, 'key-3', { amount: 7 });
    expect(after.json()).toEqual(done.json());
  });

  it('keys are per user', async () => {
    const a = await post(alice, 'shared-key', { amount: 1 });
    const b = await post(bob, 'shared-key', { amount: 2 });
    expect(b.statusCode).toBe(201);
    expect(b.json().run).not.toBe(a.json().run);
  });

  it('keys expire after 24 hours', async () => {
    const first = await post(alice, 'key-4', { amount: 1 });
    clock.advance(IDEMPOTENCY_TTL_MS + 1000);
    alice = await signIn('idem-alice@example.com');
    const later = await post(alice, 'key-4', { amount: 2 });
    expect(later.statusCode).toBe(201);
    expect(later.json().run).toBeGreaterThan(first.json().run);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
  });

  it('a server error is not kept: the retry runs again', async () => {
    failNext = true;
    const failed = await post(alice, 'key-5', { amount: 1 });
    expect(failed.statusCode).toBe(500);
    const retry = await post(alice, 'key-5', { amount: 1 });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
  });

  it('a refusal (4xx) is kept and replayed as it was', async () => {
    const first = await post(alice, 'key-6', {}, '/api/test/refusals');
    const retry = await post(alice, 'key-6', {}, '/api/test/refusals');
    expect(first.statusCode).toBe(409);
    expect(retry.statusCode).toBe(409);
    expect(retry.headers['content-type']).toContain('application/problem+json');
    expect(retry.json()).toEqual(first.json());
  });

  it('a request that has held its key past the lease (a crashed server) is taken over', async () => {
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    const entered = new Promise<void>((resolve) => (onEnter = resolve));
    const stuck = post(alice, 'key-7', { amount: 3 });
    await entered;
    onEnter = null;
    clock.advance(IDEMPOTENCY_LEASE_MS + 1000);
    gate = null;
    const takeover = await post(alice, 'key-7', { amount: 3 });
    expect(takeover.statusCode).toBe(201);
    release();
    await stuck;
  });

  it('a copy that starts again releases the keys its previous life held: the retry runs at once', async () => {
    const entered = new Promise<void>((resolve) => (onEnter = resolve));
    gate = new Promise(() => undefined); // the first life never finishes: it "crashed"
    void post(alice, 'key-crash', { amount: 4 });
    await entered;
    onEnter = null;
    gate = null;
    expect((await post(alice, 'key-crash', { amount: 4 })).statusCode).toBe(409);
    // The same copy (same host and port) starts again on the same database.
    const again = await createTestApp({ clock, database: ctx.database, extend: routes });
    try {
      const retry = await again.app.inject({
        method: 'POST',
        url: '/api/test/movements',
        headers: { ...bearer(alice), 'idempotency-key': 'key-crash' },
        payload: { amount: 4 },
      });
      expect(retry.statusCode).toBe(201);
    } finally {
      await again.close();
    }
  });

  it('on PostgreSQL, another copy starting leaves the keys of running copies alone', async () => {
    if (ctx.database.kind !== 'postgres') return; // PGlite has one server by construction
    const entered = new Promise<void>((resolve) => (onEnter = resolve));
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    const running = post(alice, 'key-other-copy', { amount: 5 });
    await entered;
    onEnter = null;
    const other = await createTestApp({ clock, database: ctx.database, extend: routes, env: { PORT: '18089' } });
    try {
      gate = null;
      expect((await post(alice, 'key-other-copy', { amount: 5 })).statusCode).toBe(409);
    } finally {
      release();
      await running;
      await other.close();
    }
  });

  it('keeps the uncompressed body when the first answer was compressed', async () => {
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/large',
      headers: { ...bearer(alice), 'idempotency-key': 'key-big', 'accept-encoding': 'gzip' },
      payload: {},
    });
    expect(first.headers['content-encoding']).toBe('gzip');
    const retry = await post(alice, 'key-big', {}, '/api/test/large');
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toMatchObject({ run: runs, filler: 'x'.repeat(5000) });
  });

  it('validates the header: required where the route says so, visible ASCII, at most 255', async () => {
    const missing = await post(alice, undefined, {}, '/api/test/refusals');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ invalidParams: [{ name: 'header.idempotency-key' }] });
    const tooLong = await post(alice, 'k'.repeat(256), {});
    expect(tooLong.statusCode).toBe(400);
    const optional = await post(alice, undefined, { amount: 1 });
    expect(optional.statusCode).toBe(201);
  });
});
