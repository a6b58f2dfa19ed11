// Orders placed per second at 20 concurrent clients, on PostgreSQL beside its limit (the
// same statements replayed by pgbench, budget: ratio ≥ 0.7) and on PGlite (figures only).
// Each client is its own signed-in customer with a saved card (the local payment provider)
// and a default address; it fills its cart (PUT) and places it (POST with an
// Idempotency-Key, 20 bucks spent) again and again. Only the placements are timed: each
// one re-prices the cart, authorizes the card, writes the order, its lines and event, the
// ledger spend and a notification. The limit (orders-placement.pgbench.sql) runs the 8
// statements of a cart save and a placement, in the same order with the same parameters,
// each pgbench client its own customer.
import crypto from 'node:crypto';
import http from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { cpuPer, cpuSnapshot } from '../lib/cpu.mjs';
import { httpLoad } from '../lib/http-load.mjs';
import { alternate, ratioFigures } from '../lib/limits.mjs';
import {
  POOL_SIZE,
  allPublished,
  delta,
  limitTurn,
  limitValues,
  numberedId,
  perOrder,
  reference,
  renumberCards,
  settled,
  written,
} from '../lib/orders-replay.mjs';
import { createBenchDatabase, postgresAvailable } from '../lib/postgres.mjs';
import { startServer } from '../lib/server.mjs';
import { percentile } from '../lib/stats.mjs';

const CLIENTS = 20;
const RATIO_MIN = 0.7;
/** Load before the measured turns: a server that has run a while, as the limit's C client needs none. */
const WARM_UP_S = 10;
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
    // Numbered ids: pgbench's client i names customer i's rows from its :client_id.
    const userId = numberedId('0', i);
    await query(`
      insert into users (id, email, password_hash, country, status, email_verified_at, referral_code)
      values ('${userId}', '${email}', '${hash}', 'CANADA', 'active', now(), 'OBENCH${i}')`);
    const address = await query(`
      insert into addresses (id, user_id, line1, city, region, postal_code, country, lat, lng, precision, is_default)
      values ('${numberedId('2', i)}', '${userId}', '${100 + i} Bench Street', 'Montréal', 'QC', 'H2X 1Y4', 'CANADA',
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

/**
 * Every client: fill the cart, place it; until the time is up (a cart saved is then placed).
 * Only placements are timed. One keep-alive connection per client (`lib/http-load.mjs`).
 */
async function orderLoad(url, setup, durationS, serverPid) {
  const cpuBefore = cpuSnapshot(serverPid);
  const latencies = [];
  const cartLatencies = [];
  const failures = [];
  let placementFailures = 0;
  let next = 0;
  const json = (c) => ({ ...c.auth, 'content-type': 'application/json' });
  const load = await httpLoad({
    url,
    connections: setup.customers.length,
    durationS,
    wholeCycles: true,
    setupClient(client) {
      const c = setup.customers[next++];
      client.setRequests([
        {
          method: 'PUT',
          path: '/api/users/me/cart',
          headers: json(c),
          body: JSON.stringify({ restaurantId: setup.restaurantId, lines: [{ itemId: setup.itemId, quantity: 2 }] }),
          onResponse: (status, _body, ms) => {
            cartLatencies.push(ms);
            if (status === 200) return true;
            failures.push(`cart ${status}`);
            return false; // not placed: the client saves its cart again
          },
        },
        {
          method: 'POST',
          path: '/api/users/me/orders',
          headers: json(c),
          body: JSON.stringify({ addressId: c.addressId, bucks: BUCKS_PER_ORDER }),
          setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'idempotency-key': crypto.randomUUID() } }),
          onResponse: (status, body, ms) => {
            latencies.push(ms);
            if (status === 201) return;
            placementFailures += 1;
            failures.push(`order ${status} ${body.match(/"type":"([^"]*)"/)?.[1] ?? ''}`);
          },
        },
      ]);
    },
  });
  failures.push(...Array.from({ length: load.errors }, () => 'request failed (connection or timeout)'));
  const placed = latencies.length - placementFailures;
  const cpu = cpuPer(cpuBefore, cpuSnapshot(serverPid), placed);
  // The load generator (this process: its HTTP requests), the app's client.
  if (cpu) cpu.clientMs = load.clientCpuMs / placed;
  latencies.sort((a, b) => a - b);
  cartLatencies.sort((a, b) => a - b);
  return {
    cpu,
    cartP50Ms: percentile(cartLatencies, 50),
    orders: latencies.length,
    failures: failures.length,
    placementFailures,
    firstFailures: failures.slice(0, 5),
    ordersPerSecond: placed / load.elapsedS,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}

