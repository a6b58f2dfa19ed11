import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../hooks/use-formatters.ts';

export interface PriceAmounts {
  currency: string;
  subtotalCents: number;
  deliveryFeeCents: number;
  serviceFeeCents: number;
  taxCents: number;
  tipCents: number;
  promoDiscountCents: number;
  bucksSpent: number;
  bucksDiscountCents: number;
  totalCents: number;
  savedCents: number;
}

export interface PriceBreakdownProps {
  amounts: PriceAmounts;
  /** How the tax is named where the food goes (Sales tax, GST + QST, HST…); "Tax" when unknown. */
  taxLabel?: string;
  /** "Total" on a quote, "Charged to your card" on an order. */
  totalLabel?: string;
}

/** The price of an order line by line: food, fees, tax, tip, what the discounts took off, the total. */
export function PriceBreakdown({ amounts: a, taxLabel, totalLabel }: PriceBreakdownProps) {
  const { t } = useTranslation('ordering');
  const { money, number } = useFormatters();
  const m = (cents: number) => money(cents, a.currency);
  const row = (label: string, value: string, className?: string) => (
    <div className={['price-row', className].filter(Boolean).join(' ')}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <dl className="price-breakdown">
      {row(t('price.subtotal'), m(a.subtotalCents))}
      {row(t('price.deliveryFee'), m(a.deliveryFeeCents))}
      {row(t('price.serviceFee'), m(a.serviceFeeCents))}
      {row(taxLabel || t('price.tax'), m(a.taxCents))}
      {row(t('price.tip'), m(a.tipCents))}
      {a.promoDiscountCents > 0 &&
        row(t('price.promo'), t('price.discount', { amount: m(a.promoDiscountCents) }), 'price-row--discount')}
      {a.bucksSpent > 0 &&
        row(
          t('price.bucks', { count: a.bucksSpent, bucks: number(a.bucksSpent) }),
          t('price.discount', { amount: m(a.bucksDiscountCents) }),
          'price-row--discount',
        )}
      {row(totalLabel ?? t('price.total'), m(a.totalCents), 'price-row--total')}
      {a.savedCents > 0 && row(t('price.saved'), m(a.savedCents), 'price-row--saved')}
    </dl>
  );
}
