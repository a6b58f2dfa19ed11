import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * One code base, three build targets (spec section 1), chosen by build mode:
 * `vite build --mode web|capacitor|overwolf`. The target is a compile-time constant so
 * each bundle drops the other platforms' code. `overlay-sim` builds the simulated
 * Overwolf host's page (development only, never packaged).
 */
const TARGETS = { web: 'WEB', capacitor: 'CAPACITOR', overwolf: 'OVERWOLF', 'overlay-sim': 'OVERWOLF' } as const;

/**
 * Where each mode's build goes, read by this config, scripts/build.mjs and the server. The
 * Overwolf app folder holds manifest.json and icons beside Files/ (scripts/package-overwolf.mjs).
 */
const OUT_DIRS = JSON.parse(fs.readFileSync(new URL('./build-targets.json', import.meta.url), 'utf8')) as Record<
  keyof typeof TARGETS,
  string
>;

/**
 * The web build's chunk graph, for the pre-render of its landing pages (scripts/prerender.mjs
 * inlines each page's stylesheets): every chunk's source modules, static and dynamic imports and CSS,
 * written to .vite/chunks.json (a dot folder: the server never serves it).
 */
function chunkGraph(): Plugin {
  let root = '';
  return {
    name: 'playeats-chunk-graph',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(options, bundle) {
      const chunks: Record<
        string,
        { entry: boolean; modules: string[]; imports: string[]; dynamicImports: string[]; css: string[] }
      > = {};
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        chunks[out.fileName] = {
          entry: out.isEntry,
          modules: Object.keys(out.modules).map((id) => path.relative(root, id).split(path.sep).join('/')),
          imports: out.imports,
          dynamicImports: out.dynamicImports,
          css: [...(out.viteMetadata?.importedCss ?? [])],
        };
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(chunks) });
    },
  };
}

/**
 * The entry starts the app in steps, each a dynamic import (src/main.tsx): their chunks, what
 * those import and their stylesheets are listed in index.html, so the browser fetches them
 * all at once, as it did when they were the entry's own static imports.
 */
function startSteps(): Plugin {
  let base = '/';
  return {
    name: 'playeats-start-steps',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const scripts: string[] = [];
        const sheets: string[] = [];
        const visit = (file: string) => {
          const out = bundle[file];
          if (scripts.includes(file) || file === chunk.fileName || out?.type !== 'chunk') return;
          scripts.push(file);
          out.imports.forEach(visit);
          for (const sheet of out.viteMetadata?.importedCss ?? []) if (!sheets.includes(sheet)) sheets.push(sheet);
        };
        chunk.dynamicImports.forEach(visit);
        return [
          ...scripts.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          })),
          ...sheets.map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

export default defineConfig(({ mode, isSsrBuild }): UserConfig => {
  const key = (mode in TARGETS ? mode : 'web') as keyof typeof TARGETS;
  const target = TARGETS[key];
  const simulator = key === 'overlay-sim';
  return {
    plugins: [react(), ...(isSsrBuild ? [] : [startSteps()]), ...(key === 'web' && !isSsrBuild ? [chunkGraph()] : [])],
    define: {
      __BUILD_TARGET__: JSON.stringify(target),
    },
    // Capacitor and Overwolf load the app from their own file origin: relative asset URLs.
    base: key === 'web' ? '/' : simulator ? '/dev/overlay/sim/' : './',
    build: {
      outDir: OUT_DIRS[key],
      emptyOutDir: true,
      sourcemap: true,
      target: 'es2022',
      // Chunks under 4 kB (before gzip) merged into chunks loaded with them: /home's cold load
      // went from 71 requests to 55 (HTTP/1.1 queues them 6 at a time) for ~2 KB gzip more
      // in the entry; its LCP from ~4.0 s to ~3.7 s under Lighthouse (issue 17).
      rollupOptions: {
        output: { experimentalMinChunkSize: 4_000 },
        ...(simulator ? { input: fileURLToPath(new URL('./overlay-sim.html', import.meta.url)) } : {}),
      },
    },
    server: {
      proxy: { '/api': 'http://localhost:8080' },
    },
  };
});
