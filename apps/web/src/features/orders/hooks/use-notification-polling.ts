import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { platform as buildPlatform } from '../../../lib/platform/index.ts';
import { onServerEvent, useServerEventsConnected } from '../../../lib/server-events.ts';
import type { Platform } from '../../../lib/platform/platform.ts';
import {
  currentlyPollingChanged,
  resetNotificationPollingChanged,
  selectIsSignedIn,
  selectQueryUserKey,
  selectResetNotificationPolling,
} from '../../auth/auth-slice.ts';
import { getNotifications, type NotificationPageDto } from '../api/notifications.ts';
import { orderingKeys } from '../../../lib/ordering-query-keys.ts';
import { mergeNotifications } from '../notifications-cache.ts';

/** Spec section 4: notifications are asked for every 30 s. */
export const NOTIFICATION_POLL_MS = 30_000;
/** While the event stream is open it says when there is something new: polling only as a safety net. */
export const NOTIFICATION_POLL_WITH_EVENTS_MS = 5 * 60_000;

export interface NotificationPollingOptions {
  /** Where visibility changes come from (page hidden, app in the background, overlay minimized). */
  platform?: Pick<Platform, 'onVisibilityChange'>;
  /** Whether the app is visible when polling starts. */
  isVisible?: () => boolean;
}

const documentVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * Polls GET /api/users/me/notifications every 30 s while signed in and visible (spec
 * section 4): auth.currentlyPolling is true while a poll runs; setting
 * auth.resetNotificationPolling restarts polling (a full reload at once, then every 30 s)
 * and clears the flag. After the first load each poll asks only for newer ones (`after`).
 * Results go to the query cache, where the bell and the notifications page read them.
 * A failed poll is only logged: the next one tries again.
 */
export function useNotificationPolling({
  platform = buildPlatform,
  isVisible = documentVisible,
}: NotificationPollingOptions = {}): void {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const signedIn = useAppSelector(selectIsSignedIn);
  const reset = useAppSelector(selectResetNotificationPolling);
  const userKey = useAppSelector(selectQueryUserKey);
  const [visible, setVisible] = useState(isVisible);
  const restart = useRef<(() => void) | null>(null);
  const streaming = useServerEventsConnected();

  useEffect(() => platform.onVisibilityChange(setVisible), [platform]);

  useEffect(() => {
    if (!signedIn || !visible) return;
    const key = orderingKeys.notifications(userKey);
    let stopped = false;
    let running = false;
    let fullAfterThis = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void poll(false), streaming ? NOTIFICATION_POLL_WITH_EVENTS_MS : NOTIFICATION_POLL_MS);
    };
    const poll = async (full: boolean): Promise<void> => {
      if (running) {
        fullAfterThis ||= full;
        return;
      }
      running = true;
      clearTimeout(timer);
      dispatch(currentlyPollingChanged(true));
      try {
        const current = full ? undefined : queryClient.getQueryData<NotificationPageDto>(key);
        const page = await getNotifications({ after: current?.items[0]?.id });
        if (!stopped) queryClient.setQueryData<NotificationPageDto>(key, mergeNotifications(current, page));
      } catch (error) {
        console.error('error polling notifications', error);
      } finally {
        running = false;
        dispatch(currentlyPollingChanged(false));
        if (!stopped) {
          if (fullAfterThis) {
            fullAfterThis = false;
            void poll(true);
          } else schedule();
        }
      }
    };

    restart.current = () => void poll(true);
    void poll(queryClient.getQueryData(key) === undefined);
    // A notification event asks for the new ones at once, and refreshes the order it is about;
    // (re)connecting (ready, resync) reloads everything, as changes may have been missed.
    const stopNotification = onServerEvent('notification', (data) => {
      void poll(false);
      const orderId = (data as { orderId?: unknown } | null)?.orderId;
      if (typeof orderId === 'string') {
        void queryClient.invalidateQueries({ queryKey: orderingKeys.order(userKey, orderId) });
        void queryClient.invalidateQueries({ queryKey: orderingKeys.activeOrder(userKey) });
        void queryClient.invalidateQueries({ queryKey: orderingKeys.orderList(userKey) });
      }
    });
    const stopCatchUp = [onServerEvent('ready', () => void poll(true)), onServerEvent('resync', () => void poll(true))];
    return () => {
      stopped = true;
      clearTimeout(timer);
      restart.current = null;
      stopNotification();
      stopCatchUp.forEach((stop) => stop());
    };
  }, [signedIn, visible, userKey, dispatch, queryClient, streaming]);

  useEffect(() => {
    if (!reset) return;
    dispatch(resetNotificationPollingChanged(false));
    restart.current?.();
  }, [reset, dispatch]);
}
