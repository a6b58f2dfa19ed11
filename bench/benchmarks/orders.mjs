// Orders placed per second at 20 concurrent clients, on PostgreSQL (budget ≥ 200/s, p99 ≤
// 100 ms) and on PGlite (figures only). Each client is its own signed-in customer with a
// saved card (the local payment provider) and a default address; it fills its cart (PUT)
// and places it (POST with an Idempotency-Key, 20 bucks spent) again and again. Only the
// placements are timed: each one re-prices the cart under a lock, authorizes the card,
// writes the order, its lines and event, the ledger spend and a notification.
import crypto from 'node:crypto';
import http from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { cpuPer, cpuSnapshot } from '../lib/cpu.mjs';
import { createBenchDatabase, postgresAvailable } from '../lib/postgres.mjs';
import { startServer } from '../lib/server.mjs';
import { percentile } from '../lib/stats.mjs';

const CLIENTS = 20;
const PASSWORD = 'bench passphrase that is long';
const CLIENT = { application: 'WEBAPP_CLIENT', applicationVersion: '2.8.1' };
const BUCKS_PER_ORDER = 20;
const SERVER_ENV = {
  ORDER_SIMULATOR: 'false',
  IP_RATE_LIMIT_SCALE: '100000',
  SEED_DEMO_DATA: 'true',
};

function scryptHash(password) {
  // A cheap hash: sign-in cost is the auth benchmark's subject, not this one's.
  const salt = crypto.randomBytes(16);
  const key = crypto.scryptSync(password.normalize('NFKC'), salt, 32, { N: 2 ** 10, r: 8, p: 3 });
  return ['scrypt', 10, 8, 3, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS * 2 });

