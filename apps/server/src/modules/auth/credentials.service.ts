import type { SessionDto, SignupRequest } from '@playeats/contracts/auth';
import type { Clock } from '../../adapters/clock.ts';
import type { Database } from '../../db/client.ts';
import type { Repository, UnitOfWork } from '../../db/unit-of-work.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpProblem } from '../../lib/problem.ts';
import type { UserRow, UsersService } from '../accounts/users/users.service.ts';
import { tooManyRequests, type RateLimiter } from '../rate-limits/rate-limiter.ts';
import { HOUR_MS, type AuthNotifier, type OnAccountActivated } from './auth-deps.ts';
import type { AuthRepository, EmailTokenPurpose } from './auth.repository.ts';
import type { PasswordHasher } from './password-hasher.ts';
import { assertAcceptablePassword } from './password-policy.ts';
import { invalidToken, type ClientInfo, type SessionsService } from './sessions.service.ts';
import { randomToken, sha256 } from './token-crypto.ts';

const TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  activation: 24 * HOUR_MS,
  email_verification: 24 * HOUR_MS,
  password_reset: HOUR_MS,
};

/** Sign-in throttling: free tries, then a doubling wait, and a hard stop (NIST SP 800-63B 5.2.2). */
export const FREE_FAILURES = 5;
export const MAX_FAILURES = 100;
const MAX_DELAY_S = 15 * 60;

const invalidCredentials = () =>
  new HttpProblem(
    401,
    'InvalidCredentialsException',
    'Wrong e-mail or password',
    'The e-mail or password is not right.',
  );

export interface CredentialsServiceDeps {
  uow: UnitOfWork;
  auth: Repository<AuthRepository>;
  users: UsersService;
  sessions: SessionsService;
  hasher: PasswordHasher;
  limiter: RateLimiter;
  notifier: AuthNotifier;
  clock: Clock;
  onAccountActivated: OnAccountActivated;
}

/** Failed sign-ins are counted per address, whatever its case. */
const LOGIN = 'login';

/** E-mail and password accounts: sign-up, activation, sign-in, recovery. */
export class CredentialsService {
  constructor(private readonly deps: CredentialsServiceDeps) {}

  async issueEmailToken(tx: Database, user: UserRow, purpose: EmailTokenPurpose, newEmail?: string) {
    const token = randomToken();
    const now = this.deps.clock.now();
    const repo = this.deps.auth.in(tx);
    await repo.expireEmailTokens(user.id, purpose, now);
    await repo.insertEmailToken({
      userId: user.id,
      purpose,
      tokenHash: sha256(token),
      newEmail: newEmail ?? null,
      expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
      createdAt: now,
    });
    return token;
  }

  /** Always "accepted": whether the address already has an account is told only to its owner, by e-mail. */
  async signup(input: SignupRequest, ip: string): Promise<void> {
    const { uow, users, hasher, limiter, notifier, clock } = this.deps;
    await limiter.hitIp('signup', ip, { limit: 20, windowSeconds: 3600 });
    assertAcceptablePassword(input.password, { email: input.email });
    const passwordHash = await hasher.hash(input.password);
    const create = () =>
      uow.transaction(async (tx) => {
        const existing = await users.findByEmail(input.email, tx);
        if (existing) return { kind: 'exists' as const, user: existing };
        const referrer = input.referrerCode ? await users.findByReferralCode(input.referrerCode, tx) : undefined;
        const user = await users.create(
          {
            email: input.email.toLowerCase(),
            passwordHash,
            country: input.country,
            language: input.language,
            status: 'pending',
            referredByUserId: referrer?.id ?? null,
            signupPromoCode: input.promoCode ?? null,
            createdAt: clock.now(),
          },
          tx,
        );
        return { kind: 'created' as const, user, token: await this.issueEmailToken(tx, user, 'activation') };
      });
    // Two sign-ups for one address at once: the unique index decides, the loser is "exists".
    const result = await create().catch(async (err: unknown) => {
      if (!isUniqueViolation(err, 'users_email_key')) throw err;
      const user = await users.findByEmail(input.email);
      if (!user) throw err;
      return { kind: 'exists' as const, user };
    });
    if (result.kind === 'created') await notifier.activation(result.user, result.token);
    else await notifier.accountExists(result.user);
  }

