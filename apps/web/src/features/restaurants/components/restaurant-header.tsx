import { useTranslation } from 'react-i18next';
import type { MouseEvent } from 'react';
import type { RestaurantDetailDto } from '@playeats/contracts/restaurants';
import { displayCountry } from '@playeats/domain/country';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useCuisineLabels } from '../hooks/use-cuisine-labels.ts';
import { ratingValue } from '../rating-value.ts';
import { OpeningBadge } from './opening-badge.tsx';
import { OrderTerms } from './order-terms.tsx';
import { RestaurantImage } from './restaurant-image.tsx';

interface RestaurantHeaderProps {
  restaurant: RestaurantDetailDto;
  isDemoPlace: boolean;
}

/** The id of the page's menu heading, where "Order" leads. */
export const RESTAURANT_MENU_ID = 'restaurant-menu-title';

/**
 * Moves to the menu on this page (there is one menu: decision 0026) by focusing its
 * heading, rather than by the browser's #fragment handling, which is not a reliable
 * in-page jump in the overlay and mobile builds (their router keeps the route in memory).
 */
function goToMenu(event: MouseEvent<HTMLAnchorElement>) {
  const heading = document.getElementById(RESTAURANT_MENU_ID);
  if (!heading) return;
  event.preventDefault();
  heading.focus(); // focusing also scrolls it into view
}

/**
 * Name, cuisines, opening state, address and the order terms of one restaurant, and the
 * way to order from it: "Order" leads to the menu further down this page, where a dish's
 * first action is Add to cart (for visitors: the invitation to sign in).
 */
export function RestaurantHeader({ restaurant, isDemoPlace }: RestaurantHeaderProps) {
  const { t, i18n } = useTranslation('restaurants');
  const cuisineLabel = useCuisineLabels();
  const { address } = restaurant;
  return (
    <header className="restaurant-header">
      <RestaurantImage
        name={restaurant.name}
        cuisines={restaurant.cuisines}
        imageUrl={restaurant.imageUrl}
        imageSrcSet={restaurant.imageSrcSet}
        sizes="(min-width: 48rem) 18rem, 100vw"
        className="restaurant-hero"
        eager
      />
      <div className="restaurant-header-text">
        <h1>{restaurant.name}</h1>
        <p className="restaurant-tags">
          {isDemoPlace && <span className="tag tag--demo">{t('demo.placeTag')}</span>}
          {restaurant.isPartner && <span className="tag">{t('detail.partner')}</span>}
          <span className="muted">{restaurant.cuisines.map(cuisineLabel).join(' · ')}</span>
        </p>
        <p>
          <OpeningBadge {...restaurant} />
        </p>
        <address className="restaurant-address">
          {address.street}
          <br />
          {t('detail.cityLine', { city: address.city, region: address.region, postalCode: address.postalCode })}
          <br />
          {displayCountry(address.country)}
        </address>
        <dl className="restaurant-facts restaurant-facts--wide">
          <div>
            <dt>{t('card.rating')}</dt>
            <dd>
              {restaurant.rating === null
                ? t('card.notRated')
                : ratingValue(t, restaurant.rating, currentLanguage(i18n))}
            </dd>
          </div>
          <OrderTerms restaurant={restaurant} />
          <div>
            <dt>{t('detail.preparation')}</dt>
            <dd>{t('detail.minutes', { count: restaurant.preparationMinutes })}</dd>
          </div>
        </dl>
        {!restaurant.orderingEnabled && <p className="notice">{t('detail.orderingPaused')}</p>}
        <p className="restaurant-order">
          <a href={`#${RESTAURANT_MENU_ID}`} className="btn btn-primary" onClick={goToMenu}>
            {t('detail.order')}
          </a>
        </p>
      </div>
    </header>
  );
}
