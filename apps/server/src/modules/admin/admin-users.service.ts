import type { AdminUserDetail, AdminUserDto, AdminUserPage, RoleChange } from '@playeats/contracts/admin';
import type { Currency } from '@playeats/contracts/rewards';
import type { Database } from '../../db/client.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.ts';
import { badRequest, conflict, notFound } from '../../lib/problem.ts';
import type { UserRow, UsersService } from '../accounts/users/users.service.ts';
import type { Actor, AuditService } from '../audit/audit.service.ts';
import { ADMIN_ROLE } from '../auth/authenticate.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { OrdersService } from '../ordering/orders/orders.service.ts';
import type { GameSessionsService } from '../rewards/game-time/game-sessions.service.ts';
import type { LedgerService } from '../rewards/rewards.module.ts';

export function toAdminUser(user: UserRow): AdminUserDto {
  return {
    id: user.id,
    email: user.email,
    phone: user.phone,
    country: user.country === 'CANADA' ? 'CANADA' : 'UNITED_STATES',
    language: user.language === 'fr' ? 'fr' : 'en',
    roles: user.roles,
    status: user.status,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  };
}

const LOCKED = 'disabled';
const userGone = () => notFound('This account does not exist.');
const lastAdmin = () =>
  conflict('This is the last active admin: make another admin first, so someone can still run PlayEats.');

export interface AdminUsersServiceDeps {
  uow: UnitOfWork;
  users: Pick<UsersService, 'find' | 'update' | 'search' | 'lockHoldersOf'>;
  sessions: Pick<SessionsService, 'revokeAll'>;
  ledger: Pick<LedgerService, 'balance' | 'history' | 'adjust'>;
  gameSessions: Pick<GameSessionsService, 'recent'>;
  orders: Pick<OrdersService, 'list'>;
  audit: Pick<AuditService, 'record'>;
}

/**
 * What admins do to accounts: find them, see what they hold and did, grant and revoke
 * ADMIN, lock and unlock, sign them out everywhere, adjust a balance. Each change commits
 * with its audit entry; nothing leaves PlayEats without an active admin.
 */
export class AdminUsersService {
  constructor(private readonly deps: AdminUsersServiceDeps) {}

  async search(query: { q?: string | undefined; cursor?: string | undefined; limit: number }): Promise<AdminUserPage> {
    const after = query.cursor ? decodeCursor(query.cursor, 'query.cursor') : undefined;
    const rows = await this.deps.users.search(
      query.q || undefined,
      query.limit + 1,
      after && { createdAt: after.at, id: after.id },
    );
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map(toAdminUser),
      nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.createdAt, id: last.id }) : null,
    };
  }

  async detail(userId: string, ledgerPage = 1): Promise<AdminUserDetail> {
    const { users, ledger, gameSessions, orders } = this.deps;
    const user = await users.find(userId);
    if (!user) throw userGone();
    const [balances, history, sessions, recentOrders] = await Promise.all([
      ledger.balance(userId),
      ledger.history(userId, { page: ledgerPage, pageSize: 50 }),
      gameSessions.recent(userId),
      orders.list(userId, { limit: 20 }),
    ]);
    return {
      user: toAdminUser(user),
      balances,
      ledger: { items: history.items, total: history.total },
      gameSessions: sessions,
      orders: recentOrders.items,
    };
  }

  async changeRole(actor: Actor, userId: string, change: RoleChange): Promise<AdminUserDto> {
    if (change.role !== ADMIN_ROLE) throw badRequest('Only ADMIN is granted or revoked: every account keeps USER.');
    return this.change(actor, userId, change.reason, async (tx, user, admins) => {
      const has = user.roles.includes(ADMIN_ROLE);
      if (change.grant === has) return null;
      if (!change.grant && admins.length === 1 && admins[0] === user.id) throw lastAdmin();
      const roles = change.grant ? [...user.roles, ADMIN_ROLE] : user.roles.filter((r) => r !== ADMIN_ROLE);
      return { action: change.grant ? 'user.grant_admin' : 'user.revoke_admin', changes: { roles } };
    });
  }

  /** Locks the account (no sign-in, every session ended); never yourself, never the last admin. */
  async lock(actor: Actor, userId: string, reason: string): Promise<AdminUserDto> {
    if (userId === actor.userId) throw conflict('You cannot lock your own account.');
    return this.change(actor, userId, reason, async (tx, user, admins) => {
      if (user.status === LOCKED) return null;
      if (admins.length === 1 && admins[0] === user.id) throw lastAdmin();
      await this.deps.sessions.revokeAll(tx, user.id);
      return { action: 'user.lock', changes: { status: LOCKED } };
    });
  }

  /** Unlocks: an account that was activated (or signed in) becomes active again, else pending. */
  async unlock(actor: Actor, userId: string, reason: string): Promise<AdminUserDto> {
    return this.change(actor, userId, reason, async (_tx, user) => {
      if (user.status !== LOCKED) return null;
      const status = user.emailVerifiedAt || user.lastLoginAt ? 'active' : 'pending';
      return { action: 'user.unlock', changes: { status } };
    });
  }

  /** Ends every session of the account (its refresh tokens); access tokens lapse within minutes. */
  async signOutEverywhere(actor: Actor, userId: string, reason: string): Promise<AdminUserDto> {
    return this.change(actor, userId, reason, async (tx, user) => {
      await this.deps.sessions.revokeAll(tx, user.id);
      return { action: 'user.sign_out_everywhere', changes: {}, always: true };
    });
  }

  /** A manual credit or debit through the ledger, with its reason, audited. Idempotent per key. */
  async adjust(
    actor: Actor,
    userId: string,
    idempotencyKey: string,
    input: { currency: Currency; amount: number; note: string },
  ) {
    const { uow, ledger, audit } = this.deps;
    if (userId === actor.userId) throw conflict('You cannot adjust your own balance: ask another admin.');
    return uow.transaction(async (tx) => {
      const result = await ledger.adjust(tx, actor.userId, userId, idempotencyKey, input);
      if (!result.duplicate) {
        await audit.record(tx, actor, {
          action: 'user.adjust_balance',
          targetType: 'user',
          targetId: userId,
          after: { currency: input.currency, amount: input.amount, entryId: result.entry.id },
          reason: input.note,
        });
      }
      return { entry: result.entry, balance: result.balance };
    });
  }

  /**
   * One audited change of an account: the admins and the account are locked (so two admins
   * removing each other cannot both succeed), `decide` says what changes (null: nothing to do).
   */
  private async change(
    actor: Actor,
    userId: string,
    reason: string,
    decide: (
      tx: Database,
      user: UserRow,
      admins: string[],
    ) => Promise<{ action: string; changes: Partial<UserRow>; always?: boolean } | null>,
  ): Promise<AdminUserDto> {
    const { uow, users, audit } = this.deps;
    return uow.transaction(async (tx) => {
      const admins = await users.lockHoldersOf(tx, ADMIN_ROLE);
      const user = await users.find(userId, tx, { forUpdate: true });
      if (!user) throw userGone();
      const decision = await decide(tx, user, admins);
      if (!decision) return toAdminUser(user);
      const updated =
        Object.keys(decision.changes).length > 0 ? ((await users.update(user.id, decision.changes, tx)) ?? user) : user;
      const before = Object.fromEntries(Object.keys(decision.changes).map((k) => [k, user[k as keyof UserRow]]));
      await audit.record(tx, actor, {
        action: decision.action,
        targetType: 'user',
        targetId: user.id,
        before,
        after: decision.changes,
        reason,
      });
      return toAdminUser(updated);
    });
  }
}
