import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedRows, preparedSql } from '../../db/prepared.ts';
import {
  menuCategories,
  menuItemOptionGroups,
  menuItems,
  menuOptionGroups,
  menuOptions,
  restaurants,
} from '../../db/schema/restaurants.ts';
import type { RestaurantInput } from './restaurant-input.ts';
import { catalogueRepository } from './catalogue.repository.ts';

/**
 * earthdistance measures on a sphere of earth() = 6,378,168 m; PlayEats states distances on
 * the IUGG mean radius (6,371,008.8 m), as haversineKm does. Radii go into SQL scaled up by
 * this factor and distances come back scaled down, so both sides agree to the metre
 * (docs/decisions/0007-discovery-search.md).
 */
export const EARTHDISTANCE_RADIUS_M = 6_378_168;
export const MEAN_EARTH_RADIUS_M = 6_371_008.8;
const TO_EARTHDISTANCE = EARTHDISTANCE_RADIUS_M / MEAN_EARTH_RADIUS_M;

/** The columns every restaurant answer needs (summary, nearby, detail). */
export const summaryColumns = {
  id: restaurants.id,
  name: restaurants.name,
  cuisines: restaurants.cuisines,
  street: restaurants.street,
  city: restaurants.city,
  region: restaurants.region,
  postalCode: restaurants.postalCode,
  country: restaurants.country,
  lat: restaurants.lat,
  lng: restaurants.lng,
  timeZone: restaurants.timeZone,
  // The ranges, not the jsonb hours: a tenth of the bytes to read, and already merged.
  openMinutes: restaurants.openMinutes,
  deliveryRadiusM: restaurants.deliveryRadiusM,
  minimumOrderCents: restaurants.minimumOrderCents,
  deliveryFeeCents: restaurants.deliveryFeeCents,
  preparationMinutes: restaurants.preparationMinutes,
  rating: restaurants.rating,
  imageUrl: restaurants.imageUrl,
  imageKey: restaurants.imageKey,
  isPartner: restaurants.isPartner,
  orderingEnabled: restaurants.orderingEnabled,
};

export type RestaurantRow = Pick<typeof restaurants.$inferSelect, keyof typeof summaryColumns>;

export interface NearbySearch {
  lat: number;
  lng: number;
  /** Great-circle radius on the mean-radius sphere, metres. */
  radiusM: number;
  /** searchKey() of a part of the name. */
  nameContains?: string;
  /** Any of these cuisine slugs. */
  cuisines?: string[];
  /** Only places open at this instant, in their own time zone. */
  openAt?: Date;
  limit: number;
  offset: number;
}

export interface PartnersSearch {
  /** searchKey() of a part of the name; with `cuisines`, either matches. */
  nameContains?: string;
  cuisines?: string[];
  /** Nearest first from here, with distances; by name without it. */
  near?: { lat: number; lng: number };
  limit: number;
  offset: number;
}

const point = sql`ll_to_earth(${restaurants.lat}, ${restaurants.lng})`;

/** search_name holds `key` (a searchKey): the trigram index answers keys of 3 characters or more. */
const nameLike = (key: string) => sql`${restaurants.searchName} like ${`%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;

/** Lists any of these cuisine slugs (the GIN index on the array). */
const cuisinesAny = (slugs: readonly string[]) => sql`${restaurants.cuisines} && ${`{${slugs.join(',')}}`}::text[]`;

/** The restaurant's wall-clock minute of the week (Monday 00:00 = 0) at `at`. */
const localMinuteOfWeek = (at: Date) => {
  const local = sql`(${at.toISOString()}::timestamptz at time zone ${restaurants.timeZone})`;
  return sql`floor(extract(epoch from (${local} - date_trunc('week', ${local}))) / 60)::int`;
};

/**
 * `where`, narrowed to the partners no farther from `origin` than the page's last one
 * (its rank offset + limit, found nearest first by the KNN index walk); `where` itself
 * when there are fewer (the last page). The box lets the index answer; the distance trims it.
 */
async function partnersWithinPage(
  db: Database,
  where: SQL | undefined,
  origin: SQL,
  page: Pick<PartnersSearch, 'limit' | 'offset'>,
): Promise<SQL | undefined> {
  const distance = sql<number>`${point} <-> ${origin}`;
  const [last] = await db
    .select({ distance })
    .from(restaurants)
    .where(where)
    .orderBy(distance)
    .offset(page.offset + page.limit - 1)
    .limit(1);
  if (!last) return where;
  const reach = Number(last.distance);
  // A metre of slack: the box's own rounding must not drop the page's last partner.
  return and(where, sql`earth_box(${origin}, sec_to_gc(${reach}) + 1) @> ${point}`, sql`${distance} <= ${reach}`);
}

