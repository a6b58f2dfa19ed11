import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../adapters/clock.ts';
import type { Database } from '../../db/client.ts';
import { repository, unitOfWork } from '../../db/unit-of-work.ts';
import { AdminGrants, type AdminGrantsDeps } from './admin-grants.service.ts';
import { AdminUsersService, type AdminUsersServiceDeps } from './admin-users.service.ts';
import { adminRoutes } from './admin.routes.ts';
import { DashboardService, type FigureSource } from './dashboard.service.ts';
import { statsDaysRepository } from './stats-days.repository.ts';

export interface AdminDeps extends Omit<AdminUsersServiceDeps, 'uow'> {
  db: Database;
  clock: Clock;
  /** The zone whose calendar days the dashboard counts (the bucks time zone). */
  timeZone: string;
  /** Each module's daily figures. */
  figures: readonly FigureSource[];
}

export interface Admin {
  users: AdminUsersService;
  dashboard: DashboardService;
}

/** The admin area's own services: accounts as admins see them, and the dashboard. */
export function createAdmin(deps: AdminDeps): Admin {
  const { db, clock, timeZone, figures, ...rest } = deps;
  return {
    users: new AdminUsersService({ uow: unitOfWork(db), ...rest }),
    dashboard: new DashboardService({ stats: repository(statsDaysRepository, db), sources: figures, clock, timeZone }),
  };
}

/** Granting the first admins (the command line, ADMIN_EMAILS). */
export function createAdminGrants(deps: Omit<AdminGrantsDeps, 'uow'> & { db: Database }): AdminGrants {
  const { db, ...rest } = deps;
  return new AdminGrants({ uow: unitOfWork(db), ...rest });
}

const PREPARE_EVERY_MS = 3600_000;
/** The first run, once the start's own statements (and its first requests) are through. */
const PREPARE_FIRST_AFTER_MS = 5_000;

/**
 * /api/admin/users… and /api/admin/stats (ADMIN only); with `prepareStats`, the dashboard's
 * settled days are computed in the background 5 s after start and every hour (off in tests,
 * which ask for what they check).
 */
export async function registerAdmin(
  app: FastifyInstance,
  admin: Admin,
  options: { prepareStats: boolean },
): Promise<void> {
  await app.register(adminRoutes, { users: admin.users, dashboard: admin.dashboard });
  if (!options.prepareStats) return;
  app.jobs.every('preparing the dashboard', { everyMs: PREPARE_EVERY_MS, firstAfterMs: PREPARE_FIRST_AFTER_MS }, () =>
    admin.dashboard.prepare(),
  );
}
