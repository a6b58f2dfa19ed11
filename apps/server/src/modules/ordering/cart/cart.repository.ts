import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { perDatabase, preparedSql } from '../../../db/prepared.ts';
import { allApplied, partsStatement, type StatementPart } from '../../../db/statement-part.ts';
import { addresses } from '../../../db/schema/addresses.ts';
import { carts, type CartLineRow } from '../../../db/schema/cart.ts';
import { restaurants } from '../../../db/schema/restaurants.ts';
import { balanceStateJson, stateFromJson, type BalanceState } from '../../rewards/ledger/ledger.repository.ts';
import { itemMap, menuItemsJson, type MenuItemWithGroups } from '../../restaurants/restaurants.repository.ts';

/** A stored cart line: what the user picked, priced at read time. */
export type StoredLine = CartLineRow;

/** What the cart and its quote read of the cart's restaurant. */
const restaurantColumns = {
  id: restaurants.id,
  name: restaurants.name,
  country: restaurants.country,
  isActive: restaurants.isActive,
  orderingEnabled: restaurants.orderingEnabled,
  lat: restaurants.lat,
  lng: restaurants.lng,
  timeZone: restaurants.timeZone,
  openMinutes: restaurants.openMinutes,
  deliveryRadiusM: restaurants.deliveryRadiusM,
  minimumOrderCents: restaurants.minimumOrderCents,
  deliveryFeeCents: restaurants.deliveryFeeCents,
  preparationMinutes: restaurants.preparationMinutes,
};

export type CartRestaurant = Pick<typeof restaurants.$inferSelect, keyof typeof restaurantColumns>;

/** What a cart's answer shows of its restaurant. */
export type CartRestaurantSummary = Pick<CartRestaurant, 'id' | 'name' | 'country' | 'minimumOrderCents'>;

export interface CartRow {
  version: number;
  updatedAt: Date;
  restaurant: CartRestaurant;
  lines: StoredLine[];
}

export type AddressRow = typeof addresses.$inferSelect;

/**
 * takeForOrder as a part of the order's own statement: `applied` is false when the cart
 * is not at `version` or has no lines (nothing changed then).
 */
export function takeForOrderPart(userId: string, version: number, at: Date): StatementPart {
  return {
    ctes: [
      sql`cart_taken as (update ${carts} set lines = '[]'::jsonb, version = ${carts.version} + 1,
          updated_at = ${at.toISOString()}::timestamptz
        where ${carts.userId} = ${userId} and ${carts.version} = ${version} and jsonb_array_length(${carts.lines}) > 0
        returning 1)`,
    ],
    applied: sql`exists (select 1 from cart_taken)`,
  };
}

const p = (name: string) => sql.placeholder(name);

/** save's statement, rendered once: the write (as `write`), then what the cart's answer shows of the restaurant. */
function saveStatement(name: string, write: SQL) {
  return preparedSql<{ version: number; id: string; name: string; country: string; minimum_order_cents: number }>(
    name,
    () => sql`with saved as (${write})
      select saved.version, r.id, r.name, r.country, r.minimum_order_cents
      from saved join ${restaurants} r on r.id = saved.restaurant_id`,
  );
}
const saveNew = saveStatement(
  'cart_save_new',
  sql`insert into ${carts} (user_id, restaurant_id, lines, version, updated_at)
    values (${p('userId')}, ${p('restaurantId')}, ${p('lines')}::jsonb, 1, ${p('at')}::timestamptz)
    on conflict (user_id) do update set restaurant_id = excluded.restaurant_id, lines = excluded.lines,
      version = ${carts}.version + 1, updated_at = excluded.updated_at
    returning version, restaurant_id`,
);
const saveAtVersion = saveStatement(
  'cart_save_at_version',
  sql`update ${carts} set restaurant_id = ${p('restaurantId')}, lines = ${p('lines')}::jsonb,
      version = version + 1, updated_at = ${p('at')}::timestamptz
    where user_id = ${p('userId')} and version = ${p('version')}
    returning version, restaurant_id`,
);

