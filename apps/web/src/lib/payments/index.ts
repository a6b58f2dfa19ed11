import { localPayments } from './local-payments.ts';
import type { PaymentsAdapter } from './payments-adapter.ts';

/**
 * The provider this build hands cards to. Only the local one exists so far; the Stripe.js
 * adapter (loaded on demand with the publishable key from the settings) will be chosen
 * here when the server runs PAYMENTS_PROVIDER=stripe.
 */
export const paymentsAdapter: PaymentsAdapter = localPayments;
