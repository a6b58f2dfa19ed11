import type { UpdateMe, UserInfoDto } from '@playeats/contracts/users';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpProblem, notFound } from '../../lib/problem.ts';
import type { AuthDeps } from '../auth/auth-deps.ts';
import type { CredentialsService } from '../auth/credentials.service.ts';
import { assertAcceptablePassword } from '../auth/password-policy.ts';
import { invalidCode, toE164, type SmsCodes } from '../auth/sms-login.service.ts';
import { toUserInfo } from './user-info.ts';
import { usersRepository, type UserRow } from './users.repository.ts';

const phoneTaken = () =>
  new HttpProblem(
    409,
    'PhoneTakenException',
    'Phone number in use',
    'This phone number is already used by another account.',
  );

/** The signed-in user's own account (/account/* pages). */
export function createUsersService(deps: AuthDeps, codes: SmsCodes, credentials: CredentialsService) {
  const { db, hasher, sessions, notifier } = deps;

  async function load(userId: string, database: Database = db): Promise<UserRow> {
    const user = await usersRepository(database).findById(userId);
    if (!user) throw notFound('This account does not exist any more.');
    return user;
  }
  async function info(user: UserRow, database: Database = db): Promise<UserInfoDto> {
    const identities = await usersRepository(database).identitiesOf(user.id);
    return toUserInfo(
      user,
      identities.map((i) => i.provider),
    );
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

    /** Ends every other session: a password change is often a reaction to a leak. */
    async changePassword(
      userId: string,
      input: { currentPassword?: string; newPassword: string },
      currentRefreshToken?: string,
    ): Promise<void> {
      const user = await load(userId);
      if (user.passwordHash) {
        const ok = input.currentPassword ? await hasher.verify(input.currentPassword, user.passwordHash) : false;
        if (!ok) {
          throw new HttpProblem(
            401,
            'InvalidCredentialsException',
            'Wrong password',
            'Your current password is not right.',
          );
        }
      }
      assertAcceptablePassword(input.newPassword, { email: user.email });
      const passwordHash = await hasher.hash(input.newPassword);
      await db.transaction(async (tx) => {
        await usersRepository(tx as Database).update(userId, { passwordHash });
        await sessions.revokeAll(tx as Database, userId, currentRefreshToken);
      });
      await notifier.passwordChanged(user);
    },

    /** A link to the new address; the e-mail changes when it is opened (/verifyemail/{token}). */
    async requestEmailChange(userId: string, email: string, ip: string): Promise<void> {
      await deps.limiter.hit(`email-change:user:${userId}`, { limit: 5, windowSeconds: 3600 });
      void ip;
      const user = await load(userId);
      const taken = await usersRepository(db).findByEmail(email);
      // Same answer whether or not the address is taken: no account discovery from here either.
      if (taken) return;
      const token = await db.transaction((tx) =>
        credentials.issueEmailToken(tx as Database, user, 'email_verification', email),
      );
      await notifier.emailVerification({ email, language: user.language }, token);
    },

    async requestPhoneChange(userId: string, rawPhone: string, ip: string): Promise<void> {
      const phone = toE164(rawPhone);
      const user = await load(userId);
      const owner = await usersRepository(db).findByPhone(phone);
      if (owner && owner.id !== userId) throw phoneTaken();
      await codes.send(phone, 'phone_change', user.language, userId, ip);
    },

    /** The phone is set only once the code proves the user holds it. */
    async confirmPhoneChange(userId: string, rawPhone: string, code: string): Promise<UserInfoDto> {
      const phone = toE164(rawPhone);
      const outcome = await db
        .transaction(async (tx) => {
          const result = await codes.check(tx as Database, phone, 'phone_change', code);
          if (!result.ok || result.userId !== userId) return null;
          const updated = await usersRepository(tx as Database).update(userId, { phone });
          return updated ? info(updated, tx as Database) : null;
        })
        .catch((err: unknown) => {
          if (isUniqueViolation(err, 'users_phone_key')) throw phoneTaken();
          throw err;
        });
      if (!outcome) throw invalidCode();
      return outcome;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
