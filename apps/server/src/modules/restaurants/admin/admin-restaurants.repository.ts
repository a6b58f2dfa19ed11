import { and, asc, eq, getTableColumns, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  menuCategories,
  menuItems,
  menuOptionGroups,
  menuOptions,
  restaurants,
} from '../../../db/schema/restaurants.ts';
import { inSeries } from '../restaurants.repository.ts';

export interface AdminListFilter {
  /** searchKey() of a part of the name. */
  nameContains?: string;
  /** The query as typed, matched exactly against external references. */
  externalRef?: string;
  isPartner?: boolean;
  isActive?: boolean;
  /** The last row of the previous page. */
  after?: { name: string; id: string };
  limit: number;
}

const rowColumns = {
  id: restaurants.id,
  name: restaurants.name,
  externalRef: restaurants.externalRef,
  city: restaurants.city,
  region: restaurants.region,
  country: restaurants.country,
  cuisines: restaurants.cuisines,
  isPartner: restaurants.isPartner,
  isActive: restaurants.isActive,
  orderingEnabled: restaurants.orderingEnabled,
  imageUrl: restaurants.imageUrl,
  imageKey: restaurants.imageKey,
  updatedAt: restaurants.updatedAt,
};
export type AdminListRow = { [K in keyof typeof rowColumns]: (typeof restaurants.$inferSelect)[K] };

const { openMinutes: _openMinutes, searchName: _searchName, ...fullColumns } = getTableColumns(restaurants);
export type AdminRestaurantRow = Omit<typeof restaurants.$inferSelect, 'openMinutes' | 'searchName'>;

// Imports take this transaction-scoped lock: two imports at once would race on the same
// external references (one would fail on the unique index after doing all its work).
const IMPORT_LOCK_ID = '7261930475513308013';

/** The admin's reads and writes on restaurants that discovery and the menu never need. */
export function adminRestaurantsRepository(db: Database) {
  return {
    /** By name then id, `limit` rows after `after`. */
    async list(filter: AdminListFilter): Promise<AdminListRow[]> {
      const conditions: (SQL | undefined)[] = [
        filter.isPartner === undefined ? undefined : eq(restaurants.isPartner, filter.isPartner),
        filter.isActive === undefined ? undefined : eq(restaurants.isActive, filter.isActive),
        filter.after
          ? or(
              gt(restaurants.name, filter.after.name),
              and(eq(restaurants.name, filter.after.name), gt(restaurants.id, filter.after.id)),
            )
          : undefined,
      ];
      if (filter.nameContains || filter.externalRef) {
        const escaped = filter.nameContains?.replace(/[\\%_]/g, (c) => `\\${c}`);
        conditions.push(
          or(
            escaped ? sql`${restaurants.searchName} like ${`%${escaped}%`}` : undefined,
            filter.externalRef ? eq(restaurants.externalRef, filter.externalRef) : undefined,
          ),
        );
      }
      return db
        .select(rowColumns)
        .from(restaurants)
        .where(and(...conditions))
        .orderBy(asc(restaurants.name), asc(restaurants.id))
        .limit(filter.limit);
    },

    async find(id: string): Promise<AdminRestaurantRow | undefined> {
      const [row] = await db.select(fullColumns).from(restaurants).where(eq(restaurants.id, id));
      return row;
    },

    /** Locks the row for the rest of the transaction (an edit reads, checks, then writes). */
    async findForUpdate(id: string): Promise<AdminRestaurantRow | undefined> {
      const [row] = await db.select(fullColumns).from(restaurants).where(eq(restaurants.id, id)).for('update');
      return row;
    },

    /** The restaurant holding `externalRef` other than `exceptId`, if any. */
    async externalRefOwner(externalRef: string, exceptId?: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: restaurants.id })
        .from(restaurants)
        .where(and(eq(restaurants.externalRef, externalRef), exceptId ? ne(restaurants.id, exceptId) : undefined));
      return row?.id;
    },

    /** The restaurants holding these references: what an import keeps of them (id, state, rating). */
    async byExternalRefs(
      refs: readonly string[],
    ): Promise<{ id: string; externalRef: string; isActive: boolean; rating: number | null }[]> {
      if (refs.length === 0) return [];
      const rows = await db
        .select({
          id: restaurants.id,
          externalRef: restaurants.externalRef,
          isActive: restaurants.isActive,
          rating: restaurants.rating,
        })
        .from(restaurants)
        .where(inArray(restaurants.externalRef, [...refs]));
      return rows.map((r) => ({ ...r, externalRef: r.externalRef! }));
    },

    async setActive(id: string, isActive: boolean): Promise<void> {
      await db
        .update(restaurants)
        .set({ isActive, updatedAt: sql`now()` })
        .where(eq(restaurants.id, id));
    },

    /** The restaurant changed through its menu: its updated_at moves. */
    async touch(id: string): Promise<void> {
      await db
        .update(restaurants)
        .set({ updatedAt: sql`now()` })
        .where(eq(restaurants.id, id));
    },

    async setImageKey(id: string, imageKey: string | null): Promise<void> {
      await db
        .update(restaurants)
        .set({ imageKey, updatedAt: sql`now()` })
        .where(eq(restaurants.id, id));
    },

    /** Ids among `ids` that are menu rows of another restaurant (a menu must not take them over). */
    async foreignMenuIds(restaurantId: string, ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const list = [...ids];
      // One after the other: this runs inside a transaction.
      const [categories, items, groups, options] = await inSeries([
        db
          .select({ id: menuCategories.id })
          .from(menuCategories)
          .where(and(inArray(menuCategories.id, list), ne(menuCategories.restaurantId, restaurantId))),
        db
          .select({ id: menuItems.id })
          .from(menuItems)
          .where(and(inArray(menuItems.id, list), ne(menuItems.restaurantId, restaurantId))),
        db
          .select({ id: menuOptionGroups.id })
          .from(menuOptionGroups)
          .where(and(inArray(menuOptionGroups.id, list), ne(menuOptionGroups.restaurantId, restaurantId))),
        db
          .select({ id: menuOptions.id })
          .from(menuOptions)
          .innerJoin(menuOptionGroups, eq(menuOptionGroups.id, menuOptions.groupId))
          .where(and(inArray(menuOptions.id, list), ne(menuOptionGroups.restaurantId, restaurantId))),
      ] as const);
      return [...categories, ...items, ...groups, ...options].map((r) => r.id);
    },

    /** Waits for any other import to finish, then holds the lock until this transaction ends. */
    async lockImports(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${sql.raw(IMPORT_LOCK_ID)})`);
    },
  };
}

export type AdminRestaurantsRepository = ReturnType<typeof adminRestaurantsRepository>;
