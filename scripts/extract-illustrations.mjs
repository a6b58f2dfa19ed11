#!/usr/bin/env node
// Writes the illustrations the web app names (apps/web/src/components/illustration/
// illustration-names.ts) as small SVG files into apps/web/public/illustrations/, from the
// Fluent Emoji flat set (@iconify-json/fluent-emoji-flat, MIT, Microsoft). The output is
// committed: the app never bundles the set's 3,000-icon JSON. Run after adding a name:
//   node scripts/extract-illustrations.mjs
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

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
  fs.writeFileSync(path.join(outDir, `${name}.svg`), svg);
}
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
