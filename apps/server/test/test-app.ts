import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { systemClock, type Clock } from '../src/adapters/clock.ts';
import { createLocalGeocoder } from '../src/adapters/geocoder/local-geocoder.ts';
import { createPayments } from '../src/adapters/payments/create-payments.ts';
import { buildApp, type AppDeps } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/client.ts';
import { createServices, type Services } from '../src/services.ts';
import { databaseUrlWith } from './db-template.ts';

/** A migrated database of its own for one test file, cloned from the prepared template. */
export async function createTestDatabase(
  options: { poolSize?: number; connectionTimeoutMillis?: number } = {},
): Promise<DatabaseHandle> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    return openPglite({ dump: new Blob([fs.readFileSync(template.dumpFile)]) });
  }
  const name = `playeats_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.template}`);
  } finally {
    await admin.end();
  }
  const handle = await openPostgres(databaseUrlWith(template.adminUrl, name), options.poolSize ?? 10, {
    ...(options.connectionTimeoutMillis ? { connectionTimeoutMillis: options.connectionTimeoutMillis } : {}),
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const drop = new pg.Client({ connectionString: template.adminUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent',
    WEB_DIST_DIR: '/nonexistent',
    PUBLIC_URL: 'http://playeats.test',
    // Fast hashes in tests; the real cost is measured in bench/.
    SCRYPT_LOG_N: '10',
    ...env,
  });
}

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a real database, called through app.inject (fastify/demo's test helper). */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    database?: DatabaseHandle;
    extend?: (app: FastifyInstance) => void;
    /** Runs once the app is built, before it is ready (server.ts migrates meanwhile). */
    beforeReady?: () => Promise<void>;
  } & Pick<AppDeps, 'clock' | 'messaging' | 'identityProviders' | 'payments' | 'geocoder' | 'events'> = {},
): Promise<TestContext> {
  const { env = {}, database, extend, beforeReady, ...adapters } = options;
  const config = testConfig(env);
  const db = database ?? (await createTestDatabase());
  const app = await buildApp({ config, database: db, logger: false, ...adapters });
  extend?.(app);
  await beforeReady?.();
  await app.ready();
  // Messages are sent after the answer; tests read the outbox right after a call, so each
  // injected call here also waits for the messages it caused.
  const inject = app.inject.bind(app) as (opts: InjectOptions) => Promise<LightMyRequestResponse>;
  (app as unknown as { inject: typeof inject }).inject = async (opts) => {
    const res = await inject(opts);
    await app.notificationsSettled();
    return res;
  };
  return {
    app,
    database: db,
    config,
    close: async () => {
      await app.close();
      if (!database) await db.close();
    },
  };
}

/**
 * The business services on the test app's database, composed as the app composes them
 * (src/services.ts): for tests that call a module's service between requests.
 */
export function servicesOf(ctx: TestContext, clock: Clock = systemClock): Services {
  const db = ctx.database.db;
  return createServices({
    config: ctx.config,
    db,
    clock,
    geocoder: createLocalGeocoder(),
    payments: createPayments(ctx.config, db, clock),
    log: ctx.app.log,
  });
}
