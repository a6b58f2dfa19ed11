import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../adapters/clock.ts';
import { isLocalPayments } from '../../../adapters/payments/local-payments.ts';
import type { Payments } from '../../../adapters/payments/payments.ts';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { repository, unitOfWork } from '../../../db/unit-of-work.ts';
import type { UsersService } from '../../accounts/users/users.service.ts';
import type { RateLimiter } from '../../rate-limits/rate-limiter.ts';
import { paymentCardsRepository } from './payment-cards.repository.ts';
import { localPaymentMethodsRoutes, paymentCardsRoutes } from './payment-cards.routes.ts';
import { PaymentCardsService } from './payment-cards.service.ts';

/** The saved-cards service on `db`, without routes (the app, the orders module and tests). */
export function createPaymentCards(deps: {
  db: Database;
  clock: Clock;
  payments: Payments;
  users: Pick<UsersService, 'find'>;
}): PaymentCardsService {
  const { db, clock, payments, users } = deps;
  return new PaymentCardsService({
    uow: unitOfWork(db),
    cards: repository(paymentCardsRepository, db),
    payments,
    users,
    clock,
  });
}

/** Saved cards; with the local provider, also its tokenization endpoint (Stripe.js's stand-in). */
export async function registerPaymentCards(
  app: FastifyInstance,
  deps: { cards: PaymentCardsService; config: Config; payments: Payments; limiter: RateLimiter },
): Promise<void> {
  const { cards, config, payments, limiter } = deps;
  await app.register(paymentCardsRoutes, { cards });
  if (config.PAYMENTS_PROVIDER === 'local' && isLocalPayments(payments)) {
    await app.register(localPaymentMethodsRoutes, { cards, local: payments, limiter });
  }
}
