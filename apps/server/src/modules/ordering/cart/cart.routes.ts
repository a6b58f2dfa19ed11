import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { cartSchema, checkoutOptionsSchema, putCartRequestSchema, quoteSchema } from '@playeats/contracts/ordering';
import type { CartService } from './cart.service.ts';

const tags = ['cart'];
const security = [{ bearer: [] }];

/** The signed-in user's cart and its checkout quote. */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  app.addHook('onRequest', app.requireAuth);

  app.get(
    '/api/users/me/cart',
    {
      schema: {
        tags,
        security,
        summary: 'The cart at today’s menu; 204 when empty',
        response: { 200: cartSchema, 204: z.null() },
      },
    },
    async (request, reply) => {
      const dto = await cart.get(request.auth!.userId);
      return dto ? dto : reply.code(204).send(null);
    },
  );
  app.put(
    '/api/users/me/cart',
    {
      schema: {
        tags,
        security,
        summary: 'Replace the whole cart; `version` (the one last read) makes a stale save a 409',
        body: putCartRequestSchema,
        response: { 200: cartSchema },
      },
    },
    async (request) => cart.put(request.auth!.userId, request.body),
  );
  app.delete(
    '/api/users/me/cart',
    { schema: { tags, security, summary: 'Empty the cart' } },
    async (request, reply) => {
      await cart.remove(request.auth!.userId);
      return reply.code(204).send();
    },
  );
  app.post(
    '/api/users/me/cart/quote',
    {
      schema: {
        tags,
        security,
        summary: 'Price the cart delivered to one of the user’s addresses, every ordering rule checked',
        body: checkoutOptionsSchema,
        response: { 200: quoteSchema },
      },
    },
    async (request) => cart.quote(request.auth!.userId, request.body),
  );
};
