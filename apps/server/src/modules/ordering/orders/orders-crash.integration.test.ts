import { insertMontrealAddress, MONTREAL_RESTAURANT } from '../../../../test/ordering-fixtures.ts';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareServerDatabase, type ServerDatabase } from '../../../../test/server-database.ts';
import { users } from '../../../db/schema/users.ts';
import { promoCodes } from '../../../db/schema/promotions.ts';
import { createPasswordHasher } from '../../auth/password-hasher.ts';
import { credit, expectLedgerConsistent } from '../../../../test/rewards-helpers.ts';
import { restaurantsRepository } from '../../restaurants/restaurants.repository.ts';
import { pizzaMenu, restaurant } from '../../../../test/restaurant-fixtures.ts';
import {
  buildServerBundle,
  freePort,
  runServer,
  waitHealthy,
  type RunningServer,
} from '../../../../test/server-process.ts';

// The crash test of issues 6 and 16: SIGKILL the real server process during a burst of
// orders, heartbeats, promo-code redemptions and token refreshes, start it again on the
// same database, and check that every write it acknowledged is there, that nothing is
// half-written and that the ledger still balances; CYCLES times.

const USERS = 12;
const PASSWORD = 'crash test passphrase 42';
const CLIENT = { application: 'WEBAPP_CLIENT', applicationVersion: '2.8.1' };
const STARTING_BUCKS = 10_000;
/** SIGKILL/restart cycles: a few in every CI run; CRASH_CYCLES=20 for the long form (issue 16). */
const CYCLES = Number(process.env.CRASH_CYCLES ?? 3);

