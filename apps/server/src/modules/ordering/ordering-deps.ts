import type { Clock } from '../../adapters/clock.ts';
import type { Geocoder } from '../../adapters/geocoder/geocoder.ts';
import type { Payments } from '../../adapters/payments/payments.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Accounts } from '../accounts/accounts.module.ts';
import type { RateLimiter } from '../rate-limits/rate-limiter.ts';

/** What the ordering modules (addresses, payment cards, cart, orders, notifications) are built from. */
export interface OrderingDeps {
  config: Config;
  db: Database;
  clock: Clock;
  geocoder: Geocoder;
  payments: Payments;
  limiter: RateLimiter;
  accounts: Accounts;
}