function request(url, method, body, headers = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...headers,
        },
      },
      (res) => {
        let data = '';
        res.on('data', (c) => (data += c));
        res.on('end', () => resolve({ status: res.statusCode, body: data ? JSON.parse(data) : null }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Prepares the seeded database: one demo restaurant open all week that delivers far, an
 * item without required options, and CLIENTS customers with an address beside it and
 * bucks to spend. `query` runs SQL on PostgreSQL or PGlite alike.
 */
async function prepare(query) {
  const { rows } = await query(`
    select r.id, r.lat, r.lng, i.id as item_id
    from restaurants r join menu_items i on i.restaurant_id = r.id and i.available
    where r.is_active and r.country = 'CANADA'
      and not exists (
        select 1 from menu_item_option_groups l join menu_option_groups g on g.id = l.group_id
        where l.item_id = i.id and g.min_selections > 0)
    order by r.name, i.position limit 1`);
  const target = rows[0];
  if (!target) throw new Error('no demo restaurant with a simple item');
  await query(`
    update restaurants set ordering_enabled = true, delivery_radius_m = 20000, minimum_order_cents = 0,
      open_minutes = '{[0,10080)}',
      opening_hours = '[{"day":"MONDAY","ranges":[{"opens":"00:00","closes":"00:00"}]},{"day":"TUESDAY","ranges":[{"opens":"00:00","closes":"00:00"}]},{"day":"WEDNESDAY","ranges":[{"opens":"00:00","closes":"00:00"}]},{"day":"THURSDAY","ranges":[{"opens":"00:00","closes":"00:00"}]},{"day":"FRIDAY","ranges":[{"opens":"00:00","closes":"00:00"}]},{"day":"SATURDAY","ranges":[{"opens":"00:00","closes":"00:00"}]},{"day":"SUNDAY","ranges":[{"opens":"00:00","closes":"00:00"}]}]'::jsonb
    where id = '${target.id}'`);
  const hash = scryptHash(PASSWORD);
  const customers = [];
  for (let i = 0; i < CLIENTS; i++) {
    const email = `orders-bench-${i}@example.com`;
    const user = await query(`
      insert into users (email, password_hash, country, status, email_verified_at, referral_code)
      values ('${email}', '${hash}', 'CANADA', 'active', now(), 'OBENCH${i}') returning id`);
    const userId = user.rows[0].id;
    const address = await query(`
      insert into addresses (user_id, line1, city, region, postal_code, country, lat, lng, precision, is_default)
      values ('${userId}', '${100 + i} Bench Street', 'Montréal', 'QC', 'H2X 1Y4', 'CANADA',
        ${Number(target.lat) + 0.001}, ${Number(target.lng) + 0.001}, 'street', true) returning id`);
    // Bucks as the ledger records them: one credit entry and the balance it leaves.
    const bucks = 1_000_000;
    await query(`
      insert into ledger_entries (user_id, currency, amount, balance_after, reason, source_type, source_id, created_at)
      values ('${userId}', 'BUCKS', ${bucks}, ${bucks}, 'admin_adjustment', 'bench', '${crypto.randomUUID()}', now())`);
    await query(`insert into reward_balances (user_id, bucks, promo_cents) values ('${userId}', ${bucks}, 0)`);
    customers.push({ email, addressId: address.rows[0].id });
  }
  return { restaurantId: target.id, itemId: target.item_id, customers };
}

async function signInAndSaveCards(url, customers) {
  for (const c of customers) {
    const login = await request(`${url}/api/auth/login`, 'POST', { ...CLIENT, email: c.email, password: PASSWORD });
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${JSON.stringify(login.body)}`);
    c.auth = { authorization: `Bearer ${login.body.accessToken}` };
    const method = await request(`${url}/api/local-payments/payment-methods`, 'POST', {
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2035,
      cvc: '123',
    });
    const card = await request(
      `${url}/api/users/me/payment-cards`,
      'POST',
      { paymentMethodId: method.body.id },
      c.auth,
    );
    if (card.status >= 300) throw new Error(`saving a card failed: ${card.status} ${JSON.stringify(card.body)}`);
  }
}

/** Every client: fill the cart, place it; until the time is up. Only placements are timed. */
async function orderLoad(url, setup, durationS, serverPid) {
  const cpuBefore = cpuSnapshot(serverPid);
  const latencies = [];
  const cartLatencies = [];
  const failures = [];
  const deadline = performance.now() + durationS * 1000;
  await Promise.all(
    setup.customers.map(async (c) => {
      while (performance.now() < deadline) {
        const c0 = performance.now();
        const cart = await request(
          `${url}/api/users/me/cart`,
          'PUT',
          { restaurantId: setup.restaurantId, lines: [{ itemId: setup.itemId, quantity: 2 }] },
          c.auth,
        );
        cartLatencies.push(performance.now() - c0);
        if (cart.status !== 200) {
          failures.push(`cart ${cart.status}`);
          continue;
        }
        const t = performance.now();
        const order = await request(
          `${url}/api/users/me/orders`,
          'POST',
          { addressId: c.addressId, bucks: BUCKS_PER_ORDER },
          { ...c.auth, 'idempotency-key': crypto.randomUUID() },
        );
        latencies.push(performance.now() - t);
        if (order.status !== 201) failures.push(`order ${order.status} ${order.body?.type ?? ''}`);
      }
    }),
  );
  const cpu = cpuPer(cpuBefore, cpuSnapshot(serverPid), latencies.length);
  latencies.sort((a, b) => a - b);
  cartLatencies.sort((a, b) => a - b);
  return {
    cpu,
    cartP50Ms: percentile(cartLatencies, 50),
    orders: latencies.length,
    failures: failures.length,
    firstFailures: failures.slice(0, 5),
    ordersPerSecond: latencies.length / durationS,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}

function figures(bench, result, budgets) {
  return [
    {
      benchmark: bench,
      name: 'orders placed',
      value: result.ordersPerSecond,
      unit: 'orders/s',
      ...(budgets ? { budget: { min: budgets.minPerSecond } } : {}),
      details: result,
    },
    { benchmark: bench, name: 'latency p50', value: result.p50Ms, unit: 'ms' },
    { benchmark: bench, name: 'cart save before each (PUT) p50', value: result.cartP50Ms, unit: 'ms' },
    // What one cart save + placement costs, whatever else the machine is doing.
    ...(result.cpu
      ? [
          { benchmark: bench, name: 'server CPU per order (PUT + POST)', value: result.cpu.serverMs, unit: 'ms' },
          ...(result.cpu.postgresMs > 0
            ? [{ benchmark: bench, name: 'PostgreSQL CPU per order', value: result.cpu.postgresMs, unit: 'ms' }]
            : []),
        ]
      : []),
    {
      benchmark: bench,
      name: 'latency p99',
      value: result.p99Ms,
      unit: 'ms',
      ...(budgets ? { budget: { max: budgets.maxP99Ms } } : {}),
    },
    { benchmark: bench, name: 'failed placements', value: result.failures, unit: '', budget: { max: 0 } },
  ];
}

async function postgresCase(ctx) {
  const db = await createBenchDatabase('playeats_orders');
  const env = { ...SERVER_ENV, DATABASE_URL: db.url };
  const dataDir = ctx.tempDir('playeats-bench-orders-pg-');
  let server;
  try {
    await (await startServer({ dataDir, env })).stop();
    const setup = await prepare((sql) => db.query(sql));
    server = await startServer({ dataDir, env });
    await signInAndSaveCards(server.url, setup.customers);
    await orderLoad(server.url, setup, 1, server.pid); // warm-up
    const result = await orderLoad(server.url, setup, ctx.durationS, server.pid);
    return figures(`POST /api/users/me/orders (${CLIENTS} clients, PostgreSQL)`, result, {
      minPerSecond: 200,
      maxP99Ms: 100,
    });
  } finally {
    await server?.stop();
    await db.drop();
  }
}

async function pgliteCase(ctx) {
  const dataDir = ctx.tempDir('playeats-bench-orders-pglite-');
  await (await startServer({ dataDir, env: SERVER_ENV })).stop();
  const pglite = new PGlite(`${dataDir}/pglite`, { extensions: { cube, earthdistance, pg_trgm } });
  await pglite.waitReady;
  const setup = await prepare((sql) => pglite.query(sql));
  await pglite.close();
  const server = await startServer({ dataDir, env: SERVER_ENV });
  try {
    await signInAndSaveCards(server.url, setup.customers);
    await orderLoad(server.url, setup, 1, server.pid);
    const result = await orderLoad(server.url, setup, ctx.durationS, server.pid);
    // The database is inside the server process: the machine's PostgreSQL is not involved.
    if (result.cpu) result.cpu.postgresMs = 0;
    // PGlite runs one query at a time inside the server process: figures only.
    return figures(`POST /api/users/me/orders (${CLIENTS} clients, PGlite)`, result, null);
  } finally {
    await server.stop();
  }
}

export default {
  name: 'orders',
  async run(ctx) {
    const out = [];
    // BENCH_ORDERS_CASES=postgres (or pglite) runs one case only.
    const cases = (process.env.BENCH_ORDERS_CASES ?? 'postgres,pglite').split(',');
    if (cases.includes('postgres')) {
      if (await postgresAvailable()) out.push(...(await postgresCase(ctx)));
      else out.push({ benchmark: 'orders, PostgreSQL', name: 'skipped: no PostgreSQL', value: 0, unit: '' });
    }
    if (cases.includes('pglite')) out.push(...(await pgliteCase(ctx)));
    agent.destroy();
    return out;
  },
};
