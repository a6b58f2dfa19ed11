import type { Database } from '../../db/client.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { UsersService } from '../accounts/users/users.service.ts';
import type { Actor, AuditService } from '../audit/audit.service.ts';
import { ADMIN_ROLE } from '../auth/authenticate.ts';

/** Who acts when no admin does: the command line, or the ADMIN_EMAILS setting. */
export const systemActor = (source: string): Actor => ({
  userId: '00000000-0000-0000-0000-000000000000',
  email: `system (${source})`,
});

export type GrantResult = 'granted' | 'already-admin' | 'no-account';

export interface AdminGrantsDeps {
  uow: UnitOfWork;
  users: Pick<UsersService, 'findByEmail' | 'find' | 'update'>;
  audit: Pick<AuditService, 'record' | 'has'>;
  /** ADMIN_EMAILS, lower-cased. */
  adminEmails: readonly string[];
}

/**
 * The first admin: an operator names them (`npm run admin:grant -- email`, or ADMIN_EMAILS,
 * which grants at start and when such an account is activated). Audited as the system.
 */
export class AdminGrants {
  private readonly listed: Set<string>;

  constructor(private readonly deps: AdminGrantsDeps) {
    this.listed = new Set(deps.adminEmails.map((e) => e.toLowerCase()));
  }

  async grant(email: string, source: string, tx?: Database): Promise<GrantResult> {
    const run = async (t: Database): Promise<GrantResult> => {
      const found = await this.deps.users.findByEmail(email, t);
      const user = found && (await this.deps.users.find(found.id, t, { forUpdate: true }));
      if (!user) return 'no-account';
      if (user.roles.includes(ADMIN_ROLE)) return 'already-admin';
      const roles = [...user.roles, ADMIN_ROLE];
      await this.deps.users.update(user.id, { roles }, t);
      await this.deps.audit.record(t, systemActor(source), {
        action: 'user.grant_admin',
        targetType: 'user',
        targetId: user.id,
        before: { roles: user.roles },
        after: { roles },
        reason: `granted by ${source}`,
      });
      return 'granted';
    };
    return tx ? run(tx) : this.deps.uow.transaction(run);
  }

  /**
   * At start: every listed account that exists and is active becomes an admin, unless an
   * admin revoked it once (a setting never undoes an admin's decision at the next deploy).
   */
  async grantListed(): Promise<void> {
    for (const email of this.listed) {
      const user = await this.deps.users.findByEmail(email);
      if (!user || user.status !== 'active') continue;
      if (await this.deps.audit.has('user.revoke_admin', 'user', user.id)) continue;
      await this.grant(email, 'ADMIN_EMAILS');
    }
  }

  /** When an account is activated (inside that transaction): a listed one becomes an admin. */
  async onAccountActivated(tx: Database, userId: string): Promise<void> {
    if (this.listed.size === 0) return;
    const user = await this.deps.users.find(userId, tx);
    if (user && this.listed.has(user.email.toLowerCase())) await this.grant(user.email, 'ADMIN_EMAILS', tx);
  }
}
