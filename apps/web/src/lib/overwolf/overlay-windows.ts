import type { ClientType } from '@playeats/domain/constants';

/**
 * The overlay's windows (spec section 2): the launcher picks one by name. Each is declared
 * in the manifest (apps/web/overwolf/manifest.ts) from this one list.
 * - background: the start window, invisible; game tracking, the tray, the message relay.
 * - desktop: the app itself on the desktop. in_game: the compact overlay over the game.
 * - popup_in_game, notification_in_game: what is shown in game (a reward, an order update).
 * - settings: the overlay's own settings. development: development builds only.
 */
export const OVERLAY_WINDOWS = {
  background: { inGame: false, developmentOnly: false },
  desktop: { inGame: false, developmentOnly: false },
  in_game: { inGame: true, developmentOnly: false },
  popup_in_game: { inGame: true, developmentOnly: false },
  notification_in_game: { inGame: true, developmentOnly: false },
  settings: { inGame: false, developmentOnly: false },
  development: { inGame: false, developmentOnly: true },
} as const;

export type OverlayWindowName = keyof typeof OVERLAY_WINDOWS;

export function isOverlayWindowName(name: unknown): name is OverlayWindowName {
  return typeof name === 'string' && Object.hasOwn(OVERLAY_WINDOWS, name);
}

/** Spec section 1: OW_INGAME_CLIENT in the in-game windows, OW_DESKTOP_CLIENT in the others. */
export function clientTypeOfWindow(name: OverlayWindowName): ClientType {
  return OVERLAY_WINDOWS[name].inGame ? 'OW_INGAME_CLIENT' : 'OW_DESKTOP_CLIENT';
}

/** Spec section 3: the window states. */
export const WINDOW_STATES = ['closed', 'minimized', 'hidden', 'normal', 'maximized'] as const;
export type WindowState = (typeof WINDOW_STATES)[number];

export const isWindowState = (value: unknown): value is WindowState =>
  (WINDOW_STATES as readonly unknown[]).includes(value);

/** Spec section 4: a minimized or hidden window counts as idle (and so does a closed one). */
export const isWindowVisible = (state: WindowState) => state === 'normal' || state === 'maximized';

/** The hotkey that shows and hides the in-game window (declared in the manifest). */
export const TOGGLE_IN_GAME_HOTKEY = 'toggle_in_game';
