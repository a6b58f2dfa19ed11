import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAppSelector } from '../../../app/hooks.ts';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { NOTIFICATION_POLL_MS } from '../hooks/use-notification-polling.ts';
import { markRead } from '../notifications-cache.ts';
import { getNotifications, markNotificationsRead, type NotificationPageDto } from './notifications.ts';
import { orderingKeys } from '../../../lib/ordering-query-keys.ts';
import { BACKGROUND_QUERY_OPTIONS } from '../../../lib/query-clients.ts';
import { selectQueryUserKey } from '../../auth/auth-slice.ts';

/**
 * The notifications the poller keeps in the cache. `fetch: false` (the bell) only reads
 * them; the page fetches them itself when the poller has not yet.
 */
export function useNotifications({ fetch = true }: { fetch?: boolean } = {}) {
  const userKey = useAppSelector(selectQueryUserKey);
  return useQuery({
    ...BACKGROUND_QUERY_OPTIONS,
    queryKey: orderingKeys.notifications(userKey),
    queryFn: () => getNotifications(),
    enabled: fetch,
    staleTime: NOTIFICATION_POLL_MS,
  });
}

/**
 * Marks some (or all) as read, on screen at once; a failure goes to the error dialog and the
 * list is reloaded. A fetch already under way (the poller's) is cancelled first: its answer,
 * read before the change, would otherwise put the old unread count back.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  const userKey = useAppSelector(selectQueryUserKey);
  const { showError } = useErrorDialog();
  const key = orderingKeys.notifications(userKey);
  return useMutation({
    mutationFn: (ids: string[] | undefined) => markNotificationsRead(ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<NotificationPageDto>(key, (current) => markRead(current, ids));
    },
    onError: (error) => {
      showError(error);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
