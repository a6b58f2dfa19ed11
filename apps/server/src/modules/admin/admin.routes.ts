import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserPageSchema,
  adminUserSchema,
  reasonBodySchema,
  roleChangeSchema,
  statsQuerySchema,
  statsSchema,
} from '@playeats/contracts/admin';
import { adjustmentRequestSchema, adjustmentResultSchema } from '@playeats/contracts/rewards';
import type { AdminUsersService } from './admin-users.service.ts';
import type { DashboardService } from './dashboard.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const params = z.object({ userId: z.uuid() });

export const adminRoutes: FastifyPluginAsyncZod<{ users: AdminUsersService; dashboard: DashboardService }> = async (
  app,
  { users, dashboard },
) => {
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/api/admin/stats',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'The dashboard: figures per day of the bucks time zone, from and to inclusive',
        querystring: statsQuerySchema,
        response: { 200: statsSchema },
      },
    },
    async (request) => dashboard.stats(request.query),
  );
  app.get(
    '/api/admin/users',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'admin.userList: accounts by part of an e-mail, a phone, a referral code or an id; newest first',
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserPageSchema },
      },
    },
    async (request) => users.search(request.query),
  );
  app.get(
    '/api/admin/users/:userId',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'An account with its balances, ledger, game sessions and orders',
        params,
        querystring: z.object({
          ledgerPage: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
        }),
        response: { 200: adminUserDetailSchema },
      },
    },
    async (request) => users.detail(request.params.userId, request.query.ledgerPage),
  );
  app.post(
    '/api/admin/users/:userId/roles',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Grant or revoke ADMIN (never the last active admin’s); audited',
        params,
        body: roleChangeSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => users.changeRole(request.admin!, request.params.userId, request.body),
  );
  const actions = {
    lock: { summary: 'Lock: no sign-in, every session ended (never yourself or the last admin); audited', run: 'lock' },
    unlock: { summary: 'Unlock a locked account; audited', run: 'unlock' },
    'sign-out': { summary: 'End every session of the account; audited', run: 'signOutEverywhere' },
  } as const;
  for (const [path, { summary, run }] of Object.entries(actions)) {
    app.post(
      `/api/admin/users/:userId/${path}`,
      {
        ...admin,
        schema: { tags, security, summary, params, body: reasonBodySchema, response: { 200: adminUserSchema } },
      },
      async (request) => users[run](request.admin!, request.params.userId, request.body.reason),
    );
  }
  app.post(
    '/api/admin/users/:userId/adjustments',
    {
      ...admin,
      config: { idempotency: { required: true } },
      schema: {
        tags,
        security,
        summary: 'Credit (amount > 0) or debit (amount < 0) a balance with a note; Idempotency-Key required; audited',
        params,
        body: adjustmentRequestSchema,
        response: { 201: adjustmentResultSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await users.adjust(request.admin!, request.params.userId, request.idempotencyKey!, request.body)),
  );
};
