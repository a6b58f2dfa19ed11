import type { RunningGameInfo } from '../lib/overwolf/overwolf-api.ts';
import type { WindowState } from '../lib/overwolf/overlay-windows.ts';
import { SimEvent } from './sim-event.ts';

/*
 * One window's side of the simulated host: the events it can listen to, what the host
 * keeps of it, and what its `overwolf` global (simulated-api.ts) asks of the host. The
 * host builds that global, so the global depends on this description of the host rather
 * than on its class: the two would otherwise import each other.
 */

/** The manifest fields the simulated host reads (the real one is apps/web/overwolf/manifest.ts). */
export interface SimManifest {
  meta: { name: string; author: string; version: string; launcher_icon?: string };
  permissions: string[];
  data: {
    start_window: string;
    windows: Record<string, Record<string, unknown>>;
    hotkeys?: Record<string, { title: string; default?: string }>;
  };
}

/** The events one window can listen to; a window's listeners go when it closes. */
export function createWindowEvents() {
  return {
    stateChanged: new SimEvent<overwolf.windows.WindowStateChangedEvent>(),
    messageReceived: new SimEvent<overwolf.windows.MessageReceivedEvent>(),
    gameInfoUpdated: new SimEvent<overwolf.games.GameInfoUpdatedEvent>(),
    keyDown: new SimEvent<overwolf.games.inputTracking.KeyEvent>(),
    mouseDown: new SimEvent<overwolf.games.inputTracking.MouseEvent>(),
    languageChanged: new SimEvent<overwolf.settings.language.LanguageChangedEvent>(),
    hotkeyPressed: new SimEvent<overwolf.settings.hotkeys.OnPressedEvent>(),
    trayItemClicked: new SimEvent<overwolf.os.tray.onMenuItemClickedEvent>(),
  };
}

export type WindowEvents = ReturnType<typeof createWindowEvents>;

/** What the host keeps of one declared window. */
export interface WindowRecord {
  state: WindowState;
  /** Created by obtainDeclaredWindow (or opened): restore by name works from then on. */
  obtained: boolean;
  events: WindowEvents;
}

/** The host as one window's `overwolf` global uses it (SimulatedHost implements it). */
export interface HostForWindow {
  readonly manifest: SimManifest;
  readonly uid: string;
  readonly game: RunningGameInfo | null;
  readonly language: string;
  trayMenu: { id: string; label: string }[] | null;
  readonly clipboard: string[];
  readonly openedUrls: string[];
  readonly storePages: string[];
  windowNames(): string[];
  windowState(name: string): WindowState;
  isInGameWindow(name: string): boolean;
  windowId(name: string): string;
  record(nameOrId: string): WindowRecord | undefined;
  nameOf(nameOrId: string): string;
  hasPermission(permission: string): boolean;
  setState(name: string, state: WindowState, obtained?: boolean): void;
  note(kind: string, detail: string): void;
}
