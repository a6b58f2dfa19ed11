import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { userIdentities, users } from '../../../db/schema/users.ts';

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
      const [row] = options.forUpdate ? await query.for('update') : await query;
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
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
