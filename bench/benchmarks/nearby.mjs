// Nearby search (GET /api/restaurants/nearby) on a large catalogue: 1,000,000 restaurants
// on PostgreSQL and 100,000 on PGlite, for radii of 1, 5 and 25 miles, at 1 connection (what
// a search costs) and at 50 (what a busy server does).
// The catalogue is the demo seed's 2,000 restaurants (real cities, hours, cuisines) copied
// with their positions spread ±0.15° latitude and ±0.2° longitude, so the large cities get
// dense: within 25 miles of downtown Montréal there are some 100,000 restaurants.
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { alternate, cpuFigures, ratioFigures, runPgbench } from '../lib/limits.mjs';
import { runLoad } from '../lib/load.mjs';
import { createBenchDatabase, postgresAvailable } from '../lib/postgres.mjs';
import { startServer } from '../lib/server.mjs';

const CONNECTIONS = 50;
/** The server's default DATABASE_POOL_SIZE. */
const POOL_SIZE = 20;
const RATIO_MIN = 0.8;
const RADII_MILES = [1, 5, 25];
const DEMO_RESTAURANTS = 2_000;
/** Downtowns the queries start from (each query picks one and moves up to ~3 km). */
const CENTRES = [
  [45.5017, -73.5673], // Montréal
  [43.6532, -79.3832], // Toronto
  [40.7128, -74.006], // New York
  [34.0522, -118.2437], // Los Angeles
  [41.8781, -87.6298], // Chicago
  [49.2827, -123.1207], // Vancouver
];

/** Copies every restaurant `copies` times at a random nearby position; indexes are rebuilt after. */
const scaleSql = (copies) => `
  insert into restaurants (id, name, search_name, cuisines, street, city, region, postal_code, country, lat, lng,
    time_zone, opening_hours, open_minutes, delivery_radius_m, minimum_order_cents, delivery_fee_cents,
    preparation_minutes, rating, image_url, is_partner, is_active, ordering_enabled)
  select gen_random_uuid(), r.name, r.search_name, r.cuisines, r.street, r.city, r.region, r.postal_code, r.country,
    greatest(-89.9, least(89.9, r.lat + (random() - 0.5) * 0.3)), r.lng + (random() - 0.5) * 0.4,
    r.time_zone, r.opening_hours, r.open_minutes, r.delivery_radius_m, r.minimum_order_cents, r.delivery_fee_cents,
    r.preparation_minutes, r.rating, r.image_url, r.is_partner, r.is_active, r.ordering_enabled
  from restaurants r cross join generate_series(1, ${copies}) as g`;

/** The repository's plain nearby statement (restaurants.repository.ts) with fewer columns, for EXPLAIN. */
const NEARBY_SQL = `
  select id, name, cuisines, lat, lng, time_zone, opening_hours,
    earth_distance(ll_to_earth(lat, lng), ll_to_earth($1, $2)) as raw_distance
  from restaurants
  where is_active = true
    and earth_box(ll_to_earth($1, $2), $3) @> ll_to_earth(lat, lng)
    and earth_distance(ll_to_earth(lat, lng), ll_to_earth($1, $2)) <= $3
  order by ll_to_earth(lat, lng) <-> ll_to_earth($1, $2)
  limit 21 offset 0`;

/**
 * Drops the secondary indexes, runs `fill`, and builds them again: far faster than
 * maintaining them row by row. VACUUM then sets the new rows' hint bits and visibility, as
 * autovacuum would on a live database, so the load runs do not pay for that first touch.
 */
async function withIndexesRebuilt(query, fill) {
  const { rows } = await query(
    `select indexname, indexdef from pg_indexes where tablename = 'restaurants' and indexname <> 'restaurants_pkey'`,
  );
  for (const { indexname } of rows) await query(`drop index ${indexname}`);
  await fill();
  for (const { indexdef } of rows) await query(indexdef);
  await query('vacuum analyze restaurants');
}

/**
 * The repository's statement for searches made at once (restaurants_nearby_batch), with
 * fewer columns, for EXPLAIN: a copy, kept in step with plainNearbyBatchStatement by hand.
 */
const NEARBY_BATCH_SQL = `
  select search.n::int, page.*
  from unnest($1, $2, $3, $4, $5) with ordinality as search(lat, lng, radius, lim, off, n)
  cross join lateral (
    select id, name, earth_distance(ll_to_earth(lat, lng), ll_to_earth(search.lat, search.lng)) as raw_distance
    from restaurants
    where is_active = true
      and earth_box(ll_to_earth(search.lat, search.lng), search.radius) @> ll_to_earth(lat, lng)
      and earth_distance(ll_to_earth(lat, lng), ll_to_earth(search.lat, search.lng)) <= search.radius
    order by ll_to_earth(lat, lng) <-> ll_to_earth(search.lat, search.lng)
    limit search.lim offset search.off) as page`;

