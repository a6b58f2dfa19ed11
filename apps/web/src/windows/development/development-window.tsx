import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverlay } from '../overlay-context.tsx';
import { WindowShell } from '../window-shell.tsx';

interface Entry {
  at: string;
  what: string;
}

const GAMES = [
  { classId: 21216, title: 'Fortnite' },
  { classId: 5426, title: 'League of Legends' },
];

/**
 * Development builds only (OVERLAY_DEVELOPMENT=true): the host's events as they happen,
 * and buttons that stand in for the game events (the background treats them as the host's).
 */
export default function DevelopmentWindow() {
  return (
    <WindowShell>
      <Development />
    </WindowShell>
  );
}

function Development() {
  const { t } = useTranslation('overlay');
  const { host, bus } = useOverlay();
  const [log, setLog] = useState<Entry[]>([]);
  useEffect(() => {
    const add = (what: string) =>
      setLog((current) => [{ at: new Date().toLocaleTimeString(), what }, ...current].slice(0, 200));
    const stops = [
      host.onGameChanged((change) => add(`game ${change.kind}: ${change.game.title} (${change.game.classId})`)),
      host.onWindowStateChanged((change) => add(`window ${change.name}: ${change.previous} → ${change.state}`)),
      host.onLanguageChanged((language) => add(`language: ${language}`)),
      host.onHotkeyPressed((name) => add(`hotkey: ${name}`)),
      host.onTrayItemClicked((id) => add(`tray: ${id}`)),
      host.onInput(() => add('input')),
    ];
    return () => stops.forEach((stop) => stop());
  }, [host]);
  return (
    <div className="overlay-settings">
      <h1>{t('development.title')}</h1>
      <div className="overlay-dev-buttons">
        {GAMES.map((game) => (
          <button
            key={game.classId}
            type="button"
            className="btn btn-secondary"
            onClick={() => void bus.send('DEV_GAME', { event: 'launch', ...game })}
          >
            {t('development.launch', { game: game.title })}
          </button>
        ))}
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => void bus.send('DEV_GAME', { event: 'input' })}
        >
          {t('development.input')}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => void bus.send('DEV_GAME', { event: 'quit' })}
        >
          {t('development.quit')}
        </button>
      </div>
      <h2>{t('development.events')}</h2>
      <ol className="overlay-dev-log" aria-live="polite">
        {log.map((entry, i) => (
          <li key={`${entry.at}-${i}`}>
            <time>{entry.at}</time> {entry.what}
          </li>
        ))}
      </ol>
    </div>
  );
}
