import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/client.ts';
import { databaseUrlWith } from './db-template.ts';

/** A migrated database that a server process (the real entry point) can open. */
export interface ServerDatabase {
  /** Server environment naming the database. */
  env: Record<string, string>;
  /** Opens it from the test, e.g. to check what a stopped server left behind. */
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

/** A PGlite data folder restored from the template dump, or a PostgreSQL clone of the template. */
export async function prepareServerDatabase(prefix: string): Promise<ServerDatabase> {
  const template = inject('dbTemplate');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `playeats-${prefix}-`));
  if (template.kind === 'pglite') {
    const pgliteDir = path.join(dataDir, 'pglite');
    const seed = await openPglite({ dataDir: pgliteDir, dump: new Blob([fs.readFileSync(template.dumpFile)]) });
    await seed.ping();
    await seed.close();
    return {
      env: { DATA_DIR: dataDir },
      open: () => openPglite({ dataDir: pgliteDir }),
      dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `playeats_${prefix.replaceAll('-', '_')}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.template}`);
  await admin.end();
  const url = databaseUrlWith(template.adminUrl, name);
  return {
    env: { DATABASE_URL: url, DATA_DIR: dataDir },
    open: () => openPostgres(url, 4),
    dispose: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      const drop = new pg.Client({ connectionString: template.adminUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}