describe('orders survive a crash', () => {
  let target: ServerDatabase;
  let port: number;
  const pizza = pizzaMenu();
  const restaurantId = randomUUID();
  const people: Person[] = [];

  beforeAll(async () => {
    await buildServerBundle();
    target = await prepareServerDatabase('crash');
    port = await freePort();
    const handle = await target.open();
    const db = handle.db;
    await restaurantsRepository(db).insertRestaurants([
      restaurant({
        id: restaurantId,
        name: 'Crash Pizza',
        ...MONTREAL_RESTAURANT,
        menu: pizza.menu,
        deliveryRadiusM: 10_000,
        minimumOrderCents: 500,
      }),
    ]);
    const hash = await createPasswordHasher(10).hash(PASSWORD);
    for (let i = 0; i < USERS; i++) {
      const email = `crash${i}-${randomUUID().slice(0, 8)}@example.com`;
      const [user] = await db
        .insert(users)
        .values({
          email,
          passwordHash: hash,
          country: 'CANADA',
          status: 'active',
          emailVerifiedAt: new Date(),
          referralCode: `CRASH${i}${randomUUID().slice(0, 6)}`.toUpperCase(),
        })
        .returning();
      const address = await insertMontrealAddress(db, user!.id, `${100 + i} Rue Sainte-Catherine O`);
      await db.transaction((tx) =>
        credit(tx, {
          userId: user!.id,
          currency: 'BUCKS',
          amount: STARTING_BUCKS,
          reason: 'admin_adjustment',
          sourceType: 'test',
          sourceId: randomUUID(),
        }),
      );
      people.push({ email, userId: user!.id, addressId: address.id });
    }
    await handle.close();
  }, 120_000);

  afterAll(async () => {
    await target?.dispose();
  });

  const start = async () => {
    const server = runServer({
      ...target.env,
      PORT: String(port),
      NODE_ENV: 'development',
      SEED_DEMO_DATA: 'false',
      ORDER_SIMULATOR: 'false',
      SCRYPT_LOG_N: '10',
      IP_RATE_LIMIT_SCALE: '100000',
      LOG_LEVEL: 'warn',
    });
    await waitHealthy(port, server, 60_000);
    return server;
  };

  const api = async (method: string, url: string, body?: object, headers: Record<string, string> = {}) => {
    const res = await fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };
  const as = (token: string) => ({ authorization: `Bearer ${token}` });

  interface Person {
    email: string;
    userId: string;
    addressId: string;
    token?: string;
    refreshToken?: string;
    /** A refresh was sent and its answer never came: the last acknowledged token may be spent. */
    refreshInDoubt?: boolean;
    sessionId?: string;
    redeemed?: boolean;
  }
  type Ack = { kind: 'order'; userId: string; orderId: string; bucks: number } | { kind: 'redeem'; userId: string };

  const signIn = async (person: Person) => {
    const login = await api('POST', '/api/auth/login', { ...CLIENT, email: person.email, password: PASSWORD });
    expect(login.status).toBe(200);
    person.token = login.body.accessToken as string;
    person.refreshToken = login.body.refreshToken as string;
    person.refreshInDoubt = false;
  };

  /** One step of a person's mixed load; what the server acknowledged goes to `acks`. */
  const step = async (person: Person, i: number, n: number, acks: Ack[], inFlight: Map<string, Person>) => {
    switch (n % 4) {
      case 0: {
        const cart = await api(
          'PUT',
          '/api/users/me/cart',
          { restaurantId, lines: [{ itemId: pizza.items.garlicBread, quantity: 1 + (i % 3) }] },
          as(person.token!),
        );
        if (cart.status !== 200) return;
        const bucks = 10 + i;
        const key = randomUUID();
        inFlight.set(key, person);
        const order = await api(
          'POST',
          '/api/users/me/orders',
          { addressId: person.addressId, bucks },
          { ...as(person.token!), 'idempotency-key': key },
        );
        inFlight.delete(key);
        if (order.status === 201)
          acks.push({ kind: 'order', userId: person.userId, orderId: order.body.id as string, bucks });
        return;
      }
      case 1: {
        if (!person.sessionId) {
          const started = await api(
            'POST',
            '/api/game-sessions',
            { gameId: '5426', gameName: 'League of Legends', application: 'OW_DESKTOP_CLIENT' },
            as(person.token!),
          );
          if (started.status === 201) person.sessionId = (started.body.session as { id: string }).id;
          return;
        }
        await api('POST', `/api/game-sessions/${person.sessionId}/heartbeat`, {}, as(person.token!));
        return;
      }
      case 2: {
        if (person.redeemed) return;
        const res = await api(
          'PATCH',
          '/api/users/promotion',
          { ...CLIENT, promotionCode: 'CRASHCODE' },
          as(person.token!),
        );
        if (res.status === 200) {
          person.redeemed = true;
          acks.push({ kind: 'redeem', userId: person.userId });
        }
        return;
      }
      default: {
        person.refreshInDoubt = true;
        const res = await api('PATCH', '/api/auth/refresh', { ...CLIENT, refreshToken: person.refreshToken });
        if (res.status === 200) {
          person.token = res.body.accessToken as string;
          person.refreshToken = res.body.refreshToken as string;
          person.refreshInDoubt = false;
        } else if (res.status === 401) {
          await signIn(person);
        }
      }
    }
  };

  it(
    `${CYCLES} SIGKILL cycles under orders, heartbeats, redemptions and refreshes: nothing acknowledged is lost`,
    async () => {
      const promo = await target.open();
      try {
        await promo.db.insert(promoCodes).values({
          code: 'CRASHCODE',
          currency: 'PROMO_CENTS',
          amount: 250,
          startsAt: new Date('2026-01-01T00:00:00Z'),
          endsAt: new Date('2099-01-01T00:00:00Z'),
          perUserLimit: 1,
        });
      } finally {
        await promo.close();
      }
      let server: RunningServer = await start();
      for (const person of people as Person[]) {
        await signIn(person);
        const method = await api('POST', '/api/local-payments/payment-methods', {
          number: '4242424242424242',
          expMonth: 12,
          expYear: 2031,
          cvc: '123',
        });
        const card = await api(
          'POST',
          '/api/users/me/payment-cards',
          { paymentMethodId: method.body.id },
          as(person.token!),
        );
        expect(card.status).toBeLessThan(300);
      }

      const acks: Ack[] = [];
      for (let cycle = 0; cycle < CYCLES; cycle += 1) {
        // The burst: everyone at once, again and again; the server dies under it.
        let stop = false;
        const inFlight = new Map<string, Person>();
        const before = acks.length;
        const loops = people.map(async (person, i) => {
          for (let n = i; !stop; n += 1) {
            try {
              await step(person, i, n, acks, inFlight);
            } catch {
              return; // the server is gone
            }
          }
        });
        const deadline = Date.now() + 20_000;
        while (acks.length - before < 12 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
        server.child.kill('SIGKILL');
        stop = true;
        await server.exited;
        await Promise.all(loops);
        expect(acks.length - before, `cycle ${cycle}`).toBeGreaterThanOrEqual(6);

        server = await start();
        // A placement whose answer was lost is retried with its key: the restarted server
        // released the key its previous life held, so the retry runs at once (no 409 for
        // the 120 s lease) and places the order once.
        for (const [key, person] of inFlight) {
          const retry = await api(
            'POST',
            '/api/users/me/orders',
            { addressId: person.addressId, bucks: 10 + people.indexOf(person) },
            { ...as(person.token!), 'idempotency-key': key },
          );
          expect([409, 500, 503], `retry after cycle ${cycle}: ${JSON.stringify(retry.body)}`).not.toContain(
            retry.status,
          );
        }
        // A session whose refresh answer was lost renews within the grace window, or signs in again.
        for (const person of people as Person[]) {
          if (!person.refreshInDoubt) continue;
          const res = await api('PATCH', '/api/auth/refresh', { ...CLIENT, refreshToken: person.refreshToken });
          if (res.status === 200) {
            person.token = res.body.accessToken as string;
            person.refreshToken = res.body.refreshToken as string;
            person.refreshInDoubt = false;
          } else await signIn(person);
        }
        // Every acknowledged write of every cycle so far answers.
        for (const ack of acks) {
          const person = people.find((p) => p.userId === ack.userId)!;
          if (ack.kind === 'order') {
            const order = await api('GET', `/api/users/me/orders/${ack.orderId}`, undefined, as(person.token!));
            expect(order.status).toBe(200);
            expect(order.body).toMatchObject({ status: 'placed', bucksSpent: ack.bucks, paymentStatus: 'authorized' });
            expect((order.body.lines as unknown[]).length).toBe(1);
          } else {
            // Orders here spend bucks only: the code's promo dollars stay, exactly once.
            const balance = await api('GET', '/api/users/me/balance', undefined, as(person.token!));
            expect(balance.body).toMatchObject({ promoCents: 250 });
          }
        }
      }
      server.child.kill('SIGTERM');
      await server.exited;

      // Nothing half-written: every order (acknowledged or not) has its lines, its first
      // event, its authorization and its bucks spend; every user's ledger chains; no promo
      // code was redeemed twice by anyone.
      const handle = await target.open();
      try {
        const db = handle.db;
        const broken = await db.execute<{ id: string }>(sql`
        select o.id from orders o
        where not exists (select 1 from order_items i where i.order_id = o.id)
           or not exists (select 1 from order_events e where e.order_id = o.id and e.status = 'placed')
           or (o.payment_status = 'authorized' and o.provider_payment_intent_id is null)
           or (o.bucks_spent > 0 and not exists (
                select 1 from ledger_entries l
                where l.source_type = 'order' and l.source_id = o.id::text and l.reason = 'order_spend'
                  and l.currency = 'BUCKS' and l.amount = -o.bucks_spent))`);
        expect(broken.rows).toEqual([]);
        const spends = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from ledger_entries l
        where l.reason = 'order_spend' and not exists (select 1 from orders o where o.id::text = l.source_id)`);
        expect(Number(spends.rows[0]!.n)).toBe(0);
        const twice = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from (select user_id from ledger_entries where reason = 'promo_code'
        group by user_id having count(*) > 1) t`);
        expect(Number(twice.rows[0]!.n)).toBe(0);
        for (const person of people) await expectLedgerConsistent(db, person.userId);
      } finally {
        await handle.close();
      }
    },
    120_000 + CYCLES * 60_000,
  );
});
