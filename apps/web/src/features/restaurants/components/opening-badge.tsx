import { useTranslation } from 'react-i18next';
import type { RestaurantSummaryDto } from '@playeats/contracts/restaurants';
import { useLanguage } from '../hooks/use-language.ts';
import { openingState } from '../opening-state.ts';

type OpeningBadgeProps = Pick<RestaurantSummaryDto, 'openNow' | 'opensAt' | 'closesAt' | 'timeZone'>;

/** "Open · closes 10:00 PM" or "Closed · opens 11:00 AM", on the restaurant's clock. */
export function OpeningBadge(restaurant: OpeningBadgeProps) {
  const { t } = useTranslation('restaurants');
  const language = useLanguage();
  const state = openingState(restaurant, language);
  const { key, ...values } = state;
  return (
    <span className={restaurant.openNow ? 'opening opening--open' : 'opening opening--closed'}>
      {t(`opening.${key}`, values)}
    </span>
  );
}
