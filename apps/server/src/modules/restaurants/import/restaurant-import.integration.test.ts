import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { importResultSchema, type ImportRejectedDto } from '@playeats/contracts/admin-restaurants';
import type { SessionDto } from '@playeats/contracts/auth';
import { manualClock } from '../../../adapters/clock.ts';
import type { Database } from '../../../db/client.ts';
import { restaurantsImportCommand } from '../../../cli/restaurants-import.command.ts';
import { adminCaller, auditOf, nearbyNames } from '../../../../test/admin-restaurants-helpers.ts';
import { MONTREAL_RESTAURANT, startOrderingApp } from '../../../../test/ordering-fixtures.ts';
import { createAdmin } from '../../../../test/rewards-helpers.ts';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import { BATCH_RESTAURANTS } from './restaurant-import.service.ts';

const SAMPLES = path.resolve(import.meta.dirname, '../../../../../../docs/restaurant-import');
const SAMPLE_CSV = fs.readFileSync(path.join(SAMPLES, 'partners-sample.csv'), 'utf8');
/** The columns of the files these tests write: a position given, so nothing is geocoded. */
const HEADER =
  'restaurant_ref,name,cuisines,street,city,region,postal_code,country,lat,lng,hours,delivery_radius_km,delivery_fee_cents,minimum_order_cents,category,item_name,item_price_cents,item_options';
const SAMPLE_JSON = fs.readFileSync(path.join(SAMPLES, 'partners-sample.json'), 'utf8');
/** Thursday 2026-01-15, 12:00 in Toronto. */
const NOON_TORONTO = new Date('2026-01-15T17:00:00Z');
const MONTREAL = { lat: 45.5017, lng: -73.5673 };
const TORONTO = { lat: 43.6532, lng: -79.3832 };

/** Every row an import writes for these references, menus included, in a stable order (updated_at left out). */
async function snapshot(db: Database, refs: string[]) {
  const list = sql.join(
    refs.map((r) => sql`${r}`),
    sql`, `,
  );
  const ids = sql`(select id from restaurants where external_ref in (${list}))`;
  const read = async (query: ReturnType<typeof sql>) => (await db.execute(query)).rows;
  return {
    restaurants: await read(
      sql`select id, external_ref, name, search_name, cuisines, lat, lng, time_zone, opening_hours, open_minutes::text, delivery_radius_m, delivery_fee_cents, minimum_order_cents, preparation_minutes, is_partner, is_active, image_url from restaurants where id in ${ids} order by external_ref`,
    ),
    categories: await read(sql`select * from menu_categories where restaurant_id in ${ids} order by id`),
    items: await read(sql`select * from menu_items where restaurant_id in ${ids} order by id`),
    groups: await read(sql`select * from menu_option_groups where restaurant_id in ${ids} order by id`),
    options: await read(
      sql`select o.* from menu_options o join menu_option_groups g on g.id = o.group_id where g.restaurant_id in ${ids} order by o.id`,
    ),
    links: await read(
      sql`select l.* from menu_item_option_groups l join menu_items i on i.id = l.item_id where i.restaurant_id in ${ids} order by l.item_id, l.group_id`,
    ),
  };
}

