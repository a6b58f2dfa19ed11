import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { userIdentities, users } from '../../../db/schema/users.ts';
import { dailyAggregate, type DayRange } from '../../../lib/daily-figures.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserIdentityRow = typeof userIdentities.$inferSelect;
export type NewIdentity = typeof userIdentities.$inferInsert;

/** The roles of an active user, as a subquery another module's statement embeds (no row otherwise). */
export function activeUserRolesSql(userId: SQL): SQL {
  return sql`(select ${users.roles} from ${users} where ${users.id} = ${userId} and ${users.status} = 'active')`;
}

/** The only code touching the users and user_identities tables. Pass a transaction to join it. */
export function usersRepository(db: Database) {
  return {
    async findById(id: string, options: { forUpdate?: boolean } = {}): Promise<UserRow | undefined> {
      const query = db.select().from(users).where(eq(users.id, id));
      // FOR NO KEY UPDATE: it orders the writers of the account, and lets another transaction's
      // foreign-key check on it pass (a refresh rotation inserting a token of this user,
      // holding that token's row, would otherwise deadlock with an admin ending its sessions).
      const [row] = options.forUpdate ? await query.for('no key update') : await query;
      return row;
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return row;
    },
    async findByPhone(phone: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.phone, phone));
      return row;
    },
    async findByReferralCode(code: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.referralCode, code.toUpperCase()));
      return row;
    },
    async insert(user: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning();
      return row!;
    },
    async update(id: string, changes: Partial<NewUser>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    /**
     * The sign-in's write (last_login_at), only if no session ending (`sessions_generation`)
     * happened since `generation` was read; it locks the row until the caller's commit.
     */
    async recordSignIn(id: string, generation: number, at: Date): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ lastLoginAt: at, updatedAt: new Date() })
        .where(and(eq(users.id, id), eq(users.sessionsGeneration, generation)))
        .returning();
      return row;
    },
    /** Every session of the account ends: a sign-in that read the account before cannot open one. */
    async endSessions(id: string): Promise<void> {
      await db
        .update(users)
        .set({ sessionsGeneration: sql`${users.sessionsGeneration} + 1` })
        .where(eq(users.id, id));
    },
    async findIdentity(provider: string, subject: string): Promise<UserIdentityRow | undefined> {
      const [row] = await db
        .select()
        .from(userIdentities)
        .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
      return row;
    },
    async linkIdentity(identity: NewIdentity): Promise<void> {
      await db.insert(userIdentities).values(identity).onConflictDoNothing();
    },
    async removeIdentities(userId: string): Promise<void> {
      await db.delete(userIdentities).where(eq(userIdentities.userId, userId));
    },
    async identitiesOf(userId: string): Promise<UserIdentityRow[]> {
      return db.select().from(userIdentities).where(eq(userIdentities.userId, userId));
    },
    /**
     * Newest first, `limit` accounts whose e-mail contains `text` (trigram index), whose
     * phone or referral code is `text`, or whose id it is; after the cursor's account.
     */
    async search(text: string | undefined, limit: number, after?: { createdAt: Date; id: string }) {
      const needle = text?.trim().toLowerCase();
      const digits = needle?.replace(/\D/g, '') ?? '';
      // Phones are stored as +1 and ten digits (US and Canada).
      const phone =
        digits.length === 10 ? `+1${digits}` : digits.length === 11 && digits[0] === '1' ? `+${digits}` : null;
      const uuid =
        needle && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(needle) ? needle : null;
      const matches = needle
        ? or(
            sql`lower(${users.email}) like ${`%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
            phone ? eq(users.phone, phone) : undefined,
            eq(users.referralCode, needle.toUpperCase()),
            uuid ? eq(users.id, uuid) : undefined,
          )
        : undefined;
      const page = after
        ? or(lt(users.createdAt, after.createdAt), and(eq(users.createdAt, after.createdAt), lt(users.id, after.id)))
        : undefined;
      return db
        .select()
        .from(users)
        .where(and(matches, page))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit);
    },
    /**
     * Active accounts holding `role`, locked so that two admins removing each other cannot
     * both succeed. `FOR NO KEY UPDATE`, as the account's other writers: a refresh rotation's
     * foreign-key check on one of these accounts (which holds its token's row) does not wait.
     */
    async lockHoldersOf(role: string): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`${role} = any(${users.roles})`, eq(users.status, 'active')))
        .orderBy(users.id)
        .for('no key update');
      return rows.map((r) => r.id);
    },
    /** Accounts created per calendar day (the dashboard's sign-ups). */
    signupsPerDay: (range: DayRange) =>
      dailyAggregate(
        db,
        range,
        { table: sql`${users}`, column: sql`${users.createdAt}`, select: sql`count(*) as "signups"` },
        ['signups'] as const,
      ),
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