  async resendActivation(email: string, ip: string): Promise<void> {
    const { uow, users, limiter, notifier } = this.deps;
    await limiter.hitIp('resend', ip, { limit: 20, windowSeconds: 3600 });
    await limiter.hit(`resend:email:${email}`, { limit: 3, windowSeconds: 3600 });
    const user = await users.findByEmail(email);
    if (!user || user.status !== 'pending') return;
    const token = await uow.transaction((tx) => this.issueEmailToken(tx, user, 'activation'));
    await notifier.activation(user, token);
  }

  /**
   * Spends an e-mail token in `tx`, and answers it with its account's row, locked. The row
   * is locked before the token: every writer of an account takes its row first (a password
   * change, a reset, an e-mail change each then expire the others' tokens), so two of them
   * at once queue on the row instead of each holding a token the other needs (a deadlock).
   */
  private async useEmailToken(tx: Database, token: string, purpose: EmailTokenPurpose, now: Date) {
    const repo = this.deps.auth.in(tx);
    const tokenHash = sha256(token);
    const owner = await repo.emailTokenOwner(tokenHash, purpose, now);
    if (!owner) return undefined;
    const user = await this.deps.users.find(owner, tx, { forUpdate: true });
    // Spent meanwhile (by the writer the lock waited for): no longer live.
    const used = await repo.consumeEmailToken(tokenHash, purpose, now);
    return used && user ? { used, user } : undefined;
  }

  /** The activation link: the account becomes active and the person is signed in. */
  async activate(token: string, client: ClientInfo): Promise<SessionDto> {
    const { uow, users, sessions, clock, onAccountActivated } = this.deps;
    return uow.transaction(async (tx) => {
      const now = clock.now();
      const spent = await this.useEmailToken(tx, token, 'activation', now);
      const current = spent?.user;
      // A disabled account stays disabled, whatever old link turns up.
      if (!current || current.status === 'disabled') throw invalidToken();
      let user = current;
      if (current.status === 'pending') {
        user = (await users.update(
          current.id,
          { status: 'active', emailVerifiedAt: current.emailVerifiedAt ?? now },
          tx,
        ))!;
        await onAccountActivated(tx, user.id, now);
      }
      return sessions.open(tx, user, client);
    });
  }

  /** The link sent to a new address when a user changes e-mail. */
  async verifyEmail(token: string): Promise<{ email: string; userId: string }> {
    const { uow, auth, users, sessions, clock } = this.deps;
    const addressTaken = () => invalidToken('This address is already used by another account.');
    const verified = uow.transaction(async (tx) => {
      const now = clock.now();
      const spent = await this.useEmailToken(tx, token, 'email_verification', now);
      const newEmail = spent?.used.newEmail;
      // A locked account changes nothing (locking it ended its links; this covers older ones).
      if (!spent || !newEmail || spent.user.status === 'disabled') throw invalidToken();
      const userId = spent.user.id;
      const taken = await users.findByEmail(newEmail, tx);
      if (taken && taken.id !== userId) throw addressTaken();
      await users.update(userId, { email: newEmail, emailVerifiedAt: now }, tx);
      // The account now answers to another address: reset links sent to the old one die,
      // and every session signs in again.
      await auth.in(tx).expireEmailTokens(userId, 'password_reset', now);
      await sessions.revokeAll(tx, userId);
      return { email: newEmail, userId };
    });
    // A sign-up took the address after the check, before the write: the unique index
    // decides, and the link stays unspent (the transaction rolled back), as above.
    return verified.catch((err: unknown) => {
      throw isUniqueViolation(err, 'users_email_key') ? addressTaken() : err;
    });
  }

