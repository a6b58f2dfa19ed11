import { randomInt } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { UpdateMe, UserInfoDto } from '@playeats/contracts/users';
import type { Database } from '../../../db/client.ts';
import type { Repository } from '../../../db/unit-of-work.ts';
import type { DayRange } from '../../../lib/daily-figures.ts';
import { notFound } from '../../../lib/problem.ts';
import type { AddressesService } from '../addresses/addresses.service.ts';
import { toUserInfo } from './user-info.ts';
import {
  activeUserRolesSql,
  type NewIdentity,
  type NewUser,
  type UserIdentityRow,
  type UserRow,
  type UsersRepository,
} from './users.repository.ts';

export type { NewUser, UserRow } from './users.repository.ts';

// No 0/O, 1/I/L: codes are read aloud and typed from streams.
const REFERRAL_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function randomReferralCode(length = 8): string {
  return Array.from({ length }, () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)]).join('');
}

const accountGone = () => notFound('This account does not exist any more.');

export interface UsersServiceDeps {
  users: Repository<UsersRepository>;
  addresses: Pick<AddressesService, 'getDefault'>;
}

/**
 * Who the users are: the users table and the identities linked to them (Google,
 * Microsoft). Other modules read and write accounts through this only; `tx` joins the
 * caller's transaction. Signing in and securing an account are the auth module's.
 */
export class UsersService {
  constructor(private readonly deps: UsersServiceDeps) {}

  private on(tx?: Database): UsersRepository {
    return tx ? this.deps.users.in(tx) : this.deps.users;
  }

  find(id: string, tx?: Database, options: { forUpdate?: boolean } = {}): Promise<UserRow | undefined> {
    return this.on(tx).findById(id, options);
  }

  /** The account, or 404 when it is gone. */
  async get(id: string, tx?: Database): Promise<UserRow> {
    const user = await this.on(tx).findById(id);
    if (!user) throw accountGone();
    return user;
  }

  findByEmail(email: string, tx?: Database): Promise<UserRow | undefined> {
    return this.on(tx).findByEmail(email);
  }

  findByPhone(phone: string, tx?: Database): Promise<UserRow | undefined> {
    return this.on(tx).findByPhone(phone);
  }

  findByReferralCode(code: string, tx?: Database): Promise<UserRow | undefined> {
    return this.on(tx).findByReferralCode(code);
  }

  /** A new account with a referral code no user has (31^8 codes: a clash is rare, and retried). */
  async create(user: Omit<NewUser, 'referralCode'>, tx?: Database): Promise<UserRow> {
    const users = this.on(tx);
    let referralCode = randomReferralCode();
    while (await users.findByReferralCode(referralCode)) referralCode = randomReferralCode();
    return users.insert({ ...user, referralCode });
  }

  update(id: string, changes: Partial<NewUser>, tx?: Database): Promise<UserRow | undefined> {
    return this.on(tx).update(id, changes);
  }

  /**
   * Records a sign-in of `user` as read before its proof was checked, or undefined when its
   * sessions were ended since (or the account is gone): the fresh row otherwise, locked
   * until `tx` commits, so sessions cannot be ended meanwhile without waiting for it.
   */
  recordSignIn(user: UserRow, at: Date, tx: Database): Promise<UserRow | undefined> {
    return this.on(tx).recordSignIn(user.id, user.sessionsGeneration, at);
  }

  /** Ends the account's sessions for sign-ins in flight: pair with revoking its refresh tokens, in `tx`. */
  endSessions(userId: string, tx: Database): Promise<void> {
    return this.on(tx).endSessions(userId);
  }

  findIdentity(provider: string, subject: string, tx?: Database): Promise<UserIdentityRow | undefined> {
    return this.on(tx).findIdentity(provider, subject);
  }

  linkIdentity(identity: NewIdentity, tx?: Database): Promise<void> {
    return this.on(tx).linkIdentity(identity);
  }

  removeIdentities(userId: string, tx?: Database): Promise<void> {
    return this.on(tx).removeIdentities(userId);
  }

  /** The signed-in user info (spec section 3): the account, its linked providers and its default address. */
  async info(user: UserRow, tx?: Database): Promise<UserInfoDto> {
    const [identities, address] = await Promise.all([
      this.on(tx).identitiesOf(user.id),
      this.deps.addresses.getDefault(user.id, tx),
    ]);
    return toUserInfo(
      user,
      identities.map((i) => i.provider),
      address,
    );
  }

  async me(userId: string): Promise<UserInfoDto> {
    return this.info(await this.get(userId));
  }

  /** PATCH /api/users/me: the preferences and profile a user edits freely. */
  async updateProfile(userId: string, changes: UpdateMe): Promise<UserInfoDto> {
    const updated = await this.deps.users.update(userId, changes);
    if (!updated) throw accountGone();
    return this.info(updated);
  }

  /** Admin search (e-mail part, phone, referral code or id), newest first, keyset-paged. */
  search(text: string | undefined, limit: number, after?: { createdAt: Date; id: string }): Promise<UserRow[]> {
    return this.deps.users.search(text, limit, after);
  }

  /** The ids of active accounts holding `role`, locked until `tx` ends. */
  lockHoldersOf(tx: Database, role: string): Promise<string[]> {
    return this.deps.users.in(tx).lockHoldersOf(role);
  }

  /** The dashboard's sign-ups per day. */
  signupsPerDay(range: DayRange) {
    return this.deps.users.signupsPerDay(range);
  }

  /**
   * For another module's statement (refresh-token rotation): the roles of the user with id
   * `userId` (an SQL expression) if the account is active, else no row.
   */
  activeRolesSql(userId: SQL): SQL {
    return activeUserRolesSql(userId);
  }
}
