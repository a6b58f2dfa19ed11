import { useTranslation } from 'react-i18next';
import type { AdminOrderTimelineEntry } from '@playeats/contracts/admin-orders';
import { useFormatters } from '../../../hooks/use-formatters.ts';

/** An order's story, oldest first: its states, the webhooks that moved it, what the user was told, admins' actions. */
export function OrderTimeline({ entries }: { entries: readonly AdminOrderTimelineEntry[] }) {
  const { t } = useTranslation('admin-orders');
  const format = useFormatters();
  const status = (s: string | null) => (s ? t(`status.${s}`, s) : t('timeline.unknown'));
  const line = (entry: AdminOrderTimelineEntry) => {
    switch (entry.kind) {
      case 'status':
        return t('timeline.status', { status: status(entry.status), actor: t(`actor.${entry.actor}`, entry.actor) });
      case 'webhook':
        return t('timeline.webhook', { status: status(entry.status), sender: entry.sender, eventId: entry.eventId });
      case 'notification':
        return t(entry.read ? 'timeline.notificationRead' : 'timeline.notification', { status: status(entry.status) });
      case 'admin':
        return t('timeline.admin', {
          action: t(`timeline.actions.${entry.action}`, entry.action),
          email: entry.actorEmail,
        });
    }
  };
  return (
    <ol className="admin-timeline">
      {entries.map((entry, i) => (
        <li key={`${entry.kind}-${entry.at}-${i}`}>
          <time dateTime={entry.at} className="muted">
            {format.dateTime(entry.at)}
          </time>
          {line(entry)}
          {'reason' in entry && entry.reason && (
            <span className="muted"> — {t('timeline.reason', { reason: entry.reason })}</span>
          )}
        </li>
      ))}
    </ol>
  );
}
