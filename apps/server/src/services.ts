import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './adapters/clock.ts';
import type { Geocoder } from './adapters/geocoder/geocoder.ts';
import type { Payments } from './adapters/payments/payments.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createAccounts, type Accounts } from './modules/accounts/accounts.module.ts';
import { createOrdering, placedOrderCounter, type Ordering } from './modules/ordering/ordering.module.ts';
import type { RateLimiter } from './modules/rate-limits/rate-limiter.ts';
import { createRateLimitsModule } from './modules/rate-limits/rate-limits.module.ts';
import { createCatalogue, type Catalogue } from './modules/restaurants/restaurants.module.ts';
import { createRewards, type Rewards } from './modules/rewards/rewards.module.ts';

export interface Services {
  limiter: RateLimiter;
  accounts: Accounts;
  catalogue: Catalogue;
  rewards: Rewards;
  ordering: Ordering;
}

/**
 * The business modules' services on `db`, each given the others' it uses (the module map
 * of docs/architecture.md, bottom up). The app registers their routes; tests call them.
 */
export function createServices(deps: {
  config: Config;
  db: Database;
  clock: Clock;
  geocoder: Geocoder;
  payments: Payments;
  log: FastifyBaseLogger;
}): Services {
  const { config, db, clock, geocoder, payments, log } = deps;
  const limiter = createRateLimitsModule({ db, clock, ipScale: config.IP_RATE_LIMIT_SCALE });
  const accounts = createAccounts({ db, clock, geocoder });
  const catalogue = createCatalogue({ db, clock, geocoder, limiter });
  const rewards = createRewards({ config, db, clock, users: accounts.users, orderCounter: placedOrderCounter(db) });
  const ordering = createOrdering({
    config,
    db,
    clock,
    payments,
    log,
    users: accounts.users,
    addresses: accounts.addresses,
    menu: catalogue.menu,
    ledger: rewards.ledger,
  });
  return { limiter, accounts, catalogue, rewards, ordering };
}
