import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSelector } from '../../../app/hooks.ts';
import { selectIsSignedIn } from '../../auth/auth-slice.ts';
import { useNotifications } from '../api/use-notifications.ts';
import './notification-bell.css';

/** For the site header: a link to /notifications with the unread count (99+ past 99). */
export function NotificationBell() {
  const { t } = useTranslation('ordering');
  const signedIn = useAppSelector(selectIsSignedIn);
  const unread = useNotifications({ fetch: false }).data?.unread ?? 0;
  if (!signedIn) return null;
  return (
    <Link
      to="/notifications"
      className="notification-bell"
      aria-label={unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
        />
      </svg>
      {unread > 0 && (
        <span className="notification-bell-count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
