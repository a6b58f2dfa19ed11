import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { addresses, cartItems, carts } from '../../db/schema/ordering.ts';
import { restaurants } from '../../db/schema/restaurants.ts';

/** A stored cart line: what the user picked, priced at read time. */
export interface StoredLine {
  itemId: string;
  quantity: number;
  optionIds: string[];
  note: string | null;
}

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

export interface CartRow {
  version: number;
  updatedAt: Date;
  restaurant: CartRestaurant;
  lines: StoredLine[];
}

export type AddressRow = typeof addresses.$inferSelect;

/**
 * The only code touching carts and cart_items (and reading a user's address for the
 * quote). Pass a transaction to join it. Every write takes the carts row first (update or
 * upsert), so writers of one user's cart run one at a time, and a reader that locks the
 * row (`lock`) then sees a cart no one else can change until its transaction ends.
 */
export function cartRepository(db: Database) {
  return {
    /** SELECT … FOR UPDATE of the user's carts row (inside a transaction); false when there is none. */
    async lock(userId: string): Promise<boolean> {
      const rows = await db.select({ userId: carts.userId }).from(carts).where(eq(carts.userId, userId)).for('update');
      return rows.length > 0;
    },

    /**
     * Locks the user's carts row (inside a transaction) and says which version it holds and
     * whether it has lines; undefined when there is no row. What placing an order compares
     * with the version it priced.
     */
    async lockVersion(userId: string): Promise<{ version: number; lines: number } | undefined> {
      const [row] = await db
        .select({ version: carts.version })
        .from(carts)
        .where(eq(carts.userId, userId))
        .for('update');
      if (!row) return undefined;
      // A statement of its own: under READ COMMITTED it sees what the lock's previous
      // holder committed (a subquery in the locking statement would not).
      const [count] = await db
        .select({ lines: sql<number>`count(*)::int` })
        .from(cartItems)
        .where(eq(cartItems.userId, userId));
      return { version: row.version, lines: Number(count?.lines ?? 0) };
    },

    /**
     * The cart, its restaurant and its lines in one statement (one snapshot: never the
     * lines of one version with the number of another); undefined when there is no row.
     */
    async find(userId: string): Promise<CartRow | undefined> {
      const rows = await db
        .select({
          version: carts.version,
          updatedAt: carts.updatedAt,
          restaurant: restaurantColumns,
          itemId: cartItems.itemId,
          quantity: cartItems.quantity,
          optionIds: cartItems.optionIds,
          note: cartItems.note,
        })
        .from(carts)
        .innerJoin(restaurants, eq(restaurants.id, carts.restaurantId))
        .leftJoin(cartItems, eq(cartItems.userId, carts.userId))
        .where(eq(carts.userId, userId))
        .orderBy(asc(cartItems.position));
      const first = rows[0];
      if (!first) return undefined;
      return {
        version: first.version,
        updatedAt: first.updatedAt,
        restaurant: first.restaurant,
        lines: rows.flatMap((r) =>
          r.itemId === null || r.quantity === null
            ? []
            : [{ itemId: r.itemId, quantity: r.quantity, optionIds: r.optionIds ?? [], note: r.note }],
        ),
      };
    },

    /** Creates the row or takes it over (a save without a version): the new version. */
    async upsert(userId: string, restaurantId: string, at: Date): Promise<number> {
      const [row] = await db
        .insert(carts)
        .values({ userId, restaurantId, version: 1, updatedAt: at })
        .onConflictDoUpdate({
          target: carts.userId,
          set: { restaurantId, version: sql`${carts.version} + 1`, updatedAt: at },
        })
        .returning({ version: carts.version });
      return row!.version;
    },

    /**
     * Moves the row on from `version` only if it is still at `version`: of two saves naming
     * the same version, the second waits for the first's row lock, then finds the version
     * moved on and matches nothing. Undefined when it did not match (or there is no row).
     */
    async updateIfVersion(
      userId: string,
      restaurantId: string,
      version: number,
      at: Date,
    ): Promise<number | undefined> {
      const [row] = await db
        .update(carts)
        .set({ restaurantId, version: sql`${carts.version} + 1`, updatedAt: at })
        .where(and(eq(carts.userId, userId), eq(carts.version, version)))
        .returning({ version: carts.version });
      return row?.version;
    },

    /** The lines, replaced wholesale (call after taking the row with upsert or updateIfVersion). */
    async replaceLines(userId: string, lines: readonly StoredLine[]): Promise<void> {
      await db.delete(cartItems).where(eq(cartItems.userId, userId));
      if (lines.length === 0) return;
      await db.insert(cartItems).values(
        lines.map((line, position) => ({
          userId,
          itemId: line.itemId,
          quantity: line.quantity,
          optionIds: [...line.optionIds],
          note: line.note,
          position,
        })),
      );
    },

    /**
     * Empties the cart. The row stays and its version moves on, so versions only grow: a
     * tab still holding an old version cannot overwrite a cart made after the emptying.
     */
    async empty(userId: string, at: Date): Promise<void> {
      const bumped = await db
        .update(carts)
        .set({ version: sql`${carts.version} + 1`, updatedAt: at })
        .where(eq(carts.userId, userId))
        .returning({ version: carts.version });
      if (bumped.length > 0) await db.delete(cartItems).where(eq(cartItems.userId, userId));
    },

    /** One of the user's addresses; undefined when it is not theirs (or does not exist). */
    async findAddress(userId: string, addressId: string): Promise<AddressRow | undefined> {
      const [row] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
      return row;
    },
  };
}

export type CartRepository = ReturnType<typeof cartRepository>;
