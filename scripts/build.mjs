#!/usr/bin/env node
// Builds what is not built (or is older than its sources): the web app with Vite and the
// API server with esbuild. `--force` rebuilds both. Used by `npm start`, e2e and bench.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rel = (...p) => path.join(root, ...p);

function newestMtime(paths) {
  let newest = 0;
  const walk = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      const name = path.basename(p);
      if (name === 'node_modules' || name === 'dist') return;
      for (const entry of fs.readdirSync(p)) walk(path.join(p, entry));
    } else if (!/\.test\.tsx?$/.test(p)) {
      newest = Math.max(newest, st.mtimeMs);
    }
  };
  paths.forEach(walk);
  return newest;
}

function stale(stampFile, sources) {
  if (!fs.existsSync(stampFile)) return true;
  return newestMtime(sources) > fs.statSync(stampFile).mtimeMs;
}

const shared = [rel('packages/contracts/src'), rel('packages/domain/src'), rel('package-lock.json')];

/** Each build mode's output folder, relative to apps/web (shared with vite.config.ts and the server). */
export const WEB_OUT_DIRS = JSON.parse(fs.readFileSync(rel('apps/web/build-targets.json'), 'utf8'));

/** BUILD_TARGET names the web build's target: web (default), capacitor or overwolf, in any case. */
export function buildTarget() {
  return (process.env.BUILD_TARGET ?? 'web').toLowerCase();
}

export function webOutDir(mode) {
  const dir = WEB_OUT_DIRS[mode];
  if (!dir) throw new Error(`unknown build target ${mode}: one of ${Object.keys(WEB_OUT_DIRS).join(', ')}`);
  return rel('apps/web', dir);
}

export async function buildWeb({ force = false, mode = buildTarget() } = {}) {
  const outDir = webOutDir(mode);
  const stamp = path.join(outDir, `.built-${mode}`);
  const sources = [
    rel('apps/web/src'),
    rel('apps/web/public'),
    rel('apps/web/index.html'),
    rel('apps/web/overlay-sim.html'),
    rel('apps/web/vite.config.ts'),
    rel('apps/web/build-targets.json'),
    rel('apps/web/overwolf'),
    rel('scripts/prerender.mjs'),
    ...shared,
  ];
  if (!force && !stale(stamp, sources)) return false;
  const { build } = await import('vite');
  // Vite bundles React's development build when NODE_ENV is not production (vitest sets
  // it to test, developers to development): a served build is always a production one.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: rel('apps/web'), mode, logLevel: 'warn' });
    // The web's landing pages, pre-rendered into the build (issue 17); the apps load the SPA.
    if (mode === 'web') await (await import('./prerender.mjs')).prerender({ distDir: outDir });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  fs.writeFileSync(stamp, new Date().toISOString());
  return true;
}

/**
 * npm packages the server's build leaves out of its bundle; everything else is bundled, so
 * start-up reads and compiles one file instead of resolving ~900 (decision 0038):
 * - PGlite and sharp: WebAssembly, data and native files found beside their own modules;
 * - loaded on first use only (lib/load-on-first-use.ts, lazy imports): sharp, nodemailer,
 *   stripe; and zipcodes, whose 5 MB of postal codes are read from its installed files as
 *   data (postal-codes.ts readOnce), never bundled;
 * - not needed: Ajv and the JSON-schema compilers (every schema is zod: app.ts; only
 *   fast-json-stringify's serializer is loaded, by Fastify's error serializer), and pg's
 *   optional native driver.
 * Swagger UI is bundled: its static folder is found from its installed package
 * (swaggerUiFolder below), and its @fastify/static, send and mime are the bundle's own.
 */
const SERVER_EXTERNAL = [
  '@electric-sql/pglite',
  'sharp',
  'nodemailer',
  'stripe',
  'zipcodes',
  'ajv',
  '@fastify/ajv-compiler',
  'fast-json-stringify',
  '@fastify/fast-json-stringify-compiler',
  'pg-native',
];

/**
 * In the bundle, `__dirname` is the bundle's folder: Swagger UI's modules find their
 * static folder (and their default logo) from theirs, so they are given the installed
 * package's folder instead.
 */
const swaggerUiFolder = {
  name: 'swagger-ui-folder',
  setup(build) {
    build.onLoad({ filter: /[\\/]@fastify[\\/]swagger-ui[\\/](index|lib[\\/]routes)\.js$/ }, (args) => {
      const dir = path.basename(path.dirname(args.path)) === 'lib' ? 'lib' : '.';
      const folder = `require('node:path').join(require('node:path').dirname(require.resolve('@fastify/swagger-ui/package.json')), ${JSON.stringify(dir)})`;
      return { contents: `var __dirname = ${folder};\n${fs.readFileSync(args.path, 'utf8')}`, loader: 'js' };
    });
  },
};

/** The bundle that dist/server.js (src/boot.ts) compiles with a V8 code cache. */
const SERVER_BUNDLE = 'server.cjs';

