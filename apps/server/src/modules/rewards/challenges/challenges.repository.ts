import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
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
    async findById(id: string): Promise<ChallengeRow | undefined> {
      const [row] = await db.select().from(challenges).where(eq(challenges.id, id));
      return row;
    },
    list(): Promise<ChallengeRow[]> {
      return db.select().from(challenges).orderBy(desc(challenges.createdAt), desc(challenges.id));
    },
    /** Started, and not past endsAt by more than the claim grace. */
    listOpen(now: Date, endedAfter: Date): Promise<ChallengeRow[]> {
      return db
        .select()
        .from(challenges)
        .where(and(lte(challenges.startsAt, now), gt(challenges.endsAt, endedAfter)))
        .orderBy(challenges.endsAt, challenges.id);
    },
  };
}

export type ChallengesRepository = ReturnType<typeof challengesRepository>;
