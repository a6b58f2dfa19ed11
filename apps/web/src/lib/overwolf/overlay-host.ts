import type { GameInfoUpdatedEvent, OverwolfApi, OverwolfResult, RunningGameInfo } from './overwolf-api.ts';
import { isWindowState, type WindowState } from './overlay-windows.ts';

export interface RunningGame {
  /** Overwolf's game class id (the instance id divided by 10): what the manifest and the API use. */
  classId: number;
  title: string;
  /** The overlay is rendered over the game (Overwolf's isInFocus). */
  inFocus: boolean;
}

export type GameChange =
  | { kind: 'launched'; game: RunningGame }
  | { kind: 'terminated'; game: RunningGame }
  | { kind: 'focus'; game: RunningGame };

export interface WindowStateChange {
  name: string;
  state: WindowState;
  previous: WindowState;
}

export interface TrayItem {
  id: string;
  label: string;
}

/**
 * The Overwolf host as this app uses it: promises instead of callbacks, one shape for
 * game events, string states. Everything else in the app talks to this (through the
 * platform adapter and the overlay windows), never to the `overwolf` global.
 */
export interface OverlayHost {
  currentWindow(): Promise<{ name: string; id: string }>;
  /** Opens (obtains, then restores) a declared window; restores it when minimized or hidden. */
  openWindow(name: string): Promise<void>;
  minimizeWindow(name: string): Promise<void>;
  hideWindow(name: string): Promise<void>;
  closeWindow(name: string): Promise<void>;
  /** Every declared window's state, by name (closed when never opened). */
  windowStates(): Promise<Record<string, WindowState>>;
  /** Every window's state changes (filter by name: the host tells every window about every window). */
  onWindowStateChanged(listener: (change: WindowStateChange) => void): () => void;
  runningGame(): Promise<RunningGame | null>;
  onGameChanged(listener: (change: GameChange) => void): () => void;
  /** A key or mouse press in game: the player is there. */
  onInput(listener: () => void): () => void;
  /** The Overwolf client's language (two letters), or null. */
  language(): Promise<string | null>;
  onLanguageChanged(listener: (language: string) => void): () => void;
  placeOnClipboard(text: string): void;
  openUrl(url: string): void;
  /** This app's reviews page in the Overwolf store. */
  openReviewPage(): void;
  setTrayMenu(items: TrayItem[]): Promise<void>;
  onTrayItemClicked(listener: (id: string) => void): () => void;
  onHotkeyPressed(listener: (name: string) => void): () => void;
  /** The key combination bound to a hotkey of this app (e.g. "Ctrl+Shift+E"), or null when unassigned. */
  hotkeyBinding(name: string): Promise<string | null>;
  /** Sends to an open window; false when it is not open. */
  sendMessage(window: string, id: string, content: unknown): Promise<boolean>;
  onMessage(listener: (id: string, content: unknown) => void): () => void;
}

class HostError extends Error {
  override readonly name = 'OverwolfHostError';
}

/** Calls a callback-style API and settles with its result; `success: false` rejects with its error. */
function call<T extends OverwolfResult>(invoke: (callback: (result: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    invoke((result) => {
      if (result && result.success === false) reject(new HostError(result.error ?? 'the host refused the call'));
      else resolve(result);
    });
  });
}

interface HostEvent<T> {
  addListener(callback: (event: T) => void): void;
  removeListener(callback: (event: T) => void): void;
}

function listen<T>(event: HostEvent<T>, callback: (event: T) => void): () => void {
  // Overwolf removes listeners by identity: keep the one function added.
  const handler = (payload: T) => callback(payload);
  event.addListener(handler);
  return () => event.removeListener(handler);
}

const toGame = (info: Pick<RunningGameInfo, 'classId' | 'id' | 'title' | 'isInFocus'>): RunningGame => ({
  classId: info.classId || Math.floor(info.id / 10),
  title: info.title,
  inFocus: info.isInFocus,
});

/** Reasons come as an array in Overwolf's declarations and as one string in its examples. */
const reasonsOf = (event: GameInfoUpdatedEvent): string[] => ([] as unknown[]).concat(event.reason).map(String);

/** What a game info update means to the app, if anything (Overwolf's own samples read it so). */
export function gameChangeOf(event: GameInfoUpdatedEvent): GameChange | null {
  const info = event.gameInfo;
  if (!info) return null;
  const game = toGame(info);
  if (event.runningChanged || event.gameChanged) return { kind: info.isRunning ? 'launched' : 'terminated', game };
  if (event.focusChanged || reasonsOf(event).includes('gameFocusChanged')) return { kind: 'focus', game };
  return null;
}

