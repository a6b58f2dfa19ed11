import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderSchema } from '@playeats/contracts/ordering';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { platform } from '../../../lib/platform/index.ts';
import { OrderReceipt } from './order-receipt.tsx';
import { PushOffer } from './push-offer.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import '../../../styles/ordering.css';

export interface ConfirmationPageProps {
  /** The order just placed, as the app keeps it (meals.orderConfirmation); checked against the contract. */
  order: unknown;
}

/** /confirmation: the order just placed, its number, when it should arrive, the receipt, and a way to follow it. */
export function ConfirmationPage({ order: stored }: ConfirmationPageProps) {
  const { t } = useTranslation('ordering');
  const { money, time } = useFormatters();
  const parsed = orderSchema.safeParse(stored);
  const order = parsed.success ? parsed.data : null;
  useDocumentTitle(order ? t('confirmation.title') : t('confirmation.noneTitle'));

  if (!order) {
    return (
      <div className="container-narrow ordering-page">
        <h1>{t('confirmation.noneTitle')}</h1>
        <div className="card ordering-state">
          <p>{t('confirmation.none')}</p>
          <Link to="/orders" className="btn btn-primary">
            {t('confirmation.history')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="container-narrow ordering-page confirmation-page">
      <h1>{t('confirmation.title')}</h1>
      <div className="card stack">
        <p className="confirmation-lead">
          {t('confirmation.lead', { number: order.number, restaurant: order.restaurantName })}
        </p>
        {order.estimatedDeliveryAt && <p>{t('confirmation.eta', { time: time(order.estimatedDeliveryAt) })}</p>}
        {order.savedCents > 0 && (
          <p className="saved-callout">
            {t('confirmation.saved', { amount: money(order.savedCents, order.currency) })}
          </p>
        )}
        <OrderTimeline order={order} compact />
        <div className="ordering-actions">
          <Link to={`/orders/${order.id}`} className="btn btn-primary">
            {t('confirmation.track')}
          </Link>
          <Link to="/dashboard" className="btn btn-secondary">
            {t('confirmation.dashboard')}
          </Link>
        </div>
      </div>
      <PushOffer channel={platform.push} />
      <OrderReceipt order={order} />
    </div>
  );
}
