import type { SessionDto } from '@playeats/contracts/auth';
import type { ClientType } from '@playeats/domain/constants';
import { usersRepository } from '../accounts/users/users.repository.ts';
import { MINUTE_MS, type AuthDeps } from './auth-deps.ts';
import { authRepository } from './auth.repository.ts';
import { invalidToken, type ClientInfo } from './sessions.service.ts';
import { randomToken, safeEqual, sha256 } from './token-crypto.ts';

export const QR_TTL_MS = 5 * MINUTE_MS;
export const QR_POLL_INTERVAL_MS = 2000;
/** After approval the desktop has this long to pick up its session. */
export const QR_CLAIM_WINDOW_MS = 2 * MINUTE_MS;

export type QrStatus = { status: 'pending'; expiresAt: string } | { status: 'approved'; session: SessionDto };

/**
 * QR sign-in. The desktop shows /login/{qrToken}; a phone signed in through that URL
 * approves it; the desktop, polling with a secret only it holds, then receives its own
 * session. The QR token alone (it may be seen on a stream) is never enough to claim one.
 */
export function createQrLoginService(deps: AuthDeps) {
  const { db, clock, sessions, limiter } = deps;
  return {
    async create(client: ClientInfo, ip: string) {
      await limiter.hitIp('qr', ip, { limit: 60, windowSeconds: 3600 });
      const qrToken = randomToken(24);
      const pollSecret = randomToken();
      const expiresAt = new Date(clock.now().getTime() + QR_TTL_MS);
      await authRepository(db).insertQrLogin({
        tokenHash: sha256(qrToken),
        pollSecretHash: sha256(pollSecret),
        application: client.application,
        applicationVersion: client.applicationVersion,
        expiresAt,
        createdAt: clock.now(),
      });
      return { qrToken, pollSecret, expiresAt: expiresAt.toISOString(), pollIntervalMs: QR_POLL_INTERVAL_MS };
    },

    /** What the phone shows before approving: which kind of device asks, and since when. */
    async describe(qrToken: string) {
      const row = await authRepository(db).findQrLogin(sha256(qrToken));
      if (!row || row.status !== 'pending' || row.expiresAt <= clock.now()) throw invalidToken();
      return {
        // Written from the validated create request, so always a client type.
        application: row.application as ClientType,
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    async approve(qrToken: string, userId: string): Promise<void> {
      const now = clock.now();
      const ok = await authRepository(db).approveQrLogin(
        sha256(qrToken),
        userId,
        now,
        new Date(now.getTime() + QR_CLAIM_WINDOW_MS),
      );
      if (!ok) throw invalidToken('This QR code has expired or was already used. Show a new one on your PC.');
    },

    async claim(qrToken: string, pollSecret: string): Promise<QrStatus> {
      return db.transaction(async (tx) => {
        const repo = authRepository(tx);
        const row = await repo.lockQrLogin(sha256(qrToken));
        const now = clock.now();
        if (!row || !safeEqual(row.pollSecretHash, sha256(pollSecret))) throw invalidToken();
        if (row.expiresAt <= now) throw invalidToken('This QR code has expired. Show a new one.');
        if (row.status === 'pending') return { status: 'pending' as const, expiresAt: row.expiresAt.toISOString() };
        if (row.status !== 'approved' || !row.approvedUserId) throw invalidToken();
        const user = await usersRepository(tx).findById(row.approvedUserId);
        if (!user || user.status !== 'active') throw invalidToken();
        await repo.markQrClaimed(row.id, now);
        const session = await sessions.open(tx, user, {
          application: row.application,
          applicationVersion: row.applicationVersion,
        });
        return { status: 'approved' as const, session };
      });
    },
  };
}
