import type { Clock } from '../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createLocalPayments } from './local-payments.ts';
import type { Payments } from './payments.ts';
import { createStripePayments } from './stripe-payments.ts';

/** The payment provider PAYMENTS_PROVIDER selects: Stripe's API, or the local stand-in with Stripe's test cards. */
export function createPayments(config: Config, db: Database, clock: Clock): Payments {
  if (config.PAYMENTS_PROVIDER === 'stripe') {
    if (!config.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is required with PAYMENTS_PROVIDER=stripe');
    return createStripePayments({ secretKey: config.STRIPE_SECRET_KEY, apiUrl: config.STRIPE_API_URL });
  }
  return createLocalPayments(db, clock);
}