function queryPaths(radiusMiles, count = 500) {
  // A fixed sequence (a small LCG), so every run asks the same questions.
  let seed = 42;
  const rnd = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () => {
    const [lat, lng] = CENTRES[Math.floor(rnd() * CENTRES.length)];
    const q = new URLSearchParams({
      lat: (lat + (rnd() - 0.5) * 0.05).toFixed(5),
      lng: (lng + (rnd() - 0.5) * 0.05).toFixed(5),
      radius: String(radiusMiles),
      unit: 'miles',
    });
    return { path: `/api/restaurants/nearby?${q}` };
  });
}

/** The metres the server searches for a radius in miles (restaurants.repository.ts: the earth's radius ratio of earthdistance). */
const metresOf = (radiusMiles) => radiusMiles * 1609.34 * (6378168 / 6371008.8);

/**
 * The server's plain nearby statement for one search (read from PostgreSQL's log), its
 * values as parameters as the server sends them, as pgbench runs it, from the same downtowns
 * moved up to ~3 km as queryPaths does. The server sends a search alone so, and searches
 * made at once as one statement (restaurants_nearby_batch); the limit stays one search per
 * statement, as issue 17 defines it (decision 0038).
 */
function nearbyScript(radiusMiles) {
  const pick = (i) => `case ${CENTRES.map((c, n) => `when :c = ${n} then ${c[i]}`).join(' ')} end`;
  return `\\set c random(0, ${CENTRES.length - 1})
\\set lat ${pick(0)} + (random(0, 100000) - 50000) / 2000000.0
\\set lng ${pick(1)} + (random(0, 100000) - 50000) / 2000000.0
\\set r ${metresOf(radiusMiles)}
select "id", "name", "cuisines", "street", "city", "region", "postal_code", "country", "lat", "lng", "time_zone",
  "open_minutes", "delivery_radius_m", "minimum_order_cents", "delivery_fee_cents", "preparation_minutes", "rating",
  "image_url", "image_key", "is_partner", "ordering_enabled",
  earth_distance(ll_to_earth("restaurants"."lat", "restaurants"."lng"), ll_to_earth(:lat, :lng))
from "restaurants"
where ("restaurants"."is_active" = true
  and earth_box(ll_to_earth(:lat, :lng), :r) @> ll_to_earth("restaurants"."lat", "restaurants"."lng")
  and earth_distance(ll_to_earth("restaurants"."lat", "restaurants"."lng"), ll_to_earth(:lat, :lng)) <= :r)
order by ll_to_earth("restaurants"."lat", "restaurants"."lng") <-> ll_to_earth(:lat, :lng)
limit 21 offset 0;
`;
}

/**
 * Asks every question of every radius once (not recorded; each connection walks
 * the list from its start, so one connection covers it): caches warm as on a running server,
 * so the first radius measured is not the one that pays for reading the table from disk.
 */
async function warmUp(server) {
  for (const radius of RADII_MILES) {
    await runLoad({
      url: `${server.url}/api/restaurants/nearby`,
      requests: queryPaths(radius),
      connections: 1,
      durationS: 60,
      maxRequests: 500,
      warmupS: 0,
    });
  }
}

/** Each radius at `connections`, the queries varying over the downtowns. */
async function loadRadii(server, connections, durationS) {
  const results = {};
  for (const radius of RADII_MILES) {
    results[radius] = await runLoad({
      url: `${server.url}/api/restaurants/nearby`,
      requests: queryPaths(radius),
      connections,
      durationS,
    });
  }
  return results;
}

const max = (limit) => (limit === undefined || limit === null ? {} : { budget: { max: limit } });

/**
 * Latency, throughput and failures per radius, and how far apart the radii's medians are.
 * Without `budgets`, latency and failures are printed as information only.
 */
function radiusFigures(bench, label, results, budgets) {
  const figures = [];
  for (const radius of RADII_MILES) {
    const r = results[radius];
    const name = `${label}, ${radius} mi`;
    figures.push(
      { benchmark: bench, name: `${name}: latency p50`, value: r.p50Ms, unit: 'ms', ...max(budgets?.p50) },
      { benchmark: bench, name: `${name}: latency p99`, value: r.p99Ms, unit: 'ms', ...max(budgets?.p99) },
      { benchmark: bench, name: `${name}: throughput`, value: r.requestsPerSecond, unit: 'req/s', details: r },
      {
        benchmark: bench,
        name: `${name}: failed requests`,
        value: r.errors + r.non2xx,
        unit: '',
        ...(budgets ? { budget: { max: 0 } } : {}),
      },
    );
  }
  // A floor of 1 ms: a sub-millisecond median must not make the ratio of noise a large one.
  const p50s = RADII_MILES.map((radius) => Math.max(results[radius].p50Ms, 1));
  figures.push({
    benchmark: bench,
    name: `${label}: p50 max/min across radii`,
    value: Math.max(...p50s) / Math.min(...p50s),
    unit: '×',
    budget: { max: 2 },
  });
  return figures;
}

