import { useTranslation } from 'react-i18next';
import { useActiveOrder } from '../../features/orders/api/get-order.ts';
import { OrderProgress } from '../../features/orders/components/order-progress.tsx';

/** The order on its way, as a progress bar with its expected time. */
export function InGameOrder() {
  const { t } = useTranslation('overlay');
  const active = useActiveOrder();
  const order = active.data;
  if (!order) return null;
  return (
    <section className="in-game-card" aria-labelledby="in-game-order-title">
      <h2 id="in-game-order-title">{t('inGame.order', { number: order.number, restaurant: order.restaurantName })}</h2>
      <OrderProgress order={order} />
    </section>
  );
}
