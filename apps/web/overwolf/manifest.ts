import { OVERLAY_APP_AUTHOR, OVERLAY_APP_NAME } from '@playeats/domain/client-origins';
import { APP_VERSION } from '@playeats/domain/constants';
import { OVERLAY_WINDOWS, TOGGLE_IN_GAME_HOTKEY, type OverlayWindowName } from '../src/lib/overwolf/overlay-windows.ts';

/**
 * The overlay's Overwolf manifest, from one typed source (written into the package as
 * manifest.json by scripts/package-overwolf.mjs). Field meanings: Overwolf's manifest
 * reference (docs/overlay.md); manifest.schema.json checks the result.
 */

/** Every window loads the same launcher page; it asks the host which window it is. */
export const LAUNCHER_PAGE = 'Files/index.html';

/**
 * Exactly what the code uses (manifest.test.ts checks it against lib/overwolf and the ads
 * adapter): GameInfo for game and input tracking, Clipboard for copying in the overlay,
 * Tray for the tray menu, Hotkeys for the in-game toggle's binding, and Extensions,
 * Streaming and Profile, which Overwolf's ads SDK needs for its targeting.
 */
export const OVERLAY_PERMISSIONS = ['GameInfo', 'Clipboard', 'Tray', 'Hotkeys', 'Extensions', 'Streaming', 'Profile'];

export const TOGGLE_IN_GAME_DEFAULT_KEYS = 'Ctrl+Shift+E';

type WindowData = Record<string, unknown> & { file: string };

/** The flags of each window (Overwolf's "extension_window_data"). */
const WINDOW_DATA: Record<OverlayWindowName, Omit<WindowData, 'file'>> = {
  // Invisible: game tracking, the tray, the message relay; never throttled.
  background: { is_background_page: true, background_optimization: false },
  // The app on the desktop: a native window, resizable, with the ad (its flags keep ads in the window).
  desktop: {
    desktop_only: true,
    native_window: true,
    resizable: true,
    size: { width: 1366, height: 900 },
    min_size: { width: 960, height: 640 },
    block_top_window_navigation: true,
    popup_blocker: true,
    mute: true,
  },
  // Over the game, shown and hidden with the hotkey; it takes the mouse until hidden.
  in_game: {
    in_game_only: true,
    transparent: true,
    resizable: false,
    size: { width: 440, height: 680 },
    start_position: { top: 80, left: 40 },
    focus_game_takeover: 'ReleaseOnHidden',
    focus_game_takeover_release_hotkey: TOGGLE_IN_GAME_HOTKEY,
    block_top_window_navigation: true,
  },
  // A reward or an order update in game: small, on top, never stealing keyboard focus.
  popup_in_game: {
    in_game_only: true,
    transparent: true,
    resizable: false,
    topmost: true,
    grab_keyboard_focus: false,
    size: { width: 400, height: 260 },
    start_position: { top: 200, left: 760 },
    block_top_window_navigation: true,
  },
  notification_in_game: {
    in_game_only: true,
    transparent: true,
    resizable: false,
    topmost: true,
    grab_keyboard_focus: false,
    size: { width: 380, height: 140 },
    start_position: { top: 24, left: 1500 },
    block_top_window_navigation: true,
  },
  settings: {
    desktop_only: true,
    native_window: true,
    resizable: false,
    size: { width: 560, height: 680 },
    block_top_window_navigation: true,
  },
  development: {
    desktop_only: true,
    native_window: true,
    resizable: true,
    size: { width: 900, height: 700 },
  },
};

export interface ManifestOptions {
  /** Development builds declare the development window too. */
  development?: boolean;
  /** The API's origin, which the overlay's pages may call (externally_connectable). */
  apiOrigin: string;
}

export function buildManifest({ development = false, apiOrigin }: ManifestOptions) {
  const windows = Object.fromEntries(
    (Object.keys(OVERLAY_WINDOWS) as OverlayWindowName[])
      .filter((name) => development || !OVERLAY_WINDOWS[name].developmentOnly)
      .map((name) => [name, { file: LAUNCHER_PAGE, ...WINDOW_DATA[name] }]),
  );
  return {
    manifest_version: 1,
    type: 'WebApp',
    meta: {
      name: OVERLAY_APP_NAME,
      author: OVERLAY_APP_AUTHOR,
      version: APP_VERSION,
      'minimum-overwolf-version': '0.250.0',
      description: 'Order food without leaving your game, and earn bucks for the time you play.',
      dock_button_title: 'PlayEats',
      icon: 'icons/icon.png',
      icon_gray: 'icons/icon-gray.png',
      launcher_icon: 'icons/launcher.ico',
      window_icon: 'icons/window.png',
      splash_image: 'icons/icon.png',
    },
    permissions: OVERLAY_PERMISSIONS,
    data: {
      start_window: 'background',
      windows,
      game_targeting: { type: 'all' },
      launch_events: [
        { event: 'AllGamesLaunch', start_minimized: true, include_launchers: false },
        { event: 'LaunchWithOverwolf', start_minimized: true },
      ],
      hotkeys: {
        [TOGGLE_IN_GAME_HOTKEY]: {
          title: 'Show or hide PlayEats in game',
          'action-type': 'toggle',
          default: TOGGLE_IN_GAME_DEFAULT_KEYS,
        },
      },
      externally_connectable: { matches: [apiOrigin] },
      // Overwolf's ads guidance: impression tracking over http, links open in the user's browser.
      protocol_override_domains: { googlesyndication: 'http' },
      force_browser: 'user',
      // Unpacked development packages reload when their folder changes (docs/overlay.md).
      ...(development ? { developer: { enable_auto_refresh: true, reload_delay: 1000, filter: '*.*' } } : {}),
    },
  };
}

export type OverlayManifest = ReturnType<typeof buildManifest>;

/** Every file the manifest names, relative to the package root. */
export function filesNamedBy(manifest: OverlayManifest): string[] {
  const files = new Set<string>([
    manifest.meta.icon,
    manifest.meta.icon_gray,
    manifest.meta.launcher_icon,
    manifest.meta.window_icon,
    manifest.meta.splash_image,
  ]);
  for (const window of Object.values(manifest.data.windows)) files.add(window.file);
  return [...files];
}
