import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { oidcNonces } from '../../../db/schema/auth.ts';

/** The only code touching oidc_nonces. Nonces are stored as SHA-256 hashes, never in clear. */
export function nonceRepository(db: Database) {
  return {
    async insert(nonceHash: string, expiresAt: Date): Promise<void> {
      await db.insert(oidcNonces).values({ nonceHash, expiresAt });
    },

    /**
     * Marks an unused, unexpired nonce used, in one statement: of two concurrent sign-ins
     * with the same nonce, the row lock lets exactly one UPDATE match, the other sees used_at set.
     */
    async consume(nonceHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(oidcNonces)
        .set({ usedAt: now })
        .where(and(eq(oidcNonces.nonceHash, nonceHash), isNull(oidcNonces.usedAt), gt(oidcNonces.expiresAt, now)))
        .returning({ nonceHash: oidcNonces.nonceHash });
      return rows.length === 1;
    },

    /**
     * Deletes at most `limit` expired rows, so the cost of a purge stays bounded however many
     * piled up. SKIP LOCKED lets server copies purging at the same time take different rows
     * instead of waiting on each other.
     */
    async purgeExpired(now: Date, limit: number): Promise<number> {
      const expired = db
        .select({ nonceHash: oidcNonces.nonceHash })
        .from(oidcNonces)
        .where(lte(oidcNonces.expiresAt, now))
        .limit(limit)
        .for('update', { skipLocked: true });
      const deleted = await db
        .delete(oidcNonces)
        .where(inArray(oidcNonces.nonceHash, expired))
        .returning({ nonceHash: oidcNonces.nonceHash });
      return deleted.length;
    },
  };
}

export type NonceRepository = ReturnType<typeof nonceRepository>;