/**
 * EXPLAIN ANALYZE of a 25-mile search from downtown Montréal; `knn` when the GiST index gives
 * the order. The server runs the plain search as a named statement, which PostgreSQL plans
 * generically after five runs: the plan checked is that generic one.
 */
async function explainNearby(query) {
  const args = `45.5017, -73.5673, ${metresOf(25)}`;
  await query('set plan_cache_mode = force_generic_plan');
  await query(`prepare nearby_check(float8, float8, float8) as ${NEARBY_SQL}`);
  await query(`execute nearby_check(${args})`); // warm the cache: the plan of a running server
  const plan = (await query(`explain (analyze, buffers) execute nearby_check(${args})`)).rows.map(
    (r) => r['QUERY PLAN'],
  );
  await query('deallocate nearby_check');
  // Searches made at once: the same walk per search under a nested loop (restaurants_nearby_batch).
  await query(`prepare nearby_batch_check(float8[], float8[], float8[], int[], int[]) as ${NEARBY_BATCH_SQL}`);
  const batchArgs = `array[45.5017, 43.6532]::float8[], array[-73.5673, -79.3832]::float8[], array[${metresOf(25)}, ${metresOf(25)}]::float8[], array[21, 21], array[0, 0]`;
  await query(`execute nearby_batch_check(${batchArgs})`);
  const batchPlan = (await query(`explain (analyze, buffers) execute nearby_batch_check(${batchArgs})`)).rows.map(
    (r) => r['QUERY PLAN'],
  );
  await query('deallocate nearby_batch_check');
  await query('reset plan_cache_mode');
  const walks = (lines) =>
    lines.some((line) => /Index Scan using restaurants_earth_idx/.test(line)) &&
    lines.some((line) => /Order By: .*<->/.test(line)) &&
    !lines.some((line) => /Sort Key/.test(line));
  const knn = walks(plan);
  const batchKnn = walks(batchPlan) && /Nested Loop/.test(batchPlan[0] ?? '');
  const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan.join('\n'))?.[1] ?? NaN);
  return { plan, knn, executionMs, batchPlan, batchKnn };
}

/** What explainNearby found, as figures: both plans' checks and the search's execution time. */
function planFigures(bench, explain) {
  return [
    {
      benchmark: bench,
      name: 'plan: GiST index gives the KNN order, no sort (1 = yes)',
      value: explain.knn ? 1 : 0,
      unit: '',
      budget: { min: 1 },
      details: explain.plan,
    },
    {
      benchmark: bench,
      name: 'plan of searches made at once: the same walk per search, no sort (1 = yes)',
      value: explain.batchKnn ? 1 : 0,
      unit: '',
      budget: { min: 1 },
      details: explain.batchPlan,
    },
    { benchmark: bench, name: 'plan: execution, 25 mi', value: explain.executionMs, unit: 'ms' },
  ];
}

/**
 * Each radius at 50 connections, taking turns with pgbench running the same statement over
 * as many connections as the server's pool (the same database concurrency).
 */
async function againstTheLimit(server, dbUrl, durationS) {
  const loaded = {};
  const limits = {};
  for (const radius of RADII_MILES) {
    const measured = await alternate({
      measureLimit: () =>
        runPgbench({ url: dbUrl, script: nearbyScript(radius), clients: POOL_SIZE, durationS: durationS / 2 }),
      measureApp: () =>
        runLoad({
          url: `${server.url}/api/restaurants/nearby`,
          requests: queryPaths(radius),
          connections: CONNECTIONS,
          durationS: durationS / 2,
          pid: server.pid,
        }),
      key: (r) => r.tps ?? r.requestsPerSecond,
    });
    loaded[radius] = measured.app;
    limits[radius] = measured.limit;
  }
  return { loaded, limits };
}

