import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionDto } from '@playeats/contracts/auth';
import { manualClock } from '../../adapters/clock.ts';
import { buildApp } from '../../app.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { credit } from '../../../test/rewards-helpers.ts';
import { createActiveUser } from '../../../test/auth-helpers.ts';
import { openEventStream } from '../../../test/sse-client.ts';
import { createTestApp, testConfig, type TestContext } from '../../../test/test-app.ts';

// Server-sent events (issue 12): what the database announces reaches the user's streams,
// on whichever server copy holds them; nothing of another user's, nothing rolled back.

const TICK_MS = 50;

describe('event streams', () => {
  const clock = manualClock(new Date());
  let ctx: TestContext;
  let url: string;
  let alice: SessionDto;
  let bob: SessionDto;

  beforeAll(async () => {
    ctx = await createTestApp({ clock, env: { ACCESS_TOKEN_TTL_SECONDS: '60' }, events: { keepAliveMs: TICK_MS } });
    url = `${await ctx.app.listen({ port: 0, host: '127.0.0.1' })}/api/events`;
    alice = await createActiveUser(ctx.app, ctx.database.db, 'alice-events@example.com');
    bob = await createActiveUser(ctx.app, ctx.database.db, 'bob-events@example.com');
  });
  afterAll(() => ctx.close());

  const db = () => ctx.database.db;
  const giveBucks = (session: SessionDto, amount: number, sourceId: string) =>
    db().transaction((tx) =>
      credit(tx, {
        userId: session.userInfo.id,
        currency: 'BUCKS',
        amount,
        reason: 'admin_adjustment',
        sourceType: 'test',
        sourceId,
      }),
    );

  it('refuses a caller without a valid token, as a problem', async () => {
    const stream = await openEventStream(url);
    expect(stream.response.status).toBe(401);
    expect(stream.response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    stream.close();
  });

  it('says ready, then delivers the user’s balance changes and notifications, and nobody else’s', async () => {
    const mine = await openEventStream(url, alice.accessToken);
    expect(mine.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(mine.response.headers.get('cache-control')).toBe('no-store');
    expect(await mine.next()).toEqual({ type: 'ready', data: { heartbeatSeconds: 0 } });

    await giveBucks(bob, 7, 'bob-1');
    await giveBucks(alice, 25, 'alice-1');
    expect(await mine.next()).toEqual({ type: 'balance', data: { bucks: 25, promoCents: 0 } });

    const [row] = await db()
      .insert(notifications)
      .values({ userId: alice.userInfo.id, kind: 'order_status', data: { status: 'accepted' }, createdAt: new Date() })
      .returning();
    expect(await mine.next()).toEqual({
      type: 'notification',
      data: { id: row!.id, kind: 'order_status', orderId: null, status: 'accepted' },
    });
    expect(await mine.none(TICK_MS * 4)).toEqual([]);
    mine.close();
  });

  it('announces nothing for a transaction that rolls back', async () => {
    const mine = await openEventStream(url, alice.accessToken);
    await mine.next();
    await expect(
      db().transaction(async (tx) => {
        await credit(tx, {
          userId: alice.userInfo.id,
          currency: 'BUCKS',
          amount: 5,
          reason: 'admin_adjustment',
          sourceType: 'test',
          sourceId: 'rolled-back',
        });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await giveBucks(alice, 1, 'alice-2');
    // The next event is the committed credit, with the balance it left.
    expect(await mine.next()).toEqual({ type: 'balance', data: { bucks: 26, promoCents: 0 } });
    mine.close();
  });

  it('every stream of the user gets the event (tabs, overlay windows), and a closed one is let go', async () => {
    const first = await openEventStream(url, alice.accessToken);
    const second = await openEventStream(url, alice.accessToken);
    await first.next();
    await second.next();
    second.close();
    await giveBucks(alice, 4, 'alice-3');
    expect(await first.next()).toMatchObject({ type: 'balance', data: { bucks: 30 } });
    first.close();
  });

  it('a stream whose token expires is told so and ends; the client reconnects with a fresh token', async () => {
    const stream = await openEventStream(url, bob.accessToken);
    await stream.next();
    clock.advance(61_000);
    expect(await stream.next()).toEqual({ type: 'expired', data: {} });
    expect(await stream.next()).toBeNull();
    expect(stream.ended).toBe(true);
  });

  it('another server copy on the same database delivers to the streams it holds', async () => {
    // A second copy: its own event hub and its own LISTEN on the same database.
    const copy: FastifyInstance = await buildApp({
      config: testConfig({ ACCESS_TOKEN_TTL_SECONDS: '3600' }),
      database: ctx.database,
      logger: false,
      events: { keepAliveMs: TICK_MS },
    });
    try {
      const copyUrl = `${await copy.listen({ port: 0, host: '127.0.0.1' })}/api/events`;
      const session = await createActiveUser(ctx.app, db(), 'carol-events@example.com');
      const onCopy = await openEventStream(copyUrl, session.accessToken);
      await onCopy.next();
      await giveBucks(session, 12, 'carol-1');
      expect(await onCopy.next()).toEqual({ type: 'balance', data: { bucks: 12, promoCents: 0 } });
      onCopy.close();
    } finally {
      await copy.close();
    }
  });

  it('shutting down ends the streams at once: a graceful stop does not wait for them', async () => {
    const other = await createTestApp({ database: ctx.database, events: { keepAliveMs: 60_000 } });
    const otherUrl = `${await other.app.listen({ port: 0, host: '127.0.0.1' })}/api/events`;
    const session = await createActiveUser(other.app, db(), 'dave-events@example.com');
    const stream = await openEventStream(otherUrl, session.accessToken);
    await stream.next();
    await other.app.close();
    expect(await stream.next(2_000)).toBeNull();
  });
});
