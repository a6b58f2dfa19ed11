import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { useOrder } from '../api/get-order.ts';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { ReorderButton } from './reorder-button.tsx';
import '../../../styles/ordering.css';

/** /done: the thank-you page once an order is delivered (?order=<id> names it), with what it saved and Order again. */
export function DeliveredPage() {
  const { t } = useTranslation('ordering');
  useDocumentTitle(t('done.title'));
  const [params] = useSearchParams();
  const orderId = params.get('order');
  return (
    <div className="container-narrow ordering-page done-page">
      <h1>{t('done.title')}</h1>
      {orderId ? <DeliveredOrder orderId={orderId} /> : <p>{t('done.lead')}</p>}
      <div className="ordering-actions">
        <Link to="/dashboard" className="btn btn-secondary">
          {t('confirmation.dashboard')}
        </Link>
        <Link to="/orders">{t('confirmation.history')}</Link>
      </div>
    </div>
  );
}

function DeliveredOrder({ orderId }: { orderId: string }) {
  const { t } = useTranslation('ordering');
  const { money, time } = useFormatters();
  const order = useOrder(orderId);
  const data = order.data;
  if (!data) return <p>{t('done.lead')}</p>;
  const deliveredAt = data.events.find((e) => e.status === 'delivered')?.at;
  return (
    <div className="card stack">
      <p className="confirmation-lead">
        {deliveredAt
          ? t('done.deliveredAt', { number: data.number, restaurant: data.restaurantName, time: time(deliveredAt) })
          : t('done.delivered', { number: data.number, restaurant: data.restaurantName })}
      </p>
      {data.savedCents > 0 && (
        <p className="saved-callout">{t('done.saved', { amount: money(data.savedCents, data.currency) })}</p>
      )}
      <p>{t('done.lead')}</p>
      <ReorderButton orderId={data.id} />
    </div>
  );
}
