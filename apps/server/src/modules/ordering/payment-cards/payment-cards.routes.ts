import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addPaymentCardRequestSchema,
  createPaymentMethodRequestSchema,
  localAuthenticationRequestSchema,
  paymentCardIdParamsSchema,
  paymentCardListSchema,
  paymentCardSchema,
  paymentMethodSchema,
} from '@playeats/contracts/payments';
import type { LocalPayments } from '../../../adapters/payments/local-payments.ts';
import { notFound } from '../../../lib/problem.ts';
import type { RateLimiter } from '../../rate-limits/rate-limiter.ts';
import type { PaymentCardsService } from './payment-cards.service.ts';

const tags = ['payment cards'];
const security = [{ bearer: [] }];

/** The signed-in user's saved cards. */
export const paymentCardsRoutes: FastifyPluginAsyncZod<{ cards: PaymentCardsService }> = async (app, { cards }) => {
  app.addHook('onRequest', app.requireAuth);

  app.get(
    '/api/users/me/payment-cards',
    {
      schema: { tags, security, summary: 'Saved cards, default first', response: { 200: paymentCardListSchema } },
    },
    async (request) => ({ items: await cards.list(request.auth!.userId) }),
  );
  app.post(
    '/api/users/me/payment-cards',
    {
      schema: {
        tags,
        security,
        summary: 'Save a card tokenized by the payment provider (SetupIntent, off-session use)',
        body: addPaymentCardRequestSchema,
        response: { 200: paymentCardSchema, 201: paymentCardSchema },
      },
      config: { idempotency: true },
    },
    async (request, reply) => {
      const { card, created } = await cards.add(request.auth!.userId, request.body, request.id);
      return reply.code(created ? 201 : 200).send(card);
    },
  );
  app.delete(
    '/api/users/me/payment-cards/:id',
    { schema: { tags, security, summary: 'Remove (detach) a card', params: paymentCardIdParamsSchema } },
    async (request, reply) => {
      await cards.remove(request.auth!.userId, request.params.id, request.id);
      return reply.code(204).send();
    },
  );
  app.put(
    '/api/users/me/payment-cards/:id/default',
    {
      schema: {
        tags,
        security,
        summary: 'Make a card the default',
        params: paymentCardIdParamsSchema,
        response: { 200: paymentCardListSchema },
      },
    },
    async (request) => ({ items: await cards.makeDefault(request.auth!.userId, request.params.id) }),
  );
};

/** Per IP: card-testing through the tokenizer is not worth anyone's time. */
export const TOKENIZE_LIMIT = { limit: 60, windowSeconds: 600 };

/**
 * The local provider's tokenization, standing in for Stripe.js (development and tests only:
 * registered when PAYMENTS_PROVIDER=local). No sign-in, like Stripe's publishable-key call.
 */
export const localPaymentMethodsRoutes: FastifyPluginAsyncZod<{
  cards: PaymentCardsService;
  local: LocalPayments;
  limiter: RateLimiter;
}> = async (app, { cards, local, limiter }) => {
  app.post(
    '/api/local-payments/payment-methods',
    {
      schema: {
        tags: ['local payments'],
        summary: 'Tokenize a card (the local stand-in for Stripe.js createPaymentMethod)',
        body: createPaymentMethodRequestSchema,
        response: { 201: paymentMethodSchema },
      },
    },
    async (request, reply) => {
      await limiter.hitIp('local-payment-methods', request.ip, TOKENIZE_LIMIT);
      return reply.code(201).send(await cards.tokenize(local, request.body, request.id));
    },
  );
  app.post(
    '/api/local-payments/authentications',
    {
      schema: {
        tags: ['local payments'],
        summary: "The card holder's answer to 3-D Secure (the local stand-in for Stripe.js handleNextAction)",
        body: localAuthenticationRequestSchema,
      },
    },
    async (request, reply) => {
      await limiter.hitIp('local-payment-methods', request.ip, TOKENIZE_LIMIT);
      const found = await local.authenticate(request.body.clientSecret, request.body.outcome);
      if (!found) throw notFound('No payment waits for this authentication.');
      return reply.code(204).send();
    },
  );
};
