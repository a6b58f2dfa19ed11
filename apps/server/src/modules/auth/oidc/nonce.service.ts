import type { Clock } from '../../../adapters/clock.ts';
import type { Database } from '../../../db/client.ts';
import { randomToken, sha256 } from '../token-crypto.ts';
import { nonceRepository } from './nonce.repository.ts';

export const NONCE_TTL_MS = 10 * 60 * 1000;
/** Expired rows deleted per issue at most: each issue adds one row and may remove this many, so they cannot pile up. */
export const NONCE_PURGE_BATCH = 100;
// base64url of 32 bytes is 43 characters; anything much longer is not one of ours.
const MAX_NONCE_LENGTH = 128;

export interface IssuedNonce {
  nonce: string;
  expiresAt: Date;
}

/**
 * Nonces for Google/Microsoft sign-in: the client puts one in its authorization request, the
 * provider copies it into the ID token, and the server accepts each exactly once within ten
 * minutes, so a captured ID token cannot be replayed.
 */
export function createNonceService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  const repository = nonceRepository(db);

  return {
    async issueNonce(): Promise<IssuedNonce> {
      const now = clock.now();
      // Purging here needs no scheduler and every server copy shares the work.
      await repository.purgeExpired(now, NONCE_PURGE_BATCH);
      const nonce = randomToken(32);
      const expiresAt = new Date(now.getTime() + NONCE_TTL_MS);
      await repository.insert(sha256(nonce), expiresAt);
      return { nonce, expiresAt };
    },

    /** True once for a nonce this server issued, unused and unexpired; false otherwise. */
    async consumeNonce(nonce: string): Promise<boolean> {
      if (nonce.length === 0 || nonce.length > MAX_NONCE_LENGTH) return false;
      return repository.consume(sha256(nonce), clock.now());
    },
  };
}

export type NonceService = ReturnType<typeof createNonceService>;
