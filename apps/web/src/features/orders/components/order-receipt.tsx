import { useTranslation } from 'react-i18next';
import type { OrderDto } from '@playeats/contracts/ordering';
import { useCardLabel } from '../../../components/payment-card/use-card-label.ts';
import { AddressText } from '../../../components/address/address-text.tsx';
import { usePrivateText } from '../../../components/private-text/private-text.tsx';
import { OrderLines } from '../../../components/order-price/order-lines.tsx';
import { PriceBreakdown } from '../../../components/order-price/price-breakdown.tsx';

/** What was ordered, where it goes, how it was paid, and every amount. */
export function OrderReceipt({ order, headingLevel = 2 }: { order: OrderDto; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('ordering');
  const cardLabel = useCardLabel();
  const hide = usePrivateText();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="order-receipt">
      <section aria-labelledby={`receipt-items-${order.id}`}>
        <Heading id={`receipt-items-${order.id}`}>{t('receipt.items')}</Heading>
        <OrderLines lines={order.lines} currency={order.currency} restaurantId={order.restaurantId} />
        <PriceBreakdown
          amounts={order}
          totalLabel={order.card ? t('receipt.charged', { card: cardLabel(order.card) }) : t('price.total')}
        />
      </section>
      <section aria-labelledby={`receipt-address-${order.id}`}>
        <Heading id={`receipt-address-${order.id}`}>{t('receipt.deliverTo')}</Heading>
        <p>
          <AddressText address={order.address} revealable />
        </p>
        {order.address.instructions && (
          <p className="muted">{t('addresses.instructions', { instructions: hide(order.address.instructions) })}</p>
        )}
      </section>
    </div>
  );
}
