import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { OrderStatus } from '@playeats/contracts/ordering';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { HttpError } from '../../../lib/http-client.ts';
import { useCancelOrder } from '../api/cancel-order.ts';
import { useOrder } from '../api/get-order.ts';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { isFinished } from '../order-status.ts';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { LoadState } from '../../../components/load-state/load-state.tsx';
import { OrderMap } from './order-map.tsx';
import { OrderProgress } from './order-progress.tsx';
import { OrderReceipt } from './order-receipt.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { ReorderButton } from './reorder-button.tsx';
import { StatusBadge } from './status-badge.tsx';
import '../../../styles/ordering.css';

const notFound = (error: unknown) => error instanceof HttpError && (error.status === 404 || error.status === 400);

/**
 * /orders/:orderId: where the order is (a progress bar with the step and the expected
 * time, a map while it is on its way, and a timeline, all moving by themselves every 10 s
 * until it is delivered or cancelled), Cancel while the restaurant has
 * not accepted it, Order again once it is over, and the receipt. Seeing it delivered here
 * leads to the thank-you page.
 */
export function OrderTrackingPage() {
  const { orderId = '' } = useParams();
  const { t } = useTranslation('ordering');
  const navigate = useNavigate();
  const { dateTime } = useFormatters();
  const order = useOrder(orderId);
  const cancel = useCancelOrder();
  const [cancelling, setCancelling] = useState(false);
  const data = order.data;
  useDocumentTitle(data ? t('tracking.title', { number: data.number }) : t('tracking.loadingTitle'));

  // Delivered while the user watched: on to the thank-you page.
  const seen = useRef<OrderStatus | null>(null);
  useEffect(() => {
    if (!data) return;
    const before = seen.current;
    seen.current = data.status;
    if (before && before !== 'delivered' && data.status === 'delivered') {
      void navigate(`/done?order=${encodeURIComponent(data.id)}`);
    }
  }, [data, navigate]);

  if (!data) {
    return (
      <div className="container-narrow ordering-page">
        <p className="ordering-back">
          <Link to="/orders">{t('tracking.allOrders')}</Link>
        </p>
        <h1>{t('tracking.loadingTitle')}</h1>
        {order.isError && notFound(order.error) ? (
          <div className="card ordering-state">
            <p>{t('tracking.notFound')}</p>
          </div>
        ) : (
          <LoadState error={order.isError} onRetry={() => void order.refetch()} />
        )}
      </div>
    );
  }

  const finished = isFinished(data.status);
  return (
    <div className="container-narrow ordering-page tracking-page">
      <p className="ordering-back">
        <Link to="/orders">{t('tracking.allOrders')}</Link>
      </p>
      <h1>{t('tracking.title', { number: data.number })}</h1>
      <p className="muted">{t('tracking.from', { restaurant: data.restaurantName, date: dateTime(data.placedAt) })}</p>
      <section className="card stack" aria-labelledby="tracking-status">
        <h2 id="tracking-status" className="tracking-headline">
          <StatusBadge status={data.status} />
          <span role="status">{t(`tracking.headline.${data.status}`)}</span>
        </h2>
        <OrderProgress order={data} headline={false} />
        {!finished && <OrderMap order={data} />}
        <OrderTimeline order={data} />
        <div className="ordering-actions">
          {data.cancellable && (
            <button type="button" className="btn btn-secondary" onClick={() => setCancelling(true)}>
              {t('tracking.cancel')}
            </button>
          )}
          {finished && <ReorderButton orderId={data.id} />}
        </div>
      </section>
      <OrderReceipt order={data} />
      <CancelOrderDialog
        open={cancelling}
        busy={cancel.isPending}
        onClose={() => setCancelling(false)}
        onConfirm={(reason) =>
          cancel.mutate({ id: data.id, ...(reason ? { reason } : {}) }, { onSettled: () => setCancelling(false) })
        }
      />
    </div>
  );
}
