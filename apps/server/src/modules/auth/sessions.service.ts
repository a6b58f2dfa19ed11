import { createHmac, randomUUID } from 'node:crypto';
import type { SessionDto, TokenPair } from '@playeats/contracts/auth';
import type { Clock } from '../../adapters/clock.ts';
import type { Database } from '../../db/client.ts';
import type { Repository } from '../../db/unit-of-work.ts';
import { batcher, type Batcher } from '../../lib/batcher.ts';
import { mayBeOneCallsError } from '../../lib/db-errors.ts';
import { HttpProblem, unauthorized } from '../../lib/problem.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { UserRow, UsersService } from '../accounts/users/users.service.ts';
import type { AccessClaims, AccessTokens } from './access-token.ts';
import type { AuthRepository, Rotated, Rotation } from './auth.repository.ts';
import { randomToken, sha256 } from './token-crypto.ts';

export interface ClientInfo {
  application: string;
  applicationVersion: string;
}

const DAY_MS = 24 * 3600 * 1000;
/** At most this many refresh token rotations share a statement. */
const ROTATION_BATCH_MAX = 250;
/** Rotations waiting for a statement before more are refused with a 503 (lib/batcher.ts): 20 batches' worth. */
const ROTATIONS_WAITING_MAX = 20 * ROTATION_BATCH_MAX;

/**
 * How long after a rotation the same refresh token still answers, with the same successor
 * (issue 16): two tabs or overlay windows that refresh at once are one person, not a thief.
 * Past it, a used token presented again revokes its family.
 */
export const REFRESH_GRACE_MS = 10_000;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export const invalidToken = (detail = 'This link or code is invalid or has expired.') =>
  new HttpProblem(400, 'InvalidTokenException', 'Invalid or expired link', detail);

/** A sign-in whose account had its sessions ended while it was checked (decision 0031). */
export const accountChanged = () =>
  new HttpProblem(
    409,
    'AccountChangedException',
    'Account changed while signing in',
    'The password of this account changed, or its sessions were ended, while you were signing in. Sign in again.',
  );

export interface SessionsServiceDeps {
  auth: Repository<AuthRepository>;
  users: UsersService;
  accessTokens: AccessTokens;
  clock: Clock;
  refreshTtlDays: number;
  /**
   * HMAC key of the successor of a refresh token: the successor is derived from the token
   * presented, so a repeat within REFRESH_GRACE_MS can be answered with the same one
   * (only its hash is stored). Read when first needed (the secret is read at listen).
   */
  successorKey: () => string;
}

/**
 * Sessions: a short-lived access JWT plus an opaque refresh token that rotates on every
 * use. Each sign-in starts a family that ends 30 days later whatever the rotations; a
 * refresh token presented twice means it was copied, so the whole family is revoked,
 * unless the repeat comes within REFRESH_GRACE_MS and its successor is still unused: then
 * it gets that same successor.
 */
export class SessionsService {
  /**
   * Rotations arriving while one statement is in flight are written together by the next
   * (decision 0038); a token presented twice at once is rotated by the first, and the
   * second, in the next statement, finds it used.
   */
  private readonly rotations: Batcher<Rotation, Rotated | null>;

  constructor(private readonly deps: SessionsServiceDeps) {
    this.rotations = batcher({
      name: 'refresh token rotations',
      key: (rotation) => rotation.oldHash,
      max: ROTATION_BATCH_MAX,
      maxWaiting: ROTATIONS_WAITING_MAX,
      run: (rotations) => deps.auth.rotateRefreshTokens(rotations),
      retryAlone: mayBeOneCallsError,
    });
  }

  private accessFor(user: UserRow, familyId: string, client: ClientInfo) {
    return this.deps.accessTokens.sign({
      userId: user.id,
      roles: user.roles,
      application: client.application,
      authTime: seconds(this.deps.clock.now()),
      sessionId: familyId,
    });
  }

  /**
   * A new sign-in: a new family. `user` is the account as read before its proof was checked;
   * if its sessions were ended since, the sign-in fails with 409 (accountChanged), since
   * the ending could not revoke a family written after it. Pass the transaction that
   * authenticated the user: the account's row stays locked until it commits.
   */
  async open(tx: Database, read: UserRow, client: ClientInfo): Promise<SessionDto> {
    const { auth, users, clock, accessTokens, refreshTtlDays } = this.deps;
    const now = clock.now();
    const user = await users.recordSignIn(read, now, tx);
    if (!user) throw accountChanged();
    const refreshToken = randomToken();
    const familyId = randomUUID();
    await auth.in(tx).insertRefreshToken({
      familyId,
      userId: user.id,
      tokenHash: sha256(refreshToken),
      application: client.application,
      applicationVersion: client.applicationVersion,
      expiresAt: new Date(now.getTime() + refreshTtlDays * DAY_MS),
      createdAt: now,
    });
    return {
      accessToken: await this.accessFor(user, familyId, client),
      refreshToken,
      expiresIn: accessTokens.ttlSeconds,
      userInfo: await users.info(user, tx),
    };
  }

