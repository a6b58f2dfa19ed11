import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { discordLinks, discordLinkStates } from '../../../db/schema/creators.ts';

export type DiscordLinkRow = typeof discordLinks.$inferSelect;
export type DiscordLinkStateRow = typeof discordLinkStates.$inferSelect;

/** The only code touching discord_links and discord_link_states. */
export function discordRepository(db: Database) {
  return {
    async insertState(row: typeof discordLinkStates.$inferInsert): Promise<void> {
      await db.insert(discordLinkStates).values(row);
    },
    /**
     * Marks the state used, if it is this user's, unused and unexpired: one statement, so
     * two callbacks racing with the same state cannot both have it.
     */
    async consumeState(stateHash: string, userId: string, now: Date): Promise<DiscordLinkStateRow | undefined> {
      const [row] = await db
        .update(discordLinkStates)
        .set({ usedAt: now })
        .where(
          and(
            eq(discordLinkStates.stateHash, stateHash),
            eq(discordLinkStates.userId, userId),
            isNull(discordLinkStates.usedAt),
            gt(discordLinkStates.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },
    async findState(stateHash: string): Promise<DiscordLinkStateRow | undefined> {
      const [row] = await db.select().from(discordLinkStates).where(eq(discordLinkStates.stateHash, stateHash));
      return row;
    },
    async purgeStates(before: Date): Promise<void> {
      await db.delete(discordLinkStates).where(lt(discordLinkStates.expiresAt, before));
    },
    async findLink(userId: string): Promise<DiscordLinkRow | undefined> {
      const [row] = await db.select().from(discordLinks).where(eq(discordLinks.userId, userId));
      return row;
    },
    /** Links (or relinks) the user's Discord account; another user's Discord account violates the unique key. */
    async putLink(row: typeof discordLinks.$inferInsert): Promise<DiscordLinkRow> {
      const [saved] = await db
        .insert(discordLinks)
        .values(row)
        .onConflictDoUpdate({
          target: discordLinks.userId,
          set: {
            discordUserId: row.discordUserId,
            username: row.username,
            globalName: row.globalName ?? null,
            linkedAt: row.linkedAt,
          },
        })
        .returning();
      return saved!;
    },
    async deleteLink(userId: string): Promise<void> {
      await db.delete(discordLinks).where(eq(discordLinks.userId, userId));
    },
  };
}

export type DiscordRepository = ReturnType<typeof discordRepository>;
