import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { AdminOrderDetail } from '@playeats/contracts/admin-orders';
import type { OrderStatus } from '@playeats/contracts/ordering';
import { LoadState } from '../../../components/load-state/load-state.tsx';
import { OrderLines } from '../../../components/order-price/order-lines.tsx';
import { PriceBreakdown } from '../../../components/order-price/price-breakdown.tsx';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { adminErrorText } from '../api/admin-error.ts';
import { adminOrderKeys, getAdminOrder, moveAdminOrder } from '../api/admin-orders.ts';
import { ReasonDialog } from '../components/reason-dialog.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import '../components/admin-operations.css';

/** A move being confirmed: where to, and the key that makes a second click the same move. */
interface PendingMove {
  to: OrderStatus;
  key: string;
}

/** /admin/orders/{id}: the order, its price, its whole story, and the moves an admin may make. */
export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const { t } = useTranslation('admin-orders');
  const { t: tAdmin } = useTranslation('admin');
  const format = useFormatters();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const detail = useQuery({
    queryKey: adminOrderKeys.order(orderId),
    queryFn: ({ signal }) => getAdminOrder(orderId, signal),
  });
  const move = useMutation({
    mutationFn: ({ to, reason, key }: PendingMove & { reason: string }) => moveAdminOrder(orderId, { to, reason }, key),
    onSuccess: (updated) => {
      queryClient.setQueryData(adminOrderKeys.order(orderId), updated);
      setPending(null);
      setDone(t('move.done', { status: t(`status.${updated.order.status}`) }));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
    },
    // A refusal (someone or a webhook moved it first) shows the order as it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: adminOrderKeys.order(orderId) }),
  });

  if (!detail.data) {
    return detail.isError ? (
      <p className="ordering-field-error" role="alert">
        {adminErrorText(detail.error, tAdmin)}
      </p>
    ) : (
      <LoadState />
    );
  }
  const { order, user, payment, allowedMoves } = detail.data;
  const open = (to: OrderStatus) => {
    move.reset();
    setDone(null);
    setPending({ to, key: newIdempotencyKey() });
  };

  return (
    <section aria-labelledby="admin-order-title" className="stack">
      <p>
        <Link to="/admin/orders">{t('detail.back')}</Link>
      </p>
      <div className="admin-heading">
        <h1 id="admin-order-title">{t('detail.title', { number: order.number })}</h1>
        <span className={`ordering-badge status-badge status-badge--${order.status}`}>
          {t(`status.${order.status}`)}
        </span>
      </div>
      {done && <p role="status">{done}</p>}
      <div className="admin-grid">
        <div className="card stack">
          <h2>{t('detail.summary')}</h2>
          <dl className="admin-facts">
            <dt>{t('detail.user')}</dt>
            <dd>
              <Link to={`/admin/users/${user.id}`}>{user.email ?? t('list.userGone')}</Link>
            </dd>
            <dt>{t('detail.restaurant')}</dt>
            <dd>{order.restaurantName}</dd>
            <dt>{t('detail.placed')}</dt>
            <dd>{format.dateTime(order.placedAt)}</dd>
            <dt>{t('detail.updated')}</dt>
            <dd>{format.dateTime(order.updatedAt)}</dd>
            <dt>{t('detail.payment')}</dt>
            <dd>
              {t(`payment.${payment.status}`, payment.status)}
              {order.card && ` · ${order.card.brand} •••• ${order.card.last4}`}
            </dd>
            {payment.providerPaymentIntentId && (
              <>
                <dt>{t('detail.intent')}</dt>
                <dd>
                  <code>{payment.providerPaymentIntentId}</code>
                </dd>
              </>
            )}
            {order.cancelReason && (
              <>
                <dt>{t('detail.cancelReason')}</dt>
                <dd>{order.cancelReason}</dd>
              </>
            )}
          </dl>
          <h2>{t('detail.actions')}</h2>
          {allowedMoves.length === 0 ? (
            <p className="muted">{t('detail.final')}</p>
          ) : (
            <div className="admin-actions">
              {allowedMoves.map((to) => (
                <button
                  key={to}
                  type="button"
                  className={to === 'cancelled' ? 'btn btn-secondary' : 'btn btn-primary'}
                  onClick={() => open(to)}
                >
                  {to === 'cancelled' ? t('move.cancel') : t('move.to', { status: t(`status.${to}`) })}
                </button>
              ))}
            </div>
          )}
        </div>
        <div className="card stack">
          <h2>{t('detail.lines')}</h2>
          <OrderLines lines={order.lines} currency={order.currency} />
          <PriceBreakdown amounts={order} />
        </div>
      </div>
      <div className="card">
        <h2>{t('detail.timeline')}</h2>
        <OrderTimeline entries={detail.data.timeline} />
      </div>
      <ReasonDialog
        key={pending?.key ?? 'closed'}
        open={pending !== null}
        title={
          pending?.to === 'cancelled'
            ? t('move.cancelTitle', { number: order.number })
            : t('move.title', { number: order.number, status: t(`status.${pending?.to ?? order.status}`) })
        }
        confirmLabel={pending?.to === 'cancelled' ? t('move.cancelConfirm') : t('move.confirm')}
        busy={move.isPending}
        error={move.isError ? adminErrorText(move.error, tAdmin) : null}
        onConfirm={(reason) => pending && move.mutate({ ...pending, reason })}
        onClose={() => setPending(null)}
      >
        {pending?.to === 'cancelled' ? <RefundNotice detail={detail.data} /> : <p>{t('move.notice')}</p>}
      </ReasonDialog>
    </section>
  );
}

/** What cancelling gives back: the bucks and promo dollars spent, and the card. */
function RefundNotice({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useTranslation('admin-orders');
  const { money, number } = useFormatters();
  const { order, payment } = detail;
  return (
    <ul>
      <li>
        {t('move.refundBalances', {
          bucks: number(order.bucksSpent),
          promo: money(order.promoDiscountCents, order.currency),
        })}
      </li>
      <li>{t(`move.card.${payment.status}`, t('move.card.none'))}</li>
      <li>{t('move.userTold')}</li>
    </ul>
  );
}
