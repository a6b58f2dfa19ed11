import type { FastifyInstance } from 'fastify';
import { isLocalPayments } from '../../../adapters/payments/local-payments.ts';
import type { OrderingDeps } from '../ordering-deps.ts';
import { localPaymentMethodsRoutes, paymentCardsRoutes } from './payment-cards.routes.ts';
import { createPaymentCardsService } from './payment-cards.service.ts';

/** Saved cards; with the local provider, also its tokenization endpoint (Stripe.js's stand-in). */
export async function registerPaymentCards(app: FastifyInstance, deps: OrderingDeps): Promise<void> {
  const { config, db, clock, payments } = deps;
  const cards = createPaymentCardsService({ db, clock, payments });
  await app.register(paymentCardsRoutes, { cards });
  if (config.PAYMENTS_PROVIDER === 'local' && isLocalPayments(payments)) {
    await app.register(localPaymentMethodsRoutes, { cards, local: payments, limiter: deps.limiter });
  }
}
