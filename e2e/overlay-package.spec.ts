import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './support/server-process.ts';

// The Overwolf package the build makes (global setup: scripts/build.mjs buildOverlaySimulator,
// the same steps as `npm run package:overwolf`): an .opk, a zip with manifest.json at its
// root, holding every file its manifest names and nothing of the simulator.

const packageDir = path.join(repoRoot, 'apps/web/dist-overwolf');
const schema = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'apps/web/overwolf/manifest.schema.json'), 'utf8'),
) as object;

function readPackage() {
  const opk = fs.readdirSync(packageDir).find((f) => f.endsWith('.opk'));
  if (!opk) throw new Error(`no .opk in ${packageDir}`);
  const bytes = fs.readFileSync(path.join(packageDir, opk));
  return { name: opk, bytes, files: unzipSync(new Uint8Array(bytes)) };
}

describe('the Overwolf package', () => {
  it('is a zip named after the app and its version, with manifest.json first, at its root', () => {
    const { name, bytes, files } = readPackage();
    expect(name).toBe('PlayEats-2.8.1.opk');
    expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
    expect(Object.keys(files)[0]).toBe('manifest.json');
  });

  it('holds a manifest valid against the manifest schema, naming files that are all in the package', () => {
    const { files } = readPackage();
    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as {
      meta: Record<string, string>;
      data: { windows: Record<string, { file: string }>; start_window: string };
    };
    const validate = new Ajv({ allErrors: true }).compile(schema);
    expect(validate(manifest), JSON.stringify(validate.errors)).toBe(true);
    const named = [
      ...['icon', 'icon_gray', 'launcher_icon', 'window_icon', 'splash_image'].map((k) => manifest.meta[k]!),
      ...Object.values(manifest.data.windows).map((w) => w.file),
    ];
    for (const file of named) expect(Object.keys(files), file).toContain(file);
    expect(manifest.data.start_window).toBe('background');
  });

  it("the launcher page's scripts, styles and locales are in the package; no simulator, no source maps", () => {
    const { files } = readPackage();
    const html = strFromU8(files['Files/index.html']!);
    const referenced = [...html.matchAll(/(?:src|href)="\.\/([^"]+)"/g)].map((m) => `Files/${m[1]}`);
    expect(referenced.length).toBeGreaterThan(0);
    for (const file of referenced) expect(Object.keys(files), file).toContain(file);
    expect(Object.keys(files)).toContain('Files/locales/fr/overlay.json');
    expect(Object.keys(files).some((f) => f.endsWith('.map'))).toBe(false);
    expect(Object.keys(files).some((f) => /overlay-sim|host-client/.test(f))).toBe(false);
    // The page carries no simulator hooks: the API and the ads are the build's own.
    expect(html).not.toMatch(/playeats-api-base|playeats-ads|host-client/);
  });

  it('the bundle calls the API at its absolute base URL and loads Overwolf’s ad library', () => {
    const { files } = readPackage();
    const scripts = Object.entries(files)
      .filter(([f]) => f.startsWith('Files/assets/') && f.endsWith('.js'))
      .map(([, bytes]) => strFromU8(bytes))
      .join('\n');
    expect(scripts).toContain(process.env.OVERLAY_API_BASE_URL ?? 'http://localhost:8080');
    expect(scripts).toContain('https://content.overwolf.com/libs/ads/latest/owads.min.js');
  });
});
