import { useTranslation } from 'react-i18next';
import type { OrderDto } from '@playeats/contracts/ordering';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { cancelledAt, orderTimeline } from '../order-status.ts';

export interface OrderTimelineProps {
  order: Pick<OrderDto, 'status' | 'events' | 'cancelledBy' | 'cancelReason'>;
  /** The dashboard's one-line version: steps side by side, no times. */
  compact?: boolean;
}

/**
 * Placed → accepted → preparing → ready → out for delivery → delivered, with the time
 * each step was reached; the current step is marked for screen readers (aria-current).
 * A cancelled order shows where it stopped, then a cancelled step that says who and why.
 */
export function OrderTimeline({ order, compact = false }: OrderTimelineProps) {
  const { t } = useTranslation('ordering');
  const { time } = useFormatters();
  const entries = orderTimeline(order);
  const cancelled = order.status === 'cancelled';
  const cancelTime = cancelledAt(order);
  const shown = cancelled ? entries.filter((e) => e.state !== 'skipped') : entries;
  return (
    <ol
      className={compact ? 'order-timeline order-timeline--compact' : 'order-timeline'}
      aria-label={t('timeline.label')}
    >
      {shown.map((entry) => (
        <li
          key={entry.step}
          className={`timeline-step timeline-step--${entry.state}`}
          aria-current={entry.state === 'current' ? 'step' : undefined}
        >
          <span className="timeline-dot" aria-hidden="true" />
          <span className="timeline-text">
            <span className="timeline-name">{t(`status.${entry.step}`)}</span>
            <span className="visually-hidden">
              {entry.state === 'upcoming' ? t('timeline.upcoming') : t(`timeline.${entry.state}`)}
            </span>
            {!compact && entry.at && entry.state !== 'upcoming' && (
              <time className="timeline-time muted" dateTime={entry.at}>
                {time(entry.at)}
              </time>
            )}
          </span>
        </li>
      ))}
      {cancelled && (
        <li className="timeline-step timeline-step--cancelled" aria-current="step">
          <span className="timeline-dot" aria-hidden="true">
            ×
          </span>
          <span className="timeline-text">
            <span className="timeline-name">{t('status.cancelled')}</span>
            {!compact && cancelTime && (
              <time className="timeline-time muted" dateTime={cancelTime}>
                {time(cancelTime)}
              </time>
            )}
            {!compact && (order.cancelledBy || order.cancelReason) && (
              <span className="timeline-reason">
                {order.cancelledBy && t(`cancelledBy.${cancelledByKey(order.cancelledBy)}`)}
                {order.cancelReason && ` ${t('timeline.reason', { reason: order.cancelReason })}`}
              </span>
            )}
          </span>
        </li>
      )}
    </ol>
  );
}

const CANCELLERS = ['user', 'restaurant', 'delivery', 'system'] as const;

function cancelledByKey(by: string): (typeof CANCELLERS)[number] {
  return (CANCELLERS as readonly string[]).includes(by) ? (by as (typeof CANCELLERS)[number]) : 'system';
}
