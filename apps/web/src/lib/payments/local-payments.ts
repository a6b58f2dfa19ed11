import { paymentMethodSchema, type LocalAuthenticationRequest } from '@playeats/contracts/payments';
import { request } from '../http-client.ts';
import type { CardInput, FieldsPaymentsAdapter } from './payments-adapter.ts';

export const LOCAL_PAYMENT_METHODS_PATH = '/api/local-payments/payment-methods';
export const LOCAL_AUTHENTICATIONS_PATH = '/api/local-payments/authentications';

/**
 * The local provider (development and tests): POST /api/local-payments/payment-methods,
 * Stripe.js's createPaymentMethod in miniature. Like Stripe.js it needs no sign-in. Its
 * bank check (3-D Secure for the test cards that ask for it) is a page of its own, in a
 * dialog, as Stripe.js shows the bank's: the card holder completes or fails it.
 */
export const localPayments: FieldsPaymentsAdapter = {
  name: 'local',
  entry: 'fields',
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
  async authenticate(clientSecret: string) {
    // The page is loaded with the check: only a test card that asks for one needs it.
    const { askLocalBank } = await import('../../components/payment-card/local-bank-check.tsx');
    const outcome = await askLocalBank();
    const body: LocalAuthenticationRequest = { clientSecret, outcome };
    await request(LOCAL_AUTHENTICATIONS_PATH, { method: 'POST', authenticated: false, body });
  },
};
