import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderPageSchema,
  adminOrderTransitionSchema,
} from '@playeats/contracts/admin-orders';
import { orderIdParamsSchema } from '@playeats/contracts/ordering';
import type { AdminOrdersService } from './admin-orders.service.ts';

const tags = ['admin', 'orders'];
const security = [{ bearer: [] }];

/** The admin's orders: ADMIN only, checked against the account as it is now. */
export const adminOrdersRoutes: FastifyPluginAsyncZod<{ adminOrders: AdminOrdersService }> = async (
  app,
  { adminOrders },
) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/api/admin/orders',
    {
      schema: {
        tags,
        security,
        summary: 'Any user’s orders, newest first: by state, restaurant, user (id or e-mail) and time placed',
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderPageSchema },
      },
    },
    async (request) => adminOrders.list(request.query),
  );
  app.get(
    '/api/admin/orders/:id',
    {
      schema: {
        tags,
        security,
        summary: 'An order with its lines, price, payment and timeline, and the moves an admin may make',
        params: orderIdParamsSchema,
        response: { 200: adminOrderDetailSchema },
      },
    },
    async (request) => adminOrders.get(request.params.id),
  );
  app.post(
    '/api/admin/orders/:id/transitions',
    {
      config: { idempotency: true },
      schema: {
        tags,
        security,
        summary: 'Move an order on, or cancel it with refund, as the webhooks would (a reason is required; audited)',
        description:
          'The order state machine decides (409 InvalidOrderTransitionException for a move it refuses, a second ' +
          'cancel included). Cancelled gives the bucks and promo dollars back once and releases or refunds the card.',
        params: orderIdParamsSchema,
        body: adminOrderTransitionSchema,
        response: { 200: adminOrderDetailSchema },
      },
    },
    async (request) => adminOrders.move(request.admin!, request.params.id, request.body.to, request.body.reason),
  );
};
