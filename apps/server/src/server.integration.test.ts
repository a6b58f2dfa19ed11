import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite } from './db/client.ts';
import { buildServerBundle, freePort, runServer as run, waitHealthy } from '../test/server-process.ts';

describe('server process', () => {
  let dataDir: string;
  beforeAll(async () => {
    await buildServerBundle();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'playeats-proc-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('a bad variable stops the process with a message naming it', async () => {
    const running = run({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await running.exited).toBe(78);
    expect(running.output()).toContain('PORT');
    expect(running.output()).not.toMatch(/at .*\.js:\d+/);
  });

  it('seeds on the first start only, and SIGTERM/SIGINT shut down cleanly keeping the data', async () => {
    const port = await freePort();
    const first = run({ PORT: String(port), DATA_DIR: dataDir });
    await waitHealthy(port, first);
    // The ready line is written as the server starts listening; its bytes may reach this
    // process a moment after the first health answer.
    await expect.poll(() => first.output(), { timeout: 10_000 }).toContain('is ready');
    expect(first.output()).toContain('"seeded":true');
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');

    const second = run({ PORT: String(port), DATA_DIR: dataDir });
    await waitHealthy(port, second);
    await expect.poll(() => second.output(), { timeout: 10_000 }).toContain('is ready');
    expect(second.output()).toContain('"seeded":false');
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);

    // The data folder is intact and closed: it opens and holds the seed marker.
    const db = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
    const rows = await db.db.execute<{ key: string }>(sql`select key from app_meta`);
    expect(rows.rows.map((r) => r.key)).toContain('demo_seed');
    await db.close();
  }, 120_000);
});
