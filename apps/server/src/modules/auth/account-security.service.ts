import type { UserInfoDto } from '@playeats/contracts/users';
import type { Clock } from '../../adapters/clock.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpProblem } from '../../lib/problem.ts';
import type { UserRow, UsersService } from '../accounts/users/users.service.ts';
import type { RateLimiter } from '../rate-limits/rate-limiter.ts';
import type { AccessClaims } from './access-token.ts';
import { MINUTE_MS, type AuthNotifier } from './auth-deps.ts';
import type { CredentialsService } from './credentials.service.ts';
import type { PasswordHasher } from './password-hasher.ts';
import { assertAcceptablePassword } from './password-policy.ts';
import type { SessionsService } from './sessions.service.ts';
import { invalidCode, toE164, type SmsCodes } from './sms-login.service.ts';

/** Without a password, a sensitive change needs a sign-in this recent. */
export const RECENT_SIGN_IN_MS = 10 * MINUTE_MS;

const phoneTaken = () =>
  new HttpProblem(
    409,
    'PhoneTakenException',
    'Phone number in use',
    'This phone number is already used by another account.',
  );

const wrongPassword = () =>
  new HttpProblem(401, 'InvalidCredentialsException', 'Wrong password', 'Your current password is not right.');

export interface AccountSecurityServiceDeps {
  uow: UnitOfWork;
  users: UsersService;
  sessions: SessionsService;
  credentials: CredentialsService;
  codes: SmsCodes;
  hasher: PasswordHasher;
  limiter: RateLimiter;
  notifier: AuthNotifier;
  clock: Clock;
}

/** What only the account's holder may change: the password, the e-mail, the phone (/account pages). */
export class AccountSecurityService {
  constructor(private readonly deps: AccountSecurityServiceDeps) {}

  /**
   * A stolen access token must not become a permanent foothold: changing the e-mail,
   * phone or password needs the token's session still live (its 15 minutes outlast a
   * logout or a "sign out everywhere"), and asks for the current password, or, for
   * accounts without one (Google, Microsoft), a sign-in in the last 10 minutes. Guesses
   * are limited per user.
   */
  private async confirmItIsThem(user: UserRow, auth: AccessClaims, password: string | undefined): Promise<void> {
    const { hasher, limiter, clock, sessions } = this.deps;
    await sessions.requireLive(auth);
    if (user.passwordHash) {
      await limiter.hit(`reauth:user:${user.id}`, { limit: 5, windowSeconds: 900 });
      if (!password || !(await hasher.verify(password, user.passwordHash))) throw wrongPassword();
      return;
    }
    if (clock.now().getTime() - auth.authTime * 1000 > RECENT_SIGN_IN_MS) {
      throw new HttpProblem(
        401,
        'ReauthenticationRequiredException',
        'Sign in again to continue',
        'For your security, sign in again before changing this.',
      );
    }
  }

  /** Ends every other session and pending change: a password change is often a reaction to a leak. */
  async changePassword(
    auth: AccessClaims,
    input: { currentPassword?: string; newPassword: string },
    currentRefreshToken?: string,
  ): Promise<void> {
    const { uow, users, sessions, hasher, notifier } = this.deps;
    const user = await users.get(auth.userId);
    await this.confirmItIsThem(user, auth, input.currentPassword);
    assertAcceptablePassword(input.newPassword, { email: user.email });
    const passwordHash = await hasher.hash(input.newPassword);
    await uow.transaction(async (tx) => {
      await users.update(user.id, { passwordHash }, tx);
      // Again under the account's row: its sessions may have ended during the hashing.
      await sessions.requireLive(auth, tx);
      // Every other session, and every change asked for but not finished (new e-mail, new phone).
      await sessions.revokeAll(tx, user.id, currentRefreshToken);
    });
    await notifier.passwordChanged(user);
  }

  /**
   * A link to the new address; the e-mail changes when it is opened (/verifyemail/{token}).
   * The old address is told, with a way to stop it (a password reset cancels the change).
   */
  async requestEmailChange(auth: AccessClaims, email: string, password: string | undefined): Promise<void> {
    const { uow, users, sessions, credentials, limiter, notifier } = this.deps;
    await limiter.hit(`email-change:user:${auth.userId}`, { limit: 5, windowSeconds: 3600 });
    const user = await users.get(auth.userId);
    await this.confirmItIsThem(user, auth, password);
    const taken = await users.findByEmail(email);
    // Same answer whether or not the address is taken: no account discovery from here either.
    if (taken) return;
    const token = await uow.transaction(async (tx) => {
      // Under the account's row: a link issued after its sessions ended would outlive the ending.
      await users.find(user.id, tx, { forUpdate: true });
      await sessions.requireLive(auth, tx);
      return credentials.issueEmailToken(tx, user, 'email_verification', email);
    });
    await notifier.emailVerification({ email, language: user.language }, token);
    await notifier.emailChangeRequested(user, email);
  }

  /**
   * The code goes to the new number whoever holds it; only the person with that phone
   * can finish, and only then is a number already in use reported (no lookup oracle).
   */
  async requestPhoneChange(auth: AccessClaims, rawPhone: string, password: string | undefined, ip: string) {
    const { users, codes, limiter } = this.deps;
    const phone = toE164(rawPhone);
    await limiter.hit(`phone-change:user:${auth.userId}`, { limit: 5, windowSeconds: 3600 });
    const user = await users.get(auth.userId);
    await this.confirmItIsThem(user, auth, password);
    await codes.send(phone, 'phone_change', user.language, user.id, ip);
  }

  /**
   * The phone is set only once the code proves the user holds it, from a session still
   * live (the number becomes a way in: SMS sign-in).
   */
  async confirmPhoneChange(auth: AccessClaims, rawPhone: string, code: string): Promise<UserInfoDto> {
    const { uow, users, codes, sessions } = this.deps;
    const { userId } = auth;
    const phone = toE164(rawPhone);
    const outcome = await uow
      .transaction(async (tx) => {
        // The account's row before the code's, as every writer of the account (a password
        // change expires pending phone codes): two at once queue instead of deadlocking.
        await users.find(userId, tx, { forUpdate: true });
        await sessions.requireLive(auth, tx);
        const result = await codes.check(tx, phone, 'phone_change', code, userId);
        if (!result.ok) return { kind: 'bad-code' as const };
        const owner = await users.findByPhone(phone, tx);
        if (owner && owner.id !== userId) return { kind: 'taken' as const };
        const updated = await users.update(userId, { phone }, tx);
        return updated ? { kind: 'ok' as const, info: await users.info(updated, tx) } : { kind: 'bad-code' as const };
      })
      .catch((err: unknown) => {
        if (isUniqueViolation(err, 'users_phone_key')) return { kind: 'taken' as const };
        throw err;
      });
    if (outcome.kind === 'taken') throw phoneTaken();
    if (outcome.kind === 'bad-code') throw invalidCode();
    return outcome.info;
  }
}
