import type { PaymentsSettings } from '@playeats/contracts/settings';
import { localPayments } from './local-payments.ts';
import type { PaymentsAdapter } from './payments-adapter.ts';
import { createStripePayments } from './stripe-payments.ts';

/** The provider a build hands cards to before the settings say otherwise: the local one. */
export const paymentsAdapter: PaymentsAdapter = localPayments;

let stripe: { key: string; adapter: PaymentsAdapter } | undefined;

/**
 * The adapter for the server's provider (GET /api/settings `payments`): Stripe.js with
 * PAYMENTS_PROVIDER=stripe, the local provider otherwise (and from an older server). One
 * Stripe adapter per key, so Stripe.js loads once.
 */
export function paymentsAdapterFor(settings: PaymentsSettings | undefined): PaymentsAdapter {
  if (settings?.provider !== 'stripe' || !settings.publishableKey) return localPayments;
  const key = `${settings.publishableKey} ${settings.scriptUrl ?? ''}`;
  if (stripe?.key !== key) {
    stripe = {
      key,
      adapter: createStripePayments({ publishableKey: settings.publishableKey, scriptUrl: settings.scriptUrl }),
    };
  }
  return stripe.adapter;
}
