import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionDto } from '@playeats/contracts/auth';
import { manualClock } from './adapters/clock.ts';
import { bearer, createActiveUser } from '../test/auth-helpers.ts';
import { startOrderingApp } from '../test/ordering-fixtures.ts';
import { createAdmin } from '../test/rewards-helpers.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call what (issue 16: standing proof). Every operation of the OpenAPI document
 * has a row; an operation without one fails the test, so a new route is classified the
 * day it is added. `public`: anyone; `user`: a signed-in person (401 without a session);
 * `admin`: ADMIN only (401, then 403 for a user); `signed`: a partner's webhook, proved by
 * its signature, not by a session; `dev`: development and test tools only, absent in
 * production (the config refuses them there).
 */
type Access = 'public' | 'user' | 'admin' | 'signed' | 'dev';

const PUBLIC = [
  'GET /api/ping',
  'GET /api/health',
  'POST /api/auth/signup',
  'POST /api/auth/resend-activation',
  'POST /api/auth/activate',
  'POST /api/auth/verify-email',
  'POST /api/auth/login',
  'POST /api/auth/password-recovery',
  'POST /api/auth/reset-password',
  'POST /api/auth/sms/request',
  'POST /api/auth/sms/verify',
  'POST /api/auth/qr',
  'POST /api/auth/qr/{qrToken}/claim',
  'GET /api/auth/oidc/nonce',
  'POST /api/auth/oidc/{provider}',
  // The apps' system-browser sign-in: the start, and the code it brings back (decision 0032).
  'POST /api/auth/oidc/{provider}/native',
  'POST /api/auth/oidc/{provider}/code',
  'PATCH /api/auth/refresh',
  'POST /api/auth/logout',
  'GET /api/settings',
  'GET /api/restaurants/partners',
  'GET /api/restaurants/nearby',
  'GET /api/restaurants/{id}',
  'GET /api/cuisines',
  'GET /api/demo',
  'GET /api/geocode',
  'GET /api/geocode/reverse',
  'GET /api/images/restaurants/{file}',
  // The local card tokenizer stands where Stripe.js talks to Stripe with a publishable key.
  'POST /api/local-payments/payment-methods',
  // Its bank page answers for an intent named by its client secret, as Stripe.js does.
  'POST /api/local-payments/authentications',
  'GET /api/creator-programs',
];

const USER = [
  'GET /api/auth/qr/{qrToken}',
  'POST /api/auth/qr/{qrToken}/approve',
  'POST /api/users/me/password',
  'POST /api/users/me/email',
  'POST /api/users/me/phone',
  'POST /api/users/me/phone/confirm',
  'GET /api/users/me',
  'PATCH /api/users/me',
  'GET /api/users/me/addresses',
  'POST /api/users/me/addresses',
  'PATCH /api/users/me/addresses/{id}',
  'DELETE /api/users/me/addresses/{id}',
  'PUT /api/users/me/addresses/{id}/default',
  'GET /api/events',
  'GET /api/users/me/meals',
  'POST /api/users/me/meals',
  'PUT /api/users/me/meals/order',
  'GET /api/users/me/meals/{id}',
  'PATCH /api/users/me/meals/{id}',
  'DELETE /api/users/me/meals/{id}',
  'GET /api/users/dollars',
  'GET /api/users/me/balance',
  'GET /api/users/me/ledger',
  'POST /api/game-sessions',
  'POST /api/game-sessions/{id}/heartbeat',
  'POST /api/game-sessions/{id}/end',
  'GET /api/game-sessions/recent',
  'PATCH /api/users/promotion',
  'GET /api/users/me/referral',
  'GET /api/challenges',
  'POST /api/challenges/{id}/claim',
  'GET /api/users/me/payment-cards',
  'POST /api/users/me/payment-cards',
  'DELETE /api/users/me/payment-cards/{id}',
  'PUT /api/users/me/payment-cards/{id}/default',
  'GET /api/users/me/cart',
  'PUT /api/users/me/cart',
  'DELETE /api/users/me/cart',
  'POST /api/users/me/cart/quote',
  'POST /api/users/me/orders',
  'GET /api/users/me/orders',
  'GET /api/users/me/orders/active',
  'GET /api/users/me/orders/{id}',
  'POST /api/users/me/orders/{id}/cancel',
  'POST /api/users/me/orders/{id}/reorder',
  'GET /api/users/me/money-saved',
  'GET /api/users/me/notifications',
  'POST /api/users/me/notifications/read',
  'POST /api/users/me/push-devices',
  'DELETE /api/users/me/push-devices',
  'GET /api/users/me/creator',
  'POST /api/users/me/creator/applications',
  'GET /api/users/me/social-posts',
  'POST /api/users/me/social-posts',
  'GET /api/users/me/discord',
  'DELETE /api/users/me/discord',
  'POST /api/users/me/discord/authorize',
  'POST /api/users/me/discord/callback',
];