/**
 * Each row's distance in metres on the mean-radius sphere, set on the row itself rather
 * than on a copy of the row without its raw distance (rest and spread of 22 fields per row:
 * allocation a search paid for, decision 0038).
 */
function withDistances<Row extends { rawDistance: number | null }>(
  rows: Row[],
): (Row & { distanceM: Row['rawDistance'] })[] {
  for (const row of rows as (Row & { distanceM: number | null })[]) {
    row.distanceM = row.rawDistance === null ? null : Number(row.rawDistance) / TO_EARTHDISTANCE;
  }
  return rows as (Row & { distanceM: Row['rawDistance'] })[];
}

/** What a nearby search selects: the summary's columns, then the raw distance from `origin`. */
const nearbySelection = (origin: SQL) => ({
  ...summaryColumns,
  rawDistance: sql<number>`earth_distance(${point}, ${origin})`,
});

/** Active restaurants in the circle, nearest first, with `filters` on top; the caller pages it. */
function nearbyQuery(db: Database, origin: SQL, radius: SQL, filters: SQL[]) {
  return (
    db
      .select(nearbySelection(origin))
      .from(restaurants)
      .where(
        and(
          eq(restaurants.isActive, true),
          sql`earth_box(${origin}, ${radius}) @> ${point}`,
          sql`earth_distance(${point}, ${origin}) <= ${radius}`,
          ...filters,
        ),
      )
      // KNN order alone: a tie-breaker column would make PostgreSQL sort every row in the
      // box instead of stopping after a page (no incremental sort over an ordering operator).
      .orderBy(sql`${point} <-> ${origin}`)
  );
}

/** A plain search (no filter): what `nearbyPlain` takes, one per search of a batch. */
export type PlainNearbySearch = Pick<NearbySearch, 'lat' | 'lng' | 'radiusM' | 'limit' | 'offset'>;

/** No name, cuisine or open-now filter: what the list and the map ask most. */
export const isPlainSearch = (search: NearbySearch) => !search.nameContains && !search.cuisines && !search.openAt;

/**
 * One plain search, built once per database and named, so PostgreSQL parses and plans it
 * once per connection and the server renders no SQL per search (decision 0038).
 */