export async function buildServer({ force = false } = {}) {
  const out = rel('apps/server/dist/server.js');
  // The locales too: the pushes' texts are the web's (modules/ordering/notifications/push-texts.ts).
  // And this file: its list of external packages shapes the bundle.
  const sources = [
    rel('apps/server/src'),
    rel('apps/server/package.json'),
    rel('apps/web/public/locales'),
    rel('scripts/build.mjs'),
    ...shared,
  ];
  const outDir = path.dirname(out);
  const built = ['cli.js', SERVER_BUNDLE, 'pglite-worker.mjs'].every((file) => fs.existsSync(path.join(outDir, file)));
  if (!force && !stale(out, sources) && built) return false;
  const esbuild = await import('esbuild');
  const common = {
    bundle: true,
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    external: [...SERVER_EXTERNAL, ...SERVER_EXTERNAL.map((d) => `${d}/*`), '@fastify/swagger-ui/package.json'],
    logLevel: 'warning',
  };
  // The server, as CommonJS: Node 20 keeps no compiled code for ES modules, and a script
  // can be given V8's code cache (src/boot.ts). import.meta.url is the bundle's own.
  const server = await esbuild.build({
    ...common,
    metafile: true,
    entryPoints: [rel('apps/server/src/server.ts')],
    outfile: path.join(outDir, SERVER_BUNDLE),
    format: 'cjs',
    // import() becomes require(): a script compiled from V8's code cache loses its dynamic
    // import callback on Node 20 (src/boot.ts), so the bundle must not call import().
    supported: { 'dynamic-import': false },
    define: { 'import.meta.url': '__bundle_url' },
    banner: { js: "const __bundle_url = require('node:url').pathToFileURL(__filename).href;" },
    plugins: [swaggerUiFolder],
  });
  const dynamic = Object.values(server.metafile.outputs)
    .flatMap((output) => output.imports)
    .filter((entry) => entry.kind === 'dynamic-import');
  if (dynamic.length > 0) {
    throw new Error(`the server bundle calls import() (src/boot.ts): ${dynamic.map((d) => d.path).join(', ')}`);
  }
  // V8 checks a code cache against its source's length only: the cache's name carries the
  // bundle's hash, so a rebuilt bundle of the same size never runs an old cache's code.
  const bundleHash = crypto
    .createHash('sha256')
    .update(fs.readFileSync(path.join(outDir, SERVER_BUNDLE)))
    .digest('hex')
    .slice(0, 16);
  await Promise.all([
    // What `node apps/server/dist/server.js` runs: compiles the bundle with its code cache.
    esbuild.build({
      ...common,
      entryPoints: [rel('apps/server/src/boot.ts')],
      outfile: out,
      format: 'esm',
      define: { __SERVER_BUNDLE_HASH__: JSON.stringify(bundleHash) },
    }),
    // The operators' commands (scripts/cli.mjs).
    esbuild.build({
      ...common,
      entryPoints: [rel('apps/server/src/cli.ts')],
      outfile: path.join(outDir, 'cli.js'),
      format: 'esm',
      // Bundled CommonJS packages call require() for node's modules and the external ones.
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
    }),
  ]);
  // PGlite's thread (src/db/pglite-thread.ts) runs this file as it is, beside the bundles.
  fs.copyFileSync(rel('apps/server/src/db/pglite-worker.mjs'), path.join(outDir, 'pglite-worker.mjs'));
  // A code cache kept from the previous bundle is of no use to this one.
  for (const file of fs.readdirSync(outDir)) if (file.includes('.v8cache')) fs.rmSync(path.join(outDir, file));
  return true;
}

/**
 * The overlay and its simulator (development and e2e): the Overwolf app folder and
 * package, and the simulator's page the server serves at /dev/overlay.
 */
export async function buildOverlaySimulator({ force = false } = {}) {
  const { buildOverlay, packageOverwolf } = await import('./package-overwolf.mjs');
  const overlay = await buildOverlay({ force });
  if (overlay || force || !fs.existsSync(path.join(path.dirname(webOutDir('overwolf')), 'manifest.json'))) {
    await packageOverwolf({ build: false });
  }
  const simulator = await buildWeb({ force, mode: 'overlay-sim' });
  return overlay || simulator;
}

export async function buildAll({ force = false } = {}) {
  const t = performance.now();
  const mode = buildTarget();
  // BUILD_TARGET=capacitor: the mobile apps' bundle, with their variables (scripts/build-mobile.mjs).
  const buildTargetWeb =
    mode === 'capacitor' ? (await import('./build-mobile.mjs')).buildMobileBundle : (options) => buildWeb(options);
  const [web, server] = [await buildTargetWeb({ force, mode }), await buildServer({ force })];
  if (web || server) {
    console.log(
      `built ${[web && mode, server && 'server'].filter(Boolean).join(' and ')} in ${Math.round(performance.now() - t)} ms`,
    );
  }
  // BUILD_TARGET=overwolf: the Overwolf app folder and its .opk too.
  if (mode === 'overwolf') {
    const { packageOverwolf } = await import('./package-overwolf.mjs');
    await packageOverwolf({ build: false });
  }
  // BUILD_TARGET=capacitor: the native projects synced too (the app links, cap sync).
  if (mode === 'capacitor') {
    const [{ capSync }, { writeAppLinks }] = await Promise.all([
      import('./build-mobile.mjs'),
      import('./mobile-links.mjs'),
    ]);
    await writeAppLinks();
    capSync();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildAll({ force: process.argv.includes('--force') });
}
