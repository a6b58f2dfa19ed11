import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '../src/db/client.ts';

/**
 * How test files get a migrated database without paying for initdb each time:
 * PGlite loads a prepared dump into memory (~0.6 s); PostgreSQL clones a template database.
 */
export type DbTemplate =
  { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; adminUrl: string; template: string };

export function databaseUrlWith(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function prepareTemplate(
  databaseUrl: string | undefined,
): Promise<{ template: DbTemplate; dispose(): Promise<void> }> {
  if (databaseUrl) {
    const template = `playeats_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const handle = await openPostgres(databaseUrlWith(databaseUrl, template), 2);
    await handle.migrate();
    await handle.close();
    return {
      template: { kind: 'postgres', adminUrl: databaseUrl, template },
      dispose: async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'playeats-tpl-'));
  const handle = await openPglite({ dataDir });
  await handle.migrate();
  const dump = await handle.dumpDataDir!();
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  const dumpFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'playeats-dump-')), 'template.tar');
  fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  return {
    template: { kind: 'pglite', dumpFile },
    dispose: async () => fs.rmSync(path.dirname(dumpFile), { recursive: true, force: true }),
  };
}