const plainNearbyStatement = (() => {
  const origin = sql`ll_to_earth(${sql.placeholder('lat')}::float8, ${sql.placeholder('lng')}::float8)`;
  return preparedRows<RestaurantRow & { rawDistance: number }>('restaurants_nearby', nearbySelection(origin), (db) =>
    nearbyQuery(db, origin, sql`${sql.placeholder('radius')}::float8`, [])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
})();

/**
 * Plain searches, two or more in one named statement (decision 0038): a row of parameters
 * per search, and for each, the plain statement's page as a LATERAL subquery, so the GiST
 * index walks each search's circle nearest first and stops after its page, as it does for
 * one (the bench checks the plan). A nested loop over the searches: rows come back search
 * by search, each in its KNN order; `search` numbers them from 1. One search alone takes
 * the plain statement, as before batching: a search at one connection takes what it took
 * (1.6–1.7 ms p50, the two builds in turns).
 */
const plainNearbyBatchStatement = (() => {
  const origin = sql`ll_to_earth(search.lat, search.lng)`;
  const page = (db: Database) =>
    sql`${nearbyQuery(db, origin, sql`search.radius`, [])} limit search.lim offset search.off`;
  const searches = sql`unnest(${sql.placeholder('lats')}::float8[], ${sql.placeholder('lngs')}::float8[], ${sql.placeholder('radii')}::float8[], ${sql.placeholder('limits')}::int[], ${sql.placeholder('offsets')}::int[]) with ordinality as search(lat, lng, radius, lim, off, n)`;
  return preparedRows<RestaurantRow & { rawDistance: number; search: number }>(
    'restaurants_nearby_batch',
    { search: sql<number>`search.n`, ...nearbySelection(origin) },
    (db) => sql`select search.n::int, page.* from ${searches} cross join lateral (${page(db)}) as page`,
  );
})();

/** The only code touching the restaurant and menu tables. Pass a transaction to join it. */
export function restaurantsRepository(db: Database) {
  const nearbyPlain = async (
    searches: readonly PlainNearbySearch[],
  ): Promise<(RestaurantRow & { distanceM: number })[][]> => {
    if (searches.length === 1) {
      const [search] = searches as [PlainNearbySearch];
      const radius = search.radiusM * TO_EARTHDISTANCE;
      return [withDistances(await plainNearbyStatement(db).execute({ ...search, radius }))];
    }
    const rows = await plainNearbyBatchStatement(db).execute({
      lats: searches.map((s) => s.lat),
      lngs: searches.map((s) => s.lng),
      radii: searches.map((s) => s.radiusM * TO_EARTHDISTANCE),
      limits: searches.map((s) => s.limit),
      offsets: searches.map((s) => s.offset),
    });
    const pages: (RestaurantRow & { distanceM: number })[][] = searches.map(() => []);
    for (const row of withDistances(rows)) pages[row.search - 1]!.push(row);
    return pages;
  };

  return {
    /** Adds restaurants with their menus (see catalogue.repository.ts); existing ids are left alone. */
    insertRestaurants: (inputs: readonly RestaurantInput[]) => catalogueRepository(db).insertRestaurants(inputs),
    /** Restaurants with their menus, by id: added, updated, stale menu rows removed (catalogue.repository.ts). */
    upsertRestaurants: (inputs: readonly RestaurantInput[], existing?: ReadonlySet<string>) =>
      catalogueRepository(db).upsertRestaurants(inputs, existing),
    /** Restaurants' own rows, by id; their menus are left alone. */
    saveRestaurants: (inputs: readonly RestaurantInput[]) => catalogueRepository(db).saveRestaurants(inputs),
    /** One restaurant's menu replaced by `input.menu`. */
    replaceMenu: (input: RestaurantInput) => catalogueRepository(db).replaceMenu(input),

    /**
     * Nearest first, within the radius: the GiST index on ll_to_earth(lat, lng) answers both
     * the earth_box containment and the KNN order (<->), so the scan stops after `limit` rows
     * whatever the radius holds. earth_box is a cube around the circle; earth_distance trims it.
     */
    async nearby(search: NearbySearch): Promise<(RestaurantRow & { distanceM: number })[]> {
      if (isPlainSearch(search)) return (await nearbyPlain([search]))[0]!;
      const radius = search.radiusM * TO_EARTHDISTANCE;
      const rows = await nearbyQuery(db, sql`ll_to_earth(${search.lat}, ${search.lng})`, sql`${radius}`, [
        ...(search.nameContains ? [nameLike(search.nameContains)] : []),
        ...(search.cuisines ? [cuisinesAny(search.cuisines)] : []),
        ...(search.openAt ? [sql`${restaurants.openMinutes} @> ${localMinuteOfWeek(search.openAt)}`] : []),
      ])
        .limit(search.limit)
        .offset(search.offset);
      return withDistances(rows);
    },

    /** Plain searches (no filter), several in one statement (plainNearbyBatchStatement): each search's page. */
    nearbyPlain,

    /**
     * Active partners (the partial index restaurants_partners_idx), by name or, with `near`,
     * nearest first; optionally only those whose name holds `nameContains` or that list one
     * of `cuisines`. Nearest first takes two steps, so pages stay stable (ties broken by name
     * and id) without sorting every partner: a KNN walk of the partial GiST index
     * restaurants_partners_earth_idx finds the distance of the page's last partner, then the
     * page is the partners within that distance, sorted (docs/decisions/0028-finding-food.md).
     */
    async partners(
      search: PartnersSearch,
    ): Promise<{ rows: (RestaurantRow & { distanceM: number | null })[]; total: number }> {
      const conditions: (SQL | undefined)[] = [eq(restaurants.isPartner, true), eq(restaurants.isActive, true)];
      const matches: SQL[] = [];
      if (search.nameContains) matches.push(nameLike(search.nameContains));
      if (search.cuisines?.length) matches.push(cuisinesAny(search.cuisines));
      if (matches.length > 0) conditions.push(or(...matches));
      const where = and(...conditions);
      const origin = search.near && sql`ll_to_earth(${search.near.lat}, ${search.near.lng})`;
      const onPage = origin ? await partnersWithinPage(db, where, origin, search) : where;
      const [rows, [count]] = await Promise.all([
        db
          .select({
            ...summaryColumns,
            rawDistance: origin ? sql<number>`earth_distance(${point}, ${origin})` : sql<null>`null`,
          })
          .from(restaurants)
          .where(onPage)
          .orderBy(...(origin ? [sql`${point} <-> ${origin}`] : []), asc(restaurants.name), asc(restaurants.id))
          .limit(search.limit)
          .offset(search.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(restaurants)
          .where(where),
      ]);
      return { rows: withDistances(rows), total: Number(count?.total ?? 0) };
    },

    async findActive(
      id: string,
    ): Promise<(RestaurantRow & Pick<typeof restaurants.$inferSelect, 'openingHours'>) | undefined> {
      const [row] = await db
        .select({ ...summaryColumns, openingHours: restaurants.openingHours })
        .from(restaurants)
        .where(and(eq(restaurants.id, id), eq(restaurants.isActive, true)));
      return row;
    },

    /** Name, country and whether each restaurant is active and taking orders, for callers that need no more. */
    async statuses(ids: readonly string[]): Promise<(RestaurantStatusWithCountry & { imageKey: string | null })[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: restaurants.id,
          name: restaurants.name,
          imageUrl: restaurants.imageUrl,
          imageKey: restaurants.imageKey,
          isActive: restaurants.isActive,
          orderingEnabled: restaurants.orderingEnabled,
          country: restaurants.country,
        })
        .from(restaurants)
        .where(inArray(restaurants.id, [...new Set(ids)]));
    },

    /** The whole menu of one restaurant, flat: the service nests it. */
    /** `inTransaction`: one query after the other (a transaction's connection runs one at a time). */
    async menuOf(restaurantId: string, { inTransaction = false } = {}) {
      const queries = [
        db
          .select({ id: menuCategories.id, name: menuCategories.name })
          .from(menuCategories)
          .where(eq(menuCategories.restaurantId, restaurantId))
          .orderBy(asc(menuCategories.position)),
        db.select().from(menuItems).where(eq(menuItems.restaurantId, restaurantId)).orderBy(asc(menuItems.position)),
        db.select().from(menuOptionGroups).where(eq(menuOptionGroups.restaurantId, restaurantId)),
        db
          .select({ itemId: menuItemOptionGroups.itemId, groupId: menuItemOptionGroups.groupId })
          .from(menuItemOptionGroups)
          .innerJoin(menuItems, eq(menuItems.id, menuItemOptionGroups.itemId))
          .where(eq(menuItems.restaurantId, restaurantId))
          .orderBy(asc(menuItemOptionGroups.itemId), asc(menuItemOptionGroups.position)),
        db
          .select({
            id: menuOptions.id,
            groupId: menuOptions.groupId,
            name: menuOptions.name,
            priceCents: menuOptions.priceCents,
          })
          .from(menuOptions)
          .innerJoin(menuOptionGroups, eq(menuOptionGroups.id, menuOptions.groupId))
          .where(eq(menuOptionGroups.restaurantId, restaurantId))
          .orderBy(asc(menuOptions.groupId), asc(menuOptions.position)),
      ] as const;
      const [categories, items, groups, links, options] = inTransaction
        ? await inSeries(queries)
        : await Promise.all(queries);
      return { categories, items, groups, links, options };
    },

    /**
     * Menu items with their option groups and options: what saved meals and the cart
     * validate a selection against. With `restaurantId`, other restaurants' items are
     * absent. One statement (the groups and options nested as JSON).
     */
    async itemsWithOptionGroups(itemIds: readonly string[], restaurantId?: string) {
      if (itemIds.length === 0) return new Map<string, MenuItemWithGroups>();
      const where = restaurantId === undefined ? sql`true` : sql`i.restaurant_id = ${restaurantId}`;
      const { rows } = await db.execute<{ items: MenuItemWithGroups[] }>(
        sql`select ${menuItemsJson(itemIds, where)} as items`,
      );
      return itemMap(rows[0]?.items);
    },

    /**
     * A restaurant's status and the chosen items of its menu (as itemsWithOptionGroups), in
     * one statement; undefined when there is no such restaurant.
     */
    async statusWithItems(restaurantId: string, itemIds: readonly string[]) {
      const { rows } = await statusWithItemsStatement(db).run({ restaurantId, itemIds: [...new Set(itemIds)] });
      const row = rows[0];
      if (!row) return undefined;
      const status: RestaurantStatusWithCountry = {
        id: row.id,
        name: row.name,
        imageUrl: row.image_url,
        isActive: row.is_active,
        orderingEnabled: row.ordering_enabled,
        country: row.country,
      };
      return { status, items: itemMap(row.items) };
    },

    /** Active restaurants per cuisine slug. */
    async cuisineCounts(): Promise<Map<string, number>> {
      const rows = await db.execute<{ slug: string; n: number }>(
        sql`select c as slug, count(*)::int as n from ${restaurants}, unnest(${restaurants.cuisines}) as c where ${restaurants.isActive} group by c`,
      );
      return new Map(rows.rows.map((r) => [r.slug, Number(r.n)]));
    },
  };
}

