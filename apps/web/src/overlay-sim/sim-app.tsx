import { useEffect, useState, useSyncExternalStore } from 'react';
import { TOGGLE_IN_GAME_HOTKEY } from '../lib/overwolf/overlay-windows.ts';
import type { SimulatedHost } from './simulated-host.ts';
import './sim.css';

/** The overlay build's launcher page, served by the API beside this page. */
const APP_PAGE = '/dev/overlay/app/Files/index.html';

export const SIM_GAMES = [
  { classId: 21216, title: 'Fortnite' },
  { classId: 5426, title: 'League of Legends' },
  { classId: 21640, title: 'Valorant' },
];

const DESKTOP_WINDOWS = ['desktop', 'settings', 'development'];
const IN_GAME_POSITIONS: Record<string, { left: number; top: number; width: number; height: number }> = {
  in_game: { left: 24, top: 24, width: 440, height: 680 },
  notification_in_game: { left: 876, top: 24, width: 380, height: 140 },
  popup_in_game: { left: 440, top: 240, width: 400, height: 260 },
};

function useHost(host: SimulatedHost) {
  useSyncExternalStore(host.subscribe, () => host.version);
  return host;
}

function WindowFrame({ host, name, style }: { host: SimulatedHost; name: string; style?: React.CSSProperties }) {
  const state = host.windowState(name);
  // The background page is never seen, whatever its state.
  const visible = name !== host.manifest.data.start_window && (state === 'normal' || state === 'maximized');
  return (
    <iframe
      className="sim-frame"
      data-window={name}
      data-state={state}
      title={`${name} window`}
      src={`${APP_PAGE}?ow-window=${name}`}
      style={{ ...style, display: visible ? 'block' : 'none' }}
    />
  );
}

/** The simulator's page: controls, the desktop with its windows, the game with the in-game windows, the host's log. */
export function SimApp({ host: simulated }: { host: SimulatedHost }) {
  const host = useHost(simulated);
  const [game, setGame] = useState(SIM_GAMES[0]!.classId);
  const [playing, setPlaying] = useState(true);
  const [desktopWidth, setDesktopWidth] = useState(1280);
  const running = host.game;

  // "Keep playing": a key press in game every 20 s, as an active player makes; off, the player goes idle.
  useEffect(() => {
    if (!running || !playing) return;
    const timer = setInterval(() => host.sendInput(), 20_000);
    return () => clearInterval(timer);
  }, [host, running, playing]);

  const open = (name: string) => host.windowState(name) !== 'closed';
  return (
    <div className="sim">
      <aside className="sim-controls" aria-label="Simulator controls">
        <h1>Overlay simulator</h1>
        <fieldset>
          <legend>Game</legend>
          <label>
            Game{' '}
            <select value={game} onChange={(e) => setGame(Number(e.target.value))} disabled={Boolean(running)}>
              {SIM_GAMES.map((g) => (
                <option key={g.classId} value={g.classId}>
                  {g.title}
                </option>
              ))}
            </select>
          </label>
          <div className="sim-buttons">
            <button
              type="button"
              disabled={Boolean(running)}
              onClick={() => host.launchGame(SIM_GAMES.find((g) => g.classId === game)!)}
            >
              Launch game
            </button>
            <button type="button" disabled={!running} onClick={() => host.quitGame()}>
              Quit game
            </button>
            <button type="button" disabled={!running} onClick={() => host.setGameFocus(!running?.isInFocus)}>
              {running?.isInFocus === false ? 'Focus the game' : 'Alt-tab out'}
            </button>
            <button type="button" disabled={!running} onClick={() => host.sendInput()}>
              Press a key in game
            </button>
            <button type="button" disabled={!running} onClick={() => host.pressHotkey(TOGGLE_IN_GAME_HOTKEY)}>
              Press the hotkey
            </button>
          </div>
          <label className="sim-check">
            <input type="checkbox" checked={playing} onChange={(e) => setPlaying(e.target.checked)} /> Keep playing (a
            key every 20 s); untick to go idle
          </label>
        </fieldset>
        <fieldset>
          <legend>Overwolf</legend>
          <label>
            Client language{' '}
            <select value={host.language} onChange={(e) => host.setLanguage(e.target.value)}>
              <option value="en">English</option>
              <option value="fr">Français</option>
              <option value="de">Deutsch</option>
            </select>
          </label>
          <p>Tray menu</p>
          <div className="sim-buttons" role="group" aria-label="Tray menu">
            {(host.trayMenu ?? []).map((item) => (
              <button key={item.id} type="button" onClick={() => host.clickTrayItem(item.id)}>
                {item.label}
              </button>
            ))}
            {!host.trayMenu && <span>No tray icon (the app is closed).</span>}
          </div>
          <button type="button" disabled={open(host.manifest.data.start_window)} onClick={() => host.launchApp()}>
            Start PlayEats
          </button>
          <label>
            Desktop window width{' '}
            <input
              type="number"
              min={800}
              max={1920}
              value={desktopWidth}
              onChange={(e) => setDesktopWidth(Number(e.target.value))}
            />
          </label>
        </fieldset>
        <fieldset>
          <legend>Windows</legend>
          <ul className="sim-states" aria-label="Window states">
            {host.windowNames().map((name) => (
              <li key={name} data-window-state={name}>
                {name}: <strong>{host.windowState(name)}</strong>
              </li>
            ))}
          </ul>
        </fieldset>
        <fieldset>
          <legend>Host log</legend>
          <ol className="sim-log" aria-label="Host log">
            {host.log
              .slice(-40)
              .reverse()
              .map((entry, i) => (
                <li key={`${entry.at}-${i}`}>
                  {entry.kind}: {entry.detail}
                </li>
              ))}
          </ol>
        </fieldset>
      </aside>
      <section className="sim-desktop" aria-label="Desktop">
        {open('background') && <WindowFrame host={host} name="background" />}
        {DESKTOP_WINDOWS.filter((name) => host.isDeclared(name) && open(name)).map((name) => (
          <WindowFrame
            key={name}
            host={host}
            name={name}
            style={{ width: name === 'desktop' ? desktopWidth : 560, height: 900 }}
          />
        ))}
      </section>
      <section className={running ? 'sim-game sim-game--running' : 'sim-game'} aria-label="Game screen">
        <p className="sim-game-title">{running ? `${running.title} (playing)` : 'No game running'}</p>
        {running &&
          Object.entries(IN_GAME_POSITIONS)
            .filter(([name]) => open(name))
            .map(([name, box]) => (
              <WindowFrame key={name} host={host} name={name} style={{ position: 'absolute', ...box }} />
            ))}
      </section>
    </div>
  );
}
