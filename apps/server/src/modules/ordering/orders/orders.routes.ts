import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  cancelOrderRequestSchema,
  cartSchema,
  moneySavedSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderPageSchema,
  orderSchema,
  orderWebhookSchema,
  placeOrderRequestSchema,
} from '@playeats/contracts/ordering';
import { restaurantIdParamsSchema } from '@playeats/contracts/restaurants';
import type { Clock } from '../../../adapters/clock.ts';
import { HttpProblem } from '../../../lib/problem.ts';
import { registerJsonBody } from '../../../plugins/json-body.ts';
import type { MenuService } from '../../restaurants/menu.service.ts';
import {
  deliverySender,
  deriveWebhookKey,
  restaurantSender,
  verifySenderWebhook,
  type WebhookSender,
} from './order-webhook-signature.ts';
import type { OrderLifecycle } from './lifecycle.service.ts';
import type { OrdersService } from './orders.service.ts';
import type { PlacementService } from './placement.service.ts';

const tags = ['orders'];
const security = [{ bearer: [] }];

/** The signed-in user's orders. */
export const ordersRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  placement: PlacementService;
  lifecycle: OrderLifecycle;
}> = async (app, { orders, placement, lifecycle }) => {
  app.addHook('onRequest', app.requireAuth);

  app.post(
    '/api/users/me/orders',
    {
      schema: {
        tags,
        security,
        summary: 'Place the cart as an order (Idempotency-Key required)',
        body: placeOrderRequestSchema,
        response: { 201: orderSchema },
      },
      config: { idempotency: { required: true } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await placement.place(request.auth!.userId, request.body, request.id, request.idempotencyKey!)),
  );
  app.get(
    '/api/users/me/orders',
    {
      schema: {
        tags,
        security,
        summary: 'Order history, newest first',
        querystring: orderListQuerySchema,
        response: { 200: orderPageSchema },
      },
    },
    async (request) => orders.list(request.auth!.userId, request.query),
  );
  app.get(
    '/api/users/me/orders/active',
    {
      schema: {
        tags,
        security,
        summary: 'The order in progress (or one that ended in the last 30 minutes); 204 when none',
        response: { 200: orderSchema, 204: z.null() },
      },
    },
    async (request, reply) => {
      const order = await orders.active(request.auth!.userId);
      return order ? order : reply.code(204).send(null);
    },
  );
  app.get(
    '/api/users/me/orders/:id',
    { schema: { tags, security, params: orderIdParamsSchema, response: { 200: orderSchema } } },
    async (request) => orders.get(request.auth!.userId, request.params.id),
  );
  app.post(
    '/api/users/me/orders/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel before the restaurant accepts: bucks and promo dollars come back, the card hold is released',
        params: orderIdParamsSchema,
        body: cancelOrderRequestSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => lifecycle.cancelByUser(request.auth!.userId, request.params.id, request.body.reason),
  );
  app.post(
    '/api/users/me/orders/:id/reorder',
    {
      schema: {
        tags,
        security,
        summary: "Fill the cart with this order's lines, as today's menu has them",
        params: orderIdParamsSchema,
        response: { 200: cartSchema },
      },
    },
    async (request) => orders.reorder(request.auth!.userId, request.params.id),
  );
  app.get(
    '/api/users/me/money-saved',
    {
      schema: {
        tags,
        security,
        summary: 'What the discounts of delivered orders saved',
        response: { 200: moneySavedSchema },
      },
    },
    async (request) => orders.moneySaved(request.auth!.userId),
  );
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated sender of an order webhook (its signature checked with its key). */
    webhookSender?: WebhookSender;
  }
}

const webhooksNotConfigured = () =>
  new HttpProblem(
    503,
    'ServiceUnavailableException',
    'Webhooks not configured',
    'Order webhooks are not configured on this server.',
  );

/**
 * Restaurants and the delivery partner move orders here. Each sender names itself in
 * `PlayEats-Sender` and signs with its own key, derived from ORDER_WEBHOOK_SECRET
 * (order-webhook-signature.ts); what it may do is checked against the order in applyWebhook.
 */
