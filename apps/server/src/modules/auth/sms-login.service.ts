import { createHmac } from 'node:crypto';
import type { SessionDto } from '@playeats/contracts/auth';
import { normalizePhone } from '@playeats/domain/phone';
import type { Clock } from '../../adapters/clock.ts';
import type { Database } from '../../db/client.ts';
import type { Repository, UnitOfWork } from '../../db/unit-of-work.ts';
import { HttpProblem, badRequest } from '../../lib/problem.ts';
import type { UsersService } from '../accounts/users/users.service.ts';
import type { RateLimiter } from '../rate-limits/rate-limiter.ts';
import { MINUTE_MS, type AuthNotifier } from './auth-deps.ts';
import type { AuthRepository, SmsPurpose } from './auth.repository.ts';
import type { ClientInfo, SessionsService } from './sessions.service.ts';
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

export interface SmsCodesDeps {
  uow: UnitOfWork;
  auth: Repository<AuthRepository>;
  limiter: RateLimiter;
  notifier: AuthNotifier;
  clock: Clock;
  /** HMAC key for SMS codes at rest (a 6-digit code is too small a space for a plain hash); read when first needed. */
  codeKey: () => string;
}

/** 6-digit SMS codes: 10 minutes, single use, 5 tries, rate limited per phone and per IP. */
export class SmsCodes {
  constructor(private readonly deps: SmsCodesDeps) {}

  private hash(phone: string, purpose: SmsPurpose, code: string): string {
    return createHmac('sha256', this.deps.codeKey()).update(`${purpose}:${phone}:${code}`).digest('base64url');
  }

  /** Counts a send to `phone` from `ip`, whether or not a code goes (so probing is throttled alike). */
  async countSend(phone: string, ip: string): Promise<void> {
    await this.deps.limiter.hitIp('sms', ip, { limit: 10, windowSeconds: 3600 });
    await this.deps.limiter.hit(`sms:phone:${phone}`, { limit: 3, windowSeconds: 900 });
  }

  async send(phone: string, purpose: SmsPurpose, language: string, userId: string | null, ip: string): Promise<void> {
    const { uow, auth, clock, notifier } = this.deps;
    await this.countSend(phone, ip);
    const code = randomSmsCode();
    await uow.transaction(async (tx) => {
      const repo = auth.in(tx);
      const now = clock.now();
      // A new code replaces the old one: only the latest SMS works.
      await repo.expireSmsCodes(phone, purpose, now);
      await repo.insertSmsCode({
        purpose,
        phone,
        userId,
        codeHash: this.hash(phone, purpose, code),
        expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
        createdAt: now,
      });
    });
    await notifier.smsCode(phone, language, code, purpose);
  }

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
    const repo = this.deps.auth.in(tx);
    const now = this.deps.clock.now();
    // A phone-change code belongs to the user who asked for it: nobody else can spend its tries.
    const row = await repo.lockLiveSmsCode(phone, purpose, now, userId);
    if (!row) return { ok: false, userId: null };
    const attempts = row.attempts + 1;
    const ok = attempts <= SMS_MAX_ATTEMPTS && safeEqual(row.codeHash, this.hash(phone, purpose, code));
    await repo.updateSmsCode(row.id, {
      attempts,
      ...(ok || attempts >= SMS_MAX_ATTEMPTS ? { usedAt: now } : {}),
    });
    return { ok, userId: row.userId };
  }
}

export interface SmsLoginServiceDeps {
  uow: UnitOfWork;
  users: UsersService;
  sessions: SessionsService;
  codes: SmsCodes;
}

/** Sign-in with a code sent by SMS to the account's phone. */
export class SmsLoginService {
  constructor(private readonly deps: SmsLoginServiceDeps) {}

  /** Always accepted: a code goes out only when the phone belongs to an active account. */
  async request(rawPhone: string, ip: string): Promise<void> {
    const phone = toE164(rawPhone);
    const user = await this.deps.users.findByPhone(phone);
    if (!user || user.status !== 'active') {
      // Count the attempt anyway so probing unknown numbers is throttled the same way.
      await this.deps.codes.countSend(phone, ip);
      return;
    }
    await this.deps.codes.send(phone, 'login', user.language, user.id, ip);
  }

  async verify(rawPhone: string, code: string, client: ClientInfo): Promise<SessionDto> {
    const { uow, users, sessions, codes } = this.deps;
    const phone = toE164(rawPhone);
    const outcome = await uow.transaction(async (tx) => {
      const result = await codes.check(tx, phone, 'login', code);
      if (!result.ok || !result.userId) return null;
      const user = await users.find(result.userId, tx);
      if (!user || user.status !== 'active' || user.phone !== phone) return null;
      return sessions.open(tx, user, client);
    });
    if (!outcome) throw invalidCode();
    return outcome;
  }
}
