// The JavaScript a browser must fetch before it can paint /home: the entry module, its
// modulepreload links and static import graph, plus the lazily loaded home-page chunk
// and its static imports. Each file is gzipped at level 9, as a CDN would serve it.
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
  const visit = (file) => {
    if (files.has(file)) return;
    if (!fs.existsSync(file)) throw new Error(`${file} is referenced but missing`);
    files.add(file);
    for (const spec of staticImports(fs.readFileSync(file, 'utf8'))) visit(path.join(path.dirname(file), spec));
  };
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

export function gzipSize(file) {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** @returns {{ totalGzipBytes: number, totalRawBytes: number, files: { file: string, rawBytes: number, gzipBytes: number }[] }} */
export function measureFirstPaintJs(distDir, pageChunk) {
  const { files } = firstPaintScripts(distDir, pageChunk);
  const sizes = files.map((file) => ({
    file: path.relative(distDir, file),
    rawBytes: fs.statSync(file).size,
    gzipBytes: gzipSize(file),
  }));
  return {
    totalGzipBytes: sizes.reduce((sum, s) => sum + s.gzipBytes, 0),
    totalRawBytes: sizes.reduce((sum, s) => sum + s.rawBytes, 0),
    files: sizes.sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}
