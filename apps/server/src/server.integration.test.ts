import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite } from './db/client.ts';
import { repoRoot } from './lib/paths.ts';

// The real entry point as `npm start` runs it: the esbuild bundle in a child process.
const serverJs = path.join(repoRoot, 'apps/server/dist/server.js');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function run(env: Record<string, string>): Running {
  let out = '';
  // DATABASE_URL is removed: this test is about the embedded database's data folder.
  const { DATABASE_URL: _ignored, ...parentEnv } = process.env;
  const child = spawn(process.execPath, [serverJs], { env: { ...parentEnv, LOG_LEVEL: 'info', ...env } });
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function waitHealthy(port: number, running: Running): Promise<void> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (running.child.exitCode !== null) throw new Error(`server exited early:\n${running.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not healthy in time:\n${running.output()}`);
}

describe('server process', () => {
  let dataDir: string;
  beforeAll(async () => {
    const { buildServer } = (await import(path.join(repoRoot, 'scripts/build.mjs'))) as {
      buildServer(): Promise<boolean>;
    };
    await buildServer();
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
    expect(first.output()).toContain('"seeded":true');
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');

    const second = run({ PORT: String(port), DATA_DIR: dataDir });
    await waitHealthy(port, second);
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
