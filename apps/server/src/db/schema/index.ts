// The one list of tables drizzle's query builder knows; each module adds its file here.
export * from './meta.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './outbox.ts';
export * from './restaurants.ts';
export * from './meals.ts';
export * from './rewards.ts';
export * from './idempotency.ts';
export * from './ordering.ts';
