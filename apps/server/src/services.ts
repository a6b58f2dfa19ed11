import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './adapters/clock.ts';
import type { Geocoder } from './adapters/geocoder/geocoder.ts';
import type { Payments } from './adapters/payments/payments.ts';
import { createStorage } from './adapters/storage/create-storage.ts';
import type { ObjectStorage } from './adapters/storage/object-storage.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createAccounts, type Accounts } from './modules/accounts/accounts.module.ts';
import { createOrdering, placedOrderCounter, type Ordering } from './modules/ordering/ordering.module.ts';
import type { RateLimiter } from './modules/rate-limits/rate-limiter.ts';
import { createRateLimitsModule } from './modules/rate-limits/rate-limits.module.ts';
import { createCatalogue, type Catalogue } from './modules/restaurants/restaurants.module.ts';
import { deliveryCoverage } from './modules/restaurants/delivery-coverage.ts';
import { createRewards, type Rewards } from './modules/rewards/rewards.module.ts';
import { createAudit } from './modules/audit/audit.module.ts';
import type { AuditService } from './modules/audit/audit.service.ts';
import { createSettings } from './modules/settings/settings.module.ts';
import type { SettingsService } from './modules/settings/settings.service.ts';
import { createDiscord, type DiscordAdapter } from './adapters/discord/create-discord.ts';
import { createCreators, type Creators } from './modules/creators/creators.module.ts';

export interface Services {
  audit: AuditService;
  settings: SettingsService;
  limiter: RateLimiter;
  accounts: Accounts;
  catalogue: Catalogue;
  rewards: Rewards;
  ordering: Ordering;
  creators: Creators;
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
  /** Where uploads go; default: what the configuration selects (STORAGE_DRIVER). */
  storage?: ObjectStorage;
  /** Discord for the creator programs; default: Discord with a client id, else the local stand-in (off in production). */
  discord?: DiscordAdapter | null;
}): Services {
  const { config, db, clock, geocoder, payments, log } = deps;
  const audit = createAudit({ db, clock });
  const settings = createSettings({ config, db, clock, audit });
  const limiter = createRateLimitsModule({ db, clock, ipScale: config.IP_RATE_LIMIT_SCALE });
  // A saved address says whether any restaurant delivers there (docs/decisions/0026).
  const accounts = createAccounts({ db, clock, geocoder, coverage: deliveryCoverage(db) });
  const catalogue = createCatalogue({
    db,
    clock,
    geocoder,
    limiter,
    audit,
    storage: deps.storage ?? createStorage(config),
    importMaxBytes: config.RESTAURANT_IMPORT_MAX_BYTES,
    nearbyBatchesAtOnce: config.NEARBY_BATCHES_AT_ONCE,
  });
  const rewards = createRewards({
    config,
    db,
    clock,
    settings,
    users: accounts.users,
    orderCounter: placedOrderCounter(db),
    audit,
    // Creator codes: the creators module answers the codes that are no promo codes.
    partnerCodes: {
      redeem: (tx, userId, code, at) => creators.partnerCodes.redeem(tx, userId, code, at),
      owns: (code, tx) => creators.partnerCodes.owns(code, tx),
    },
  });
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
    settings,
    audit,
    // A viewer's first delivered order credits their creator, in the delivery's transaction.
    onOrderDelivered: (tx, order, at) => creators.onOrderDelivered(tx, order, at),
  });
  const creators = createCreators({
    config,
    db,
    clock,
    users: accounts.users,
    ledger: rewards.ledger,
    orders: placedOrderCounter(db),
    promotions: rewards.promotions,
    audit,
    limiter,
    discord: deps.discord === undefined ? createDiscord(config, clock) : deps.discord,
  });
  return { audit, settings, limiter, accounts, catalogue, rewards, ordering, creators };
}
