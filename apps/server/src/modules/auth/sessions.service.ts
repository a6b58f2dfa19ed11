import { randomUUID } from 'node:crypto';
import type { SessionDto, TokenPair } from '@playeats/contracts/auth';
import type { Clock } from '../../adapters/clock.ts';
import type { Database } from '../../db/client.ts';
import { HttpProblem, unauthorized } from '../../lib/problem.ts';
import { toUserInfo } from '../accounts/users/user-info.ts';
import { usersRepository, type UserRow } from '../accounts/users/users.repository.ts';
import { addressesService } from '../accounts/addresses/addresses.service.ts';
import type { AccessTokens } from './access-token.ts';
import { authRepository } from './auth.repository.ts';
import { randomToken, sha256 } from './token-crypto.ts';

export interface ClientInfo {
  application: string;
  applicationVersion: string;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * Sessions: a short-lived access JWT plus an opaque refresh token that rotates on every
 * use. Each sign-in starts a family that ends 30 days later whatever the rotations; a
 * refresh token presented twice means it was copied, so the whole family is revoked.
 */
export function createSessionsService(deps: {
  db: Database;
  clock: Clock;
  accessTokens: AccessTokens;
  refreshTtlDays: number;
}) {
  const { db, clock, accessTokens, refreshTtlDays } = deps;

  async function newRefreshToken(
    tx: Database,
    user: UserRow,
    client: ClientInfo,
    family: { id: string; expiresAt: Date },
  ): Promise<string> {
    const token = randomToken();
    await authRepository(tx).insertRefreshToken({
      familyId: family.id,
      userId: user.id,
      tokenHash: sha256(token),
      application: client.application,
      applicationVersion: client.applicationVersion,
      expiresAt: family.expiresAt,
      createdAt: clock.now(),
    });
    return token;
  }

  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
  const accessFor = (user: UserRow, client: ClientInfo) =>
    accessTokens.sign({
      userId: user.id,
      roles: user.roles,
      application: client.application,
      authTime: seconds(clock.now()),
    });

  return {
    /** A new sign-in: a new family. Pass the transaction that authenticated the user. */
    async open(tx: Database, user: UserRow, client: ClientInfo): Promise<SessionDto> {
      const now = clock.now();
      const refreshToken = await newRefreshToken(tx, user, client, {
        id: randomUUID(),
        expiresAt: new Date(now.getTime() + refreshTtlDays * DAY_MS),
      });
      const users = usersRepository(tx);
      await users.update(user.id, { lastLoginAt: now });
      const identities = await users.identitiesOf(user.id);
      const address = await addressesService.getDefault(tx, user.id);
      return {
        accessToken: await accessFor(user, client),
        refreshToken,
        expiresIn: accessTokens.ttlSeconds,
        userInfo: toUserInfo(
          user,
          identities.map((i) => i.provider),
          address,
        ),
      };
    },

    /** PATCH /api/auth/refresh: rotates the refresh token (spec section 7). */
    async refresh(presented: string, client: ClientInfo): Promise<TokenPair> {
      const now = clock.now();
      const repo = authRepository(db);
      const refreshToken = randomToken();
      const rotated = await repo.rotateRefreshToken(
        sha256(presented),
        {
          tokenHash: sha256(refreshToken),
          application: client.application,
          applicationVersion: client.applicationVersion,
        },
        now,
      );
      if (rotated) {
        // The family began at the sign-in: that is when the person last proved who they are.
        const signedInAt = new Date(rotated.familyExpiresAt.getTime() - refreshTtlDays * DAY_MS);
        const accessToken = await accessTokens.sign({
          userId: rotated.userId,
          roles: rotated.roles,
          application: client.application,
          authTime: seconds(signedInAt),
        });
        return { accessToken, refreshToken };
      }
      // Not live: a token already used means it was copied, so its whole family goes.
      const row = await repo.findRefreshToken(sha256(presented));
      if (row?.usedAt && !row.revokedAt) {
        await repo.revokeFamily(row.familyId, now);
        throw unauthorized('This session was signed out because its refresh token was used twice. Sign in again.');
      }
      throw unauthorized('This session has ended. Sign in again.');
    },

    /** Logout: the family of this refresh token is revoked server-side. */
    async logout(presented: string): Promise<void> {
      const familyId = await authRepository(db).familyOf(sha256(presented));
      if (familyId) await authRepository(db).revokeFamily(familyId, clock.now());
    },

    async revokeAll(tx: Database, userId: string, exceptFamilyOf?: string): Promise<void> {
      const repo = authRepository(tx);
      const except = exceptFamilyOf ? await repo.familyOf(sha256(exceptFamilyOf)) : undefined;
      await repo.revokeAllOfUser(userId, clock.now(), except);
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;

export const invalidToken = (detail = 'This link or code is invalid or has expired.') =>
  new HttpProblem(400, 'InvalidTokenException', 'Invalid or expired link', detail);
