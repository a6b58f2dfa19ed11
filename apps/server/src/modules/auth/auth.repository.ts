import { and, desc, eq, gt, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared.ts';
import { emailTokens, qrLogins, refreshTokens, smsCodes } from '../../db/schema/auth.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type EmailTokenPurpose = 'activation' | 'email_verification' | 'password_reset';
export type SmsPurpose = 'login' | 'phone_change';

/** One refresh token rotation: the token presented (its hash), its successor, when. */
export interface Rotation {
  oldHash: string;
  tokenHash: string;
  application: string;
  applicationVersion: string;
  now: Date;
}

/** A live or rotated token's user, roles and family end (rotateRefreshTokens, liveRefreshToken). */
export interface Rotated {
  userId: string;
  roles: string[];
  familyId: string;
  familyExpiresAt: Date;
}

/** Rotated from a row of `user_id as id`, the user's active roles, `family_id` and `expires_at`. */
const rotatedOf = (row: { id: string; roles: string[]; family_id: string; expires_at: Date | string }): Rotated => ({
  userId: row.id,
  roles: row.roles,
  familyId: row.family_id,
  familyExpiresAt: new Date(row.expires_at),
});

/** A refresh token still live at `now`: unused, unrevoked, unexpired (the rotation statement's own test, per row). */
const liveRefreshTokenAt = (now: Date) =>
  and(isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now));

/** E-mail token `tokenHash` for `purpose`, unused and unexpired at `now`. */
const liveEmailToken = (tokenHash: string, purpose: EmailTokenPurpose, now: Date) =>
  and(
    eq(emailTokens.tokenHash, tokenHash),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, now),
  );

/**
 * The refresh token rotations of distinct tokens, one named statement (parsed and planned
 * once per connection) for the hot path of every session. One per repository: `activeRoles`
 * is the same SQL for every one, so they share the name.
 */
function rotationStatement(activeRoles: (userId: SQL) => SQL) {
  const statement = preparedSql<{
    token_hash: string;
    id: string;
    roles: string[];
    family_id: string;
    expires_at: Date | string;
  }>(
    'auth_refresh_rotations',
    () => sql`
      with used as (
        update ${refreshTokens} t set used_at = r.at
        from unnest(${sql.placeholder('oldHashes')}::text[], ${sql.placeholder('tokenHashes')}::text[],
          ${sql.placeholder('applications')}::text[], ${sql.placeholder('versions')}::text[],
          ${sql.placeholder('ats')}::timestamptz[]) as r(old_hash, new_hash, application, application_version, at)
        where t.token_hash = r.old_hash and t.used_at is null and t.revoked_at is null and t.expires_at > r.at
        returning t.family_id, t.user_id, t.expires_at, r.new_hash, r.application, r.application_version, r.at
      ), fresh as (
        insert into ${refreshTokens} (family_id, user_id, token_hash, application, application_version, expires_at, created_at)
        select used.family_id, used.user_id, used.new_hash, used.application, used.application_version, used.expires_at, used.at
        from used where ${activeRoles(sql`used.user_id`)} is not null
        returning token_hash, user_id, family_id, expires_at
      )
      select fresh.token_hash, fresh.user_id as id, ${activeRoles(sql`fresh.user_id`)} as roles, fresh.family_id,
        fresh.expires_at
      from fresh`,
  );
  return async (db: Database, rotations: readonly Rotation[]): Promise<(Rotated | null)[]> => {
    const { rows } = await statement(db).run({
      oldHashes: rotations.map((r) => r.oldHash),
      tokenHashes: rotations.map((r) => r.tokenHash),
      applications: rotations.map((r) => r.application),
      versions: rotations.map((r) => r.applicationVersion),
      ats: rotations.map((r) => r.now.toISOString()),
    });
    const byHash = new Map(rows.map((row) => [row.token_hash, row]));
    return rotations.map((r) => {
      const row = byHash.get(r.tokenHash);
      return row ? rotatedOf(row) : null;
    });
  };
}

