import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { seedDemoData } from './db/seed.ts';

const SHUTDOWN_GRACE_MS = 10_000;

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
  const database = await phase('open', () => openDatabase(config));
  await phase('migrate', () => database.migrate());
  const seeded = config.SEED_DEMO_DATA ? await phase('seed', () => seedDemoData(database.db)) : false;
  const app = await phase('build', () => buildApp({ config, database }));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      // Stop accepting, let in-flight requests finish, then close the database so every
      // committed write is flushed to the data folder.
      await app.close();
      await database.close();
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