  /** The successor of a refresh token: unguessable without both the token and the key. */
  private successorOf(presented: string): string {
    return createHmac('sha256', this.deps.successorKey()).update(presented).digest('base64url');
  }

  private async pairFor(user: Rotated, client: ClientInfo, refreshToken: string): Promise<TokenPair> {
    // The family began at the sign-in: that is when the person last proved who they are.
    const signedInAt = new Date(user.familyExpiresAt.getTime() - this.deps.refreshTtlDays * DAY_MS);
    const accessToken = await this.deps.accessTokens.sign({
      userId: user.userId,
      roles: user.roles,
      application: client.application,
      authTime: seconds(signedInAt),
      sessionId: user.familyId,
    });
    return { accessToken, refreshToken };
  }

  /** PATCH /api/auth/refresh: rotates the refresh token (spec section 7). */
  async refresh(presented: string, client: ClientInfo): Promise<TokenPair> {
    const { auth, clock } = this.deps;
    const now = clock.now();
    const successor = this.successorOf(presented);
    const rotated = await this.rotations.submit({
      oldHash: sha256(presented),
      tokenHash: sha256(successor),
      application: client.application,
      applicationVersion: client.applicationVersion,
      now,
    });
    if (rotated) return this.pairFor(rotated, client, successor);
    const row = await auth.findRefreshToken(sha256(presented));
    if (row?.usedAt && !row.revokedAt) {
      // A second window refreshing with the same token a moment later: the same successor.
      if (now.getTime() - row.usedAt.getTime() <= REFRESH_GRACE_MS) {
        const live = await auth.liveRefreshToken(sha256(successor), row.familyId, now);
        if (live) return this.pairFor(live, client, successor);
      }
      // Otherwise it was copied: its whole family goes.
      await auth.revokeFamily(row.familyId, now);
      throw unauthorized('This session was signed out because its refresh token was used twice. Sign in again.');
    }
    throw unauthorized('This session has ended. Sign in again.');
  }

  /**
   * An access token outlives its session by up to its 15 minutes: what hands out a new way
   * in (a QR approval, a new password, e-mail or phone) also requires that session to be
   * live (not logged out, not ended), else 401, which a client answers by renewing. In
   * `tx` after the account's row is locked, an ending that commits meanwhile is seen.
   */
  async requireLive(claims: Pick<AccessClaims, 'userId' | 'sessionId'>, tx?: Database): Promise<void> {
    const auth = tx ? this.deps.auth.in(tx) : this.deps.auth;
    const live =
      isUuid(claims.sessionId) && (await auth.isLiveFamily(claims.sessionId, claims.userId, this.deps.clock.now()));
    if (!live) throw unauthorized('This session has ended. Sign in again.');
  }

  /** Logout: the family of this refresh token is revoked server-side. */
  async logout(presented: string): Promise<void> {
    const familyId = await this.deps.auth.familyOf(sha256(presented));
    if (familyId) await this.deps.auth.revokeFamily(familyId, this.deps.clock.now());
  }

  /**
   * Ends every session of the account but the one of `exceptFamilyOf`, every sign-in in
   * flight, and every way in that a session started and did not finish: an e-mail change's
   * link, a phone change's code (each asked for by a session that may be the one being
   * ended), and the activation links (each signs in). The account's row first, so a sign-in
   * that wrote its family before is waited for and then revoked, and one after finds the
   * generation moved (open).
   */
  async revokeAll(tx: Database, userId: string, exceptFamilyOf?: string): Promise<void> {
    await this.deps.users.endSessions(userId, tx);
    const repo = this.deps.auth.in(tx);
    const now = this.deps.clock.now();
    const except = exceptFamilyOf ? await repo.familyOf(sha256(exceptFamilyOf)) : undefined;
    await repo.revokeAllOfUser(userId, now, except);
    await repo.expireEmailTokens(userId, 'email_verification', now);
    await repo.expireEmailTokens(userId, 'activation', now);
    await repo.expireUserSmsCodes(userId, 'phone_change', now);
  }
}