/** findWithMenu's statement, prepared once per database handle (with and without an address). */
const findWithMenuQueries = perDatabase((db) => {
  const lineItemIds = sql`array(select (l->>'itemId')::uuid from jsonb_array_elements(${carts.lines}) l)`;
  const query = (withAddress: boolean) =>
    db
      .select({
        version: carts.version,
        updatedAt: carts.updatedAt,
        lines: carts.lines,
        restaurant: restaurantColumns,
        items: sql<MenuItemWithGroups[]>`${menuItemsJson(lineItemIds, sql`i.restaurant_id = ${carts.restaurantId}`)}`,
        address: getTableColumns(addresses),
        balance: balanceStateJson(sql`${carts.userId}`),
      })
      .from(carts)
      .innerJoin(restaurants, eq(restaurants.id, carts.restaurantId))
      .leftJoin(
        addresses,
        withAddress
          ? and(eq(addresses.id, sql.placeholder('addressId')), eq(addresses.userId, carts.userId))
          : sql`false`,
      )
      .where(eq(carts.userId, sql.placeholder('userId')));
  return {
    withAddress: query(true).prepare('cart_with_menu_and_address'),
    alone: query(false).prepare('cart_with_menu'),
  };
});

/**
 * The only code touching carts (and reading a user's address for the quote). A cart is
 * one row, its lines a jsonb array in it: every save and every emptying is one statement
 * on that row, so writers of one user's cart run one at a time on its row lock, and a
 * reader that locks the row (`lockVersion`) sees a cart no one else can change until its
 * transaction ends. Pass a transaction to join it.
 */
export function cartRepository(db: Database) {
  return {
    /**
     * Empties the cart for the order placing it, only if it is still the cart priced (at
     * `version`, with lines): one statement that takes the row lock until the caller's
     * transaction ends. A save in between moved the version on, so it matches nothing.
     * 'changed' or 'empty' when it did not match (the second read, on that path only,
     * says which).
     */
    async takeForOrder(userId: string, version: number, at: Date): Promise<'taken' | 'changed' | 'empty'> {
      const { rows } = await db.execute<Record<string, unknown>>(
        partsStatement([takeForOrderPart(userId, version, at)]),
      );
      if (allApplied(rows[0], 1)) return 'taken';
      const [row] = await db
        .select({ lines: sql<number>`jsonb_array_length(${carts.lines})` })
        .from(carts)
        .where(eq(carts.userId, userId));
      return row && Number(row.lines) > 0 ? 'changed' : 'empty';
    },

    /**
     * The cart, its restaurant, the menu items its lines name (with their option groups
     * and options: what pricing checks them against), the user's balance state (the
     * ledger's) and, with `addressId`, that address if it is the user's: one statement, one
     * snapshot. Undefined when there is no cart.
     */
    async findWithMenu(
      userId: string,
      addressId?: string,
    ): Promise<
      | (CartRow & { items: Map<string, MenuItemWithGroups>; address: AddressRow | null; balance: BalanceState })
      | undefined
    > {
      const queries = findWithMenuQueries(db);
      const [row] = await (addressId === undefined
        ? queries.alone.execute({ userId })
        : queries.withAddress.execute({ userId, addressId }));
      return row && { ...row, items: itemMap(row.items), balance: stateFromJson(row.balance) };
    },

    /**
     * Writes the whole cart in one statement and answers its new version with what the
     * cart's answer shows of the restaurant. Without `version`, creates the row or takes it
     * over (a deliberate overwrite that still moves the version on). With `version`, only
     * if the row is still at it: of two saves naming the same version, the second waits
     * for the first's row lock, PostgreSQL re-checks the condition on the committed row and
     * it matches nothing. Undefined when nothing matched.
     */
    async save(
      userId: string,
      restaurantId: string,
      lines: readonly StoredLine[],
      version: number | undefined,
      at: Date,
    ): Promise<{ version: number; restaurant: CartRestaurantSummary } | undefined> {
      const values = { userId, restaurantId, lines: JSON.stringify(lines), at: at.toISOString(), version };
      const { rows } = await (version === undefined ? saveNew(db) : saveAtVersion(db)).run(values);
      const row = rows[0];
      return (
        row && {
          version: Number(row.version),
          restaurant: { id: row.id, name: row.name, country: row.country, minimumOrderCents: row.minimum_order_cents },
        }
      );
    },

    /**
     * Empties the cart. The row stays and its version moves on, so versions only grow: a
     * tab still holding an old version cannot overwrite a cart made after the emptying.
     */
    async empty(userId: string, at: Date): Promise<void> {
      await db
        .update(carts)
        .set({ lines: [], version: sql`${carts.version} + 1`, updatedAt: at })
        .where(eq(carts.userId, userId));
    },
  };
}

export type CartRepository = ReturnType<typeof cartRepository>;
