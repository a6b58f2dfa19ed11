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
      'id uuid, name text, search_name text, cuisines text[], street text, city text, region text, postal_code text, country text, lat float8, lng float8, time_zone text, opening_hours jsonb, open_minutes int4multirange, delivery_radius_m int, minimum_order_cents int, delivery_fee_cents int, preparation_minutes int, rating float8, image_url text, external_ref text, is_partner boolean, is_active boolean, ordering_enabled boolean',
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

const PRIMARY_KEYS: Record<keyof CatalogueRows, string[]> = {
  restaurants: ['id'],
  categories: ['id'],
  optionGroups: ['id'],
  options: ['id'],
  items: ['id'],
  itemGroups: ['item_id', 'group_id'],
};

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

  /** Each table's rows in batches; `conflict` is the statement's ON CONFLICT clause. */
  async function writeAll(rows: CatalogueRows, conflict: (key: keyof CatalogueRows, names: string[]) => string) {
    const counts: Partial<Record<keyof CatalogueRows, { inserted: number; updated: number }>> = {};
    for (const { key, table, columns } of TABLES) {
      const names = columnNames(columns);
      const list = names.join(', ');
      const count = (counts[key] = { inserted: 0, updated: 0 });
      for (let i = 0; i < rows[key].length; i += BATCH_ROWS) {
        const batch = JSON.stringify(rows[key].slice(i, i + BATCH_ROWS));
        // xmax is 0 on a row this statement inserted, not on one it updated.
        const result = await db.execute<{ inserted: boolean }>(
          sql`insert into ${sql.identifier(table)} as t (${sql.raw(list)}) select ${sql.raw(list)} from json_to_recordset(${batch}::json) as x(${sql.raw(columns)}) ${sql.raw(conflict(key, names))} returning (t.xmax = 0) as inserted`,
        );
        for (const row of result.rows) count[row.inserted ? 'inserted' : 'updated'] += 1;
      }
    }
    return counts;
  }

  const insertAll = (rows: CatalogueRows) => writeAll(rows, () => 'on conflict do nothing');

  /**
   * Inserts new rows and updates existing ones (by primary key) whose values differ: an
   * unchanged row is not written again, so its updated_at stays.
   */
  const upsertAll = (rows: CatalogueRows) =>
    writeAll(rows, (key, names) => {
      const keys = PRIMARY_KEYS[key];
      const values = names.filter((n) => !keys.includes(n));
      const set = values.map((n) => `${n} = excluded.${n}`);
      if (key === 'restaurants') set.push('updated_at = now()');
      const changed = `(${values.map((n) => `t.${n}`).join(', ')}) is distinct from (${values.map((n) => `excluded.${n}`).join(', ')})`;
      return `on conflict (${keys.join(', ')}) do update set ${set.join(', ')} where ${changed}`;
    });

  /** The rows of these restaurants' menus that `kept` does not name: what a replaced menu leaves behind. */
  async function deleteStaleMenus(restaurantIds: readonly string[], kept: CatalogueRows): Promise<void> {
    const idsOf = (list: Record<string, unknown>[]) => JSON.stringify(list.map((r) => r.id));
    const ids = (json: string) => sql`(select value::uuid from json_array_elements_text(${json}::json))`;
    const rids = ids(JSON.stringify(restaurantIds));
    const links = JSON.stringify(kept.itemGroups.map((l) => ({ item_id: l.item_id, group_id: l.group_id })));
    // The kept links read once (materialized), then an anti-join.
    await db.execute(sql`with kept as materialized (
        select item_id, group_id from json_to_recordset(${links}::json) as k(item_id uuid, group_id uuid))
      delete from menu_item_option_groups l using menu_items i
      where l.item_id = i.id and i.restaurant_id in ${rids}
        and not exists (select 1 from kept where kept.item_id = l.item_id and kept.group_id = l.group_id)`);
    await db.execute(
      sql`delete from menu_items where restaurant_id in ${rids} and id not in ${ids(idsOf(kept.items))}`,
    );
    await db.execute(sql`delete from menu_options o using menu_option_groups g
      where o.group_id = g.id and g.restaurant_id in ${rids} and o.id not in ${ids(idsOf(kept.options))}`);
    await db.execute(
      sql`delete from menu_option_groups where restaurant_id in ${rids} and id not in ${ids(idsOf(kept.optionGroups))}`,
    );
    await db.execute(
      sql`delete from menu_categories where restaurant_id in ${rids} and id not in ${ids(idsOf(kept.categories))}`,
    );
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

    /**
     * Writes restaurants with their menus, by id: new rows are added, changed ones updated,
     * and the rows of these restaurants' menus that the inputs no longer name are removed
     * (a restaurant's menu is what its input says; `existing`, when given, names the
     * restaurants that may have such rows). Orders keep their own copies of lines,
     * so nothing they hold is touched. Restaurants are counted as inserted or updated
     * (unchanged ones in neither).
     */
    async upsertRestaurants(inputs: readonly RestaurantInput[], existing?: ReadonlySet<string>) {
      const { rows, ids } = toCatalogueRows(inputs);
      const counts = await upsertAll(rows);
      // A restaurant new in this call has no other menu rows: only known ones are swept.
      const known = existing ? ids.filter((id) => existing.has(id)) : ids;
      if (known.length > 0) await deleteStaleMenus(known, rows);
      return { ids, restaurants: counts.restaurants ?? { inserted: 0, updated: 0 }, items: rows.items.length };
    },

    /** Adds or updates restaurants' own rows; their menus are left alone. */
    async saveRestaurants(inputs: readonly RestaurantInput[]) {
      const { rows, ids } = toCatalogueRows(inputs.map(({ menu: _menu, ...profile }) => profile));
      const counts = await upsertAll(rows);
      return { ids, restaurants: counts.restaurants ?? { inserted: 0, updated: 0 } };
    },

    /** Replaces one restaurant's menu with `input.menu` (its row is left alone). */
    async replaceMenu(input: RestaurantInput): Promise<void> {
      const { rows, ids } = toCatalogueRows([input]);
      await upsertAll({ ...rows, restaurants: [] });
      await deleteStaleMenus(ids, rows);
    },
  };
}
