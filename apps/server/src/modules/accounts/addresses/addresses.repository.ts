import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { addresses } from '../../../db/schema/addresses.ts';

export type AddressRow = typeof addresses.$inferSelect;
export type NewAddress = typeof addresses.$inferInsert;
export type AddressChanges = Partial<
  Pick<
    NewAddress,
    | 'label'
    | 'line1'
    | 'line2'
    | 'city'
    | 'region'
    | 'postalCode'
    | 'country'
    | 'lat'
    | 'lng'
    | 'precision'
    | 'instructions'
  >
>;

/** Where an order goes: what the quote and the order read of an address (deliveryPlaceJson). */
export interface DeliveryPlace {
  id: string;
  label: string | null;
  line1: string;
  line2: string | null;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  instructions: string | null;
  lat: number;
  lng: number;
  /** pin, street, postal_code or city (decision 0029): an order needs better than city. */
  precision: string;
}

/**
 * A scalar subquery: the address `addressId` (SQL) of the user `userId` (SQL) as a
 * DeliveryPlace JSON object; null when there is no such address among theirs.
 */
export function deliveryPlaceJson(addressId: SQL, userId: SQL): SQL {
  return sql`(select json_build_object('id', a.id, 'label', a.label, 'line1', a.line1, 'line2', a.line2,
      'city', a.city, 'region', a.region, 'postalCode', a.postal_code, 'country', a.country,
      'instructions', a.instructions, 'lat', a.lat, 'lng', a.lng, 'precision', a.precision)
    from ${addresses} a where a.id = ${addressId} and a.user_id = ${userId})`;
}

/** The only code touching addresses. Pass a transaction to join it. */
export function addressesRepository(db: Database) {
  return {
    /** Serializes one user's address writes (count, default) until the transaction ends. */
    async lockOwner(userId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${userId}`}))`);
    },
    /** Default first, then newest first. */
    async list(userId: string): Promise<AddressRow[]> {
      return db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
    },
    async find(userId: string, id: string): Promise<AddressRow | undefined> {
      const [row] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
      return row;
    },
    async findDefault(userId: string): Promise<AddressRow | undefined> {
      const [row] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
      return row;
    },
    async count(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(addresses)
        .where(eq(addresses.userId, userId));
      return Number(row?.n ?? 0);
    },
    async insert(address: NewAddress): Promise<AddressRow> {
      const [row] = await db.insert(addresses).values(address).returning();
      return row!;
    },
    async update(userId: string, id: string, changes: AddressChanges, at: Date): Promise<AddressRow | undefined> {
      const [row] = await db
        .update(addresses)
        .set({ ...changes, updatedAt: at })
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning();
      return row;
    },
    async clearDefault(userId: string): Promise<void> {
      await db
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
    },
    async setDefault(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(addresses)
        .set({ isDefault: true })
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning({ id: addresses.id });
      return rows.length > 0;
    },
    async delete(userId: string, id: string): Promise<AddressRow | undefined> {
      const [row] = await db
        .delete(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning();
      return row;
    },
    /** The newest remaining address becomes the default. */
    async promoteNewest(userId: string): Promise<void> {
      await db.execute(sql`
        update ${addresses} set is_default = true
        where ${addresses.id} = (
          select id from ${addresses} where ${addresses.userId} = ${userId}
          order by created_at desc, id desc limit 1)`);
    },
  };
}

export type AddressesRepository = ReturnType<typeof addressesRepository>;
