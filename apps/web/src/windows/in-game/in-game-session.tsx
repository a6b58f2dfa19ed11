import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUCKS_PER_HOUR } from '@playeats/domain/constants';
import { useRecentGameSessions } from '../../features/rewards/api/get-recent-game-sessions.ts';
import { useTrackingState } from '../use-tracking-state.ts';

/** mm:ss or h:mm:ss. */
function clock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

const sameDay = (iso: string | null, now: Date) => iso !== null && new Date(iso).toDateString() === now.toDateString();

/**
 * The session as the player sees it in game: the game, its timer (paused while away),
 * and today's bucks from play (ended sessions as credited, the open one so far).
 */
export function InGameSession() {
  const { t } = useTranslation('overlay');
  const tracking = useTrackingState();
  const recent = useRecentGameSessions();
  const running = Boolean(tracking?.game);
  const now = useNow(running && !tracking?.away);
  const elapsed = tracking?.startedAt ? now - tracking.startedAt : 0;
  const today = new Date(now);
  const credited = (recent.data ?? [])
    .filter((s) => s.status === 'ended' && sameDay(s.endedAt, today))
    .reduce((sum, s) => sum + (s.bucksEarned ?? 0), 0);
  const current = tracking?.tracking ? Math.floor((Math.floor(elapsed / 60_000) * BUCKS_PER_HOUR) / 60) : 0;
  return (
    <section className="in-game-card" aria-labelledby="in-game-session-title">
      <h2 id="in-game-session-title">{running ? tracking!.game!.title : t('inGame.noGame')}</h2>
      {running && (
        <p className="in-game-timer">
          <span className="visually-hidden">{t('inGame.timerLabel')}</span>
          <time>{clock(elapsed)}</time>
          {tracking?.away && <span className="in-game-paused"> · {t('inGame.away')}</span>}
        </p>
      )}
      <p>{t('inGame.today', { count: credited + current })}</p>
      {tracking && tracking.queued > 0 && <p className="muted">{t('inGame.offline')}</p>}
    </section>
  );
}
