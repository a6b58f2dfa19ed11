import { useEffect, useRef } from 'react';
import type { GameSessionEndedDto } from '@playeats/contracts/rewards';
import type { ClientType } from '@playeats/domain/constants';
import type { GameChange, OverlayHost } from '../../../lib/overwolf/overlay-host.ts';
import { useAppSelector } from '../../../app/hooks.ts';
import { selectIsSignedIn, selectUserInfo } from '../../auth/auth-slice.ts';
import { endGameSession, sendHeartbeat, startGameSession } from '../api/game-sessions.ts';
import type { GameRunSummary } from './game-run-summary.ts';
import { SessionTracker, type TrackedGame, type TrackerSnapshot } from './session-tracker.ts';
import { trackerStorage } from './tracker-storage.ts';

export interface GameTrackerOptions {
  host: OverlayHost;
  application: ClientType;
  onChange(snapshot: TrackerSnapshot): void;
  onGameEnded(summary: GameRunSummary): void;
  onCredited(ended: GameSessionEndedDto): void;
}

const idle: TrackerSnapshot = { tracking: false, game: null, startedAt: null, away: false, queued: 0 };

/**
 * The overlay's background window owns game tracking (spec sections 2 and 3): the host's
 * game events and in-game input drive the session tracker, which runs only for a
 * signed-in user who has not turned game-time tracking off. Returns the tracker's
 * commands, for the development window's stand-in events.
 */
export function useGameTracker({ host, application, onChange, onGameEnded, onCredited }: GameTrackerOptions) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const trackingOff = useAppSelector(selectUserInfo)?.disableGameTimeTracking ?? false;
  const callbacks = useRef({ onChange, onGameEnded, onCredited });
  const current = useRef<SessionTracker | null>(null);
  const enabled = useRef(false);
  useEffect(() => {
    callbacks.current = { onChange, onGameEnded, onCredited };
  });

  useEffect(() => {
    const tracker = new SessionTracker({
      start: (game) => startGameSession({ gameId: String(game.classId), gameName: game.title, application }),
      heartbeat: (id, body) => sendHeartbeat(id, body),
      end: (id, body) => endGameSession(id, body),
      now: () => Date.now(),
      every: (run, ms) => {
        const timer = setInterval(run, ms);
        return () => clearInterval(timer);
      },
      load: trackerStorage.load,
      save: trackerStorage.save,
      onChange: (snapshot) => callbacks.current.onChange(snapshot),
      onGameEnded: (summary) => callbacks.current.onGameEnded(summary),
      onCredited: (ended) => callbacks.current.onCredited(ended),
    });
    current.current = tracker;
    let stopped = false;
    void tracker.setEnabled(enabled.current);
    // After a crash or restart: resume the session of the game still running, or close it.
    void host.runningGame().then((game) => {
      if (!stopped) void tracker.recover(game && { classId: game.classId, title: game.title });
    });
    const stopGames = host.onGameChanged((change: GameChange) => {
      const game: TrackedGame = { classId: change.game.classId, title: change.game.title };
      if (change.kind === 'launched') void tracker.gameLaunched(game);
      else if (change.kind === 'terminated') void tracker.gameTerminated();
    });
    const stopInput = host.onInput(() => void tracker.input());
    return () => {
      stopped = true;
      stopGames();
      stopInput();
      tracker.dispose();
      current.current = null;
    };
  }, [host, application]);

  useEffect(() => {
    enabled.current = signedIn && !trackingOff;
    void current.current?.setEnabled(enabled.current);
  }, [signedIn, trackingOff]);

  return {
    snapshot: () => current.current?.snapshot() ?? idle,
    gameLaunched: (game: TrackedGame) => void current.current?.gameLaunched(game),
    gameTerminated: () => void current.current?.gameTerminated(),
    input: () => void current.current?.input(),
  };
}
