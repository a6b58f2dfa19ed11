import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { Customer } from './support/customer.ts';
import { repoRoot } from './support/server-process.ts';
import { startServer, type TestServer } from './support/server.ts';

// The built server compiles its bundle with V8's code cache (apps/server/src/boot.ts): the
// first start of a bundle writes the cache as it exits, the next ones compile from it. On
// Node 20 a script compiled from a cache loses its dynamic import callback, so the bundle
// must not call import() (scripts/build.mjs turns it into require()): this spec starts
// from the cache and uses a module the server loads on first use.

const dist = path.join(repoRoot, 'apps', 'server', 'dist');
/** This Node's caches of the bundle, each with its inode (a rewritten cache is a new file). */
const caches = () =>
  new Map(
    fs
      .readdirSync(dist)
      .filter((file) => file.startsWith(`server.cjs.${process.version}.`) && file.endsWith('.v8cache'))
      .map((file) => [file, fs.statSync(path.join(dist, file)).ino]),
  );

describe('the server started from its code cache', () => {
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.dispose();
  });

  it('compiles from the cache the previous start wrote, and loads the modules it needs later', async () => {
    server = await startServer();
    await server.stop();
    const written = caches();
    expect(written.size).toBeGreaterThan(0);

    await server.restart();
    // An address reads the postal codes, loaded on first use (a require() of the cached
    // script). The build refuses a bundle that calls import() (scripts/build.mjs).
    const customer = await Customer.create(server.url, `e2e-cache-${randomUUID().slice(0, 8)}@example.com`);
    await customer.addAddress();
    await server.stop();
    // A start that accepted the cache leaves it as it was; one that rejected it writes a new one.
    expect(caches()).toEqual(written);
    await server.restart();
  });
});