/**
 * Sets `revoked_at` on the unrevoked tokens `scope` selects, statement after statement until
 * one finds none (READ COMMITTED: each statement its own snapshot). A rotation in flight (its
 * token's row locked, its successor not yet committed) makes the UPDATE wait for it, then
 * revoke the token it used, but not the successor: that row was not in the statement's
 * snapshot, and would outlive a logout or a password change. The next statement, with a new
 * snapshot, sees it. So no token of these families that existed, or was being rotated, when
 * the revocation began stays live once it (and any revocation of the same rows running
 * beside it) has finished. A sign-in still in flight opens a new family, which this does not
 * see. Revocations are rare: one statement more each, two or three in all.
 */
async function revokeUntilNoneLeft(db: Database, at: Date, scope: SQL): Promise<void> {
  for (;;) {
    const revoked = await db
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(scope, isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (revoked.length === 0) return;
  }
}

/**
 * The only code touching the sign-in tables. Pass a transaction to join it. `activeRoles`
 * is the users module's (UsersService.activeRolesSql): refresh-token rotation checks the
 * account in the same statement.
 */
export function authRepository(db: Database, activeRoles: (userId: SQL) => SQL) {
  const rotate = rotationStatement(activeRoles);
  return {
    // Refresh tokens
    async insertRefreshToken(row: typeof refreshTokens.$inferInsert): Promise<RefreshTokenRow> {
      const [inserted] = await db.insert(refreshTokens).values(row).returning();
      return inserted!;
    },
    /**
     * One round trip for the hot path of every session, for tokens that are all different
     * (SessionsService batches them): marks each presented token used and inserts its
     * successor, only if the token is live and its user active. The row lock the UPDATE
     * takes makes a concurrent second use see it used (reuse). Answers each rotation's
     * user, in order, or null when its token was not live or its user not active.
     */
    rotateRefreshTokens(rotations: readonly Rotation[]): Promise<(Rotated | null)[]> {
      return rotate(db, rotations);
    },
    /**
     * The refresh token `tokenHash` of family `familyId` when it is live (unused, not
     * revoked, not expired) and its user active: its user, roles and the family's end.
     */
    async liveRefreshToken(tokenHash: string, familyId: string, now: Date): Promise<Rotated | null> {
      const result = await db.execute<{
        id: string;
        roles: string[] | null;
        family_id: string;
        expires_at: Date | string;
      }>(sql`
        select user_id as id, ${activeRoles(sql`user_id`)} as roles, family_id, expires_at from ${refreshTokens}
        where token_hash = ${tokenHash} and family_id = ${familyId} and ${liveRefreshTokenAt(now)}`);
      const row = result.rows[0];
      return row?.roles ? rotatedOf({ ...row, roles: row.roles }) : null;
    },
    async findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },
    /** Revokes every token of the family (logout, a token used twice): see revokeUntilNoneLeft. */
    revokeFamily(familyId: string, at: Date): Promise<void> {
      return revokeUntilNoneLeft(db, at, eq(refreshTokens.familyId, familyId));
    },
    /** Revokes every token of the user's families but `exceptFamilyId` (a new password, sign out everywhere). */
    revokeAllOfUser(userId: string, at: Date, exceptFamilyId?: string): Promise<void> {
      const user = eq(refreshTokens.userId, userId);
      return revokeUntilNoneLeft(
        db,
        at,
        exceptFamilyId ? and(user, ne(refreshTokens.familyId, exceptFamilyId))! : user,
      );
    },
    /** Whether `familyId` is a session of `userId` still live: a token of it unused, unrevoked and unexpired. */
    async isLiveFamily(familyId: string, userId: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.familyId, familyId), eq(refreshTokens.userId, userId), liveRefreshTokenAt(now)))
        .limit(1);
      return row !== undefined;
    },
    async familyOf(tokenHash: string): Promise<string | undefined> {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return row?.familyId;
    },

    // E-mail tokens
    async insertEmailToken(row: typeof emailTokens.$inferInsert): Promise<void> {
      await db.insert(emailTokens).values(row);
    },
    /** The account a live e-mail token belongs to, read without a lock (see CredentialsService.useEmailToken). */
    async emailTokenOwner(tokenHash: string, purpose: EmailTokenPurpose, now: Date): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: emailTokens.userId })
        .from(emailTokens)
        .where(liveEmailToken(tokenHash, purpose, now));
      return row?.userId;
    },
    /** Marks a valid token used and returns it, atomically: a token works exactly once. */
    async consumeEmailToken(tokenHash: string, purpose: EmailTokenPurpose, now: Date) {
      const [row] = await db
        .update(emailTokens)
        .set({ usedAt: now })
        .where(liveEmailToken(tokenHash, purpose, now))
        .returning();
      return row;
    },
    async expireEmailTokens(userId: string, purpose: EmailTokenPurpose, now: Date): Promise<void> {
      await db
        .update(emailTokens)
        .set({ usedAt: now })
        .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
    },

    // SMS codes
    async insertSmsCode(row: typeof smsCodes.$inferInsert) {
      const [inserted] = await db.insert(smsCodes).values(row).returning();
      return inserted!;
    },
    async expireSmsCodes(phone: string, purpose: SmsPurpose, now: Date): Promise<void> {
      await db
        .update(smsCodes)
        .set({ usedAt: now })
        .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt)));
    },
    /** The live code for a phone, locked: concurrent guesses are counted one by one. */
    async lockLiveSmsCode(phone: string, purpose: SmsPurpose, now: Date, userId?: string) {
      const [row] = await db
        .select()
        .from(smsCodes)
        .where(
          and(
            eq(smsCodes.phone, phone),
            eq(smsCodes.purpose, purpose),
            isNull(smsCodes.usedAt),
            gt(smsCodes.expiresAt, now),
            userId ? eq(smsCodes.userId, userId) : undefined,
          ),
        )
        .orderBy(desc(smsCodes.createdAt))
        .limit(1)
        .for('update');
      return row;
    },
    async updateSmsCode(id: string, changes: { attempts?: number; usedAt?: Date }): Promise<void> {
      await db.update(smsCodes).set(changes).where(eq(smsCodes.id, id));
    },

    // QR sign-in
    async insertQrLogin(row: typeof qrLogins.$inferInsert): Promise<void> {
      await db.insert(qrLogins).values(row);
    },
    async lockQrLogin(tokenHash: string) {
      const [row] = await db.select().from(qrLogins).where(eq(qrLogins.tokenHash, tokenHash)).for('update');
      return row;
    },
    /** `generation`: the account's sessions generation the approval was given under (claim checks it). */
    async approveQrLogin(
      tokenHash: string,
      approver: { userId: string; generation: number },
      now: Date,
      claimBy: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(qrLogins)
        .set({
          status: 'approved',
          approvedUserId: approver.userId,
          approvedGeneration: approver.generation,
          approvedAt: now,
          expiresAt: claimBy,
        })
        .where(and(eq(qrLogins.tokenHash, tokenHash), eq(qrLogins.status, 'pending'), gt(qrLogins.expiresAt, now)))
        .returning({ id: qrLogins.id });
      return rows.length === 1;
    },
    async findQrLogin(tokenHash: string) {
      const [row] = await db.select().from(qrLogins).where(eq(qrLogins.tokenHash, tokenHash));
      return row;
    },
    async expireUserSmsCodes(userId: string, purpose: SmsPurpose, now: Date): Promise<void> {
      await db
        .update(smsCodes)
        .set({ usedAt: now })
        .where(and(eq(smsCodes.userId, userId), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt)));
    },
    async markQrClaimed(id: string, now: Date): Promise<void> {
      await db.update(qrLogins).set({ status: 'claimed', claimedAt: now }).where(eq(qrLogins.id, id));
    },

    /** Housekeeping: expired rows older than a day go (bounded, so it never holds long locks). */
    async purgeExpired(now: Date): Promise<void> {
      const cutoff = new Date(now.getTime() - 24 * 3600 * 1000);
      await db.delete(smsCodes).where(lt(smsCodes.expiresAt, cutoff));
      await db.delete(qrLogins).where(lt(qrLogins.expiresAt, cutoff));
      await db.delete(emailTokens).where(lt(emailTokens.expiresAt, cutoff));
      await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, cutoff));
    },
  };
}

export type AuthRepository = ReturnType<typeof authRepository>;
