#!/usr/bin/env node
// `npm run package:overwolf` (and `BUILD_TARGET=overwolf npm run build`): the Overwolf app
// folder, apps/web/dist-overwolf/app (manifest.json, Files/ with the launcher page and the
// bundle, icons/), and the package Overwolf installs, apps/web/dist-overwolf/PlayEats-<version>.opk:
// a zip of that folder with manifest.json at its root. The manifest is generated from
// apps/web/overwolf/manifest.ts. OVERLAY_API_BASE_URL is the API the overlay calls
// (default http://localhost:8080); OVERLAY_DEVELOPMENT=true adds the development window.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { zipSync } from 'fflate';
import { buildWeb, webOutDir } from './build.mjs';

/**
 * The overlay bundle for Overwolf: the API's absolute base URL and Overwolf's ads SDK are
 * set at build time (the simulator's pages override both with meta tags).
 */
export async function buildOverlay({ force = false } = {}) {
  const saved = { api: process.env.VITE_API_BASE_URL, ads: process.env.VITE_ADS };
  process.env.VITE_API_BASE_URL = overlayApiBaseUrl();
  process.env.VITE_ADS = 'overwolf';
  try {
    return await buildWeb({ force, mode: 'overwolf' });
  } finally {
    restore('VITE_API_BASE_URL', saved.api);
    restore('VITE_ADS', saved.ads);
  }
}

function restore(name, value) {
  if (value === undefined) Reflect.deleteProperty(process.env, name);
  else process.env[name] = value;
}

function overlayApiBaseUrl() {
  return (process.env.OVERLAY_API_BASE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rel = (...p) => path.join(root, ...p);

/**
 * Writes manifest.json into the app folder with apps/web/overwolf/write-manifest.ts (TypeScript,
 * importing workspace packages), bundled by esbuild and run by this Node; it fails when the
 * manifest names a file the folder lacks.
 */
async function writeManifest(appDir, { apiOrigin, development }) {
  const esbuild = await import('esbuild');
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'playeats-manifest-')), 'write-manifest.mjs');
  try {
    await esbuild.build({
      entryPoints: [rel('apps/web/overwolf/write-manifest.ts')],
      outfile: out,
      bundle: true,
      platform: 'node',
      format: 'esm',
      logLevel: 'warning',
    });
    const run = spawnSync(process.execPath, [out, appDir, apiOrigin, String(development)], { stdio: 'inherit' });
    if (run.status !== 0) throw new Error(`writing ${path.join(appDir, 'manifest.json')} failed`);
  } finally {
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  }
  return JSON.parse(fs.readFileSync(path.join(appDir, 'manifest.json'), 'utf8'));
}

function filesUnder(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full, base) : [path.relative(base, full).split(path.sep).join('/')];
  });
}

export async function packageOverwolf({ build = true } = {}) {
  const apiOrigin = new URL(overlayApiBaseUrl()).origin;
  const development = process.env.OVERLAY_DEVELOPMENT === 'true';
  if (build) await buildOverlay({ force: true });
  const filesDir = webOutDir('overwolf');
  const appDir = path.dirname(filesDir);
  fs.cpSync(rel('apps/web/overwolf/icons'), path.join(appDir, 'icons'), {
    recursive: true,
    filter: (source) => !source.endsWith('.mjs'),
  });
  const manifest = await writeManifest(appDir, { apiOrigin, development });
  const files = filesUnder(appDir).filter((f) => !f.endsWith('.map') && !/(^|\/)\.built-/.test(f));

  // manifest.json first, at the root; normal compression (Overwolf's submission guidance).
  const entries = Object.fromEntries(
    ['manifest.json', ...files.filter((f) => f !== 'manifest.json')].map((f) => [
      f,
      [fs.readFileSync(path.join(appDir, f)), { level: 6 }],
    ]),
  );
  const opk = path.join(path.dirname(appDir), `${manifest.meta.name}-${manifest.meta.version}.opk`);
  fs.writeFileSync(opk, zipSync(entries));
  console.log(`Overwolf app folder: ${path.relative(root, appDir)}\nOverwolf package:    ${path.relative(root, opk)}`);
  return { appDir, opk, manifest };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await packageOverwolf();
}