  async login(input: { email: string; password: string } & ClientInfo, ip: string): Promise<SessionDto> {
    const { uow, users, sessions, hasher, limiter } = this.deps;
    await limiter.hitIp('login', ip, { limit: 100, windowSeconds: 900 });
    const address = input.email.toLowerCase();
    // The same throttle applies to unknown addresses, so it reveals nothing.
    const throttled = await limiter.takeAttempt(LOGIN, address, {
      free: FREE_FAILURES,
      max: MAX_FAILURES,
      maxDelaySeconds: MAX_DELAY_S,
    });
    if (throttled?.final) {
      throw tooManyRequests(
        throttled.retryAfterSeconds,
        'Too many failed sign-ins for this address. Reset your password to sign in again.',
      );
    }
    if (throttled)
      throw tooManyRequests(throttled.retryAfterSeconds, 'Too many failed sign-ins. Wait a moment and try again.');
    const user = await users.findByEmail(input.email);
    const ok = user?.passwordHash ? await hasher.verify(input.password, user.passwordHash) : false;
    if (!user?.passwordHash) await hasher.verifyDummy(input.password);
    // The attempt is already counted; only a success clears it.
    if (!user || !ok || user.status === 'disabled') throw invalidCredentials();
    await limiter.clearAttempts(LOGIN, address);
    if (user.status === 'pending') {
      await this.resendActivation(user.email, ip).catch(() => undefined);
      throw new HttpProblem(
        403,
        'AccountNotActivatedException',
        'Account not activated',
        'Open the activation link we e-mailed you. We just sent it again.',
      );
    }
    const rehashed = hasher.needsRehash(user.passwordHash!) ? await hasher.hash(input.password) : null;
    return uow.transaction(async (tx) => {
      const session = await sessions.open(tx, user, input);
      // After open: its row lock and generation check mean no new password landed since the read.
      if (rehashed) await users.update(user.id, { passwordHash: rehashed }, tx);
      return session;
    });
  }

  async requestPasswordReset(email: string, ip: string): Promise<void> {
    const { uow, users, limiter, notifier } = this.deps;
    await limiter.hitIp('recovery', ip, { limit: 20, windowSeconds: 3600 });
    await limiter.hit(`recovery:email:${email}`, { limit: 3, windowSeconds: 3600 });
    const user = await users.findByEmail(email);
    if (!user || user.status === 'disabled') return;
    const token = await uow.transaction((tx) => this.issueEmailToken(tx, user, 'password_reset'));
    await notifier.passwordReset(user, token);
  }

  /** A reset proves the address: it activates a pending account and ends every session. */
  async resetPassword(token: string, password: string, ip: string): Promise<void> {
    const { uow, auth, users, sessions, hasher, limiter, notifier, clock, onAccountActivated } = this.deps;
    // The new password is checked and hashed (~100 ms) before the account's row is locked,
    // so until the link is spent every try that reaches the hash costs one (requests sent
    // at once with one link): those are limited per link, and all tries per IP address.
    await limiter.hitIp('reset', ip, { limit: 20, windowSeconds: 3600 });
    const tokenHash = sha256(token);
    const owner = await auth.emailTokenOwner(tokenHash, 'password_reset', clock.now());
    const known = owner ? await users.find(owner) : undefined;
    if (!known) throw invalidToken();
    assertAcceptablePassword(password, { email: known.email });
    await limiter.hit(`reset:token:${tokenHash}`, { limit: 5, windowSeconds: 3600 });
    const passwordHash = await hasher.hash(password);
    const user = await uow.transaction(async (tx) => {
      const now = clock.now();
      const spent = await this.useEmailToken(tx, token, 'password_reset', now);
      if (!spent) throw invalidToken();
      const { used, user: current } = spent;
      assertAcceptablePassword(password, { email: current.email });
      const updated = await users.update(
        used.userId,
        {
          passwordHash,
          status: current.status === 'disabled' ? 'disabled' : 'active',
          emailVerifiedAt: current.emailVerifiedAt ?? now,
        },
        tx,
      );
      // Every session, and every change asked for but not finished (new e-mail, new phone).
      await sessions.revokeAll(tx, used.userId);
      if (current.status === 'pending') await onAccountActivated(tx, used.userId, now);
      return updated!;
    });
    await limiter.clearAttempts(LOGIN, user.email.toLowerCase());
    await notifier.passwordChanged(user);
  }
}
