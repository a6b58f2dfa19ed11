import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { promoCodes, promoRedemptions, referrals } from '../../../db/schema/promotions.ts';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type NewPromoCode = typeof promoCodes.$inferInsert;

/** The only code touching promo_codes, promo_redemptions and referrals. Pass a transaction to join it. */
export function promotionsRepository(db: Database) {
  return {
    async insertCode(row: NewPromoCode): Promise<PromoCodeRow> {
      const [inserted] = await db.insert(promoCodes).values(row).returning();
      return inserted!;
    },
    listCodes(): Promise<PromoCodeRow[]> {
      return db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), desc(promoCodes.code));
    },
    /** With forUpdate the code row is the lock that keeps its limits under concurrent use. */
    async findCode(code: string, options: { forUpdate?: boolean } = {}): Promise<PromoCodeRow | undefined> {
      const query = db.select().from(promoCodes).where(eq(promoCodes.code, code.toUpperCase()));
      const [row] = options.forUpdate ? await query.for('update') : await query;
      return row;
    },
    async redemptionsOf(promoCodeId: string, userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(promoRedemptions)
        .where(and(eq(promoRedemptions.promoCodeId, promoCodeId), eq(promoRedemptions.userId, userId)));
      return row?.n ?? 0;
    },
    async insertRedemption(row: typeof promoRedemptions.$inferInsert) {
      const [inserted] = await db.insert(promoRedemptions).values(row).returning();
      await db
        .update(promoCodes)
        .set({ redeemedCount: sql`${promoCodes.redeemedCount} + 1` })
        .where(eq(promoCodes.id, row.promoCodeId));
      return inserted!;
    },
    /** Records a referral once; false when it was already recorded. */
    async insertReferral(row: typeof referrals.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(referrals)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: referrals.referredUserId });
      return inserted.length === 1;
    },
    async referredCount(referrerUserId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(referrals).where(eq(referrals.referrerUserId, referrerUserId));
      return row?.n ?? 0;
    },
  };
}

export type PromotionsRepository = ReturnType<typeof promotionsRepository>;