function figures(bench, result) {
  return [
    { benchmark: bench, name: 'orders placed', value: result.ordersPerSecond, unit: 'orders/s', details: result },
    { benchmark: bench, name: 'latency p50', value: result.p50Ms, unit: 'ms' },
    { benchmark: bench, name: 'cart save before each (PUT) p50', value: result.cartP50Ms, unit: 'ms' },
    // What one cart save + placement costs, whatever else the machine is doing.
    ...(result.cpu
      ? [
          { benchmark: bench, name: 'server CPU per order (PUT + POST)', value: result.cpu.serverMs, unit: 'ms' },
          { benchmark: bench, name: 'of which in the kernel (system)', value: result.cpu.serverSystemMs, unit: 'ms' },
          ...(result.cpu.postgresMs > 0
            ? [{ benchmark: bench, name: 'PostgreSQL CPU per order', value: result.cpu.postgresMs, unit: 'ms' }]
            : []),
        ]
      : []),
    { benchmark: bench, name: 'latency p99', value: result.p99Ms, unit: 'ms' },
    { benchmark: bench, name: 'failed placements', value: result.failures, unit: '', budget: { max: 0 } },
  ];
}

/** One app turn: its load, the rows it wrote per order, PostgreSQL's tuples per order. */
async function appTurn(db, server, setup, durationS) {
  const before = await written(db);
  const result = await orderLoad(server.url, setup, durationS, server.pid);
  const after = await settled(db, before);
  const placed = result.orders - result.placementFailures;
  const rows = delta(before, after, placed);
  return {
    ...result,
    rows: perOrder(rows, placed),
    tuplesInsertedPerOrder: rows.inserted / placed,
    tuplesUpdatedPerOrder: rows.updated / placed,
    tablesPerOrder: rows.tables,
    countersSettled: after.settled,
  };
}

async function postgresCase(ctx) {
  const db = await createBenchDatabase('playeats_orders');
  const env = { ...SERVER_ENV, DATABASE_URL: db.url, DATABASE_POOL_SIZE: String(POOL_SIZE) };
  const dataDir = ctx.tempDir('playeats-bench-orders-pg-');
  let server;
  try {
    await (await startServer({ dataDir, env })).stop();
    const setup = await prepare((sql) => db.query(sql));
    server = await startServer({ dataDir, env });
    await signInAndSaveCards(server.url, setup.customers);
    await renumberCards(db, CLIENTS);
    // Warm-up (each pool connection prepares its statements, every customer's cart row is
    // made, V8 compiles the placement's code: its optimizing compiler and the interpreter's
    // inline caches were still a tenth of the server's CPU in a profile of the first turns
    // after a 1 s warm-up, the app's rate rising turn after turn), then 3 s more: the rows
    // and tuples an order writes once the carts exist, the reference the limit is checked
    // against.
    await appTurn(db, server, setup, WARM_UP_S);
    await allPublished(db);
    const warm = await appTurn(db, server, setup, 3);
    const values = await limitValues(db, setup);
    const measured = await alternate({
      measureLimit: (round) => limitTurn(db, values, round, ctx.durationS / 2, reference(warm)),
      measureApp: () => appTurn(db, server, setup, ctx.durationS / 2),
      key: (r) => r.tps ?? r.ordersPerSecond,
    });
    const { app, limit } = measured;
    const bench = `POST /api/users/me/orders (${CLIENTS} clients, PostgreSQL)`;
    const info = (name, value, unit) => ({ benchmark: bench, name, value, unit });
    return [
      { ...info('orders placed', app.ordersPerSecond, 'orders/s'), details: { ...measured, rowsPerOrder: warm.rows } },
      ...ratioFigures(bench, {
        what: 'orders placed',
        limitName: 'its 8 statements by pgbench',
        value: app.ordersPerSecond,
        limit: limit.tps,
        unit: 'orders/s',
        budget: { min: RATIO_MIN },
      }),
      info('latency p50', app.p50Ms, 'ms'),
      info('latency p99', app.p99Ms, 'ms'),
      info('cart save before each (PUT) p50', app.cartP50Ms, 'ms'),
      // What one cart save + placement costs each side, whatever else the machine is doing.
      ...(app.cpu
        ? [
            info('server CPU per order (PUT + POST)', app.cpu.serverMs, 'ms'),
            info('of which in the kernel (system)', app.cpu.serverSystemMs, 'ms'),
            info('PostgreSQL CPU per order', app.cpu.postgresMs, 'ms'),
          ]
        : []),
      ...(app.cpu ? [info('load generator CPU per order (the bench process)', app.cpu.clientMs, 'ms')] : []),
      ...(limit.cpu
        ? [
            info('PostgreSQL CPU per order under the limit', limit.cpu.postgresMs, 'ms'),
            info('pgbench CPU per order (the limit)', limit.cpu.clientMs, 'ms'),
          ]
        : []),
      info('tuples inserted per order (app)', app.tuplesInsertedPerOrder, ''),
      info('tuples inserted per order (limit)', limit.tuplesInsertedPerOrder, ''),
      info('tuples updated per order (app)', app.tuplesUpdatedPerOrder, ''),
      info('tuples updated per order (limit)', limit.tuplesUpdatedPerOrder, ''),
      { ...info('failed placements', app.failures, ''), budget: { max: 0 } },
    ];
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
    return figures(`POST /api/users/me/orders (${CLIENTS} clients, PGlite)`, result);
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
