import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { repoRoot } from '../src/lib/paths.ts';
import { waitUntil } from './wait-until.ts';

/** The real entry point as `npm start` runs it: the esbuild bundle, run in a child process. */
export const serverJs = path.join(repoRoot, 'apps/server/dist/server.js');

/** Builds the server bundle when it is stale (scripts/build.mjs). */
export async function buildServerBundle(): Promise<void> {
  const { buildServer } = (await import(path.join(repoRoot, 'scripts/build.mjs'))) as {
    buildServer(): Promise<boolean>;
  };
  await buildServer();
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts the server bundle with the parent's environment plus `env`. DATABASE_URL is
 * dropped unless `env` names it: by default the embedded database's data folder is used.
 */
export function runServer(env: Record<string, string>): RunningServer {
  let out = '';
  const { DATABASE_URL: _ignored, ...parentEnv } = process.env;
  const child = spawn(process.execPath, [serverJs], { env: { ...parentEnv, LOG_LEVEL: 'info', ...env } });
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

export async function waitHealthy(port: number, running: RunningServer, timeoutMs = 45_000): Promise<void> {
  await waitUntil(
    async () => {
      if (running.child.exitCode !== null) throw new Error(`server exited early:\n${running.output()}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        await res.arrayBuffer();
        return res.ok;
      } catch {
        return false; // not listening yet
      }
    },
    { timeoutMs, intervalMs: 100, failure: () => `server not healthy in time:\n${running.output()}` },
  );
}
