#!/usr/bin/env node
// Renders the overlay's icons from the web app's logo (apps/web/public/logo.svg) with
// Debian's Chromium: icon.png and icon-gray.png (256 px, the dock's colour and grey
// states), window.png (the window title bar) and launcher.ico (16, 32, 48 and 256 px, the
// desktop shortcut and the tray). Run it again when the logo changes; the files are committed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const svg = fs.readFileSync(path.join(here, '../../public/logo.svg'), 'utf8');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const page = await browser.newPage();

async function render(size, { gray = false } = {}) {
  await page.setViewportSize({ width: size, height: size });
  const style = `margin:0;background:transparent;${gray ? 'filter:grayscale(1) opacity(0.8);' : ''}`;
  await page.setContent(
    `<body style="${style}">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`,
  );
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
}

/** An .ico holding PNG images (Windows Vista and later read PNG-compressed icons). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.png)]);
}

fs.writeFileSync(path.join(here, 'icon.png'), await render(256));
fs.writeFileSync(path.join(here, 'icon-gray.png'), await render(256, { gray: true }));
fs.writeFileSync(path.join(here, 'window.png'), await render(32));
const layers = [];
for (const size of [16, 32, 48, 256]) layers.push({ size, png: await render(size) });
fs.writeFileSync(path.join(here, 'launcher.ico'), ico(layers));
await browser.close();
console.log('icons written to', here);
