import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuoteDto } from '@playeats/contracts/ordering';
import { OrderLines } from '../../../components/order-price/order-lines.tsx';
import { PriceBreakdown } from '../../../components/order-price/price-breakdown.tsx';

export interface QuoteSummaryProps {
  quote: QuoteDto;
  /** The price is being asked again (a tip or discount changed): the figures shown are the previous ones. */
  updating: boolean;
}

/** The order as priced: its lines, every fee, the tax under its local name, tip, discounts, total and savings. */
export function QuoteSummary({ quote, updating }: QuoteSummaryProps) {
  const { t } = useTranslation('ordering');
  return (
    <div className="quote-summary" aria-busy={updating || undefined}>
      <p className="quote-restaurant">
        <strong>{quote.restaurantName}</strong> · <Link to="/cart">{t('checkout.editCart')}</Link>
      </p>
      <OrderLines lines={quote.lines} currency={quote.currency} restaurantId={quote.restaurantId} />
      <PriceBreakdown amounts={quote} taxLabel={quote.taxLabel} />
      <p className="muted">{t('checkout.eta', { minutes: quote.estimatedDeliveryMinutes })}</p>
    </div>
  );
}
