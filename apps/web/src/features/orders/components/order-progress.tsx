import { useTranslation } from 'react-i18next';
import type { OrderDto } from '@playeats/contracts/ordering';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { isFinished, TIMELINE_STEPS, type TimelineStep } from '../order-status.ts';
import '../../../styles/ordering.css';

/** How far along an order is, 0 to 100: each step reached is a share of the way. */
export function progressPercent(order: Pick<OrderDto, 'status'>): number {
  if (order.status === 'cancelled') return 0;
  const index = TIMELINE_STEPS.indexOf(order.status as TimelineStep);
  return Math.round((Math.max(0, index) / (TIMELINE_STEPS.length - 1)) * 100);
}

/**
 * An order's progress as a bar with where it is now and when it should arrive: compact
 * enough for the in-game overlay, and the tracking page's headline.
 */
export function OrderProgress({ order }: { order: OrderDto }) {
  const { t } = useTranslation('ordering');
  const { time } = useFormatters();
  const percent = progressPercent(order);
  const headline = t(`tracking.headline.${order.status}`);
  return (
    <div className="order-progress">
      <p className="order-progress-headline">
        <span role="status">{headline}</span>
        {!isFinished(order.status) && order.estimatedDeliveryAt && (
          <span className="muted"> · {t('tracking.eta', { time: time(order.estimatedDeliveryAt) })}</span>
        )}
      </p>
      <div
        className="order-progress-bar"
        role="progressbar"
        aria-label={t('progress.label', { number: order.number })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={headline}
      >
        <span className="order-progress-fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
