/// <reference types="@overwolf/types" />

/**
 * The part of Overwolf's `overwolf` global this app uses, typed by Overwolf's own
 * declarations (@overwolf/types). The host wrapper (overlay-host.ts) is written against
 * it, and so is the simulated host, so both stay true to the real API. Only lib/overwolf
 * and the simulator may touch the global (ESLint no-restricted-globals).
 *
 * Overwolf's enums are ambient const enums, which isolatedModules cannot read as values:
 * compare states and reasons with their string values.
 */
export interface OverwolfApi {
  windows: Pick<
    typeof overwolf.windows,
    | 'getCurrentWindow'
    | 'obtainDeclaredWindow'
    | 'restore'
    | 'minimize'
    | 'hide'
    | 'close'
    | 'getWindowState'
    | 'getWindowsStates'
    | 'sendMessage'
    | 'onStateChanged'
    | 'onMessageReceived'
  >;
  games: Pick<typeof overwolf.games, 'getRunningGameInfo' | 'onGameInfoUpdated'> & {
    inputTracking: Pick<typeof overwolf.games.inputTracking, 'onKeyDown' | 'onMouseDown'>;
  };
  settings: {
    language: Pick<typeof overwolf.settings.language, 'get' | 'onLanguageChanged'>;
    hotkeys: Pick<typeof overwolf.settings.hotkeys, 'get' | 'onPressed'>;
  };
  utils: Pick<typeof overwolf.utils, 'placeOnClipboard' | 'openUrlInDefaultBrowser' | 'openStore'>;
  os: { tray: Pick<typeof overwolf.os.tray, 'setMenu' | 'onMenuItemClicked'> };
  extensions: { current: Pick<typeof overwolf.extensions.current, 'getManifest'> };
}

export type WindowInfo = overwolf.windows.WindowInfo;
export type WindowStateChangedEvent = overwolf.windows.WindowStateChangedEvent;
export type MessageReceivedEvent = overwolf.windows.MessageReceivedEvent;
export type RunningGameInfo = overwolf.games.RunningGameInfo;
export type GetRunningGameInfoResult = overwolf.games.GetRunningGameInfoResult;
export type GameInfoUpdatedEvent = overwolf.games.GameInfoUpdatedEvent;
export type ExtensionTrayMenu = overwolf.os.tray.ExtensionTrayMenu;
export type GetManifestResult = overwolf.extensions.GetManifestResult;
export type OverwolfResult = overwolf.Result;

/** The global, where the host provides one (in Overwolf's windows, or the simulator's). */
export function overwolfGlobal(): OverwolfApi | null {
  const candidate = (globalThis as { overwolf?: OverwolfApi }).overwolf;
  return candidate && typeof candidate.windows?.getCurrentWindow === 'function' ? candidate : null;
}
