import { paymentMethodSchema } from '@playeats/contracts/payments';
import { request } from '../http-client.ts';
import type { CardInput, PaymentsAdapter } from './payments-adapter.ts';

export const LOCAL_PAYMENT_METHODS_PATH = '/api/local-payments/payment-methods';

/**
 * The local provider (development and tests): POST /api/local-payments/payment-methods,
 * Stripe.js's createPaymentMethod in miniature. Like Stripe.js it needs no sign-in.
 */
export const localPayments: PaymentsAdapter = {
  name: 'local',
  testMode: true,
  async tokenizeCard(card: CardInput) {
    const method = await request(LOCAL_PAYMENT_METHODS_PATH, {
      method: 'POST',
      authenticated: false,
      body: {
        number: card.number.replace(/[\s-]/g, ''),
        expMonth: card.expMonth,
        expYear: card.expYear,
        cvc: card.cvc,
      },
      schema: paymentMethodSchema,
    });
    return method.id;
  },
};
