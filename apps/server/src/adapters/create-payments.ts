import type { Clock } from './clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Payments } from './payments.ts';

// Placeholder while the local provider is written (issue 6).
export function createPayments(_config: Config, _db: Database, _clock: Clock): Payments {
  const notYet = () => Promise.reject(new Error('payments: not written yet'));
  return {
    name: 'none',
    createCustomer: notYet,
    retrievePaymentMethod: notYet,
    setupCard: notYet,
    detachPaymentMethod: notYet,
    authorize: notYet,
    capture: notYet,
    cancel: notYet,
    refund: notYet,
  };
}