const stateOf = (value: unknown): WindowState => (isWindowState(value) ? value : 'closed');

export function createOverlayHost(ow: OverwolfApi): OverlayHost {
  const byName = (name: string, act: (id: string, cb: (r: OverwolfResult) => void) => void) =>
    call<OverwolfResult>((cb) => act(name, cb)).then(() => undefined);
  return {
    currentWindow: () =>
      call<overwolf.windows.WindowResult>((cb) => ow.windows.getCurrentWindow(cb)).then(({ window }) => ({
        name: window.name,
        id: window.id,
      })),
    async openWindow(name) {
      // Restoring by name works only on a window that was obtained first.
      const { window } = await call<overwolf.windows.WindowResult>((cb) => ow.windows.obtainDeclaredWindow(name, cb));
      await byName(window.id, (id, cb) => ow.windows.restore(id, cb));
    },
    minimizeWindow: (name) => byName(name, (id, cb) => ow.windows.minimize(id, cb)),
    hideWindow: (name) => byName(name, (id, cb) => ow.windows.hide(id, cb)),
    closeWindow: (name) => byName(name, (id, cb) => ow.windows.close(id, cb)),
    async windowStates() {
      const { resultV2 } = await call<overwolf.windows.GetWindowsStatesResult>((cb) => ow.windows.getWindowsStates(cb));
      return Object.fromEntries(Object.entries(resultV2).map(([name, state]) => [name, stateOf(state)]));
    },
    onWindowStateChanged: (listener) =>
      listen(ow.windows.onStateChanged, (event) =>
        listener({
          name: event.window_name,
          state: stateOf(event.window_state_ex),
          previous: stateOf(event.window_previous_state_ex),
        }),
      ),
    runningGame: () =>
      new Promise((resolve) =>
        // No game: the callback gets null rather than a result.
        ow.games.getRunningGameInfo((info) => resolve(info?.isRunning ? toGame(info) : null)),
      ),
    onGameChanged: (listener) =>
      listen(ow.games.onGameInfoUpdated, (event) => {
        const change = gameChangeOf(event);
        if (change) listener(change);
      }),
    onInput(listener) {
      const offKey = listen(ow.games.inputTracking.onKeyDown, () => listener());
      const offMouse = listen(ow.games.inputTracking.onMouseDown, () => listener());
      return () => {
        offKey();
        offMouse();
      };
    },
    language: () =>
      call<overwolf.settings.language.GetLanguageResult>((cb) => ow.settings.language.get(cb)).then(
        ({ language }) => language || null,
        () => null,
      ),
    onLanguageChanged: (listener) =>
      listen(ow.settings.language.onLanguageChanged, (event) => listener(event.language)),
    placeOnClipboard: (text) => ow.utils.placeOnClipboard(text),
    openUrl: (url) => ow.utils.openUrlInDefaultBrowser(url),
    openReviewPage: () =>
      // overwolf.utils.enums.eStorePage.ReviewsPage, by value (a const enum).
      ow.utils.openStore({ page: 'ReviewsPage' as overwolf.utils.enums.eStorePage }),
    setTrayMenu: (items) =>
      call((cb) => ow.os.tray.setMenu({ menu_items: items.map(({ id, label }) => ({ id, label })) }, cb)).then(
        () => undefined,
      ),
    onTrayItemClicked: (listener) => listen(ow.os.tray.onMenuItemClicked, (event) => listener(event.item)),
    onHotkeyPressed: (listener) => listen(ow.settings.hotkeys.onPressed, (event) => listener(event.name)),
    async hotkeyBinding(name) {
      const result = await call<overwolf.settings.hotkeys.GetAssignedHotkeyResult>((cb) => ow.settings.hotkeys.get(cb));
      const all = [...result.globals, ...Object.values(result.games ?? {}).flat()];
      const hotkey = all.find((h) => h.name === name);
      return hotkey && !hotkey.IsUnassigned && hotkey.binding ? hotkey.binding : null;
    },
    sendMessage: (window, id, content) =>
      call((cb) => ow.windows.sendMessage(window, id, content, cb)).then(
        () => true,
        () => false,
      ),
    onMessage: (listener) => listen(ow.windows.onMessageReceived, (event) => listener(event.id, event.content)),
  };
}
