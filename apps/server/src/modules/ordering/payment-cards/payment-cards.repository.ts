import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { paymentCards, paymentCustomers } from '../../../db/schema/payment-cards.ts';

export type PaymentCardRow = typeof paymentCards.$inferSelect;
export type NewPaymentCard = typeof paymentCards.$inferInsert;

/** The card that pays and the user's provider customer, as chargeableCardJson reads them. */
export interface ChargeableCardJson {
  id: string;
  userId: string;
  providerPaymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
  createdAt: string;
  customerId: string | null;
}

/**
 * SQL part for another statement of the ordering module (the placement's quote reads the
 * card that pays with its cart): a scalar subquery answering JSON, the card `cardId` names
 * (a uuid, or null for the default) with the user's provider customer; null when there is
 * no such card. At most one row: one default card per user (payment_cards_one_default_key),
 * one customer per user. The only definition of that read.
 */
export function chargeableCardJson(cardId: SQL, userId: SQL): SQL<ChargeableCardJson | null> {
  const c = paymentCards;
  const named = sql`${cardId}::uuid`;
  return sql`(select json_build_object('id', ${c.id}, 'userId', ${c.userId},
      'providerPaymentMethodId', ${c.providerPaymentMethodId}, 'brand', ${c.brand}, 'last4', ${c.last4},
      'expMonth', ${c.expMonth}, 'expYear', ${c.expYear}, 'isDefault', ${c.isDefault}, 'createdAt', ${c.createdAt},
      'customerId', ${paymentCustomers.providerCustomerId})
    from ${c} left join ${paymentCustomers} on ${paymentCustomers.userId} = ${c.userId}
    where ${c.userId} = ${userId} and (case when ${named} is null then ${c.isDefault} else ${c.id} = ${named} end))`;
}

/** chargeableCardJson's answer as rows: the card, and the provider customer. */
export function chargeableFromJson(
  json: ChargeableCardJson | null,
): { card: PaymentCardRow; customerId: string | null } | undefined {
  if (!json) return undefined;
  const { customerId, createdAt, ...card } = json;
  return { card: { ...card, createdAt: new Date(createdAt) }, customerId };
}

/**
 * The only code touching payment_cards and payment_customers (and nothing else: the user's
 * e-mail comes from the accounts module). Pass a transaction to join it.
 */
export function paymentCardsRepository(db: Database) {
  return {
    /** Serializes one user's card writes (count, default) until the transaction ends. */
    async lockOwner(userId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`payment_cards:${userId}`}))`);
    },
    /** Default first, then newest first. */
    async list(userId: string): Promise<PaymentCardRow[]> {
      return db
        .select()
        .from(paymentCards)
        .where(eq(paymentCards.userId, userId))
        .orderBy(desc(paymentCards.isDefault), desc(paymentCards.createdAt), desc(paymentCards.id));
    },
    async find(userId: string, id: string): Promise<PaymentCardRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentCards)
        .where(and(eq(paymentCards.id, id), eq(paymentCards.userId, userId)));
      return row;
    },
    async findDefault(userId: string): Promise<PaymentCardRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentCards)
        .where(and(eq(paymentCards.userId, userId), eq(paymentCards.isDefault, true)));
      return row;
    },
    async findByPaymentMethod(providerPaymentMethodId: string): Promise<PaymentCardRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentCards)
        .where(eq(paymentCards.providerPaymentMethodId, providerPaymentMethodId));
      return row;
    },
    async count(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(paymentCards)
        .where(eq(paymentCards.userId, userId));
      return Number(row?.n ?? 0);
    },
    async clearDefault(userId: string): Promise<void> {
      await db
        .update(paymentCards)
        .set({ isDefault: false })
        .where(and(eq(paymentCards.userId, userId), eq(paymentCards.isDefault, true)));
    },
    async setDefault(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(paymentCards)
        .set({ isDefault: true })
        .where(and(eq(paymentCards.id, id), eq(paymentCards.userId, userId)))
        .returning({ id: paymentCards.id });
      return rows.length > 0;
    },
    async insert(card: NewPaymentCard): Promise<PaymentCardRow> {
      const [row] = await db.insert(paymentCards).values(card).returning();
      return row!;
    },
    async delete(userId: string, id: string): Promise<PaymentCardRow | undefined> {
      const [row] = await db
        .delete(paymentCards)
        .where(and(eq(paymentCards.id, id), eq(paymentCards.userId, userId)))
        .returning();
      return row;
    },
    /** The newest remaining card becomes the default. */
    async promoteNewest(userId: string): Promise<void> {
      await db.execute(sql`
        update ${paymentCards} set is_default = true
        where ${paymentCards.id} = (
          select id from ${paymentCards} where ${paymentCards.userId} = ${userId}
          order by created_at desc, id desc limit 1)`);
    },
    /** The user's customer id at the provider, if one was made. */
    async customerOf(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: paymentCustomers.providerCustomerId })
        .from(paymentCustomers)
        .where(eq(paymentCustomers.userId, userId));
      return row?.id;
    },
    /** Keeps the first customer recorded for the user (a concurrent request made the same one). */
    async insertCustomer(userId: string, providerCustomerId: string, at: Date): Promise<void> {
      await db.insert(paymentCustomers).values({ userId, providerCustomerId, createdAt: at }).onConflictDoNothing();
    },
  };
}

export type PaymentCardsRepository = ReturnType<typeof paymentCardsRepository>;
