import type { OverwolfApi, RunningGameInfo } from '../lib/overwolf/overwolf-api.ts';
import type { WindowState } from '../lib/overwolf/overlay-windows.ts';
import { createSimulatedApi } from './simulated-api.ts';
import {
  createWindowEvents,
  type HostForWindow,
  type SimManifest,
  type WindowEvents,
  type WindowRecord,
} from './sim-window.ts';

export interface SimGame {
  classId: number;
  title: string;
}

export interface HostLogEntry {
  at: number;
  kind: string;
  detail: string;
}

/**
 * A faithful stand-in for the Overwolf client, for tests and for people without it
 * (docs/overlay.md): declared windows with Overwolf's states, a game that launches, gains
 * or loses focus and quits, input in game, the client's language, the tray, hotkeys, the
 * clipboard, and messages between windows. Its events fire only when a test or a person
 * triggers them (launchGame, pressHotkey…), never on subscribe, and always asynchronously.
 * Its rules are Overwolf's (docs and @overwolf/types): restoring a window by name needs it
 * obtained first; messages reach open windows only; every window hears every window's
 * state change; closing the start window closes the app; a game's id is its class id × 10
 * plus an instance digit; hotkeys work only in game; APIs need their manifest permission.
 */
export class SimulatedHost implements HostForWindow {
  readonly manifest: SimManifest;
  readonly uid: string;
  game: RunningGameInfo | null = null;
  language: string;
  trayMenu: { id: string; label: string }[] | null = null;
  readonly clipboard: string[] = [];
  readonly openedUrls: string[] = [];
  readonly storePages: string[] = [];
  readonly log: HostLogEntry[] = [];
  private readonly windows = new Map<string, WindowRecord>();
  private readonly observers = new Set<() => void>();
  private sessionCounter = 0;
  /** Bumped at every change: the page's snapshot of the host. */
  version = 0;

  constructor(manifest: SimManifest, options: { uid?: string; language?: string } = {}) {
    this.manifest = manifest;
    this.uid = options.uid ?? 'simulatedappuidsimulatedappuidsimulated';
    this.language = options.language ?? 'en';
    for (const name of Object.keys(manifest.data.windows)) {
      this.windows.set(name, { state: 'closed', obtained: false, events: createWindowEvents() });
    }
  }

  // ---- what the page and the tests see -----------------------------------------------

  /** Called after every change of windows, game, tray, language or log. */
  readonly subscribe = (observer: () => void): (() => void) => {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  };

  windowNames(): string[] {
    return [...this.windows.keys()];
  }

  windowState(name: string): WindowState {
    return this.record(name)?.state ?? 'closed';
  }

  isDeclared(name: string): boolean {
    return this.windows.has(name);
  }

  isInGameWindow(name: string): boolean {
    return this.manifest.data.windows[name]?.in_game_only === true;
  }

  windowId(name: string): string {
    return `Window_Extension_${this.uid}_${name}`;
  }

  /** The `overwolf` global of one window. */
  overwolfFor(name: string): OverwolfApi {
    const record = this.record(name);
    if (!record) throw new Error(`${name} is not a window of this app`);
    return createSimulatedApi(this, name, record.events);
  }

  // ---- what a person or a test does ---------------------------------------------------

  /** The client starts the app: the start window opens (LaunchWithOverwolf, AllGamesLaunch). */
  launchApp(): void {
    const start = this.manifest.data.start_window;
    if (this.windowState(start) !== 'closed') return;
    this.setState(start, 'normal', true);
    this.note('app', 'launched');
  }

  launchGame(game: SimGame): void {
    this.sessionCounter += 1;
    this.game = {
      isInFocus: true,
      gameIsInFocus: true,
      isRunning: true,
      allowsVideoCapture: true,
      title: game.title,
      displayName: game.title,
      shortTitle: game.title,
      classId: game.classId,
      id: game.classId * 10 + 1,
      width: 1920,
      height: 1080,
      logicalWidth: 1920,
      logicalHeight: 1080,
      renderers: ['D3D11'],
      detectedRenderer: 'D3D11',
      executionPath: `C:/Games/${game.title}/${game.title}.exe`,
      sessionId: `sim-session-${this.sessionCounter}`,
      commandLine: '',
      type: 0 as overwolf.games.enums.GameInfoType,
      typeAsString: 'Game',
      windowHandle: { value: 0 },
      monitorHandle: { value: 0 },
      processId: 4000 + this.sessionCounter,
      isOverlayEnabled: true,
      isOverlaySupported: true,
    };
    this.gameEvent({ runningChanged: true, gameChanged: true }, 'gameLaunched');
    this.note('game', `${game.title} launched`);
  }

