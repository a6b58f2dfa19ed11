import * as z from 'zod/mini';
import { countrySchema, languageSchema } from './common.ts';
import { orderSummarySchema } from './ordering.ts';
import { balanceSchema, gameSessionSchema, ledgerEntrySchema } from './rewards.ts';
import { ROLE_VALUES } from './users.ts';

/*
 * The admin area's calls (/api/admin/...): users, the dashboard and the audit log.
 * Every one is ADMIN only, checked against the account as it is now.
 */

const reasonSchema = z.string().check(z.trim(), z.minLength(1, 'a reason is required'), z.maxLength(500));
const limitSchema = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 25);

// ---- Users ----

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  country: countrySchema,
  language: languageSchema,
  roles: z.array(z.string()),
  /** pending (not activated), active, or disabled (locked by an admin). */
  status: z.string(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
});
export type AdminUserDto = z.infer<typeof adminUserSchema>;

/** GET /api/admin/users: `q` is part of an e-mail, a phone number, a referral code or an id. */
export const adminUserListQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: limitSchema,
});
export const adminUserPageSchema = z.object({
  items: z.array(adminUserSchema),
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: z.nullable(z.string()),
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** GET /api/admin/users/{id}: the account and what it holds and did lately. */
export const adminUserDetailSchema = z.object({
  user: adminUserSchema,
  balances: balanceSchema,
  ledger: z.object({ items: z.array(ledgerEntrySchema), total: z.int() }),
  gameSessions: z.array(gameSessionSchema),
  orders: z.array(orderSummarySchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** POST /api/admin/users/{id}/roles: grant or revoke a role (never the last active admin's ADMIN). */
export const roleChangeSchema = z.object({
  role: z.enum(ROLE_VALUES),
  grant: z.boolean(),
  reason: reasonSchema,
});
export type RoleChange = z.infer<typeof roleChangeSchema>;

/** POST /api/admin/users/{id}/lock, /unlock and /sign-out. */
export const reasonBodySchema = z.object({ reason: reasonSchema });

// ---- Dashboard ----

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD'));

/** GET /api/admin/stats?from=&to=: both inclusive, calendar days of the bucks time zone, at most 366 days. */
export const statsQuerySchema = z.object({ from: isoDate, to: isoDate });
export type StatsQuery = z.infer<typeof statsQuerySchema>;

export const statsDaySchema = z.object({
  day: isoDate,
  /** Orders placed that day and not cancelled. */
  orders: z.int(),
  /** Their totals (what customers paid after bucks and promo dollars), in cents, per currency. */
  revenueUsdCents: z.int(),
  revenueCadCents: z.int(),
  bucksEarned: z.int(),
  bucksSpent: z.int(),
  activePlayers: z.int(),
  gameMinutes: z.int(),
  signups: z.int(),
  referralConversions: z.int(),
});
export type StatsDay = z.infer<typeof statsDaySchema>;

export const statsSchema = z.object({
  from: isoDate,
  to: isoDate,
  timeZone: z.string(),
  days: z.array(statsDaySchema),
  totals: z.object({
    orders: z.int(),
    revenueUsdCents: z.int(),
    revenueCadCents: z.int(),
    bucksEarned: z.int(),
    bucksSpent: z.int(),
    /** The busiest day's players (players are counted per day: one player on two days is two). */
    peakDailyPlayers: z.int(),
    gameMinutes: z.int(),
    signups: z.int(),
    referralConversions: z.int(),
  }),
});
export type StatsDto = z.infer<typeof statsSchema>;

// ---- Audit log ----

export const auditQuerySchema = z.object({
  action: z.optional(z.string().check(z.maxLength(100))),
  targetType: z.optional(z.string().check(z.maxLength(100))),
  targetId: z.optional(z.string().check(z.maxLength(200))),
  actorUserId: z.optional(z.uuid()),
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: limitSchema,
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.int(),
  actorUserId: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.nullable(z.string()),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.nullable(z.string()),
  at: z.string(),
});
export type AuditEntryDto = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), nextCursor: z.nullable(z.string()) });
export type AuditPage = z.infer<typeof auditPageSchema>;
