import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import type { RootState } from '../../app/store.ts';
import { trackingGameChanged } from '../../features/meals/meals-slice.ts';
import { useGameTracker } from '../../features/rewards/game-tracking/use-game-tracker.ts';
import { TOGGLE_IN_GAME_HOTKEY, isWindowVisible } from '../../lib/overwolf/overlay-windows.ts';
import { useBusMessage, useOverlay } from '../overlay-context.tsx';
import { leaveGameEnded, leaveNotice } from '../handoff.ts';
import type { InGameNotice } from '../overlay-messages.ts';
import { WindowShell } from '../window-shell.tsx';
import { bucksNotice } from './in-game-notices.ts';
import { useServerNotices } from './use-server-notices.ts';

/** Launched by a game or by Overwolf's start: no window shows until the player asks (Overwolf's rule). */
const QUIET_SOURCES = ['gamelaunchevent', 'overwolfstartlaunchevent'];

/**
 * The start window (spec section 2): invisible. It owns game tracking, the tray menu,
 * the in-game hotkey, what is shown in game, and relays the windows' messages.
 */
export default function BackgroundWindow() {
  return (
    <WindowShell>
      <Background />
    </WindowShell>
  );
}

function Background() {
  const { t } = useTranslation('overlay');
  const { host, bus } = useOverlay();
  const store = useStore<RootState>();

  const showInGame = useCallback(
    async (window: 'notification_in_game' | 'popup_in_game', notice: InGameNotice) => {
      if (!(await host.runningGame())) return;
      leaveNotice(window, notice);
      await host.openWindow(window);
      await bus.send('NOTIFICATION_IN_GAME', notice);
    },
    [host, bus],
  );

  const tracker = useGameTracker({
    host,
    application: 'OW_DESKTOP_CLIENT',
    onChange: (snapshot) => {
      store.dispatch(trackingGameChanged(snapshot.tracking));
      void bus.send('TRACKING_STATE', snapshot);
    },
    onGameEnded: (summary) => {
      // The game-ended dialog is on the desktop window, shown for it.
      leaveGameEnded(summary);
      void host.openWindow('desktop').then(() => bus.send('GAME_SESSION_ENDED', summary));
    },
    onCredited: (ended) => {
      if ((ended.session.bucksEarned ?? 0) > 0) {
        void showInGame('popup_in_game', bucksNotice(ended.session.bucksEarned ?? 0, ended.session.id));
      }
    },
  });
  useBusMessage('TRACKING_STATE_REQUEST', () => void bus.send('TRACKING_STATE', tracker.snapshot()));
  useBusMessage('DEV_GAME', ({ event, classId, title }) => {
    if (event === 'launch' && classId && title) void tracker.gameLaunched({ classId, title });
    else if (event === 'quit') void tracker.gameTerminated();
    else void tracker.input();
  });
  useServerNotices(showInGame);

  // The tray menu (spec section 2), in the current language.
  const [open, hide, close] = [t('tray.open'), t('tray.hide'), t('tray.close')];
  useEffect(() => {
    void host.setTrayMenu([
      { id: 'open', label: open },
      { id: 'hide', label: hide },
      { id: 'close', label: close },
    ]);
  }, [host, open, hide, close]);
  useEffect(
    () =>
      host.onTrayItemClicked((id) => {
        if (id === 'open') void host.openWindow('desktop');
        else if (id === 'hide') void host.hideWindow('desktop');
        // Closing the start window closes every window: the app quits.
        else if (id === 'close') void host.closeWindow('background');
      }),
    [host],
  );

  // The hotkey shows and hides the in-game window.
  useEffect(
    () =>
      host.onHotkeyPressed(async (name) => {
        if (name !== TOGGLE_IN_GAME_HOTKEY) return;
        const states = await host.windowStates();
        if (isWindowVisible(states.in_game ?? 'closed')) await host.hideWindow('in_game');
        else await host.openWindow('in_game');
      }),
    [host],
  );

  // Started by the player (the dock, the tray): the desktop window opens.
  useEffect(() => {
    const source = new URLSearchParams(window.location.search).get('source');
    if (!source || !QUIET_SOURCES.includes(source)) void host.openWindow('desktop');
  }, [host]);

  return <p className="visually-hidden">{t('background.running')}</p>;
}
