import { useAppIdle } from '../../../hooks/app-idle.ts';
import { useNotificationPolling, type NotificationPollingOptions } from '../hooks/use-notification-polling.ts';

function Polling(props: NotificationPollingOptions) {
  useNotificationPolling(props);
  return null;
}

/**
 * Mounted once by the app's layout: keeps the notifications polled (spec section 4).
 * While the app is idle polling stops; on return it starts again with a poll at once,
 * which asks for everything newer than what is held (the catch-up). Renders nothing.
 */
export function NotificationPoller(props: NotificationPollingOptions) {
  const idle = useAppIdle();
  return idle ? null : <Polling {...props} />;
}
