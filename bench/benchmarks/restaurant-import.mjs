// Partner import on PostgreSQL (docs/decisions/0020-partner-restaurants.md): a CSV of
// 100,000 restaurants with their menus (8 dishes, 2 option groups each), generated here,
// sent to POST /api/admin/restaurants/import as an admin would. Printed: the import's time
// and the server's peak memory, beside the limit measured in the same run: PostgreSQL's own
// COPY (psql \copy) of the very rows the import wrote, into tables with the same indexes.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { Readable } from 'node:stream';
import { rssBytes } from '../lib/memory.mjs';
import { accessToken, insertPlayers } from '../lib/players.mjs';
import { createBenchDatabase, postgresAvailable } from '../lib/postgres.mjs';
import { startServer } from '../lib/server.mjs';

const RESTAURANTS = Number(process.env.BENCH_IMPORT_RESTAURANTS ?? 100_000);
const TABLES = [
  'restaurants',
  'menu_categories',
  'menu_option_groups',
  'menu_options',
  'menu_items',
  'menu_item_option_groups',
];
/** The import may take this many times PostgreSQL's own COPY of its rows. */
const MAX_RATIO = 6;
/** Bounded memory: the server's resident memory may grow this much during the import, whatever the file's size. */
const MAX_GROWTH_BYTES = 300 * 1024 * 1024;

const CITIES = [
  {
    city: 'Montréal',
    region: 'QC',
    postal: 'H3B 1K1',
    country: 'CA',
    lat: 45.5017,
    lng: -73.5673,
    tz: 'America/Toronto',
  },
  {
    city: 'Toronto',
    region: 'ON',
    postal: 'M5V 2A5',
    country: 'CA',
    lat: 43.6532,
    lng: -79.3832,
    tz: 'America/Toronto',
  },
  {
    city: 'New York',
    region: 'NY',
    postal: '10001',
    country: 'US',
    lat: 40.7128,
    lng: -74.006,
    tz: 'America/New_York',
  },
  { city: 'Chicago', region: 'IL', postal: '60606', country: 'US', lat: 41.8781, lng: -87.6298, tz: 'America/Chicago' },
  {
    city: 'Vancouver',
    region: 'BC',
    postal: 'V6B 1A1',
    country: 'CA',
    lat: 49.2827,
    lng: -123.1207,
    tz: 'America/Vancouver',
  },
];
const HEADER =
  'restaurant_ref,name,cuisines,street,city,region,postal_code,country,lat,lng,time_zone,hours,delivery_radius_km,delivery_fee_cents,minimum_order_cents,category,item_name,item_description,item_price_cents,item_options';
const SIZE = 'Size[1-1]: Regular=0; Large=300';
const EXTRAS = 'Extras[0-3]: Cheese=100; Bacon=150; Avocado=200';
const DISHES = [
  ['Mains', 'Burger', `${SIZE} | ${EXTRAS}`],
  ['Mains', 'Chicken Sandwich', `${SIZE} | ${EXTRAS}`],
  ['Mains', 'Veggie Wrap', EXTRAS],
  ['Mains', 'Poutine', SIZE],
  ['Sides', 'Fries', SIZE],
  ['Sides', 'Onion Rings', SIZE],
  ['Drinks', 'Cola', ''],
  ['Drinks', 'Iced Tea', ''],
];

/**
 * The CSV, written a restaurant at a time (one row per dish; every tenth restaurant left to
 * the geocoder). References as long as a partner system's ids (19–23 characters): the import
 * keeps every reference to the end, and a kept field of 13 characters or more once held its
 * whole chunk of the file (csv-reader.ts, ownCopy), which 11-character ones did not show.
 */
async function writeCsv(file) {
  const out = fs.createWriteStream(file);
  const write = async (line) => {
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  };
  await write(HEADER);
  for (let i = 0; i < RESTAURANTS; i += 1) {
    const c = CITIES[i % CITIES.length];
    const located = i % 10 !== 0;
    const lat = located ? (c.lat + ((i % 997) - 498) * 0.0003).toFixed(5) : '';
    const lng = located ? (c.lng + ((i % 991) - 495) * 0.0004).toFixed(5) : '';
    const head = `bench-partner-ref-${i},Bench Kitchen ${i},burgers;american,${i} Main St,${c.city},${c.region},${c.postal},${c.country},${lat},${lng},${located ? c.tz : ''},mon-fri 11:00-22:00; sat-sun 10:00-23:00,5,299,1000`;
    for (const [d, [category, name, options]] of DISHES.entries()) {
      const restaurant = d === 0 ? head : `bench-partner-ref-${i},,,,,,,,,,,,,,`;
      await write(`${restaurant},${category},${name},,${900 + d * 100 + (i % 7)},${options}`);
    }
  }
  out.end();
  await once(out, 'finish');
}

