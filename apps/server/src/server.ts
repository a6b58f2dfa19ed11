import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { createLifecycle } from './lib/lifecycle.ts';

/**
 * The application's modules, evaluated while the database opens: PGlite opens on its own
 * thread (db/pglite-thread.ts) and PostgreSQL's pool connects over the network, so the
 * evaluation of the bundle's modules fills that wait (decision 0038).
 */
const loadApplication = () =>
  Promise.all([import('./app.ts'), import('./seed/seed.ts'), import('./seed/admin.seed.ts')]);

/** Beyond the grace period: if closing the database itself hangs, give up on a clean exit. */
const HARD_STOP_AFTER_GRACE_MS = 5_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function openConnections(server: { getConnections(cb: (err: Error | null, count: number) => void): void }) {
  return new Promise<number>((resolve) => server.getConnections((err, count) => resolve(err ? 0 : count)));
}

async function main(): Promise<void> {
  const started = performance.now();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }

  const phases: Record<string, number> = {};
  const phase = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    try {
      return await run();
    } finally {
      phases[name] = Math.round(performance.now() - t);
    }
  };
  // On PGlite this starts its thread (or takes over boot.ts's): the wait for it is in 'migrate'.
  const opening = phase('open', () => openDatabase(config));
  // Not awaited before the application's modules load: a failed open is reported below.
  opening.catch(() => undefined);
  const [{ buildApp }, { demoSeeders, seedDemoData }, { adminDemoSeeder }] = await loadApplication();
  const database = await opening;
  // The demo admin (README) outside production only.
  const seeders = config.NODE_ENV === 'production' ? demoSeeders : [...demoSeeders, adminDemoSeeder(config)];
  // The migrations and the seed run while the routes are registered: building the app runs
  // no statement on the application's tables (what reads them at start runs in onReady
  // hooks, at listen, after both; app.integration.test.ts builds it on an empty database).
  const preparing = (async () => {
    await phase('migrate', () => database.migrate());
    return config.SEED_DEMO_DATA ? await phase('seed', () => seedDemoData(database.db, seeders)) : false;
  })();
  preparing.catch(() => undefined);
  const lifecycle = createLifecycle();
  const app = await phase('build', () => buildApp({ config, database, lifecycle }));
  const seeded = await preparing;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Readiness answers 503 from now on, so a load balancer stops sending new requests.
    lifecycle.startDraining();
    app.log.info({ signal }, 'shutting down');
    const { SHUTDOWN_DRAIN_MS: drainMs, SHUTDOWN_GRACE_MS: graceMs } = config;
    const hardStop = setTimeout(
      () => {
        app.log.error('shutdown took too long; exiting');
        process.exit(1);
      },
      drainMs + graceMs + HARD_STOP_AFTER_GRACE_MS,
    );
    hardStop.unref();
    try {
      if (drainMs > 0) await sleep(drainMs);
      // Stop accepting and let in-flight requests finish. A client that stops reading
      // keeps its answer unfinished forever: when the grace period ends, its connection
      // is cut, so a deployment's SIGTERM still closes the database and exits 0.
      const closed = app.close();
      let graceTimer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<boolean>((resolve) => {
        graceTimer = setTimeout(() => resolve(true), graceMs);
      });
      if (await Promise.race([closed.then(() => false), graceOver])) {
        const cut = await openConnections(app.server);
        app.server.closeAllConnections();
        app.log.warn({ cut, graceMs }, `grace period over: ${cut} request(s) cut`);
        await closed;
      }
      clearTimeout(graceTimer);
      // Every committed write is flushed to the data folder before the process ends.
      await database.close();
      app.log.info('shut down cleanly');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    { address, database: database.kind, seeded, phases, startupMs: Math.round(performance.now() - started) },
    `PlayEats is ready at ${config.publicUrl}`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
