import fs from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { makeTempDir, startServerProcess, type ServerProcess } from './server-process.ts';

export type { ServerProcess } from './server-process.ts';

export interface StartServerOptions {
  env?: Record<string, string>;
}

export interface TestServer extends ServerProcess {
  /** Stops the server and deletes its data folder. */
  dispose(): Promise<void>;
}

/**
 * The built server on a free port with its own copy of the data folder global-setup
 * prepared (migrated and seeded once: a fresh one costs seconds per start).
 */
export async function startServer(options: StartServerOptions = {}): Promise<TestServer> {
  const dataDir = makeTempDir('playeats-e2e-');
  fs.cpSync(inject('templateDataDir'), dataDir, { recursive: true });
  try {
    const server = await startServerProcess({ dataDir, env: options.env ?? {} });
    return Object.assign(server, {
      dispose: async () => {
        try {
          await server.stop();
        } finally {
          fs.rmSync(dataDir, { recursive: true, force: true });
        }
      },
    });
  } catch (err) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}

/**
 * One server for the whole spec file: started before the first test, disposed after the
 * last. The returned handle is usable inside tests and hooks only.
 */
export function useServer(options: StartServerOptions = {}): TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startServer(options);
  });
  afterAll(async () => {
    await server?.dispose();
  });
  return new Proxy({} as TestServer, {
    get(_target, key) {
      if (!server) throw new Error('useServer(): the server is only available inside tests and hooks');
      const value: unknown = Reflect.get(server, key);
      return value;
    },
  });
}