export const orderWebhookRoutes: FastifyPluginAsyncZod<{
  lifecycle: OrderLifecycle;
  secret: string | null;
  clock: Clock;
}> = async (app, { lifecycle, secret, clock }) => {
  registerJsonBody(app, { keepRawBody: true });
  app.addHook('preValidation', async (request) => {
    if (!secret) throw webhooksNotConfigured();
    const check = verifySenderWebhook(
      secret,
      {
        rawBody: request.rawBody ?? '',
        sender: request.headers['playeats-sender'] as string | undefined,
        signature: request.headers['playeats-signature'] as string | undefined,
      },
      clock.now(),
    );
    if (!check.ok) throw new HttpProblem(401, 'InvalidWebhookSignatureException', 'Invalid signature', check.reason);
    request.webhookSender = check.sender;
  });
  app.post(
    '/api/webhooks/orders',
    {
      schema: {
        tags: ['webhooks'],
        summary:
          'A restaurant or the delivery partner moves an order (signed with its own key; an event id applies once)',
        description:
          'Signed like Stripe with the key of the sender named in PlayEats-Sender (an admin reads it from ' +
          'GET /api/admin/restaurants/{id}/webhook-key or GET /api/admin/webhook-keys/delivery). ' +
          "401 InvalidWebhookSignatureException: no or unknown sender, bad or stale signature. 403 ForbiddenException: a source that is not the sender's. " +
          "404: no such order, or not the sending restaurant's. 409 InvalidOrderTransitionException: an illegal move.",
        headers: z.object({
          'playeats-sender': z.string().check(z.describe('restaurant:{restaurant id} or delivery')),
          'playeats-signature': z
            .string()
            .check(z.describe('t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{raw body}" with the sender\'s key}')),
        }),
        body: orderWebhookSchema,
        response: { 200: z.object({ applied: z.boolean(), status: z.string() }) },
      },
    },
    async (request) => lifecycle.applyWebhook(request.body, request.webhookSender!),
  );
};

const webhookKeySchema = z.object({
  /** The PlayEats-Sender value to send with every webhook. */
  sender: z.string().check(z.describe('The PlayEats-Sender header value')),
  /** The HMAC-SHA256 key to sign with (64 hex characters, used as is). */
  key: z.string().check(z.describe('The signing key: 64 hex characters, used as is as the HMAC-SHA256 key')),
});

/**
 * Admins hand each webhook sender its key. Keys are derived from ORDER_WEBHOOK_SECRET, so
 * they are only shown here, never stored; changing the secret changes every key.
 */
export const orderWebhookKeyRoutes: FastifyPluginAsyncZod<{
  menu: Pick<MenuService, 'restaurants'>;
  secret: string | null;
}> = async (app, { menu, secret }) => {
  const admin = { onRequest: app.requireAdmin };
  const keyOf = (sender: WebhookSender) => {
    if (!secret) throw webhooksNotConfigured();
    return { sender: sender.id, key: deriveWebhookKey(secret, sender.id) };
  };

  app.get(
    '/api/admin/restaurants/:id/webhook-key',
    {
      ...admin,
      schema: {
        tags: ['admin', 'webhooks'],
        security,
        summary: "A restaurant's order-webhook sender id and signing key",
        description: '404 RestaurantNotFoundException for an unknown restaurant; 503 when webhooks are not configured.',
        params: restaurantIdParamsSchema,
        response: { 200: webhookKeySchema },
      },
    },
    async (request) => {
      if (!secret) throw webhooksNotConfigured();
      const [restaurant] = await menu.restaurants([request.params.id]);
      if (!restaurant) {
        throw new HttpProblem(
          404,
          'RestaurantNotFoundException',
          'Restaurant not found',
          'There is no restaurant with this id.',
        );
      }
      return keyOf(restaurantSender(restaurant.id));
    },
  );
  app.get(
    '/api/admin/webhook-keys/delivery',
    {
      ...admin,
      schema: {
        tags: ['admin', 'webhooks'],
        security,
        summary: "The delivery partner's order-webhook sender id and signing key",
        description: '503 when webhooks are not configured.',
        response: { 200: webhookKeySchema },
      },
    },
    async () => keyOf(deliverySender),
  );
};
