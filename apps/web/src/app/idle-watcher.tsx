import { useEffect, useRef } from 'react';
import { focusManager, useQueryClient } from '@tanstack/react-query';
import { setAppIdle } from '../hooks/app-idle.ts';
import { useIdle } from '../hooks/use-idle.ts';

/**
 * Mounted once by the app: runs the idle timer (spec section 4) and makes it mean
 * something. While idle, the app counts as unfocused for its data queries, so polling
 * queries (an order in progress) stop and background retries wait; the notification
 * poller and the event stream stop too (they read the flag). On return, the queries on
 * screen that went stale are fetched again at once: the app catches up instead of waiting
 * for the next tick. Renders nothing.
 */
export function IdleWatcher({ timeoutMs }: { timeoutMs?: number }) {
  const idle = useIdle(timeoutMs);
  const queryClient = useQueryClient();
  const wasIdle = useRef(false);
  useEffect(() => {
    setAppIdle(idle);
    if (idle) {
      focusManager.setFocused(false);
    } else if (wasIdle.current) {
      // Back to the browser's own answer (the page's visibility), then catch up.
      focusManager.setFocused(undefined);
      void queryClient.refetchQueries({ type: 'active', stale: true });
    }
    wasIdle.current = idle;
  }, [idle, queryClient]);
  useEffect(
    () => () => {
      setAppIdle(false);
      focusManager.setFocused(undefined);
    },
    [],
  );
  return null;
}