/** Awaits drizzle's queries (lazy until awaited) one after the other, answers in order. */
export async function inSeries<T extends readonly unknown[]>(
  queries: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const answers: unknown[] = [];
  for (const query of queries) answers.push(await query);
  return answers as { -readonly [K in keyof T]: Awaited<T[K]> };
}

/**
 * A scalar subquery: the items among `itemIds` matching `where` (on `i`), each with its
 * option groups in link order and their options in menu order, as a JSON array of
 * MenuItemWithGroups. The ids go in as one array parameter (the statement's text is the
 * same for any number of them), or as an SQL uuid[] expression of the caller's query.
 */
export function menuItemsJson(itemIds: readonly string[] | SQL, where: SQL) {
  const ids = Array.isArray(itemIds) ? sql`${sql.param([...new Set(itemIds)])}::uuid[]` : itemIds;
  return sql`(select coalesce(json_agg(json_build_object(
      'id', i.id, 'restaurantId', i.restaurant_id, 'name', i.name, 'priceCents', i.price_cents,
      'available', i.available,
      'optionGroups', coalesce((
        select json_agg(json_build_object(
          'id', g.id, 'name', g.name, 'minSelections', g.min_selections, 'maxSelections', g.max_selections,
          'options', coalesce((
            select json_agg(json_build_object('id', o.id, 'name', o.name, 'priceCents', o.price_cents)
              order by o.position)
            from ${menuOptions} o where o.group_id = g.id), '[]'::json))
          order by l.position)
        from ${menuItemOptionGroups} l join ${menuOptionGroups} g on g.id = l.group_id
        where l.item_id = i.id), '[]'::json))), '[]'::json)
    from ${menuItems} i where i.id = any(${ids}) and ${where})`;
}

