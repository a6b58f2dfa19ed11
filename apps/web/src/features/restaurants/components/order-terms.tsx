import { useTranslation } from 'react-i18next';
import type { RestaurantSummaryDto } from '@playeats/contracts/restaurants';
import { useFormatCents } from '../../../components/menu/use-format-cents.ts';

/**
 * A restaurant's order terms, as entries of its facts list (a <dl>): the delivery fee
 * ("Free" at zero) and the minimum order, in the restaurant's currency.
 */
export function OrderTerms({
  restaurant,
}: {
  restaurant: Pick<RestaurantSummaryDto, 'currency' | 'deliveryFeeCents' | 'minimumOrderCents'>;
}) {
  const { t } = useTranslation('restaurants');
  const formatCents = useFormatCents(restaurant.currency);
  return (
    <>
      <div>
        <dt>{t('card.deliveryFee')}</dt>
        <dd>{restaurant.deliveryFeeCents === 0 ? t('card.freeDelivery') : formatCents(restaurant.deliveryFeeCents)}</dd>
      </div>
      <div>
        <dt>{t('card.minimum')}</dt>
        <dd>{formatCents(restaurant.minimumOrderCents)}</dd>
      </div>
    </>
  );
}
