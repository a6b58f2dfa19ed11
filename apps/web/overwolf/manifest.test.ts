import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { OVERLAY_WINDOWS, TOGGLE_IN_GAME_HOTKEY } from '../src/lib/overwolf/overlay-windows.ts';
import { buildManifest, filesNamedBy, LAUNCHER_PAGE } from './manifest.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const schema = JSON.parse(fs.readFileSync(path.join(here, 'manifest.schema.json'), 'utf8')) as object;
const validate = new Ajv({ allErrors: true, strict: true }).compile(schema);

const manifest = buildManifest({ apiOrigin: 'https://api.playeats.app' });

/** Which manifest permission each host API the code calls needs (Overwolf's permission table). */
const PERMISSION_OF_API: [RegExp, string][] = [
  [/\bow\.games\./, 'GameInfo'],
  [/\bow\.utils\.placeOnClipboard\b/, 'Clipboard'],
  [/\bow\.os\.tray\./, 'Tray'],
  [/\bow\.settings\.hotkeys\./, 'Hotkeys'],
];
/** Overwolf's ads SDK asks for these for its targeting. */
const ADS_PERMISSIONS = ['Extensions', 'Streaming', 'Profile'];

function sourcesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? sourcesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
}

describe('the Overwolf manifest', () => {
  it('is valid against the manifest schema', () => {
    const valid = validate(manifest);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('the schema refuses what Overwolf refuses: an unknown field, a bad version, an unknown permission', () => {
    expect(validate({ ...manifest, extra: true })).toBe(false);
    expect(validate({ ...manifest, meta: { ...manifest.meta, version: '2.8.1-beta' } })).toBe(false);
    expect(validate({ ...manifest, permissions: ['GameInfo', 'Teleport'] })).toBe(false);
    const { launcher_icon: _dropped, ...meta } = manifest.meta;
    expect(validate({ ...manifest, meta: { ...meta, launcher_icon: 'launcher.png' } })).toBe(false);
  });

  it('names the app, version 2.8.1, its icons, and starts with the background window', () => {
    expect(manifest.meta).toMatchObject({ name: 'PlayEats', version: '2.8.1', launcher_icon: 'icons/launcher.ico' });
    expect(manifest.data.start_window).toBe('background');
    expect(manifest.data.windows.background).toMatchObject({ is_background_page: true });
  });

  it('declares every window on the one launcher page: desktop native and resizable, in-game ones transparent and in game only', () => {
    const names = Object.keys(manifest.data.windows);
    expect(names.sort()).toEqual(
      Object.entries(OVERLAY_WINDOWS)
        .filter(([, w]) => !w.developmentOnly)
        .map(([n]) => n)
        .sort(),
    );
    for (const window of Object.values(manifest.data.windows)) expect(window.file).toBe(LAUNCHER_PAGE);
    expect(manifest.data.windows.desktop).toMatchObject({ native_window: true, resizable: true, desktop_only: true });
    for (const name of ['in_game', 'popup_in_game', 'notification_in_game'] as const) {
      expect(manifest.data.windows[name]).toMatchObject({ transparent: true, in_game_only: true });
    }
    const development = buildManifest({ apiOrigin: 'https://x.test', development: true });
    expect(development.data.windows).toHaveProperty('development');
    expect(validate(development)).toBe(true);
    // Unpacked development packages reload on change; release packages carry no developer section.
    expect(development.data).toMatchObject({ developer: { enable_auto_refresh: true } });
    expect(manifest.data).not.toHaveProperty('developer');
  });

  it('toggles the in-game window with a hotkey, targets all games and launches with games and Overwolf', () => {
    expect(manifest.data.hotkeys[TOGGLE_IN_GAME_HOTKEY]).toMatchObject({ 'action-type': 'toggle' });
    expect(manifest.data.windows.in_game).toMatchObject({ focus_game_takeover_release_hotkey: TOGGLE_IN_GAME_HOTKEY });
    expect(manifest.data.game_targeting).toEqual({ type: 'all' });
    expect(manifest.data.launch_events.map((e) => e.event)).toEqual(['AllGamesLaunch', 'LaunchWithOverwolf']);
    expect(manifest.data.externally_connectable).toEqual({ matches: ['https://api.playeats.app'] });
  });

  it('asks for exactly the permissions the code uses', () => {
    const sources = sourcesUnder(path.join(here, '../src')).map((f) => fs.readFileSync(f, 'utf8'));
    const used = new Set(PERMISSION_OF_API.filter(([api]) => sources.some((s) => api.test(s))).map(([, p]) => p));
    if (sources.some((s) => s.includes('OWADS_SCRIPT_URL'))) ADS_PERMISSIONS.forEach((p) => used.add(p));
    expect([...manifest.permissions].sort()).toEqual([...used].sort());
  });

  it('names files that exist in the package sources (the package test checks the built package)', () => {
    const icons = fs.readdirSync(path.join(here, 'icons')).map((f) => `icons/${f}`);
    for (const file of filesNamedBy(manifest).filter((f) => f.startsWith('icons/'))) expect(icons).toContain(file);
  });
});
