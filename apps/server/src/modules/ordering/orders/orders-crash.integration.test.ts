import { insertMontrealAddress, MONTREAL_RESTAURANT } from '../../../../test/ordering-fixtures.ts';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareServerDatabase, type ServerDatabase } from '../../../../test/server-database.ts';
import { users } from '../../../db/schema/users.ts';
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

// The crash test of issue 6: SIGKILL the real server process during a burst of orders,
// start it again on the same database, and check that every order it acknowledged is
// there, that nothing is half-written and that the ledger still balances.

const USERS = 12;
const PASSWORD = 'crash test passphrase 42';
const CLIENT = { application: 'WEBAPP_CLIENT', applicationVersion: '2.8.1' };
const STARTING_BUCKS = 10_000;

describe('orders survive a crash', () => {
  let target: ServerDatabase;
  let port: number;
  const pizza = pizzaMenu();
  const restaurantId = randomUUID();
  const people: { email: string; userId: string; addressId: string; token?: string }[] = [];

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

  it('every acknowledged order is there after SIGKILL, whole, and the ledger balances', async () => {
    let server: RunningServer = await start();
    for (const person of people) {
      const login = await api('POST', '/api/auth/login', { ...CLIENT, email: person.email, password: PASSWORD });
      expect(login.status).toBe(200);
      person.token = login.body.accessToken as string;
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
        as(person.token),
      );
      expect(card.status).toBeLessThan(300);
    }

    // The burst: every user orders again and again; the server dies under it.
    const acknowledged: { userId: string; orderId: string; bucks: number }[] = [];
    let stop = false;
    const loops = people.map(async (person, i) => {
      while (!stop) {
        try {
          const cart = await api(
            'PUT',
            '/api/users/me/cart',
            { restaurantId, lines: [{ itemId: pizza.items.garlicBread, quantity: 1 + (i % 3) }] },
            as(person.token!),
          );
          if (cart.status !== 200) continue;
          const bucks = 10 + i;
          const order = await api(
            'POST',
            '/api/users/me/orders',
            { addressId: person.addressId, bucks },
            { ...as(person.token!), 'idempotency-key': randomUUID() },
          );
          if (order.status === 201)
            acknowledged.push({ userId: person.userId, orderId: order.body.id as string, bucks });
        } catch {
          return; // the server is gone
        }
      }
    });
    const deadline = Date.now() + 20_000;
    while (acknowledged.length < 40 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    server.child.kill('SIGKILL');
    stop = true;
    await server.exited;
    await Promise.all(loops);
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);

    // Restart on the same database: every acknowledged order answers, with its lines.
    server = await start();
    try {
      for (const ack of acknowledged) {
        const person = people.find((p) => p.userId === ack.userId)!;
        const order = await api('GET', `/api/users/me/orders/${ack.orderId}`, undefined, as(person.token!));
        expect(order.status).toBe(200);
        expect(order.body).toMatchObject({ status: 'placed', bucksSpent: ack.bucks, paymentStatus: 'authorized' });
        expect((order.body.lines as unknown[]).length).toBe(1);
      }
      // And the restarted server takes orders again.
      const person = people[0]!;
      await api(
        'PUT',
        '/api/users/me/cart',
        { restaurantId, lines: [{ itemId: pizza.items.garlicBread, quantity: 1 }] },
        as(person.token!),
      );
      const again = await api(
        'POST',
        '/api/users/me/orders',
        { addressId: person.addressId },
        { ...as(person.token!), 'idempotency-key': randomUUID() },
      );
      expect(again.status).toBe(201);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }

    // Nothing half-written: every order (acknowledged or not) has its lines, its first
    // event, its authorization and its bucks spend; every user's ledger chains.
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
      for (const person of people) await expectLedgerConsistent(db, person.userId);
    } finally {
      await handle.close();
    }
  }, 180_000);
});