async function postgresCase(ctx) {
  const bench = `nearby, 1,000,000 restaurants, PostgreSQL (${ctx.durationS} s runs)`;
  const db = await createBenchDatabase('playeats_nearby');
  const dataDir = ctx.tempDir('playeats-bench-nearby-pg-');
  let server;
  try {
    // The server migrates the new database and seeds the 2,000 demo restaurants.
    await (await startServer({ dataDir, env: { DATABASE_URL: db.url } })).stop();
    const seedStarted = performance.now();
    await db.query(`set maintenance_work_mem = '512MB'`);
    await db.query('select setseed(0.42)');
    await withIndexesRebuilt(db.query, () => db.query(scaleSql(1_000_000 / DEMO_RESTAURANTS - 1)));
    const seedMs = performance.now() - seedStarted;
    const { rows: count } = await db.query('select count(*)::int as n from restaurants');

    const explain = await explainNearby(db.query);

    server = await startServer({ dataDir, env: { DATABASE_URL: db.url } });
    const sample = await (await fetch(`${server.url}${queryPaths(5, 1)[0].path}`)).json();
    await warmUp(server);
    const single = await loadRadii(server, 1, Math.max(3, ctx.durationS / 2));
    const { loaded, limits } = await againstTheLimit(server, db.url, ctx.durationS);

    return [
      { benchmark: bench, name: 'restaurants', value: count[0].n, unit: '' },
      {
        benchmark: bench,
        name: 'seed: 998,000 copies + index rebuild',
        value: seedMs / 1000,
        unit: 's',
        budget: { max: 180 },
      },
      ...planFigures(bench, explain),
      { benchmark: bench, name: 'items on a first page, 5 mi (sample)', value: sample.items?.length ?? 0, unit: '' },
      // One connection: what a search costs (information about this machine).
      ...radiusFigures(bench, '1 conn', single, null),
      // 50 connections on 2 shared cores: latency is mostly queueing (p50 ≈ 50 / throughput).
      ...radiusFigures(bench, `${CONNECTIONS} conn`, loaded, null),
      ...RADII_MILES.flatMap((radius) => [
        ...ratioFigures(bench, {
          what: `${CONNECTIONS} conn, ${radius} mi: throughput`,
          limitName: `its statement by pgbench, ${POOL_SIZE} conn`,
          value: loaded[radius].requestsPerSecond,
          limit: limits[radius].tps,
          unit: 'req/s',
          budget: { min: RATIO_MIN },
        }),
        ...cpuFigures(`${bench}, ${radius} mi`, loaded[radius], limits[radius]),
      ]),
    ];
  } finally {
    await server?.stop();
    await db.drop();
  }
}

async function pgliteCase(ctx) {
  const bench = `nearby, 100,000 restaurants, PGlite (${ctx.durationS} s runs)`;
  const dataDir = ctx.tempDir('playeats-bench-nearby-pglite-');
  // First start: PGlite's initdb, migrations and the demo seed.
  await (await startServer({ dataDir })).stop();
  const seedStarted = performance.now();
  const pglite = new PGlite(`${dataDir}/pglite`, { extensions: { cube, earthdistance, pg_trgm } });
  await pglite.waitReady;
  const query = (sql) => pglite.query(sql);
  await query('select setseed(0.42)');
  await withIndexesRebuilt(query, () => query(scaleSql(100_000 / DEMO_RESTAURANTS - 1)));
  const seedMs = performance.now() - seedStarted;
  const explain = await explainNearby(query);
  await pglite.close();

  const server = await startServer({ dataDir });
  try {
    await warmUp(server);
    const single = await loadRadii(server, 1, Math.max(3, ctx.durationS / 2));
    const loaded = await loadRadii(server, CONNECTIONS, ctx.durationS);
    return [
      { benchmark: bench, name: 'seed: 98,000 copies + index rebuild', value: seedMs / 1000, unit: 's' },
      ...planFigures(bench, explain),
      // PGlite is WebAssembly and runs one query at a time (information about this machine).
      ...radiusFigures(bench, '1 conn', single, null),
      // 50 connections: information only. PGlite answers one query at a time and its queries
      // run synchronously on the server's event loop, so 50 clients mostly wait to be read:
      // the server's own response times stay small while the clients' tail grows to seconds.
      ...radiusFigures(bench, `${CONNECTIONS} conn`, loaded, null),
    ];
  } finally {
    await server.stop();
  }
}

/** Nearest-first search stays flat whatever the radius: the KNN scan stops after one page. */
export default {
  name: 'nearby',
  async run(ctx) {
    const figures = [];
    if (await postgresAvailable()) figures.push(...(await postgresCase(ctx)));
    else figures.push({ benchmark: 'nearby, PostgreSQL', name: 'skipped: no PostgreSQL', value: 0, unit: '' });
    figures.push(...(await pgliteCase(ctx)));
    return figures;
  },
};