  quitGame(): void {
    if (!this.game) return;
    const ended = { ...this.game, isRunning: false, isInFocus: false, gameIsInFocus: false };
    this.game = null;
    this.forEachOpen((events) =>
      events.gameInfoUpdated.emit(gameUpdate(ended, { runningChanged: true }, 'gameTerminated')),
    );
    // In-game-only windows are not shown without a game.
    for (const name of this.windowNames()) {
      if (this.isInGameWindow(name) && this.windowState(name) !== 'closed') this.setState(name, 'hidden');
    }
    this.note('game', `${ended.title} quit`);
  }

  setGameFocus(inFocus: boolean): void {
    if (!this.game || this.game.isInFocus === inFocus) return;
    this.game = { ...this.game, isInFocus: inFocus, gameIsInFocus: inFocus };
    this.gameEvent({ focusChanged: true }, 'gameFocusChanged');
    this.note('game', inFocus ? 'focused' : 'lost focus');
  }

  /** A key press in game (input tracking sees game input only). */
  sendInput(): void {
    if (!this.game) return;
    this.forEachOpen((events) => events.keyDown.emit({ key: '87', onGame: true }));
  }

  setLanguage(language: string): void {
    if (language === this.language) return;
    this.language = language;
    this.forEachOpen((events) => events.languageChanged.emit({ language }));
    this.note('language', language);
  }

  /** Hotkeys work only in game (Overwolf's rule). */
  pressHotkey(name: string): boolean {
    if (!this.game || !this.manifest.data.hotkeys?.[name]) return false;
    this.forEachOpen((events) => events.hotkeyPressed.emit({ name }));
    this.note('hotkey', name);
    return true;
  }

  clickTrayItem(id: string): boolean {
    if (!this.trayMenu?.some((item) => item.id === id)) return false;
    this.forEachOpen((events) => events.trayItemClicked.emit({ item: id }));
    this.note('tray', id);
    return true;
  }

  // ---- used by the per-window API (simulated-api.ts) ----------------------------------

  record(nameOrId: string): WindowRecord | undefined {
    const name = nameOrId.startsWith('Window_Extension_') ? nameOrId.slice(this.windowId('').length) : nameOrId;
    return this.windows.get(name);
  }

  nameOf(nameOrId: string): string {
    return nameOrId.startsWith('Window_Extension_') ? nameOrId.slice(this.windowId('').length) : nameOrId;
  }

  hasPermission(permission: string): boolean {
    return this.manifest.permissions.includes(permission);
  }

  /** Moves a window to a state and tells every open window (the host's onStateChanged). */
  setState(name: string, state: WindowState, obtained?: boolean): void {
    const record = this.windows.get(name);
    if (!record) return;
    const previous = record.state;
    if (obtained !== undefined) record.obtained = obtained;
    record.state = state;
    if (state === 'closed') {
      record.obtained = false;
      // The page is gone, and its listeners with it.
      for (const event of Object.values(record.events)) event.clear();
      if (name === this.manifest.data.start_window) {
        // Closing the start window closes the app.
        for (const other of this.windowNames()) if (other !== name) this.setState(other, 'closed');
        this.trayMenu = null;
      }
    }
    if (previous !== state) {
      const change = {
        window_id: this.windowId(name),
        window_name: name,
        app_id: this.uid,
        window_state_ex: state as overwolf.windows.enums.WindowStateEx,
        window_previous_state_ex: previous as overwolf.windows.enums.WindowStateEx,
        window_state: legacyState(state),
        window_previous_state: legacyState(previous),
      };
      this.forEachOpen((events) => events.stateChanged.emit(change));
      this.note('window', `${name}: ${previous} → ${state}`);
    } else {
      this.changed();
    }
  }

  note(kind: string, detail: string): void {
    this.log.push({ at: Date.now(), kind, detail });
    this.changed();
  }

  forEachOpen(visit: (events: WindowEvents, name: string) => void): void {
    for (const [name, record] of this.windows) if (record.state !== 'closed') visit(record.events, name);
  }

  private gameEvent(flags: Partial<overwolf.games.GameInfoUpdatedEvent>, reason: string): void {
    const info = this.game;
    if (!info) return;
    this.forEachOpen((events) => events.gameInfoUpdated.emit(gameUpdate(info, flags, reason)));
  }

  private changed(): void {
    this.version += 1;
    for (const observer of [...this.observers]) observer();
  }
}

/** The legacy state field: a hidden window reads "minimized" there (Overwolf's examples). */
const legacyState = (state: WindowState) => (state === 'hidden' ? 'minimized' : state);

function gameUpdate(
  info: RunningGameInfo,
  flags: Partial<overwolf.games.GameInfoUpdatedEvent>,
  reason: string,
): overwolf.games.GameInfoUpdatedEvent {
  return {
    gameInfo: info,
    resolutionChanged: false,
    runningChanged: false,
    focusChanged: false,
    gameChanged: false,
    gameOverlayChanged: false,
    ...flags,
    reason: [reason as overwolf.games.enums.GameInfoChangeReason],
  };
}
