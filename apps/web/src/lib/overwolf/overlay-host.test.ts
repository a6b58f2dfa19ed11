import { describe, expect, it } from 'vitest';
import type { SimManifest } from '../../overlay-sim/sim-window.ts';
import { SimulatedHost } from '../../overlay-sim/simulated-host.ts';
import { createMessageBus } from './message-bus.ts';
import { createOverlayHost, gameChangeOf, type GameChange } from './overlay-host.ts';

const manifest: SimManifest = {
  meta: { name: 'PlayEats', author: 'PlayEats', version: '2.8.1', launcher_icon: 'icons/launcher.ico' },
  permissions: ['GameInfo', 'Clipboard', 'Tray', 'Hotkeys'],
  data: {
    start_window: 'background',
    windows: { background: {}, desktop: { desktop_only: true }, in_game: { in_game_only: true } },
    hotkeys: { toggle_in_game: { title: 'Toggle', default: 'Ctrl+Shift+E' } },
  },
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function started(permissions = manifest.permissions) {
  const sim = new SimulatedHost({ ...manifest, permissions });
  sim.launchApp();
  return { sim, background: createOverlayHost(sim.overwolfFor('background')) };
}

describe('the overlay host over the simulated Overwolf client', () => {
  it('opens a declared window (obtain, then restore), hides, minimizes and closes it; every window hears every change', async () => {
    const { sim, background } = started();
    const heard: string[] = [];
    background.onWindowStateChanged((c) => heard.push(`${c.name}:${c.previous}>${c.state}`));
    await background.openWindow('desktop');
    expect(sim.windowState('desktop')).toBe('normal');
    const desktop = createOverlayHost(sim.overwolfFor('desktop'));
    expect(await desktop.currentWindow()).toEqual({ name: 'desktop', id: sim.windowId('desktop') });
    await desktop.hideWindow('desktop');
    await desktop.minimizeWindow('desktop');
    await settle();
    expect(heard).toEqual([
      'desktop:closed>hidden',
      'desktop:hidden>normal',
      'desktop:normal>hidden',
      'desktop:hidden>minimized',
    ]);
    expect(await background.windowStates()).toMatchObject({
      background: 'normal',
      desktop: 'minimized',
      in_game: 'closed',
    });
    await background.closeWindow('desktop');
    expect(sim.windowState('desktop')).toBe('closed');
  });

  it('refuses what Overwolf refuses: restoring a window never obtained, a window that is not declared', async () => {
    const { sim } = started();
    const raw = sim.overwolfFor('background');
    const result = await new Promise<overwolf.Result>((resolve) => raw.windows.restore('desktop', resolve));
    expect(result).toMatchObject({ success: false });
    await expect(createOverlayHost(raw).openWindow('nowhere')).rejects.toThrow(/not declared/);
  });

  it('closing the start window closes the app: every window, and the tray', async () => {
    const { sim, background } = started();
    await background.openWindow('desktop');
    await background.setTrayMenu([{ id: 'open', label: 'Open' }]);
    await background.closeWindow('background');
    expect(sim.windowNames().map((n) => sim.windowState(n))).toEqual(['closed', 'closed', 'closed']);
    expect(sim.trayMenu).toBeNull();
  });

  it('a game launch, focus change and quit reach the app as one shape; no game means null', async () => {
    const { sim, background } = started();
    expect(await background.runningGame()).toBeNull();
    const changes: GameChange[] = [];
    background.onGameChanged((c) => changes.push(c));
    sim.launchGame({ classId: 21216, title: 'Fortnite' });
    sim.setGameFocus(false);
    sim.quitGame();
    await settle();
    expect(changes.map((c) => `${c.kind}:${c.game.classId}`)).toEqual([
      'launched:21216',
      'focus:21216',
      'terminated:21216',
    ]);
    expect(await background.runningGame()).toBeNull();
  });

  it('reads a game update whose reason is a string (Overwolf’s examples) as well as an array (its types)', () => {
    const gameInfo = { classId: 5426, id: 54261, title: 'League of Legends', isInFocus: true, isRunning: true };
    const base = { resolutionChanged: false, runningChanged: false, gameChanged: false, gameOverlayChanged: false };
    expect(gameChangeOf({ ...base, gameInfo, focusChanged: false, reason: 'gameFocusChanged' } as never)?.kind).toBe(
      'focus',
    );
    expect(gameChangeOf({ ...base, gameInfo: null, focusChanged: true, reason: [] } as never)).toBeNull();
  });

  it('input in game, hotkeys in game only, the language and its changes, the tray, the clipboard', async () => {
    const { sim, background } = started();
    const events: string[] = [];
    background.onInput(() => events.push('input'));
    background.onHotkeyPressed((name) => events.push(`hotkey:${name}`));
    background.onLanguageChanged((language) => events.push(`language:${language}`));
    background.onTrayItemClicked((id) => events.push(`tray:${id}`));
    expect(sim.pressHotkey('toggle_in_game')).toBe(false);
    sim.launchGame({ classId: 21216, title: 'Fortnite' });
    sim.sendInput();
    sim.pressHotkey('toggle_in_game');
    sim.setLanguage('fr');
    await background.setTrayMenu([{ id: 'hide', label: 'Hide' }]);
    sim.clickTrayItem('hide');
    await settle();
    expect(events).toEqual(['input', 'hotkey:toggle_in_game', 'language:fr', 'tray:hide']);
    expect(await background.language()).toBe('fr');
    expect(await background.hotkeyBinding('toggle_in_game')).toBe('Ctrl+Shift+E');
    background.placeOnClipboard('https://playeats.app/r/ABC');
    expect(sim.clipboard).toEqual(['https://playeats.app/r/ABC']);
    background.openReviewPage();
    expect(sim.storePages).toEqual(['ReviewsPage']);
  });

  it('an API needs its permission in the manifest, as a tray needs a launcher icon', async () => {
    const { background } = started(['GameInfo']);
    await expect(background.setTrayMenu([{ id: 'open', label: 'Open' }])).rejects.toThrow(/Tray/);
    expect(() => background.placeOnClipboard('x')).toThrow(/Clipboard/);
  });
});

describe('the message bus', () => {
  it('goes through the background, which hands it to every other open window (not back to the sender)', async () => {
    const { sim, background } = started();
    await background.openWindow('desktop');
    await background.openWindow('in_game');
    const buses = Object.fromEntries(
      ['background', 'desktop', 'in_game'].map((name) => [
        name,
        createMessageBus<{ PING: { n: number } }>(createOverlayHost(sim.overwolfFor(name)), name),
      ]),
    );
    const got: string[] = [];
    for (const [name, bus] of Object.entries(buses)) bus.on('PING', ({ n }, from) => got.push(`${name}<-${from}:${n}`));
    await buses.desktop!.send('PING', { n: 1 });
    await settle();
    await settle();
    expect(got.sort()).toEqual(['background<-desktop:1', 'in_game<-desktop:1']);
    got.length = 0;
    await buses.background!.send('PING', { n: 2 });
    await settle();
    expect(got.sort()).toEqual(['desktop<-background:2', 'in_game<-background:2']);
  });

  it('reaches open windows only, and copies what it carries', async () => {
    const { sim, background } = started();
    const desktop = createOverlayHost(sim.overwolfFor('desktop'));
    expect(await background.sendMessage('desktop', 'X', {})).toBe(false);
    await background.openWindow('desktop');
    const payload = { list: [1, 2] };
    const seen: unknown[] = [];
    desktop.onMessage((_id, content) => seen.push(content));
    expect(await background.sendMessage('desktop', 'X', payload)).toBe(true);
    await settle();
    expect(seen).toEqual([payload]);
    expect(seen[0]).not.toBe(payload);
  });
});
