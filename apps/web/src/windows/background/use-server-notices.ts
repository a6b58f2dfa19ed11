import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import type { RootState } from '../../app/store.ts';
import { useAppSelector } from '../../app/hooks.ts';
import { selectIsSignedIn } from '../../features/auth/auth-slice.ts';
import { getNotifications } from '../../features/orders/api/notifications.ts';
import { getChallenges } from '../../features/rewards/api/get-challenges.ts';
import { renewSession } from '../../lib/http-client.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { connectServerEvents, onServerEvent } from '../../lib/server-events.ts';
import type { InGameNotice } from '../overlay-messages.ts';
import { challengeNotice, orderNotice } from './in-game-notices.ts';

type ShowInGame = (window: 'notification_in_game' | 'popup_in_game', notice: InGameNotice) => Promise<void>;

/**
 * The background's event stream (spec: the order is on its way, told in game): always
 * open while signed in (the background is never "in use", so it does not idle), each
 * order notification shown in game, and each challenge the player completes.
 */
export function useServerNotices(showInGame: ShowInGame): void {
  const store = useStore<RootState>();
  const signedIn = useAppSelector(selectIsSignedIn);
  const show = useRef(showInGame);
  useEffect(() => {
    show.current = showInGame;
  });

  useEffect(() => {
    if (!signedIn) return;
    const connection = connectServerEvents({
      getAccessToken: () => store.getState().auth.accessToken,
      renewSession,
    });
    let claimable: Set<string> | null = null;
    const checkChallenges = async () => {
      const challenges = await getChallenges().catch(() => null);
      if (!challenges) return;
      const now = new Set(challenges.filter((c) => c.claimable).map((c) => c.id));
      // The first look only learns what was already done.
      if (claimable) {
        for (const challenge of challenges) {
          if (now.has(challenge.id) && !claimable.has(challenge.id)) {
            void show.current('popup_in_game', challengeNotice(challenge, currentLanguage()));
          }
        }
      }
      claimable = now;
    };
    void checkChallenges();
    const stops = [
      onServerEvent('notification', (data) => {
        const id = (data as { id?: unknown } | null)?.id;
        if (typeof id !== 'number') return;
        void getNotifications({ after: String(id - 1) })
          .then((page) => page.items.find((n) => n.id === String(id)))
          .then((notification) => {
            const notice = notification && orderNotice(notification);
            if (notice) void show.current('notification_in_game', notice);
          })
          .catch(() => undefined);
      }),
      onServerEvent('balance', () => void checkChallenges()),
    ];
    return () => {
      connection.close();
      stops.forEach((stop) => stop());
    };
  }, [signedIn, store]);
}