const MATRIX: Record<string, Access> = {
  ...Object.fromEntries(PUBLIC.map((op) => [op, 'public' as const])),
  ...Object.fromEntries(USER.map((op) => [op, 'user' as const])),
  'POST /api/webhooks/orders': 'signed',
  'GET /api/dev/outbox': 'dev',
  'GET /dev/overlay': 'dev',
  'GET /dev/overlay/host-client.js': 'dev',
  'GET /dev/overlay/app/Files/index.html': 'dev',
};

/** Every /api/admin/ operation is ADMIN only by one guard on the prefix (modules/auth/authenticate.ts). */
const accessOf = (op: string): Access | undefined =>
  op.split(' ')[1]!.startsWith('/api/admin/') ? 'admin' : MATRIX[op];

/** Event streams stay open for a caller who may read them: only the refusal is checked. */
const STREAMS = new Set(['GET /api/events']);

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000001';

describe('the authorization matrix: every operation × anonymous, user, another user, admin', () => {
  const clock = manualClock(new Date('2026-11-24T18:00:00Z'));
  let app: Awaited<ReturnType<typeof startOrderingApp>>;
  let operations: { op: string; method: Method; path: string; secured: boolean }[];
  let user: SessionDto;
  let admin: SessionDto;

  beforeAll(async () => {
    app = await startOrderingApp(clock, { ORDER_WEBHOOK_SECRET: 'whsec_'.padEnd(40, 'x') });
    user = await createActiveUser(app.ctx.app, app.db, 'matrix-user@example.com');
    admin = await createAdmin(app.ctx.app, app.db, 'matrix-admin@example.com');
    const docs = (await app.ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    }>();
    operations = Object.entries(docs.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, spec]) => ({
        op: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase() as Method,
        path,
        secured: (spec.security ?? []).length > 0,
      })),
    );
  });
  afterAll(() => app.ctx.close());

  const call = (method: Method, path: string, session?: SessionDto) =>
    app.ctx.app.inject({
      method,
      url: path.replace(/\{[^}]+\}/g, UNKNOWN_ID),
      headers: session ? bearer(session) : {},
      ...(method === 'GET' ? {} : { payload: { probe: true } }),
    });

  it('has a row for every documented operation, and no row for one that is gone', () => {
    const documented = operations.map((o) => o.op);
    expect(documented.filter((op) => accessOf(op) === undefined)).toEqual([]);
    expect(Object.keys(MATRIX).filter((op) => !documented.includes(op))).toEqual([]);
    expect(documented.filter((op) => accessOf(op) === 'admin').length).toBeGreaterThan(20);
  });

  it('documents a bearer requirement exactly on the user and admin operations', () => {
    const mismatched = operations.filter(
      (o) => o.secured !== (accessOf(o.op) === 'user' || accessOf(o.op) === 'admin'),
    );
    expect(mismatched.map((o) => o.op)).toEqual([]);
  });

  it('answers each caller as its row says, even with a body that is not valid', { timeout: 180_000 }, async () => {
    const wrong: string[] = [];
    const expectThat = (op: string, who: string, status: number, ok: (s: number) => boolean) => {
      if (!ok(status)) wrong.push(`${op} as ${who}: ${status}`);
    };
    const allowed = (s: number) => s !== 401 && s !== 403;
    for (const { op, method, path } of operations) {
      const access = accessOf(op)!;
      if (access === 'dev') continue;
      const anonymous = (await call(method, path)).statusCode;
      if (access === 'public') {
        expectThat(op, 'anonymous', anonymous, allowed);
        continue;
      }
      if (access === 'signed') {
        expectThat(op, 'anonymous (no signature)', anonymous, (s) => s === 401);
        expectThat(op, 'a user (no signature)', (await call(method, path, user)).statusCode, (s) => s === 401);
        continue;
      }
      expectThat(op, 'anonymous', anonymous, (s) => s === 401);
      if (STREAMS.has(op)) continue;
      const asUser = (await call(method, path, user)).statusCode;
      expectThat(op, 'a user', asUser, access === 'admin' ? (s) => s === 403 : allowed);
      expectThat(op, 'an admin', (await call(method, path, admin)).statusCode, allowed);
    }
    expect(wrong).toEqual([]);
  });

  it("answers another user's id exactly as an unknown id, on every owned resource", async () => {
    const owner = await app.customer();
    const other = await app.customer();
    const own = (method: Method, url: string, payload?: object) =>
      app.ctx.app.inject({
        method,
        url,
        headers: { ...bearer(owner.session), 'idempotency-key': randomUUID() },
        ...(payload ? { payload } : {}),
      });
    const placed = await own('POST', '/api/users/me/orders', { addressId: owner.addressId });
    expect(placed.statusCode, placed.body).toBe(201);
    const meal = await own('POST', '/api/users/me/meals', {
      restaurantId: app.luigi,
      name: 'Matrix pizza',
      items: [{ itemId: app.pizza.items.margherita, quantity: 1, optionIds: [app.pizza.size.large] }],
    });
    expect(meal.statusCode, meal.body).toBe(201);
    const session = await own('POST', '/api/game-sessions', {
      gameId: '5426',
      gameName: 'League of Legends',
      application: 'OW_DESKTOP_CLIENT',
    });
    expect(session.statusCode, session.body).toBe(201);
    const cards = await own('GET', '/api/users/me/payment-cards');
    const ids = {
      address: owner.addressId,
      order: placed.json<{ id: string }>().id,
      meal: meal.json<{ id: string }>().id,
      gameSession: session.json<{ session: { id: string } }>().session.id,
      card: cards.json<{ items: { id: string }[] }>().items[0]!.id,
    };
    const owned: [Method, string, string, object?][] = [
      ['PATCH', '/api/users/me/addresses/{id}', ids.address, { label: 'Theirs' }],
      ['PUT', '/api/users/me/addresses/{id}/default', ids.address],
      ['DELETE', '/api/users/me/addresses/{id}', ids.address],
      ['GET', '/api/users/me/meals/{id}', ids.meal],
      ['PATCH', '/api/users/me/meals/{id}', ids.meal, { name: 'Theirs' }],
      ['DELETE', '/api/users/me/meals/{id}', ids.meal],
      ['GET', '/api/users/me/orders/{id}', ids.order],
      ['POST', '/api/users/me/orders/{id}/cancel', ids.order, {}],
      ['POST', '/api/users/me/orders/{id}/reorder', ids.order, {}],
      ['POST', '/api/game-sessions/{id}/heartbeat', ids.gameSession, {}],
      ['POST', '/api/game-sessions/{id}/end', ids.gameSession, {}],
      ['PUT', '/api/users/me/payment-cards/{id}/default', ids.card],
      ['DELETE', '/api/users/me/payment-cards/{id}', ids.card],
    ];
    const answer = async (method: Method, url: string, payload?: object) => {
      const res = await app.ctx.app.inject({
        method,
        url,
        headers: { ...bearer(other.session), 'idempotency-key': randomUUID() },
        ...(payload ? { payload } : {}),
      });
      return { status: res.statusCode, type: (res.json() as { type?: string } | null)?.type ?? null };
    };
    for (const [method, path, id, payload] of owned) {
      const theirs = await answer(method, path.replace('{id}', id), payload);
      const unknown = await answer(method, path.replace('{id}', randomUUID()), payload);
      expect({ op: `${method} ${path}`, ...theirs }).toEqual({ op: `${method} ${path}`, ...unknown });
      expect(theirs.status, `${method} ${path}`).toBe(404);
    }
    // And the owner's things are all still there, untouched.
    expect((await own('GET', `/api/users/me/orders/${ids.order}`)).json()).toMatchObject({ id: ids.order });
    expect((await own('GET', `/api/users/me/meals/${ids.meal}`)).json()).toMatchObject({ name: 'Matrix pizza' });
    const addresses = (await own('GET', '/api/users/me/addresses')).json<{ items: { id: string; label: unknown }[] }>();
    expect(addresses.items.find((a) => a.id === ids.address)?.label).not.toBe('Theirs');
  });
});
