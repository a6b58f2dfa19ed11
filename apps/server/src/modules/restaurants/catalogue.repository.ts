import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { restaurants } from '../../db/schema/restaurants.ts';
import type { RestaurantInput } from './restaurant-input.ts';
import { toCatalogueRows, type CatalogueRows } from './restaurant-rows.ts';

// Loading many restaurants with their menus at once (the demo catalogue: ~80,000 rows).
// Portable path: one json_to_recordset statement per table and batch, with ON CONFLICT DO
// NOTHING. On PGlite, when none of the restaurants exist yet, COPY from a blob instead: it
// takes about 40 % less CPU there, which is most of a first start's seed
// (docs/decisions/0007-discovery-search.md).

const TABLES: { key: keyof CatalogueRows; table: string; columns: string }[] = [
  {
    key: 'restaurants',
    table: 'restaurants',
    columns:
      'id uuid, name text, search_name text, cuisines text[], street text, city text, region text, postal_code text, country text, lat float8, lng float8, time_zone text, opening_hours jsonb, open_minutes int4multirange, delivery_radius_m int, minimum_order_cents int, delivery_fee_cents int, preparation_minutes int, rating float8, image_url text, is_partner boolean, is_active boolean, ordering_enabled boolean',
  },
  { key: 'categories', table: 'menu_categories', columns: 'id uuid, restaurant_id uuid, name text, position int' },
  {
    key: 'optionGroups',
    table: 'menu_option_groups',
    columns: 'id uuid, restaurant_id uuid, name text, min_selections int, max_selections int',
  },
  {
    key: 'options',
    table: 'menu_options',
    columns: 'id uuid, group_id uuid, name text, price_cents int, position int',
  },
  {
    key: 'items',
    table: 'menu_items',
    columns:
      'id uuid, restaurant_id uuid, category_id uuid, name text, description text, price_cents int, image_url text, available boolean, position int',
  },
  { key: 'itemGroups', table: 'menu_item_option_groups', columns: 'item_id uuid, group_id uuid, position int' },
];
const BATCH_ROWS = 5_000;

const columnNames = (columns: string) => columns.split(',').map((c) => c.trim().split(' ')[0]!);

/** PGlite's client (top level or in a transaction) when `db` runs on PGlite; it has exec(), node-postgres does not. */
function pgliteClient(db: Database): PgliteQuery | null {
  // drizzle keeps its driver session on `session` (not in its public types).
  const client = (db as unknown as { session?: { client?: Partial<PgliteQuery> & { exec?: unknown } } }).session
    ?.client;
  return client && typeof client.query === 'function' && typeof client.exec === 'function'
    ? (client as PgliteQuery)
    : null;
}
interface PgliteQuery {
  query(sql: string, params: unknown[], options: { blob: Blob }): Promise<unknown>;
}

/** COPY's text format: tab-separated, \N for null, backslash escapes; arrays as {"…"} literals. */
function copyField(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  let text: string;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) {
    text = `{${value.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
  } else {
    text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return text.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!);
}

export function catalogueRepository(db: Database) {
  async function copyAll(client: PgliteQuery, rows: CatalogueRows): Promise<void> {
    for (const { key, table } of TABLES) {
      const list = rows[key];
      if (list.length === 0) continue;
      const columns = Object.keys(list[0]!);
      const tsv = list.map((row) => columns.map((c) => copyField(row[c])).join('\t')).join('\n');
      await client.query(`copy ${table} (${columns.join(', ')}) from '/dev/blob'`, [], {
        blob: new Blob([`${tsv}\n`]),
      });
    }
  }

  async function insertAll(rows: CatalogueRows): Promise<void> {
    for (const { key, table, columns } of TABLES) {
      const names = columnNames(columns).join(', ');
      for (let i = 0; i < rows[key].length; i += BATCH_ROWS) {
        const batch = JSON.stringify(rows[key].slice(i, i + BATCH_ROWS));
        await db.execute(
          sql`insert into ${sql.identifier(table)} (${sql.raw(names)}) select ${sql.raw(names)} from json_to_recordset(${batch}::json) as x(${sql.raw(columns)}) on conflict do nothing`,
        );
      }
    }
  }

  return {
    /**
     * Adds restaurants with their menus; rows whose id exists already are left alone, so
     * loading the same catalogue twice changes nothing. Returns the restaurant ids in order.
     */
    async insertRestaurants(inputs: readonly RestaurantInput[]): Promise<string[]> {
      const { rows, ids } = toCatalogueRows(inputs);
      const client = pgliteClient(db);
      // COPY cannot skip existing rows: it is used only when none of these restaurants exist.
      const fresh =
        client !== null &&
        (await db.select({ id: restaurants.id }).from(restaurants).where(inArray(restaurants.id, ids)).limit(1))
          .length === 0;
      if (client && fresh) await copyAll(client, rows);
      else await insertAll(rows);
      return ids;
    },
  };
}
