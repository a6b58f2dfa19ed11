/**
 * `node apps/server/dist/server.js`: runs the server's bundle (dist/server.cjs, built from
 * server.ts by scripts/build.mjs) with V8's code cache. Node 20 keeps no compiled code
 * between runs (its module compile cache came in Node 22), so each start parsed and
 * compiled the 4 MB bundle again (decision 0038). A script can be given a code cache: the
 * first start writes one beside the bundle as it exits, with every function compiled by
 * then, and the next starts compile from it.
 *
 * The cache's name holds Node's version and the bundle's hash (the build's), size and time,
 * so a rebuilt bundle never meets an old cache (the build also deletes them): V8 itself
 * checks only the source's length, the version and the flags. It rejects a cache made with
 * other flags: the bundle is then compiled from its source, and the cache written again.
 * A cache that cannot be read or written (a read-only folder) only costs the compile.
 *
 * The bundle calls no import(): the build makes each one a require(). On Node 20 a script
 * compiled from a cache loses its dynamic import callback (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING
 * from the second start on, for everything loaded on first use: the postal codes, sharp,
 * nodemailer, Stripe's SDK). Without the callback option an import() fails at the first
 * start too, so a slip shows in any test (e2e/server-code-cache.spec.ts starts from the cache).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { DEFAULT_DATA_DIR, pgliteDirOf } from './db/data-dir.ts';
import { openPgliteThreadEarly } from './db/pglite-thread.ts';

/** The bundle's hash, set by scripts/build.mjs. */
declare const __SERVER_BUNDLE_HASH__: string;

// PGlite's opening is the longest part of a start (decision 0038): its thread starts first,
// while the bundle below compiles and loads, and the server takes it over (db/open.ts).
// With DATABASE_URL set the server uses PostgreSQL; a DATA_DIR that is set but empty is
// refused by the configuration.
const { DATABASE_URL, DATA_DIR } = process.env;
if (!DATABASE_URL?.trim() && DATA_DIR !== '') openPgliteThreadEarly(pgliteDirOf(DATA_DIR ?? DEFAULT_DATA_DIR));

const bundle = fileURLToPath(new URL('./server.cjs', import.meta.url));
const folder = path.dirname(bundle);
const { size, mtimeMs } = fs.statSync(bundle);
const cacheFile = path.join(
  folder,
  `server.cjs.${process.version}.${__SERVER_BUNDLE_HASH__}.${size}.${Math.round(mtimeMs)}.v8cache`,
);

let cachedData: Buffer | undefined;
try {
  cachedData = fs.readFileSync(cacheFile);
} catch {
  // The first start of this bundle: it writes the cache.
}

// CommonJS's wrapper, on the bundle's first line so its line numbers stay the source map's.
const script = new vm.Script(
  `(function (exports, require, module, __filename, __dirname) {${fs.readFileSync(bundle, 'utf8')}\n})`,
  { filename: bundle, cachedData },
);

if (cachedData === undefined || script.cachedDataRejected) {
  process.once('exit', (code) => {
    // Only after a clean shutdown: a start that failed early (a bad configuration, the
    // database unreachable) compiled little, and a cache accepted is never written again.
    if (code !== 0) return;
    // Another copy of the server (another container: the same pid) may write it at the same
    // time: each writes a file of its own, created new, and renames it whole.
    const written = `${cacheFile}.${randomUUID()}`;
    try {
      fs.writeFileSync(written, script.createCachedData(), { flag: 'wx' });
      fs.renameSync(written, cacheFile);
    } catch {
      fs.rmSync(written, { force: true });
    }
  });
}

const module = { exports: {} };
(script.runInThisContext() as (...args: unknown[]) => void)(
  module.exports,
  createRequire(bundle),
  module,
  bundle,
  folder,
);
