import type { SessionDto } from '@playeats/contracts/auth';
import type { ClientType } from '@playeats/domain/constants';
import type { Clock } from '../../adapters/clock.ts';
import type { Repository, UnitOfWork } from '../../db/unit-of-work.ts';
import { unauthorized } from '../../lib/problem.ts';
import type { UsersService } from '../accounts/users/users.service.ts';
import type { RateLimiter } from '../rate-limits/rate-limiter.ts';
import { MINUTE_MS } from './auth-deps.ts';
import type { AccessClaims } from './access-token.ts';
import type { AuthRepository } from './auth.repository.ts';
import { invalidToken, type ClientInfo, type SessionsService } from './sessions.service.ts';
import { randomToken, safeEqual, sha256 } from './token-crypto.ts';

export const QR_TTL_MS = 5 * MINUTE_MS;
export const QR_POLL_INTERVAL_MS = 2000;
/** After approval the desktop has this long to pick up its session. */
export const QR_CLAIM_WINDOW_MS = 2 * MINUTE_MS;

const APPROVAL_ENDED =
  'The account that approved this QR code was signed out since. Show a new one and approve it again.';

export type QrStatus = { status: 'pending'; expiresAt: string } | { status: 'approved'; session: SessionDto };

export interface QrLoginServiceDeps {
  uow: UnitOfWork;
  auth: Repository<AuthRepository>;
  users: UsersService;
  sessions: SessionsService;
  limiter: RateLimiter;
  clock: Clock;
}

/**
 * QR sign-in. The desktop shows /login/{qrToken}; a phone signed in through that URL
 * approves it; the desktop, polling with a secret only it holds, then receives its own
 * session. The QR token alone (it may be seen on a stream) is never enough to claim one.
 */
export class QrLoginService {
  constructor(private readonly deps: QrLoginServiceDeps) {}

  async create(client: ClientInfo, ip: string) {
    const { auth, clock, limiter } = this.deps;
    await limiter.hitIp('qr', ip, { limit: 60, windowSeconds: 3600 });
    const qrToken = randomToken(24);
    const pollSecret = randomToken();
    const expiresAt = new Date(clock.now().getTime() + QR_TTL_MS);
    await auth.insertQrLogin({
      tokenHash: sha256(qrToken),
      pollSecretHash: sha256(pollSecret),
      application: client.application,
      applicationVersion: client.applicationVersion,
      expiresAt,
      createdAt: clock.now(),
    });
    return { qrToken, pollSecret, expiresAt: expiresAt.toISOString(), pollIntervalMs: QR_POLL_INTERVAL_MS };
  }

  /** What the phone shows before approving: which kind of device asks, and since when. */
  async describe(qrToken: string) {
    const { auth, clock } = this.deps;
    const row = await auth.findQrLogin(sha256(qrToken));
    if (!row || row.status !== 'pending' || row.expiresAt <= clock.now()) throw invalidToken();
    return {
      // Written from the validated create request, so always a client type.
      application: row.application as ClientType,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  /**
   * The phone approves, with the access token of its session (`approver`), which must still
   * be live (SessionsService.requireLive). The approval records the account's sessions
   * generation, read before the session is checked: an ending of every session (a new
   * password, a lock, sign out everywhere) that commits before the read leaves the session
   * revoked, and one after it leaves the recorded generation stale, which the claim refuses.
   */
  async approve(qrToken: string, approver: Pick<AccessClaims, 'userId' | 'sessionId'>): Promise<void> {
    const { auth, users, sessions, clock } = this.deps;
    const user = await users.find(approver.userId);
    if (!user || user.status !== 'active') throw unauthorized('This session has ended. Sign in again.');
    await sessions.requireLive(approver);
    const now = clock.now();
    const ok = await auth.approveQrLogin(
      sha256(qrToken),
      { userId: user.id, generation: user.sessionsGeneration },
      now,
      new Date(now.getTime() + QR_CLAIM_WINDOW_MS),
    );
    if (!ok) throw invalidToken('This QR code has expired or was already used. Show a new one on your PC.');
  }

  async claim(qrToken: string, pollSecret: string): Promise<QrStatus> {
    const { uow, auth, users, sessions, clock } = this.deps;
    return uow.transaction(async (tx) => {
      const repo = auth.in(tx);
      const row = await repo.lockQrLogin(sha256(qrToken));
      const now = clock.now();
      if (!row || !safeEqual(row.pollSecretHash, sha256(pollSecret))) throw invalidToken();
      if (row.expiresAt <= now) throw invalidToken('This QR code has expired. Show a new one.');
      if (row.status === 'pending') return { status: 'pending' as const, expiresAt: row.expiresAt.toISOString() };
      if (row.status !== 'approved' || !row.approvedUserId) throw invalidToken();
      const user = await users.find(row.approvedUserId, tx);
      if (!user || user.status !== 'active') throw invalidToken();
      // The approver's sessions ended after the approval: the approval went with them.
      if (row.approvedGeneration !== user.sessionsGeneration) throw invalidToken(APPROVAL_ENDED);
      await repo.markQrClaimed(row.id, now);
      // The same generation, so an ending that commits meanwhile makes it a 409 (open).
      const session = await sessions.open(tx, user, {
        application: row.application,
        applicationVersion: row.applicationVersion,
      });
      return { status: 'approved' as const, session };
    });
  }
}