/** statusWithItems' statement: a cart save checks its lines with it. */
const statusWithItemsStatement = preparedSql<{
  id: string;
  name: string;
  image_url: string | null;
  is_active: boolean;
  ordering_enabled: boolean;
  country: string;
  items: MenuItemWithGroups[];
}>(
  'restaurant_status_with_items',
  () =>
    sql`select r.id, r.name, r.image_url, r.is_active, r.ordering_enabled, r.country,
          ${menuItemsJson(sql`${sql.placeholder('itemIds')}::uuid[]`, sql`i.restaurant_id = r.id`)} as items
        from ${restaurants} r where r.id = ${sql.placeholder('restaurantId')}`,
);

/** What the cart and its quote read of a restaurant (cartRestaurantJson). */
export interface CartRestaurant {
  id: string;
  name: string;
  country: string;
  isActive: boolean;
  orderingEnabled: boolean;
  lat: number;
  lng: number;
  timeZone: string;
  /** The week's open minutes (int4multirange text, parseWeekRanges). */
  openMinutes: string;
  deliveryRadiusM: number;
  minimumOrderCents: number;
  deliveryFeeCents: number;
  preparationMinutes: number;
}

/** A scalar subquery: the restaurant `restaurantId` (SQL) as a CartRestaurant JSON object, null when absent. */
export function cartRestaurantJson(restaurantId: SQL) {
  return sql`(select json_build_object('id', r.id, 'name', r.name, 'country', r.country,
      'isActive', r.is_active, 'orderingEnabled', r.ordering_enabled, 'lat', r.lat, 'lng', r.lng,
      'timeZone', r.time_zone, 'openMinutes', r.open_minutes::text, 'deliveryRadiusM', r.delivery_radius_m,
      'minimumOrderCents', r.minimum_order_cents, 'deliveryFeeCents', r.delivery_fee_cents,
      'preparationMinutes', r.preparation_minutes)
    from ${restaurants} r where r.id = ${restaurantId})`;
}

export function itemMap(items: readonly MenuItemWithGroups[] | undefined): Map<string, MenuItemWithGroups> {
  return new Map((items ?? []).map((item) => [item.id, item]));
}

export interface RestaurantStatus {
  id: string;
  name: string;
  imageUrl: string | null;
  isActive: boolean;
  orderingEnabled: boolean;
}

/** With the country its prices' currency comes from (currencyOf). */
export interface RestaurantStatusWithCountry extends RestaurantStatus {
  country: string;
}

export interface MenuItemWithGroups {
  id: string;
  restaurantId: string;
  name: string;
  priceCents: number;
  available: boolean;
  optionGroups: {
    id: string;
    name: string;
    minSelections: number;
    maxSelections: number;
    options: { id: string; name: string; priceCents: number }[];
  }[];
}

export type RestaurantsRepository = ReturnType<typeof restaurantsRepository>;
