import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderDto } from '@playeats/contracts/ordering';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { isFinished } from '../order-status.ts';
import { OrderTimeline } from './order-timeline.tsx';
import '../../../styles/ordering.css';

/**
 * The dashboard's order in progress: where it is on placed → accepted → preparing →
 * ready → out for delivery → delivered (cancelled shown as such), when it should arrive,
 * and a link to follow it. The app gives it the order (GET …/orders/active, polled).
 */
export function ActiveOrderPanel({ order }: { order: OrderDto }) {
  const { t } = useTranslation('ordering');
  const { time } = useFormatters();
  const cancelled = order.status === 'cancelled';
  return (
    <section
      className={cancelled ? 'card active-order active-order--cancelled' : 'card active-order'}
      aria-labelledby="active-order-title"
    >
      <div className="active-order-header">
        <h2 id="active-order-title">{t('active.title', { number: order.number })}</h2>
        <Link to={`/orders/${order.id}`} className="btn btn-secondary">
          {t('active.track')}
        </Link>
      </div>
      <p>
        <strong>{order.restaurantName}</strong> · <span role="status">{t(`tracking.headline.${order.status}`)}</span>
      </p>
      {!isFinished(order.status) && order.estimatedDeliveryAt && (
        <p className="muted">{t('tracking.eta', { time: time(order.estimatedDeliveryAt) })}</p>
      )}
      <OrderTimeline order={order} compact />
    </section>
  );
}
