import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { promotionStateSql } from '../../../lib/promotion-state-sql.ts';
import { challenges } from '../../../db/schema/challenges.ts';

export type ChallengeRow = typeof challenges.$inferSelect;
export type NewChallenge = typeof challenges.$inferInsert;

/** The only code touching challenges. */
export function challengesRepository(db: Database) {
  return {
    async insert(row: NewChallenge): Promise<ChallengeRow> {
      const [inserted] = await db.insert(challenges).values(row).returning();
      return inserted!;
    },
    /**
     * `lock`: a claim reads the challenge under a share lock and an admin's edit under an
     * update lock, so a claim never pays a reward an edit is changing.
     */
    async findById(id: string, lock?: 'share' | 'update'): Promise<ChallengeRow | undefined> {
      const query = db.select().from(challenges).where(eq(challenges.id, id));
      const [row] = lock ? await query.for(lock) : await query;
      return row;
    },
    async update(id: string, changes: Partial<NewChallenge>): Promise<ChallengeRow> {
      const [row] = await db.update(challenges).set(changes).where(eq(challenges.id, id)).returning();
      return row!;
    },
    /** The admin's list, newest first, by state at `now`, after the (createdAt, id) of the previous page's last. */
    adminPage(
      filter: { state?: 'scheduled' | 'active' | 'ended'; now: Date },
      limit: number,
      after?: { at: Date; id: string },
    ): Promise<ChallengeRow[]> {
      return db
        .select()
        .from(challenges)
        .where(
          and(
            promotionStateSql(challenges, filter.state, filter.now),
            after
              ? sql`(${challenges.createdAt}, ${challenges.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(challenges.createdAt), desc(challenges.id))
        .limit(limit);
    },
    /** Started, and not past endsAt by more than the claim grace. */
    listOpen(now: Date, endedAfter: Date): Promise<ChallengeRow[]> {
      return (
        db
          .select()
          .from(challenges)
          // An ended-before-it-started challenge (an empty window) was never open.
          .where(
            and(
              lte(challenges.startsAt, now),
              gt(challenges.endsAt, endedAfter),
              gt(challenges.endsAt, challenges.startsAt),
            ),
          )
          .orderBy(challenges.endsAt, challenges.id)
      );
    },
  };
}

export type ChallengesRepository = ReturnType<typeof challengesRepository>;
