import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './db/schema/users.ts';
import { prepareServerDatabase, type ServerDatabase } from '../test/server-database.ts';
import { buildServerBundle, freePort, runServer, waitHealthy } from '../test/server-process.ts';

// Issue 20: a client that opens a large answer and never reads it must not turn a
// deployment's SIGTERM into exit 1 with the database left open.

const GRACE_MS = 1_500;
const DRAIN_MS = 1_000;
/** Far beyond what loopback socket buffers hold, so the answer cannot finish unread. */
const BIG_ASSET_BYTES = 48 * 1024 * 1024;

/** A web build whose one hashed asset is large. */
function bigWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'playeats-bigweb-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>PlayEats</title>');
  fs.writeFileSync(path.join(dir, 'assets', 'big-0123abcd.js'), randomBytes(BIG_ASSET_BYTES));
  return dir;
}

/** Requests the asset, waits for the first bytes of the answer, then stops reading. */
function openUnreadAnswer(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`GET /assets/big-0123abcd.js HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    });
    socket.once('error', reject);
    socket.once('data', (chunk: Buffer) => {
      expect(chunk.toString('latin1')).toMatch(/^HTTP\/1\.1 200/);
      socket.pause();
      resolve(socket);
    });
  });
}

describe('graceful shutdown with a client that stops reading', () => {
  let database: ServerDatabase;
  let webDist: string;

  beforeAll(async () => {
    await buildServerBundle();
    database = await prepareServerDatabase('shutdown');
    webDist = bigWebDist();
  }, 60_000);
  afterAll(async () => {
    fs.rmSync(webDist, { recursive: true, force: true });
    await database?.dispose();
  });

  it('readiness goes 503 at once, the stalled connection is cut at the end of the grace, the database closes and the process exits 0', async () => {
    const port = await freePort();
    const env = {
      ...database.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      SEED_DEMO_DATA: 'false',
      WEB_DIST_DIR: webDist,
      SCRYPT_LOG_N: '10',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
    };
    const running = runServer(env);
    await waitHealthy(port, running);

    // A write committed before the signal.
    const email = `shutdown-${randomUUID().slice(0, 8)}@example.com`;
    const signup = await fetch(`http://127.0.0.1:${port}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'a long enough passphrase 7', country: 'CANADA', acceptTerms: true }),
    });
    await signup.arrayBuffer();
    expect(signup.status).toBeLessThan(300);

    const stalled = await openUnreadAnswer(port);
    const signalledAt = performance.now();
    running.child.kill('SIGTERM');

    // While draining, the listener is still open and readiness says "do not send".
    let readiness = 200;
    while (readiness === 200) {
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      await health.arrayBuffer();
      readiness = health.status;
    }
    expect(readiness).toBe(503);

    const code = await running.exited;
    const elapsedMs = Math.round(performance.now() - signalledAt);
    stalled.destroy();
    // Exit 0 is reached only through the clean path; the server's own last resort (exit 1)
    // comes 5 s after the grace. The figure is printed, not asserted (timings live in bench/).
    console.info(`shutdown with a stalled client: ${elapsedMs} ms (drain ${DRAIN_MS} + grace ${GRACE_MS})`);
    expect(code, running.output()).toBe(0);
    expect(running.output()).toMatch(/grace period over: 1 request\(s\) cut/);
    expect(running.output()).toContain('shut down cleanly');

    // The write is there after the stop, and the data folder opens cleanly.
    const handle = await database.open();
    try {
      const rows = await handle.db.select({ email: users.email }).from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(1);
    } finally {
      await handle.close();
    }

    // And a restart serves it.
    const again = runServer(env);
    await waitHealthy(port, again);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);
});
