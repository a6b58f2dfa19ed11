import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { Link, useNavigate } from 'react-router';
import type { OrderSummaryDto } from '@playeats/contracts/ordering';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { useOrderHistory } from '../api/get-orders.ts';
import { useReorder } from '../api/reorder.ts';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { LoadState } from '../../../components/load-state/load-state.tsx';
import { StatusBadge } from './status-badge.tsx';
import '../../../styles/ordering.css';

/** /orders: every order, newest first, 20 at a time ("Show more"), each with its status and Order again. */
export function OrdersPage() {
  const { t } = useTranslation('ordering');
  useDocumentTitle(t('history.title'));
  const navigate = useNavigate();
  const history = useOrderHistory();
  const reorder = useReorder();
  const [reordering, setReordering] = useState<string | null>(null);
  const orders = history.data?.pages.flatMap((page) => page.items);

  const again = (order: OrderSummaryDto) => {
    setReordering(order.id);
    reorder.mutate(order.id, {
      onSuccess: () => void navigate('/cart'),
      onSettled: () => setReordering(null),
    });
  };

  let body;
  if (!orders) {
    body = <LoadState error={history.isError} onRetry={() => void history.refetch()} />;
  } else if (orders.length === 0) {
    body = (
      <EmptyState
        picture="receipt"
        title={t('history.emptyTitle')}
        text={t('history.empty')}
        action={
          <Link to="/nearby" className="btn btn-primary">
            {t('cart.browse')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        <ul className="history-list">
          {orders.map((order) => (
            <li key={order.id}>
              <HistoryRow order={order} busy={reordering === order.id} onReorder={again} />
            </li>
          ))}
        </ul>
        {history.hasNextPage && (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={history.isFetchingNextPage}
            aria-busy={history.isFetchingNextPage || undefined}
            onClick={() => void history.fetchNextPage()}
          >
            {history.isFetchingNextPage ? t('history.loadingMore') : t('history.more')}
          </button>
        )}
        {history.isFetchNextPageError && (
          <p role="alert" className="ordering-field-error">
            {t('load.failed')}
          </p>
        )}
      </>
    );
  }

  return (
    <div className="container-narrow ordering-page history-page">
      <h1>{t('history.title')}</h1>
      {body}
    </div>
  );
}

interface HistoryRowProps {
  order: OrderSummaryDto;
  busy: boolean;
  onReorder: (order: OrderSummaryDto) => void;
}

function HistoryRow({ order, busy, onReorder }: HistoryRowProps) {
  const { t } = useTranslation('ordering');
  const { money, dateTime } = useFormatters();
  const headingId = `history-${order.id}`;
  return (
    <article className="card history-item" aria-labelledby={headingId}>
      <div className="history-item-main">
        <h2 id={headingId} className="history-item-title">
          <Link to={`/orders/${order.id}`}>
            {t('history.orderTitle', { number: order.number, restaurant: order.restaurantName })}
          </Link>
        </h2>
        <p className="muted history-item-meta">
          <time dateTime={order.placedAt}>{dateTime(order.placedAt)}</time> ·{' '}
          {t('history.items', { count: order.itemCount })} · {money(order.totalCents, order.currency)}
          {order.savedCents > 0 && ` · ${t('history.saved', { amount: money(order.savedCents, order.currency) })}`}
        </p>
        <StatusBadge status={order.status} />
      </div>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={busy}
        aria-busy={busy || undefined}
        aria-label={t('history.reorderNamed', { number: order.number, restaurant: order.restaurantName })}
        onClick={() => onReorder(order)}
      >
        {t('history.reorder')}
      </button>
    </article>
  );
}
