// Every table, for drizzle-kit (drizzle.config.ts): one file per owner. A module's
// repository imports only its own file (eslint.config.js); no code imports this one.
export * from './meta.ts';
export * from './users.ts';
export * from './addresses.ts';
export * from './auth.ts';
export * from './rate-limits.ts';
export * from './outbox.ts';
export * from './restaurants.ts';
export * from './meals.ts';
export * from './ledger.ts';
export * from './game-time.ts';
export * from './promotions.ts';
export * from './challenges.ts';
export * from './idempotency.ts';
export * from './payment-cards.ts';
export * from './local-payments.ts';
export * from './cart.ts';
export * from './orders.ts';
export * from './notifications.ts';
export * from './settings.ts';
export * from './audit.ts';
export * from './admin.ts';
export * from './creators.ts';
