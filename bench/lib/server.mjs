// Starts the built server (apps/server/dist/server.js) as a child process on a free
// loopback port and measures the time to its first 200 on /api/health.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// BENCH_SERVER_ENTRY runs another build of the server (e.g. one made beside the tree's, to
// compare two builds or to bench while the tree's dist/ is rebuilt by something else).
const serverEntry = process.env.BENCH_SERVER_ENTRY ?? path.join(repoRoot, 'apps', 'server', 'dist', 'server.js');

const READY_TIMEOUT_MS = 120_000;
const POLL_MS = 10;

export async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export function makeTempDir(prefix = 'playeats-bench-') {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * @param {{ dataDir: string, env?: Record<string, string>, port?: number }} options
 * @returns {Promise<{ url: string, port: number, pid: number, readyMs: number, output: () => string, stop: () => Promise<void> }>}
 */
export async function startServer({ dataDir, env = {}, port }) {
  if (!fs.existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run node scripts/build.mjs`);
  const listenPort = port ?? (await freePort());
  const url = `http://127.0.0.1:${listenPort}`;
  let log = '';
  const started = performance.now();
  // BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the servers a run starts.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      // Lighthouse's logger (the `debug` package) writes its namespaces to this process's
      // DEBUG, which the server reads as its own flag: a server never inherits it.
      DEBUG: undefined,
      // Production settings (e.g. full-cost password hashing), so figures are what users get.
      NODE_ENV: 'production',
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(listenPort),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // BENCH_SERVER_LOG=<file> also appends every server's whole output there (e.g. with --trace-gc).
  const logFile = process.env.BENCH_SERVER_LOG;
  const append = (chunk) => {
    log = (log + chunk.toString()).slice(-8_000);
    if (logFile) fs.appendFileSync(logFile, chunk);
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = started + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready:\n${log}`);
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) {
      await stop();
      throw new Error(`server not ready after ${READY_TIMEOUT_MS} ms:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  const readyMs = performance.now() - started;
  return { url, port: listenPort, pid: child.pid, readyMs, output: () => log, stop };
}
