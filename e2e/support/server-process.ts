import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverEntry = path.join(repoRoot, 'apps', 'server', 'dist', 'server.js');

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
const OUTPUT_TAIL_CHARS = 8_000;

export interface ServerProcessOptions {
  /** Used as is (created if missing); the caller owns it. */
  dataDir: string;
  /** Extra environment, e.g. settings such as FULL_MAINTENANCE_MODE. */
  env?: Record<string, string>;
  /** Defaults to a free loopback port. */
  port?: number;
}

export interface ServerProcess {
  readonly url: string;
  readonly port: number;
  readonly dataDir: string;
  /** The server's stdout and stderr so far (the tail), for failure messages. */
  output(): string;
  /** SIGTERM, then wait for the exit (the server shuts down cleanly). */
  stop(): Promise<void>;
  /** SIGKILL: a crash, as far as the data folder is concerned. */
  kill(): Promise<void>;
  /** Starts again on the same port with the same data folder and waits until it is ready. */
  restart(): Promise<void>;
}

/** Asks the OS for a port nobody listens on, then frees it for the server. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export function makeTempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  if (!fs.existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run node scripts/build.mjs`);
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  let child: ChildProcess | undefined;

  const append = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
  };

  const launch = async () => {
    const proc = spawn(process.execPath, [serverEntry], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        // No test reaches the internet: maps are off unless a spec serves tiles (e2e/map.spec.ts).
        MAP_TILE_URL: 'none',
        ...options.env,
        PORT: String(port),
        DATA_DIR: options.dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    proc.stdout?.on('data', append);
    proc.stderr?.on('data', append);
    await waitUntilReady(proc);
  };

  const waitUntilReady = async (proc: ChildProcess) => {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (proc.exitCode !== null || proc.signalCode !== null) {
        throw new Error(`server exited (${proc.exitCode ?? proc.signalCode}) before it was ready:\n${log}`);
      }
      try {
        const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
        await res.arrayBuffer();
        if (res.status === 200) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    proc.kill('SIGKILL');
    throw new Error(`server not ready on ${url} after ${READY_TIMEOUT_MS} ms:\n${log}`);
  };

  const signal = async (sig: NodeJS.Signals) => {
    const proc = child;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    proc.kill(sig);
    if (!(await waitForExit(proc, STOP_TIMEOUT_MS))) {
      proc.kill('SIGKILL');
      await waitForExit(proc, STOP_TIMEOUT_MS);
      throw new Error(`server ignored ${sig} for ${STOP_TIMEOUT_MS} ms:\n${log}`);
    }
    // A clean shutdown exits 0; anything else means in-flight work or the database was cut off.
    if (sig === 'SIGTERM' && proc.exitCode !== 0) {
      throw new Error(`server exited with ${proc.exitCode ?? proc.signalCode} on SIGTERM:\n${log}`);
    }
  };

  await launch();
  return {
    url,
    port,
    dataDir: options.dataDir,
    output: () => log,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
    restart: async () => {
      await signal('SIGTERM');
      await launch();
    },
  };
}
