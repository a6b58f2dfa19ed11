import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { useMarkNotificationsRead, useNotifications } from '../api/use-notifications.ts';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { useNotificationText } from '../hooks/use-notification-text.ts';
import { LoadState } from '../../../components/load-state/load-state.tsx';
import { platform } from '../../../lib/platform/index.ts';
import { PushToggle } from './push-offer.tsx';
import '../../../styles/ordering.css';

/** /notifications: what happened to the orders, newest first, unread ones marked; each leads to its order. */
export function NotificationsPage() {
  const { t } = useTranslation('ordering');
  useDocumentTitle(t('notifications.title'));
  const { dateTime } = useFormatters();
  const text = useNotificationText();
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const data = notifications.data;

  return (
    <div className="container-narrow ordering-page notifications-page">
      <h1>{t('notifications.title')}</h1>
      <PushToggle channel={platform.push} />
      {!data ? (
        <LoadState error={notifications.isError} onRetry={() => void notifications.refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState picture="bell" title={t('notifications.emptyTitle')} text={t('notifications.empty')} />
      ) : (
        <>
          <div className="notifications-toolbar">
            <p role="status">{t('notifications.unread', { count: data.unread })}</p>
            {data.unread > 0 && (
              <button type="button" className="btn btn-secondary" onClick={() => markRead.mutate(undefined)}>
                {t('notifications.markAll')}
              </button>
            )}
          </div>
          <ul className="notification-list">
            {data.items.map((n) => (
              <li key={n.id} className={n.read ? 'notification' : 'notification notification--unread'}>
                <span className="notification-dot" aria-hidden="true" />
                <div className="notification-body">
                  <p className="notification-text">
                    {!n.read && <span className="visually-hidden">{t('notifications.new')} </span>}
                    {n.orderId ? (
                      <Link
                        to={`/orders/${n.orderId}`}
                        onClick={() => {
                          if (!n.read) markRead.mutate([n.id]);
                        }}
                      >
                        {text(n)}
                      </Link>
                    ) : (
                      text(n)
                    )}
                  </p>
                  <time className="muted notification-time" dateTime={n.createdAt}>
                    {dateTime(n.createdAt)}
                  </time>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
