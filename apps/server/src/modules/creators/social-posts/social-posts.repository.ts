import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { socialPosts } from '../../../db/schema/creators.ts';
import { keysetAfter, type KeysetPosition } from '../review-cursor.ts';

export type SocialPostRow = typeof socialPosts.$inferSelect;
export type NewSocialPost = typeof socialPosts.$inferInsert;

/** The only code touching social_posts. */
export function socialPostsRepository(db: Database) {
  return {
    async insert(row: NewSocialPost): Promise<SocialPostRow> {
      const [inserted] = await db.insert(socialPosts).values(row).returning();
      return inserted!;
    },
    async findByLinkKey(linkKey: string): Promise<SocialPostRow | undefined> {
      const [row] = await db.select().from(socialPosts).where(eq(socialPosts.linkKey, linkKey));
      return row;
    },
    async lock(id: string): Promise<SocialPostRow | undefined> {
      const [row] = await db.select().from(socialPosts).where(eq(socialPosts.id, id)).for('update');
      return row;
    },
    async update(id: string, changes: Partial<NewSocialPost>): Promise<SocialPostRow> {
      const [row] = await db.update(socialPosts).set(changes).where(eq(socialPosts.id, id)).returning();
      return row!;
    },
    /** One user's posts (userId) or every post (null), newest first. */
    list(
      filter: { userId?: string; status?: string },
      limit: number,
      after?: KeysetPosition,
    ): Promise<SocialPostRow[]> {
      return db
        .select()
        .from(socialPosts)
        .where(
          and(
            filter.userId ? eq(socialPosts.userId, filter.userId) : undefined,
            filter.status ? eq(socialPosts.status, filter.status) : undefined,
            keysetAfter(socialPosts, after),
          ),
        )
        .orderBy(desc(socialPosts.createdAt), desc(socialPosts.id))
        .limit(limit);
    },
    /** Posts of the user's week (by submission) whose approval credited bucks. */
    async countCredited(userId: string, weekStart: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(socialPosts)
        .where(
          and(eq(socialPosts.userId, userId), eq(socialPosts.weekStart, weekStart), gt(socialPosts.bucksCredited, 0)),
        );
      return Number(row?.n ?? 0);
    },
    async hasAny(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: socialPosts.id })
        .from(socialPosts)
        .where(eq(socialPosts.userId, userId))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type SocialPostsRepository = ReturnType<typeof socialPostsRepository>;
