#!/usr/bin/env node
// Writes the illustrations the web app names (apps/web/src/components/illustration/
// illustration-names.ts) as small PNG files into apps/web/public/illustrations/, from the
// Fluent Emoji flat set (@iconify-json/fluent-emoji-flat, MIT, Microsoft), and the logo
// (apps/web/public/logo.svg, the drawing the overlay's icons come from too) as
// public/logo.png. The output is committed: the app never bundles the set's 3,000-icon
// JSON. Run after adding a name or changing the logo:
//   node scripts/extract-illustrations.mjs
//
// PNG, not the SVG itself: a browser builds each SVG <img> as a document of its own on the
// main thread (30-140 ms each under Lighthouse's 4x CPU, /home shows ten), where a PNG is
// decoded off it. 384 px covers the largest use (112 CSS px, a restaurant page's picture)
// on a 3x screen; 8-bit palettes keep each file near 6 KB, about four times its SVG
// (decision 0038).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** Side of an illustration's file, and of the logo's (at most ~132 CSS px, /home's hero). */
const ILLUSTRATION_PX = 384;
const LOGO_PX = 512;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const namesFile = path.join(root, 'apps/web/src/components/illustration/illustration-names.ts');
const outDir = path.join(root, 'apps/web/public/illustrations');

const source = fs.readFileSync(namesFile, 'utf8');
const list = source.slice(source.indexOf('['), source.indexOf('] as const'));
const names = [...list.matchAll(/'([a-z0-9-]+)'/g)].map((m) => m[1]);

const require = createRequire(path.join(root, 'apps/web/package.json'));
const set = require('@iconify-json/fluent-emoji-flat/icons.json');
const info = require('@iconify-json/fluent-emoji-flat/info.json');
const { version } = require('@iconify-json/fluent-emoji-flat/package.json');
// sharp is the server's (photo uploads); its SVG renderer is librsvg.
const sharp = createRequire(path.join(root, 'apps/server/package.json'))('sharp');

/** An SVG drawn as a square PNG of `size` px with an 8-bit palette (alpha kept). */
function rasterize(svg, size) {
  return sharp(Buffer.from(svg), { density: 72 * 8 })
    .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png({ palette: true, compressionLevel: 9, effort: 10 })
    .toBuffer();
}

fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
const missing = [];
for (const name of names) {
  const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent];
  if (!icon) {
    missing.push(name);
    continue;
  }
  const width = icon.width ?? set.width ?? 16;
  const height = icon.height ?? set.height ?? 16;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="${icon.left ?? 0} ${icon.top ?? 0} ${width} ${height}">${icon.body}</svg>\n`;
  fs.writeFileSync(path.join(outDir, `${name}.png`), await rasterize(svg, ILLUSTRATION_PX));
}
const logo = path.join(root, 'apps/web/public/logo.svg');
fs.writeFileSync(logo.replace(/\.svg$/, '.png'), await rasterize(fs.readFileSync(logo, 'utf8'), LOGO_PX));
fs.writeFileSync(
  path.join(outDir, 'LICENSE.txt'),
  `These illustrations are from ${info.name} (${info.author.url}),
extracted from @iconify-json/fluent-emoji-flat ${version} by scripts/extract-illustrations.mjs.

MIT License

Copyright (c) Microsoft Corporation.

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
`,
);
if (missing.length > 0) {
  console.error(`Not in the Fluent Emoji set: ${missing.join(', ')}`);
  process.exit(1);
}
console.log(`${names.length} illustrations in ${path.relative(root, outDir)}`);
