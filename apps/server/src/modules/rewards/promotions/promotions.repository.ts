import { and, count, countDistinct, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { promotionStateSql } from '../../../lib/promotion-state-sql.ts';
import { promoCodes, promoRedemptions, referrals } from '../../../db/schema/promotions.ts';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type NewPromoCode = typeof promoCodes.$inferInsert;

/** The admin's list: by state at `now` (promotionState in lib/promotion-rules.ts) and the start of a code. */
export interface PromoCodeFilter {
  state?: 'scheduled' | 'active' | 'ended';
  codePrefix?: string;
  now: Date;
}

/** The only code touching promo_codes, promo_redemptions and referrals. Pass a transaction to join it. */
export function promotionsRepository(db: Database) {
  return {
    async insertCode(row: NewPromoCode): Promise<PromoCodeRow> {
      const [inserted] = await db.insert(promoCodes).values(row).returning();
      return inserted!;
    },
    /** With forUpdate the row lock orders an admin's edit with every use of the code. */
    async findById(id: string, options: { forUpdate?: boolean } = {}): Promise<PromoCodeRow | undefined> {
      const query = db.select().from(promoCodes).where(eq(promoCodes.id, id));
      const [row] = options.forUpdate ? await query.for('update') : await query;
      return row;
    },
    async updateCode(id: string, changes: Partial<NewPromoCode>): Promise<PromoCodeRow> {
      const [row] = await db.update(promoCodes).set(changes).where(eq(promoCodes.id, id)).returning();
      return row!;
    },
    /** Newest first, after the (createdAt, id) of the previous page's last code. */
    adminPage(filter: PromoCodeFilter, limit: number, after?: { at: Date; id: string }): Promise<PromoCodeRow[]> {
      const prefix = filter.codePrefix?.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`);
      return db
        .select()
        .from(promoCodes)
        .where(
          and(
            promotionStateSql(promoCodes, filter.state, filter.now),
            prefix ? sql`${promoCodes.code} like ${`${prefix}%`}` : undefined,
            after
              ? sql`(${promoCodes.createdAt}, ${promoCodes.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id))
        .limit(limit);
    },
    /** How many distinct users used each of these codes (codes nobody used are absent). */
    async usersPerCode(ids: readonly string[]): Promise<Map<string, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: promoRedemptions.promoCodeId, users: countDistinct(promoRedemptions.userId) })
        .from(promoRedemptions)
        .where(inArray(promoRedemptions.promoCodeId, [...ids]))
        .groupBy(promoRedemptions.promoCodeId);
      return new Map(rows.map((r) => [r.id, Number(r.users)]));
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
