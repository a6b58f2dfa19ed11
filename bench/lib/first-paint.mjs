// The JavaScript a browser must fetch and run before it can paint /home, gzipped at level 9
// as a CDN would serve it.
// - The web build pre-renders /home (scripts/prerender.mjs, issue 17): the document the
//   server sends holds the page. What may run before its first paint are the scripts the
//   document itself includes (a classic script blocks the parser; a deferred or module one
//   may run before the browser paints) and their static imports. The app is not one of
//   them: the document's start script imports it once a frame has been painted.
// - Without the pre-render (the SPA's index.html), the page is painted by the app: the entry
//   module, its modulepreload links and static import graph, plus the lazily loaded
//   home-page chunk and its static imports.
// The second set is also what runs before the pre-rendered page is interactive (the app
// hydrates it): measured beside the first as `hydration`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// Minified Vite output: `import{a as b}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`.
// A dynamic `import("./x.js")` has a parenthesis after `import`, so it does not match.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.\/[\w.-]+\.js)["']/g;

function staticImports(code) {
  return [...code.matchAll(STATIC_IMPORT)].map((m) => m[1]);
}

function attributes(tag) {
  return Object.fromEntries([...tag.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].slice(1).map((m) => [m[1], m[2] ?? '']));
}

/** @param {string} distDir apps/web/dist */
export function firstPaintScripts(distDir, pageChunk = 'home-page') {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const roots = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const attrs = attributes(tag);
    if (tag.startsWith('<script') && attrs.type === 'module' && attrs.src) roots.push(attrs.src);
    if (tag.startsWith('<link') && attrs.rel === 'modulepreload' && attrs.href) roots.push(attrs.href);
  }
  const entry = roots[0];
  if (!entry) throw new Error(`no <script type="module" src> in ${distDir}/index.html`);

  const assetsDir = path.join(distDir, 'assets');
  const toFile = (url) => path.join(distDir, url.replace(/^\.?\//, ''));
  const files = new Set();
  const visit = (file) => addStaticGraph(files, file);
  roots.forEach((url) => visit(toFile(url)));

  // The page chunk is reached by a dynamic import from the startup graph.
  const pattern = new RegExp(`^${pageChunk}-[\\w-]+\\.js$`);
  const candidates = fs.readdirSync(assetsDir).filter((name) => pattern.test(name));
  const startup = [...files].map((f) => fs.readFileSync(f, 'utf8')).join('\n');
  const page = candidates.find((name) => startup.includes(name));
  if (!page)
    throw new Error(
      `no ${pageChunk}-*.js chunk imported by the entry's graph (candidates: ${candidates.join(', ') || 'none'})`,
    );
  visit(path.join(assetsDir, page));
  return { entry, files: [...files] };
}

/** `file` and every file it imports statically, added to `files`. */
function addStaticGraph(files, file) {
  if (files.has(file)) return;
  if (!fs.existsSync(file)) throw new Error(`${file} is referenced but missing`);
  files.add(file);
  for (const spec of staticImports(fs.readFileSync(file, 'utf8')))
    addStaticGraph(files, path.join(path.dirname(file), spec));
}

/** The pre-rendered /home (English) when the build has one that holds the page, else null. */
export function prerenderedDocument(distDir, page = 'home') {
  const file = path.join(distDir, '.prerendered', `${page}.en.html`);
  if (!fs.existsSync(file)) return null;
  const html = fs.readFileSync(file, 'utf8');
  const root = html.match(/<div id="root" data-prerendered="[a-z]+"[^>]*>([\s\S]*)$/)?.[1] ?? '';
  // A page, not a splash: its main heading is in the document.
  return /<h1[\s>]/.test(root) ? { file, html } : null;
}

/** The scripts `html` includes (<script src>, whatever their kind) and their static imports, as files. */
export function documentScripts(distDir, html) {
  const files = new Set();
  const visit = (file) => addStaticGraph(files, file);
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const { src } = attributes(tag);
    if (src) visit(path.join(distDir, src.replace(/^\.?\//, '')));
  }
  return [...files];
}

export function gzipSize(file) {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

function sizes(distDir, files) {
  const each = files.map((file) => ({
    file: path.relative(distDir, file),
    rawBytes: fs.statSync(file).size,
    gzipBytes: gzipSize(file),
  }));
  return {
    totalGzipBytes: each.reduce((sum, s) => sum + s.gzipBytes, 0),
    totalRawBytes: each.reduce((sum, s) => sum + s.rawBytes, 0),
    files: each.sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}

/**
 * @returns {{ prerendered: boolean, totalGzipBytes: number, totalRawBytes: number,
 *   files: { file: string, rawBytes: number, gzipBytes: number }[],
 *   hydration: { totalGzipBytes: number, totalRawBytes: number, files: object[] } }}
 */
export function measureFirstPaintJs(distDir, pageChunk) {
  const app = sizes(distDir, firstPaintScripts(distDir, pageChunk).files);
  const document = prerenderedDocument(distDir);
  if (!document) return { prerendered: false, ...app, hydration: app };
  return { prerendered: true, ...sizes(distDir, documentScripts(distDir, document.html)), hydration: app };
}
