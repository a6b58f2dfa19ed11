import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { preparedSql } from '../../../db/prepared.ts';
import { allApplied, isoOf, partsStatement, type Bound, type StatementPart } from '../../../db/statement-part.ts';
import { carts, type CartLineRow } from '../../../db/schema/cart.ts';
import type { DeliveryPlace } from '../../accounts/addresses/addresses.service.ts';
import type { BalanceStateJson } from '../../rewards/rewards.module.ts';
import type { CartRestaurant, MenuItemWithGroups } from '../../restaurants/menu.service.ts';
import type { ChargeableCardJson } from '../payment-cards/payment-cards.service.ts';

export type { CartRestaurant, DeliveryPlace };

/** A stored cart line: what the user picked, priced at read time. */
export type StoredLine = CartLineRow;

/** What a cart's answer shows of its restaurant. */
export type CartRestaurantSummary = Pick<CartRestaurant, 'id' | 'name' | 'country' | 'minimumOrderCents'>;

/**
 * What the cart's statements read of other modules' tables, as SQL parts those modules
 * give (their services' *JsonSql): the cart's restaurant, the menu items its lines name,
 * the delivery address, the balance state, the card that would pay. Each is a scalar
 * subquery answering JSON.
 */
export interface CartReadParts {
  restaurantJson(restaurantId: SQL): SQL;
  itemsJson(itemIds: SQL, restaurantId: SQL): SQL;
  deliveryPlaceJson(addressId: SQL, userId: SQL): SQL;
  balanceStateJson(userId: SQL): SQL;
  /** The card that would pay (`cardId`, or the default when null): the placement reads it with its quote. */
  chargeableJson(cardId: SQL, userId: SQL): SQL;
}

/** The cart as findWithMenu reads it (the other modules' parts still as their JSON). */
export interface CartWithMenuRow {
  version: number;
  updatedAt: Date;
  lines: StoredLine[];
  restaurant: CartRestaurant;
  items: MenuItemWithGroups[] | null;
  address: DeliveryPlace | null;
  balance: BalanceStateJson | null;
  /** Only when asked for (findWithMenu's `card`): the payment cards' part, null without such a card. */
  card?: ChargeableCardJson | null;
}

/**
 * takeForOrder as a part of the order's own statement: `applied` is false when the cart
 * is not at `version` or has no lines (nothing changed then).
 */
export function takeForOrderPart(userId: Bound<string>, version: Bound<number>, at: Bound<Date>): StatementPart {
  return {
    ctes: [
      sql`cart_taken as (update ${carts} set lines = '[]'::jsonb, version = ${carts.version} + 1,
          updated_at = ${isoOf(at)}::timestamptz
        where ${carts.userId} = ${userId} and ${carts.version} = ${version} and jsonb_array_length(${carts.lines}) > 0
        returning 1)`,
    ],
    applied: sql`exists (select 1 from cart_taken)`,
  };
}

const p = (name: string) => sql.placeholder(name);

/** The cart's statements, rendered once per database handle, with the other modules' parts in them. */
function cartStatements(parts: CartReadParts) {
  /** save's statement: the write (as `write`), then what the cart's answer shows of the restaurant. */
  const saveStatement = (name: string, write: SQL) =>
    preparedSql<{ version: number; restaurant: CartRestaurant }>(
      name,
      () => sql`with saved as (${write})
        select saved.version, ${parts.restaurantJson(sql`saved.restaurant_id`)} as restaurant from saved`,
    );
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
  /** findWithMenu's statement, with and without an address, and with the card that would pay. */
  const findWithMenu = (name: string, withAddress: boolean, withCard = false) =>
    preparedSql<Record<string, unknown>>(name, () => {
      const lineItemIds = sql`array(select (l->>'itemId')::uuid from jsonb_array_elements(c.lines) l)`;
      const address = withAddress ? parts.deliveryPlaceJson(sql`${p('addressId')}`, sql`c.user_id`) : sql`null::json`;
      const card = withCard ? sql`, ${parts.chargeableJson(sql`${p('cardId')}`, sql`c.user_id`)} as card` : sql``;
      return sql`select c.version, c.updated_at, c.lines,
          ${parts.restaurantJson(sql`c.restaurant_id`)} as restaurant,
          ${parts.itemsJson(lineItemIds, sql`c.restaurant_id`)} as items,
          ${address} as address,
          ${parts.balanceStateJson(sql`c.user_id`)} as balance${card}
        from ${carts} c where c.user_id = ${p('userId')}`;
    });
  return {
    saveNew,
    saveAtVersion,
    withAddress: findWithMenu('cart_with_menu_and_address', true),
    withAddressAndCard: findWithMenu('cart_with_menu_address_and_card', true, true),
    alone: findWithMenu('cart_with_menu', false),
  };
}

/**
 * The only code touching carts (other modules' rows come in through CartReadParts). A cart is
 * one row, its lines a jsonb array in it: every save and every emptying is one statement
 * on that row, so writers of one user's cart run one at a time on its row lock, and a
 * reader that locks the row (`lockVersion`) sees a cart no one else can change until its
 * transaction ends. Pass a transaction to join it.
 */
function cartRepositoryOn(db: Database, statements: ReturnType<typeof cartStatements>) {
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
     * ledger's), with `addressId` that address if it is the user's, and with `card` the card
     * that would pay (the one named, or the default when null): one statement, one snapshot.
     * Undefined when there is no cart.
     */
    async findWithMenu(
      userId: string,
      addressId?: string,
      card?: { cardId: string | null },
    ): Promise<CartWithMenuRow | undefined> {
      const { rows } = await (card
        ? statements.withAddressAndCard(db).run({ userId, addressId: addressId ?? null, cardId: card.cardId })
        : addressId === undefined
          ? statements.alone(db).run({ userId })
          : statements.withAddress(db).run({ userId, addressId }));
      const row = rows[0];
      return (
        row && {
          version: Number(row.version),
          updatedAt: new Date(row.updated_at as string | Date),
          lines: row.lines as StoredLine[],
          restaurant: row.restaurant as CartRestaurant,
          items: row.items as MenuItemWithGroups[] | null,
          address: row.address as DeliveryPlace | null,
          balance: row.balance as BalanceStateJson | null,
          ...(card ? { card: row.card as ChargeableCardJson | null } : {}),
        }
      );
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
      const { rows } = await (version === undefined ? statements.saveNew : statements.saveAtVersion)(db).run(values);
      const row = rows[0];
      // No row: the version did not match (or, were it ever possible, no such restaurant).
      if (!row?.restaurant) return undefined;
      const { id, name, country, minimumOrderCents } = row.restaurant;
      return { version: Number(row.version), restaurant: { id, name, country, minimumOrderCents } };
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

export type CartRepository = ReturnType<typeof cartRepositoryOn>;

/** The cart repository's factory (`(db) => repository`), its statements built once with `parts`. */
export function cartRepository(parts: CartReadParts): (db: Database) => CartRepository {
  const statements = cartStatements(parts);
  return (db) => cartRepositoryOn(db, statements);
}
