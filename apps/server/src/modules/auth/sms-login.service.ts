import { createHmac } from 'node:crypto';
import type { SessionDto } from '@playeats/contracts/auth';
import { normalizePhone } from '@playeats/domain/phone';
import type { Database } from '../../db/client.ts';
import { HttpProblem, badRequest } from '../../lib/problem.ts';
import { usersRepository } from '../accounts/users/users.repository.ts';
import { MINUTE_MS, type AuthDeps } from './auth-deps.ts';
import { authRepository, type SmsPurpose } from './auth.repository.ts';
import type { ClientInfo } from './sessions.service.ts';
import { randomSmsCode, safeEqual } from './token-crypto.ts';

export const SMS_CODE_TTL_MS = 10 * MINUTE_MS;
export const SMS_MAX_ATTEMPTS = 5;

export const invalidCode = () =>
  new HttpProblem(400, 'InvalidCodeException', 'Wrong or expired code', 'This code is not right or has expired.');

export function toE164(phone: string): string {
  const e164 = normalizePhone(phone);
  if (!e164)
    throw badRequest('Invalid body.phone', [{ name: 'body.phone', reason: 'expected a US or Canadian phone number' }]);
  return e164;
}

/** 6-digit SMS codes: 10 minutes, single use, 5 tries, rate limited per phone and per IP. */
export function createSmsCodes(deps: AuthDeps) {
  const { db, clock, limiter, notifier, codeKey } = deps;
  const hashCode = (phone: string, purpose: SmsPurpose, code: string) =>
    createHmac('sha256', codeKey).update(`${purpose}:${phone}:${code}`).digest('base64url');

  return {
    async send(phone: string, purpose: SmsPurpose, language: string, userId: string | null, ip: string): Promise<void> {
      await limiter.hitIp('sms', ip, { limit: 10, windowSeconds: 3600 });
      await limiter.hit(`sms:phone:${phone}`, { limit: 3, windowSeconds: 900 });
      const code = randomSmsCode();
      await db.transaction(async (tx) => {
        const repo = authRepository(tx);
        const now = clock.now();
        // A new code replaces the old one: only the latest SMS works.
        await repo.expireSmsCodes(phone, purpose, now);
        await repo.insertSmsCode({
          purpose,
          phone,
          userId,
          codeHash: hashCode(phone, purpose, code),
          expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
          createdAt: now,
        });
      });
      await notifier.smsCode(phone, language, code, purpose);
    },

    /**
     * Checks a code inside the caller's transaction; wrong guesses are counted even
     * though the caller fails, so the count is written before the verdict is returned.
     */
    async check(
      tx: Database,
      phone: string,
      purpose: SmsPurpose,
      code: string,
      userId?: string,
    ): Promise<{ ok: boolean; userId: string | null }> {
      const repo = authRepository(tx);
      const now = clock.now();
      // A phone-change code belongs to the user who asked for it: nobody else can spend its tries.
      const row = await repo.lockLiveSmsCode(phone, purpose, now, userId);
      if (!row) return { ok: false, userId: null };
      const attempts = row.attempts + 1;
      const ok = attempts <= SMS_MAX_ATTEMPTS && safeEqual(row.codeHash, hashCode(phone, purpose, code));
      await repo.updateSmsCode(row.id, {
        attempts,
        ...(ok || attempts >= SMS_MAX_ATTEMPTS ? { usedAt: now } : {}),
      });
      return { ok, userId: row.userId };
    },
  };
}

export type SmsCodes = ReturnType<typeof createSmsCodes>;

export function createSmsLoginService(deps: AuthDeps, codes: SmsCodes) {
  const { db, sessions } = deps;
  return {
    /** Always accepted: a code goes out only when the phone belongs to an active account. */
    async request(rawPhone: string, ip: string): Promise<void> {
      const phone = toE164(rawPhone);
      const user = await usersRepository(db).findByPhone(phone);
      if (!user || user.status !== 'active') {
        // Count the attempt anyway so probing unknown numbers is throttled the same way.
        await deps.limiter.hitIp('sms', ip, { limit: 10, windowSeconds: 3600 });
        await deps.limiter.hit(`sms:phone:${phone}`, { limit: 3, windowSeconds: 900 });
        return;
      }
      await codes.send(phone, 'login', user.language, user.id, ip);
    },

    async verify(rawPhone: string, code: string, client: ClientInfo): Promise<SessionDto> {
      const phone = toE164(rawPhone);
      const outcome = await db.transaction(async (tx) => {
        const result = await codes.check(tx, phone, 'login', code);
        if (!result.ok || !result.userId) return null;
        const user = await usersRepository(tx).findById(result.userId);
        if (!user || user.status !== 'active' || user.phone !== phone) return null;
        return sessions.open(tx, user, client);
      });
      if (!outcome) throw invalidCode();
      return outcome;
    },
  };
}
