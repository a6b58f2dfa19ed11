import { readJson, removeItem, writeJson } from '../lib/storage.ts';
import type { GameRunSummary } from '../features/rewards/game-tracking/game-run-summary.ts';
import type { InGameNotice } from './overlay-messages.ts';

/**
 * What the background hands to a window it opens: the message may arrive before a window
 * that was closed has loaded and listens, so it is also left in local storage (shared by
 * every window), where the window finds it when it starts.
 */
const GAME_ENDED_KEY = 'overlayGameEnded';
const NOTICES_KEY = 'overlayNotices';
/** A notice older than this is no longer news. */
const NOTICE_TTL_MS = 60_000;

export function leaveGameEnded(summary: GameRunSummary): void {
  writeJson('local', GAME_ENDED_KEY, summary);
}

export function takeGameEnded(): GameRunSummary | null {
  const summary = readJson('local', GAME_ENDED_KEY) as GameRunSummary | null;
  removeItem('local', GAME_ENDED_KEY);
  return summary && typeof summary.minutes === 'number' ? summary : null;
}

type StoredNotice = InGameNotice & { window: string; at: number };

export function leaveNotice(window: string, notice: InGameNotice): void {
  const now = Date.now();
  const kept = ((readJson('local', NOTICES_KEY) as StoredNotice[] | null) ?? []).filter(
    (n) => now - n.at < NOTICE_TTL_MS && n.id !== notice.id,
  );
  writeJson('local', NOTICES_KEY, [...kept, { ...notice, window, at: now }]);
}

/** The notices left for this window, oldest first (they stay until read). */
export function noticesFor(window: string): InGameNotice[] {
  const now = Date.now();
  return ((readJson('local', NOTICES_KEY) as StoredNotice[] | null) ?? [])
    .filter((n) => n.window === window && now - n.at < NOTICE_TTL_MS)
    .map(({ window: _window, at: _at, ...notice }) => notice);
}

export function forgetNotice(id: string): void {
  const left = ((readJson('local', NOTICES_KEY) as StoredNotice[] | null) ?? []).filter((n) => n.id !== id);
  writeJson('local', NOTICES_KEY, left);
}