/** Runs psql on the bench database; throws with its output when it fails. */
function psql(url, command) {
  const result = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-q', '-c', command], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql ${command}: ${result.stderr || result.error}`);
}

export default {
  name: 'restaurant-import',
  async run(ctx) {
    const bench = `CSV import of ${RESTAURANTS.toLocaleString('en-US')} restaurants with menus (PostgreSQL)`;
    if (!(await postgresAvailable())) return [{ benchmark: bench, name: 'skipped: no PostgreSQL', value: 0, unit: '' }];
    if (spawnSync('psql', ['--version']).status !== 0) {
      return [{ benchmark: bench, name: 'skipped: no psql for the COPY limit', value: 0, unit: '' }];
    }
    const dir = ctx.tempDir('playeats-bench-import-');
    const csv = path.join(dir, 'partners.csv');
    const generated = performance.now();
    await writeCsv(csv);
    const generateMs = performance.now() - generated;
    const fileBytes = fs.statSync(csv).size;

    const db = await createBenchDatabase('playeats_import');
    const secret = crypto.randomBytes(32).toString('hex');
    let server;
    try {
      server = await startServer({
        dataDir: ctx.tempDir('playeats-bench-import-data-'),
        env: { DATABASE_URL: db.url, JWT_SECRET: secret, SEED_DEMO_DATA: 'false' },
      });
      const [adminId] = await insertPlayers(db, 1, `import-admin-${crypto.randomBytes(3).toString('hex')}`);
      await db.query(`update users set roles = array['USER','ADMIN'] where id = $1`, [adminId]);
      const token = accessToken(secret, adminId, 'WEBAPP_CLIENT', ['USER', 'ADMIN']);

      const before = rssBytes(server.pid);
      let peak = before ?? 0;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssBytes(server.pid) ?? 0);
      }, 50);
      const started = performance.now();
      const res = await fetch(`${server.url}/api/admin/restaurants/import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv', 'content-length': String(fileBytes) },
        body: Readable.toWeb(fs.createReadStream(csv, { highWaterMark: 1 << 20 })),
        duplex: 'half',
      });
      const answer = await res.json();
      const importMs = performance.now() - started;
      clearInterval(sampler);
      if (res.status !== 200)
        throw new Error(`import answered ${res.status}: ${JSON.stringify(answer).slice(0, 2000)}`);

      const counts = {};
      for (const table of TABLES) {
        counts[table] = Number((await db.query(`select count(*)::bigint as n from ${table}`)).rows[0].n);
      }
      const rows = Object.values(counts).reduce((a, b) => a + b, 0);

      // The limit: the same rows, exported, then COPY'd by psql into tables with the same
      // columns, defaults, checks and indexes (no foreign keys).
      for (const table of TABLES) {
        psql(db.url, `\\copy (select * from ${table}) to '${path.join(dir, `${table}.tsv`)}'`);
        await db.query(`create table bench_copy_${table} (like ${table} including all)`);
      }
      const copyStarted = performance.now();
      for (const table of TABLES) psql(db.url, `\\copy bench_copy_${table} from '${path.join(dir, `${table}.tsv`)}'`);
      const copyMs = performance.now() - copyStarted;

      const details = { fileBytes, generateMs, answer, counts, rows };
      return [
        { benchmark: bench, name: 'import time', value: importMs / 1000, unit: 's', details },
        {
          benchmark: bench,
          name: 'PostgreSQL COPY of the same rows (limit)',
          value: copyMs / 1000,
          unit: 's',
          details: { rows },
        },
        { benchmark: bench, name: 'import ÷ COPY', value: importMs / copyMs, unit: '×', budget: { max: MAX_RATIO } },
        { benchmark: bench, name: 'rows written per second', value: rows / (importMs / 1000), unit: 'rows/s' },
        { benchmark: bench, name: 'file size', value: fileBytes / 1024 / 1024, unit: 'MB' },
        { benchmark: bench, name: 'server memory before', value: (before ?? 0) / 1024 / 1024, unit: 'MB' },
        { benchmark: bench, name: 'server peak memory', value: peak / 1024 / 1024, unit: 'MB' },
        {
          benchmark: bench,
          name: 'server memory growth (peak − before)',
          value: (peak - (before ?? 0)) / 1024 / 1024,
          unit: 'MB',
          budget: { max: MAX_GROWTH_BYTES / 1024 / 1024 },
        },
        {
          benchmark: bench,
          name: 'restaurants created',
          value: answer.restaurants.created,
          unit: '',
          budget: { min: RESTAURANTS },
        },
      ];
    } finally {
      await server?.stop();
      await db.drop();
    }
  },
};
