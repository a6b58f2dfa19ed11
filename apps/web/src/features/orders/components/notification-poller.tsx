import { useNotificationPolling, type NotificationPollingOptions } from '../hooks/use-notification-polling.ts';

/** Mounted once by the app's layout: keeps the notifications polled (spec section 4). Renders nothing. */
export function NotificationPoller(props: NotificationPollingOptions) {
  useNotificationPolling(props);
  return null;
}
