import type { OverwolfApi, OverwolfResult } from '../lib/overwolf/overwolf-api.ts';
import type { HostForWindow, WindowEvents } from './sim-window.ts';

type Callback<T> = ((result: T) => void) | undefined;

/** Answers a call a moment later, as the host does, with both the current and the legacy result fields. */
function answer<T extends OverwolfResult>(callback: Callback<T>, result: Omit<T, 'success'>): void {
  queueMicrotask(() => callback?.({ ...result, success: true, status: 'success' } as unknown as T));
}

function fail(callback: Callback<OverwolfResult>, error: string): void {
  queueMicrotask(() => callback?.({ success: false, error, status: 'error', reason: error } as OverwolfResult));
}

/** The `overwolf` global as one window of the simulated host sees it. */
export function createSimulatedApi(host: HostForWindow, self: string, events: WindowEvents): OverwolfApi {
  const windowInfo = (name: string) => {
    const state = host.windowState(name);
    return {
      name,
      id: host.windowId(name),
      state: state === 'hidden' ? 'minimized' : state,
      stateEx: state as overwolf.windows.enums.WindowStateEx,
      isVisible: state === 'normal' || state === 'maximized',
      left: 0,
      top: 0,
      width: host.isInGameWindow(name) ? 420 : 1366,
      height: host.isInGameWindow(name) ? 640 : 900,
      monitorId: 'sim-monitor',
    };
  };

  /** A state change of a window that exists (by id or name); restoring needs it obtained first. */
  const move = (
    nameOrId: string,
    to: 'normal' | 'minimized' | 'hidden' | 'closed',
    callback: Callback<OverwolfResult>,
  ) => {
    const record = host.record(nameOrId);
    const name = host.nameOf(nameOrId);
    if (!record) return fail(callback as Callback<OverwolfResult>, `window not found: ${nameOrId}`);
    if (to === 'normal' && !record.obtained && record.state === 'closed') {
      return fail(callback as Callback<OverwolfResult>, `window ${name} was not obtained`);
    }
    host.setState(name, to);
    answer<overwolf.windows.WindowIdResult>(callback, { window_id: host.windowId(name) });
  };

  const requires = <T extends OverwolfResult>(permission: string, callback: Callback<T>): boolean => {
    if (host.hasPermission(permission)) return true;
    fail(callback as Callback<OverwolfResult>, `missing permission: ${permission}`);
    return false;
  };

  const windows: OverwolfApi['windows'] = {
    getCurrentWindow: (callback) => answer(callback, { window: windowInfo(self) }),
    obtainDeclaredWindow: ((name: string, ...rest: unknown[]) => {
      const callback = rest.at(-1) as Callback<overwolf.windows.WindowResult>;
      const record = host.record(name);
      if (!record) return fail(callback as Callback<OverwolfResult>, `window ${name} is not declared in the manifest`);
      // Creates the window's page without showing it.
      if (record.state === 'closed') host.setState(name, 'hidden', true);
      else record.obtained = true;
      answer(callback, { window: windowInfo(name) });
    }) as OverwolfApi['windows']['obtainDeclaredWindow'],
    restore: (id, callback) => move(id, 'normal', callback),
    minimize: (id, callback) => move(id, 'minimized', callback),
    hide: (id, callback) => move(id, 'hidden', callback),
    close: (id, callback) => move(id, 'closed', callback),
    getWindowState: (id, callback) => {
      const name = host.nameOf(id);
      const state = host.windowState(name);
      answer(callback, {
        window_id: host.windowId(name),
        window_state: state === 'hidden' ? 'minimized' : state,
        window_state_ex: state as overwolf.windows.enums.WindowStateEx,
      });
    },
    getWindowsStates: (callback) => {
      const names = host.windowNames();
      answer(callback, {
        result: Object.fromEntries(
          names.map((n) => [n, host.windowState(n) === 'hidden' ? 'minimized' : host.windowState(n)]),
        ),
        resultV2: Object.fromEntries(
          names.map((n) => [n, host.windowState(n) as overwolf.windows.enums.WindowStateEx]),
        ),
      });
    },
    sendMessage: (target, id, content, callback) => {
      const record = host.record(target);
      // Only an open window receives; the content arrives as a copy.
      if (!record || record.state === 'closed') {
        return fail(callback as Callback<OverwolfResult>, `window ${target} is not open`);
      }
      record.events.messageReceived.emit({ id, content: structuredClone(content) as unknown });
      answer(callback, { window_id: host.windowId(host.nameOf(target)) });
    },
    onStateChanged: events.stateChanged,
    onMessageReceived: events.messageReceived,
  };

  return {
    windows,
    games: {
      getRunningGameInfo: (callback) => {
        if (!requires('GameInfo', callback as Callback<OverwolfResult>)) return;
        // No game running: the callback gets null, not a result.
        const info = host.game;
        queueMicrotask(() =>
          callback(info ? ({ ...info, success: true, status: 'success' } as never) : (null as never)),
        );
      },
      onGameInfoUpdated: events.gameInfoUpdated,
      inputTracking: { onKeyDown: events.keyDown, onMouseDown: events.mouseDown },
    },
    settings: {
      language: {
        get: (callback) => answer(callback, { language: host.language }),
        onLanguageChanged: events.languageChanged,
      },
      hotkeys: {
        get: (callback) => {
          if (!requires('Hotkeys', callback)) return;
          const globals = Object.entries(host.manifest.data.hotkeys ?? {}).map(([name, hotkey]) => ({
            name,
            title: hotkey.title,
            binding: hotkey.default ?? '',
            IsUnassigned: !hotkey.default,
            virtualKeycode: 0,
            modifierKeys: 0,
            extensionuid: host.uid,
            isPassthrough: false,
            hold: false,
          }));
          answer(callback, { globals });
        },
        onPressed: events.hotkeyPressed,
      },
    },
    utils: {
      placeOnClipboard: (data) => {
        if (!host.hasPermission('Clipboard')) throw new Error('missing permission: Clipboard');
        host.clipboard.push(data);
        host.note('clipboard', data);
      },
      openUrlInDefaultBrowser: (url) => {
        host.openedUrls.push(url);
        host.note('browser', url);
      },
      openStore: (params) => {
        host.storePages.push(String(params.page));
        host.note('store', String(params.page));
      },
    },
    os: {
      tray: {
        setMenu: (menu, callback) => {
          if (!requires('Tray', callback)) return;
          if (!host.manifest.meta.launcher_icon) return fail(callback, 'a tray needs a launcher_icon in the manifest');
          host.trayMenu = menu.menu_items
            .filter((item) => item.id && item.label && !item.sub_items)
            .map((item) => ({ id: item.id!, label: item.label! }));
          host.note('tray', host.trayMenu.map((i) => i.label).join(' | '));
          answer(callback, {});
        },
        onMenuItemClicked: events.trayItemClicked,
      },
    },
    extensions: {
      current: {
        getManifest: (callback) => answer(callback, structuredClone(host.manifest) as never),
      },
    },
  };
}