const count = async (db: Database, table: string) =>
  Number((await db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`)).rows[0]!.n);

describe('restaurant imports', () => {
  let ctx: TestContext;
  let admin: SessionDto;
  let as: ReturnType<typeof adminCaller>;
  const clock = manualClock(NOON_TORONTO);
  const importFile = (body: string, type: string, query = '') =>
    as('POST', `/api/admin/restaurants/import${query}`, body, type);

  beforeAll(async () => {
    ctx = await createTestApp({ clock });
    admin = await createAdmin(ctx.app, ctx.database.db, 'ops@example.com');
    as = adminCaller(ctx.app, admin);
  });
  afterAll(() => ctx.close());

  it('imports the sample CSV: partners with their menus, geocoded when needed, found by discovery, audited', async () => {
    const res = await importFile(SAMPLE_CSV, 'text/csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(importResultSchema.parse(res.json())).toEqual({
      format: 'csv',
      dryRun: false,
      rows: 9,
      restaurants: { created: 3, updated: 0 },
      menuItems: 9,
    });

    const poutine = (await nearbyNames(ctx.app, MONTREAL, 'gamer poutine')).items[0]!;
    expect(poutine).toMatchObject({
      name: 'Chez Gamer Poutine',
      isPartner: true,
      openNow: true,
      deliveryFeeCents: 299,
    });
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/restaurants/${poutine.id}` })).json();
    expect(detail.menu.categories.map((c: { name: string }) => c.name)).toEqual(['Poutines', 'Burgers', 'Drinks']);
    const classic = detail.menu.categories[0].items[0];
    expect(classic).toMatchObject({
      name: 'Classic Poutine',
      description: 'Fries, cheese curds, gravy',
      priceCents: 1195,
    });
    expect(
      classic.optionGroups.map((g: { name: string; options: { name: string }[] }) => [g.name, g.options.length]),
    ).toEqual([
      ['Size', 2],
      ['Extras', 2],
    ]);
    expect(detail.menu.categories[1].items[0].description).toBe('Double patty, "secret" sauce');

    // No position in the file: geocoded from the postal code (Toronto), with the city's zone.
    const ramen = (await nearbyNames(ctx.app, TORONTO, 'queen west')).items[0]!;
    expect(ramen).toMatchObject({ timeZone: 'America/Toronto', openNow: true, preparationMinutes: 20 });
    const ramenMenu = (await ctx.app.inject({ method: 'GET', url: `/api/restaurants/${ramen.id}` })).json().menu;
    expect(ramenMenu.categories[1].items[0]).toMatchObject({ name: 'Gyoza (6)', available: false });

    const [entry] = await auditOf(
      ctx.database.db,
      (
        await ctx.database.db.execute<{ target_id: string }>(
          sql`select target_id from audit_log where action = 'restaurant.import' order by id desc limit 1`,
        )
      ).rows[0]!.target_id,
    );
    expect(entry).toMatchObject({
      action: 'restaurant.import',
      targetType: 'restaurant-import',
      actorEmail: 'ops@example.com',
      after: { format: 'csv', restaurants: { created: 3, updated: 0 } },
    });
  });

  it('imports the same file again to the same rows: nothing created, nothing duplicated, nothing rewritten', async () => {
    const refs = ['mtl-0001', 'tor-0001', 'nyc-0001'];
    const before = await snapshot(ctx.database.db, refs);
    const stamps = await ctx.database.db.execute(
      sql`select updated_at from restaurants where external_ref = 'mtl-0001'`,
    );
    const res = await importFile(SAMPLE_CSV, 'text/csv; charset=utf-8');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().restaurants).toEqual({ created: 0, updated: 3 });
    expect(await snapshot(ctx.database.db, refs)).toEqual(before);
    expect(before.items).toHaveLength(9);
    expect(
      (await ctx.database.db.execute(sql`select updated_at from restaurants where external_ref = 'mtl-0001'`)).rows,
    ).toEqual(stamps.rows);
  });

  it('writes a file of several batches whole, and refuses it whole for one bad row after them', async () => {
    // Two and a half of the import's batches.
    const size = BATCH_RESTAURANTS * 2 + BATCH_RESTAURANTS / 2;
    const row = (ref: string, i: number, price: number) =>
      `${ref},Batch Diner ${i},sandwiches,${i} Rue Test,Montréal,QC,H2X 1Y4,CA,${(45.5 + i / 10_000).toFixed(4)},-73.5673,daily 08:00-22:00,5,0,0,Mains,Plate ${i},${price},`;
    const file = (price: (i: number) => number, ...more: string[]) =>
      [HEADER, ...Array.from({ length: size }, (_, i) => row(`batch-${i}`, i, price(i))), ...more].join('\n');
    const prices = async () =>
      (
        await ctx.database.db.execute<{ n: number; total: number }>(
          sql`select count(*)::int as n, sum(i.price_cents)::int as total from menu_items i
            join restaurants r on r.id = i.restaurant_id where r.external_ref like 'batch-%'`,
        )
      ).rows[0];
    const restaurantsBefore = await count(ctx.database.db, 'restaurants');
    const refused = await importFile(
      file((i) => 1000 + i, row('batch-bad', size, -1)),
      'text/csv',
    );
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ rejectedCount: 1, rejected: [{ row: size + 2 }] });
    expect(await count(ctx.database.db, 'restaurants')).toBe(restaurantsBefore);

    const first = await importFile(
      file((i) => 1000 + i),
      'text/csv',
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ rows: size, restaurants: { created: size, updated: 0 }, menuItems: size });
    expect(await count(ctx.database.db, 'restaurants')).toBe(restaurantsBefore + size);
    const sum = (from: number) => size * from + ((size - 1) * size) / 2;
    expect(await prices()).toEqual({ n: size, total: sum(1000) });
    // Every price changed: each batch's restaurants found as existing and their dishes updated.
    const again = await importFile(
      file((i) => 2000 + i),
      'text/csv',
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ restaurants: { created: 0, updated: size }, menuItems: size });
    expect(await prices()).toEqual({ n: size, total: sum(2000) });
  });

  it('refuses a file with bad rows: nothing written, and every row, column and reason reported', async () => {
    const restaurantsBefore = await count(ctx.database.db, 'restaurants');
    const itemsBefore = await count(ctx.database.db, 'menu_items');
    const bad = SAMPLE_CSV.replace('mtl-0001,Chez Gamer Poutine', 'mtl-new,Brand New Place') // would be created
      .replaceAll('mtl-0001,', 'mtl-new,')
      .replace(',1295,true,', ',12.95,true,') // row 3: not whole cents
      .replace('ramen;japanese', 'ramen;space food') // row 6: unknown cuisine
      .replace('mon-thu 11:00-23:00;', 'mon-thu 11h-23h;') // row 9: hours
      .replace('Pepperoni,,1699', 'Pepperoni,,-5'); // row 10: negative price
    const res = await importFile(bad, 'text/csv');
    expect(res.statusCode, res.body).toBe(422);
    const problem = res.json() as ImportRejectedDto & { type: string };
    expect(problem.type).toBe('https://playeats.app/problems/ImportRejectedException');
    expect(problem.rows).toBe(9);
    expect(problem.rejected).toEqual([
      { row: 3, field: 'item_price_cents', reason: 'expected whole cents' },
      { row: 6, field: 'cuisines', reason: 'unknown cuisine: space food' },
      { row: 9, field: 'hours', reason: '"11h-23h" is not a time range such as 11:00-22:00' },
      { row: 10, field: 'item_price_cents', reason: 'must be 0 or more' },
    ]);
    expect(problem.rejectedCount).toBe(4);
    expect(await count(ctx.database.db, 'restaurants')).toBe(restaurantsBefore);
    expect(await count(ctx.database.db, 'menu_items')).toBe(itemsBefore);
    expect((await nearbyNames(ctx.app, MONTREAL, 'brand new')).items).toEqual([]);
  });

  it('refuses a CSV restaurant whose rows come back later once, as split (never also as given twice)', async () => {
    const lines = SAMPLE_CSV.trimEnd().split('\n');
    const res = await importFile([...lines, lines[1]!].join('\n'), 'text/csv');
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().rejected).toEqual([
      { row: lines.length + 1, field: 'restaurant_ref', reason: expect.stringContaining('started on row 2') },
    ]);
  });

  it('refuses a NUL in a cell as a row naming its field, never a failed statement (issue 16)', async () => {
    const res = await importFile(SAMPLE_CSV.replace('Chez Gamer Poutine', 'Chez Gamer\u0000 Poutine'), 'text/csv');
    expect(res.statusCode, res.body).toBe(422);
    const problem = res.json() as ImportRejectedDto;
    expect(problem.rejected).toEqual([
      expect.objectContaining({ field: 'name', reason: expect.stringContaining('NUL') }),
    ]);
  });

  it('reports the file itself when it cannot be read as its format', async () => {
    const cases: [string, string, { row: number; field: string }][] = [
      ['restaurant_ref,name,flavour\n', 'text/csv', { row: 1, field: 'flavour' }],
      [
        'restaurant_ref,name\nx,"open',
        'text/csv',
        {
          row: 1,
          field:
            'cuisines, street, city, region, postal_code, country, hours, delivery_radius_km, delivery_fee_cents, minimum_order_cents',
        },
      ],
      ['{"not": "an array"}', 'application/json', { row: 1, field: 'file' }],
      ['[{"externalRef": "a"}, oops]', 'application/json', { row: 2, field: 'file' }],
    ];
    for (const [body, type, where] of cases) {
      const res = await importFile(body, type);
      expect(res.statusCode, body).toBe(422);
      expect(res.json().rejected).toContainEqual(expect.objectContaining(where));
    }
    const unsupported = await importFile('a,b', 'text/plain');
    expect(unsupported.statusCode).toBe(415);
    // No body at all (the fuzz test found it answered 500).
    const nothing = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/restaurants/import?dryRun=true',
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect([nothing.statusCode, nothing.headers['content-type']]).toEqual([
      415,
      'application/problem+json; charset=utf-8',
    ]);
  });

  it('imports the sample JSON; a bad element is reported by its position and path', async () => {
    const elements = JSON.parse(SAMPLE_JSON) as Record<string, unknown>[];
    const broken = [
      ...elements,
      {
        ...elements[1],
        externalRef: 'chi-0002',
        deliveryRadiusKm: 500,
        menu: { categories: [{ name: 'A', items: [{ name: 'x', priceCents: 1, optionGroups: ['Nope'] }] }] },
      },
      { ...elements[0] },
    ];
    const refused = await importFile(JSON.stringify(broken), 'application/json');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().rejected).toEqual([
      { row: 3, field: 'deliveryRadiusKm', reason: 'must be at most 50 km' },
      {
        row: 3,
        field: 'menu.categories.0.items.0.optionGroups.0',
        reason: 'names no option group of this menu (Nope)',
      },
      { row: 4, field: 'externalRef', reason: 'given twice (first on row 1)' },
    ]);

    const res = await importFile(SAMPLE_JSON, 'application/json');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      format: 'json',
      rows: 2,
      restaurants: { created: 2, updated: 0 },
      menuItems: 4,
    });
    const vancouver = (await nearbyNames(ctx.app, { lat: 49.2827, lng: -123.1207 }, 'speedrun')).items[0]!;
    expect(vancouver).toMatchObject({ timeZone: 'America/Vancouver', minimumOrderCents: 2000 });
    // Imported again: the same rows.
    const before = await snapshot(ctx.database.db, ['van-0001', 'chi-0001']);
    expect((await importFile(SAMPLE_JSON, 'application/json')).json().restaurants).toEqual({ created: 0, updated: 2 });
    expect(await snapshot(ctx.database.db, ['van-0001', 'chi-0001'])).toEqual(before);
  });

  it('a dry run checks the whole file and writes nothing', async () => {
    const before = await count(ctx.database.db, 'restaurants');
    const csv = SAMPLE_CSV.replaceAll('mtl-0001', 'mtl-dry')
      .replaceAll('tor-0001', 'tor-dry')
      .replaceAll('nyc-0001', 'nyc-dry');
    const res = await importFile(csv, 'text/csv', '?dryRun=true');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ dryRun: true, restaurants: { created: 3, updated: 0 } });
    expect(await count(ctx.database.db, 'restaurants')).toBe(before);
  });

  it('keeps the state an admin set when the file says nothing, and leaves a menu alone when a restaurant comes without one', async () => {
    const [mtl] = (
      await ctx.database.db.execute<{ id: string }>(sql`select id from restaurants where external_ref = 'mtl-0001'`)
    ).rows;
    await as('PATCH', `/api/admin/restaurants/${mtl!.id}/status`, { isActive: false, reason: 'paused' });
    const items = await count(ctx.database.db, 'menu_items');
    const profileOnly = SAMPLE_CSV.split('\n')
      .filter((line, i) => i === 0 || line.startsWith('mtl-0001,Chez'))
      // No menu columns, and the active column left empty.
      .map((line) => line.replace(/,Poutines,.*$/, ',,,,,,').replace(',15,true,true,', ',15,true,,'))
      .join('\n');
    const res = await importFile(profileOnly.replace('Chez Gamer Poutine', 'Chez Gamer Poutine II'), 'text/csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ restaurants: { created: 0, updated: 1 }, menuItems: 0 });
    const row = (
      await ctx.database.db.execute<{ name: string; is_active: boolean }>(
        sql`select name, is_active from restaurants where id = ${mtl!.id}`,
      )
    ).rows[0];
    expect(row).toEqual({ name: 'Chez Gamer Poutine II', is_active: false });
    expect(await count(ctx.database.db, 'menu_items')).toBe(items);
  });

  it('npm run restaurants:import reads a file from disk with the same checks', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'playeats-import-test-'));
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const good = path.join(dir, 'partners.csv');
      fs.writeFileSync(good, SAMPLE_CSV.replaceAll('-0001', '-cli'));
      const run = (args: string[]) =>
        restaurantsImportCommand.run(args, { config: ctx.config, database: ctx.database });
      expect(await run([good])).toBe(0);
      expect(log).toHaveBeenLastCalledWith('9 rows read: 3 restaurants created, 0 updated, 9 menu items.');
      const entries = await ctx.database.db.execute<{ actor_email: string }>(
        sql`select actor_email from audit_log where action = 'restaurant.import' order by id desc limit 1`,
      );
      expect(entries.rows[0]!.actor_email).toBe('system (restaurants:import)');

      const bad = path.join(dir, 'bad.csv');
      fs.writeFileSync(bad, SAMPLE_CSV.replace(',1295,true,', ',abc,true,'));
      expect(await run([bad])).toBe(1);
      expect(error).toHaveBeenCalledWith('  row 3, item_price_cents: expected whole cents');
      expect(await run(['partners.txt'])).toBe(64);
    } finally {
      log.mockRestore();
      error.mockRestore();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('re-importing a partner that has orders', () => {
  const clock = manualClock(NOON_TORONTO);
  let app: Awaited<ReturnType<typeof startOrderingApp>>;

  beforeAll(async () => {
    app = await startOrderingApp(clock);
  });
  afterAll(() => app.ctx.close());

  it('keeps the restaurant, the order and the cart lines that name its items', async () => {
    const admin = await createAdmin(app.ctx.app, app.db, 'ops@example.com');
    const as = adminCaller(app.ctx.app, admin);
    const { lat, lng } = MONTREAL_RESTAURANT.position;
    const file = (price: number, withDrinks: boolean) =>
      [
        HEADER,
        `mtl-orders,Respawn Subs,sandwiches,1 Rue Test,Montréal,QC,H2X 1Y4,CA,${lat},${lng},daily 00:00-24:00,8,0,500,Subs,Italian Sub,${price},Bread[1-1]: White=0; Wheat=50`,
        ...(withDrinks ? ['mtl-orders,,,,,,,,,,,,,,Drinks,Cola,250,'] : []),
      ].join('\n');
    expect((await as('POST', '/api/admin/restaurants/import', file(1200, true), 'text/csv')).statusCode).toBe(200);
    const restaurant = (await nearbyNames(app.ctx.app, MONTREAL, 'respawn subs')).items[0]!;
    const menu = (await app.ctx.app.inject({ method: 'GET', url: `/api/restaurants/${restaurant.id}` })).json().menu;
    const sub = menu.categories[0].items[0];
    const wheat = sub.optionGroups[0].options[1];

    const who = await app.customer();
    const cartLines = [{ itemId: sub.id, quantity: 2, optionIds: [wheat.id] }];
    const cart = await app.call(who.session, 'PUT', '/api/users/me/cart', {
      restaurantId: restaurant.id,
      lines: cartLines,
    });
    expect(cart.statusCode, cart.body).toBe(200);
    const placed = await app.call(
      who.session,
      'POST',
      '/api/users/me/orders',
      { addressId: who.addressId },
      {
        'idempotency-key': randomUUID(),
      },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json();
    expect(
      await app
        .call(who.session, 'PUT', '/api/users/me/cart', { restaurantId: restaurant.id, lines: cartLines })
        .then((r) => r.statusCode),
    ).toBe(200);

    // The partner raises the sub's price and drops its drinks.
    const again = await as('POST', '/api/admin/restaurants/import', file(1300, false), 'text/csv');
    expect(again.statusCode, again.body).toBe(200);

    const after = (await app.ctx.app.inject({ method: 'GET', url: `/api/restaurants/${restaurant.id}` })).json().menu;
    expect(after.categories.map((c: { name: string }) => c.name)).toEqual(['Subs']);
    expect(after.categories[0].items[0]).toMatchObject({ id: sub.id, priceCents: 1300 });
    // The order keeps what was bought, at the price paid; the cart's line still names a real item.
    const read = await app.ctx.app.inject({
      method: 'GET',
      url: `/api/users/me/orders/${order.id}`,
      headers: { authorization: `Bearer ${who.session.accessToken}` },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ restaurantId: restaurant.id, subtotalCents: order.subtotalCents });
    const cartNow = await app.call(who.session, 'PUT', '/api/users/me/cart', {
      restaurantId: restaurant.id,
      lines: cartLines,
    });
    expect(cartNow.statusCode, cartNow.body).toBe(200);
  });
});
