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
import type { Clock } from '../../adapters/clock.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { verifyWebhook } from './order-webhook-signature.ts';
import type { OrdersService } from './orders.service.ts';

const tags = ['orders'];
const security = [{ bearer: [] }];

/** The signed-in user's orders. */
export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  app.addHook('preHandler', app.requireAuth);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

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
      reply.code(201).send(await orders.place(request.auth!.userId, request.body, request.id, request.idempotencyKey!)),
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
    async (request) => orders.cancelByUser(request.auth!.userId, request.params.id, request.body.reason),
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
    rawBody?: string;
  }
}

/** Restaurants and the delivery partner move orders here; signed with ORDER_WEBHOOK_SECRET. */
export const orderWebhookRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  secret: string | null;
  clock: Clock;
}> = async (app, { orders, secret, clock }) => {
  // The signature covers the exact bytes sent: keep them beside the parsed body.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(
        new HttpProblem(400, 'ValidationException', 'Malformed JSON', 'The request body is not valid JSON.'),
        undefined,
      );
    }
  });
  app.addHook('preValidation', async (request) => {
    if (!secret) {
      throw new HttpProblem(
        503,
        'ServiceUnavailableException',
        'Webhooks not configured',
        'Order webhooks are not configured on this server.',
      );
    }
    const check = verifyWebhook(
      secret,
      request.rawBody ?? '',
      request.headers['playeats-signature'] as string | undefined,
      clock.now(),
    );
    if (!check.ok) throw new HttpProblem(401, 'InvalidWebhookSignatureException', 'Invalid signature', check.reason);
  });
  app.post(
    '/api/webhooks/orders',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'A restaurant or the delivery partner moves an order (signed; an event id applies once)',
        body: orderWebhookSchema,
        response: { 200: z.object({ applied: z.boolean(), status: z.string() }) },
      },
    },
    async (request) => orders.applyWebhook(request.body),
  );
};
