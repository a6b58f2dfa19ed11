import { and, count, desc, eq, gt, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { creatorApplications, creatorReferrals, creators } from '../../../db/schema/creators.ts';
import { keysetAfter, type KeysetPosition } from '../review-cursor.ts';

export type CreatorApplicationRow = typeof creatorApplications.$inferSelect;
export type NewCreatorApplication = typeof creatorApplications.$inferInsert;
export type CreatorRow = typeof creators.$inferSelect;
export type CreatorReferralRow = typeof creatorReferrals.$inferSelect;

/** The only code touching creator_applications, creators and creator_referrals. */
export function streamersRepository(db: Database) {
  return {
    async insertApplication(row: NewCreatorApplication): Promise<CreatorApplicationRow> {
      const [inserted] = await db.insert(creatorApplications).values(row).returning();
      return inserted!;
    },
    /** The open application if there is one, else the latest decided. */
    async latestApplicationOf(userId: string): Promise<CreatorApplicationRow | undefined> {
      const [row] = await db
        .select()
        .from(creatorApplications)
        .where(eq(creatorApplications.userId, userId))
        .orderBy(
          desc(sql`${creatorApplications.status} = 'pending'`),
          desc(creatorApplications.createdAt),
          desc(creatorApplications.id),
        )
        .limit(1);
      return row;
    },
    async lockApplication(id: string): Promise<CreatorApplicationRow | undefined> {
      const [row] = await db.select().from(creatorApplications).where(eq(creatorApplications.id, id)).for('update');
      return row;
    },
    async updateApplication(id: string, changes: Partial<NewCreatorApplication>): Promise<CreatorApplicationRow> {
      const [row] = await db.update(creatorApplications).set(changes).where(eq(creatorApplications.id, id)).returning();
      return row!;
    },
    listApplications(
      status: string | undefined,
      limit: number,
      after?: KeysetPosition,
    ): Promise<CreatorApplicationRow[]> {
      return db
        .select()
        .from(creatorApplications)
        .where(
          and(status ? eq(creatorApplications.status, status) : undefined, keysetAfter(creatorApplications, after)),
        )
        .orderBy(desc(creatorApplications.createdAt), desc(creatorApplications.id))
        .limit(limit);
    },

    async insertCreator(row: typeof creators.$inferInsert): Promise<CreatorRow> {
      const [inserted] = await db.insert(creators).values(row).returning();
      return inserted!;
    },
    async findCreator(userId: string, options: { forUpdate?: boolean } = {}): Promise<CreatorRow | undefined> {
      const query = db.select().from(creators).where(eq(creators.userId, userId));
      const [row] = options.forUpdate ? await query.for('update') : await query;
      return row;
    },
    async findCreatorByCode(code: string): Promise<CreatorRow | undefined> {
      const [row] = await db.select().from(creators).where(eq(creators.code, code.toUpperCase()));
      return row;
    },
    async codesOf(userIds: string[]): Promise<Map<string, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ userId: creators.userId, code: creators.code })
        .from(creators)
        .where(inArray(creators.userId, userIds));
      return new Map(rows.map((r) => [r.userId, r.code]));
    },

    /** Records the viewer's code once; false when the viewer already has one (this code or another). */
    async insertReferral(row: typeof creatorReferrals.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(creatorReferrals)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: creatorReferrals.referredUserId });
      return inserted.length === 1;
    },
    async findReferral(referredUserId: string, options: { forUpdate?: boolean } = {}) {
      const query = db.select().from(creatorReferrals).where(eq(creatorReferrals.referredUserId, referredUserId));
      const [row] = options.forUpdate ? await query.for('update') : await query;
      return row;
    },
    async markRewarded(
      referredUserId: string,
      reward: { firstOrderId: string; rewardedAt: Date; rewardBucks: number },
    ): Promise<void> {
      await db.update(creatorReferrals).set(reward).where(eq(creatorReferrals.referredUserId, referredUserId));
    },
    /** First orders of this creator's viewers that earned bucks in [from, to). */
    async countPaidRewards(creatorUserId: string, from: Date, to: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(creatorReferrals)
        .where(
          and(
            eq(creatorReferrals.creatorUserId, creatorUserId),
            gte(creatorReferrals.rewardedAt, from),
            lt(creatorReferrals.rewardedAt, to),
            gt(creatorReferrals.rewardBucks, 0),
          ),
        );
      return Number(row?.n ?? 0);
    },
    async figures(creatorUserId: string): Promise<{ signups: number; firstOrders: number; bucksEarned: number }> {
      const [row] = await db
        .select({
          signups: count(),
          firstOrders: count(creatorReferrals.rewardedAt),
          bucksEarned: sum(creatorReferrals.rewardBucks),
        })
        .from(creatorReferrals)
        .where(eq(creatorReferrals.creatorUserId, creatorUserId));
      return {
        signups: Number(row?.signups ?? 0),
        firstOrders: Number(row?.firstOrders ?? 0),
        bucksEarned: Number(row?.bucksEarned ?? 0),
      };
    },
    /** Whether this user has ever applied (a program member may link Discord). */
    async hasApplied(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: creatorApplications.id })
        .from(creatorApplications)
        .where(eq(creatorApplications.userId, userId))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type StreamersRepository = ReturnType<typeof streamersRepository>;
