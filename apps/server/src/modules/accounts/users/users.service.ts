import type { UpdateMe, UserInfoDto } from '@playeats/contracts/users';
import { addressesService } from '../addresses/addresses.service.ts';
import type { Database } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { HttpProblem, notFound } from '../../../lib/problem.ts';
import type { AccessClaims } from '../../auth/access-token.ts';
import { MINUTE_MS, type AuthDeps } from '../../auth/auth-deps.ts';
import type { CredentialsService } from '../../auth/credentials.service.ts';
import { assertAcceptablePassword } from '../../auth/password-policy.ts';
import { invalidCode, toE164, type SmsCodes } from '../../auth/sms-login.service.ts';
import { toUserInfo } from './user-info.ts';
import { usersRepository, type UserRow } from './users.repository.ts';

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

/** The signed-in user's own account (/account/* pages). */
export function createUsersService(deps: AuthDeps, codes: SmsCodes, credentials: CredentialsService) {
  const { db, clock, hasher, sessions, notifier, limiter } = deps;

  async function load(userId: string, database: Database = db): Promise<UserRow> {
    const user = await usersRepository(database).findById(userId);
    if (!user) throw notFound('This account does not exist any more.');
    return user;
  }
  async function info(user: UserRow, database: Database = db): Promise<UserInfoDto> {
    const [identities, address] = await Promise.all([
      usersRepository(database).identitiesOf(user.id),
      addressesService.getDefault(database, user.id),
    ]);
    return toUserInfo(
      user,
      identities.map((i) => i.provider),
      address,
    );
  }

  /**
   * A stolen access token must not become a permanent foothold: changing the e-mail,
   * phone or password asks for the current password, or, for accounts without one
   * (Google, Microsoft), a sign-in in the last 10 minutes. Guesses are limited per user.
   */
  async function confirmItIsThem(user: UserRow, auth: AccessClaims, password: string | undefined): Promise<void> {
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

  return {
    async me(userId: string): Promise<UserInfoDto> {
      return info(await load(userId));
    },

    async update(userId: string, changes: UpdateMe): Promise<UserInfoDto> {
      const updated = await usersRepository(db).update(userId, changes);
      if (!updated) throw notFound('This account does not exist any more.');
      return info(updated);
    },

    /** Ends every other session and pending change: a password change is often a reaction to a leak. */
    async changePassword(
      auth: AccessClaims,
      input: { currentPassword?: string; newPassword: string },
      currentRefreshToken?: string,
    ): Promise<void> {
      const user = await load(auth.userId);
      await confirmItIsThem(user, auth, input.currentPassword);
      assertAcceptablePassword(input.newPassword, { email: user.email });
      const passwordHash = await hasher.hash(input.newPassword);
      await db.transaction(async (tx) => {
        await usersRepository(tx).update(user.id, { passwordHash });
        await sessions.revokeAll(tx, user.id, currentRefreshToken);
        await credentials.cancelPendingChanges(tx, user.id);
      });
      await notifier.passwordChanged(user);
    },

    /**
     * A link to the new address; the e-mail changes when it is opened (/verifyemail/{token}).
     * The old address is told, with a way to stop it (a password reset cancels the change).
     */
    async requestEmailChange(auth: AccessClaims, email: string, password: string | undefined): Promise<void> {
      await limiter.hit(`email-change:user:${auth.userId}`, { limit: 5, windowSeconds: 3600 });
      const user = await load(auth.userId);
      await confirmItIsThem(user, auth, password);
      const taken = await usersRepository(db).findByEmail(email);
      // Same answer whether or not the address is taken: no account discovery from here either.
      if (taken) return;
      const token = await db.transaction((tx) => credentials.issueEmailToken(tx, user, 'email_verification', email));
      await notifier.emailVerification({ email, language: user.language }, token);
      await notifier.emailChangeRequested(user, email);
    },

    /**
     * The code goes to the new number whoever holds it; only the person with that phone
     * can finish, and only then is a number already in use reported (no lookup oracle).
     */
    async requestPhoneChange(
      auth: AccessClaims,
      rawPhone: string,
      password: string | undefined,
      ip: string,
    ): Promise<void> {
      const phone = toE164(rawPhone);
      await limiter.hit(`phone-change:user:${auth.userId}`, { limit: 5, windowSeconds: 3600 });
      const user = await load(auth.userId);
      await confirmItIsThem(user, auth, password);
      await codes.send(phone, 'phone_change', user.language, user.id, ip);
    },

    /** The phone is set only once the code proves the user holds it. */
    async confirmPhoneChange(userId: string, rawPhone: string, code: string): Promise<UserInfoDto> {
      const phone = toE164(rawPhone);
      const outcome = await db
        .transaction(async (tx) => {
          const result = await codes.check(tx, phone, 'phone_change', code, userId);
          if (!result.ok) return { kind: 'bad-code' as const };
          const owner = await usersRepository(tx).findByPhone(phone);
          if (owner && owner.id !== userId) return { kind: 'taken' as const };
          const updated = await usersRepository(tx).update(userId, { phone });
          return updated ? { kind: 'ok' as const, info: await info(updated, tx) } : { kind: 'bad-code' as const };
        })
        .catch((err: unknown) => {
          if (isUniqueViolation(err, 'users_phone_key')) return { kind: 'taken' as const };
          throw err;
        });
      if (outcome.kind === 'taken') throw phoneTaken();
      if (outcome.kind === 'bad-code') throw invalidCode();
      return outcome.info;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
