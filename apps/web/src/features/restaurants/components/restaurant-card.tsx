import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RestaurantSummaryDto } from '@playeats/contracts/restaurants';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useCuisineLabels } from '../hooks/use-cuisine-labels.ts';
import { ratingValue } from '../rating-value.ts';
import { OpeningBadge } from './opening-badge.tsx';
import { OrderTerms } from './order-terms.tsx';
import { RestaurantImage } from './restaurant-image.tsx';

interface RestaurantCardProps {
  restaurant: RestaurantSummaryDto;
  headingLevel: 2 | 3;
  /** The distance, already in words ("1.2 mi"), for nearby results. */
  distance?: string;
  /** Extra facts under the name (e.g. a "demo place" tag). */
  children?: ReactNode;
}

/** A restaurant in a list; its name links to the restaurant, and the whole card is the target. */
export function RestaurantCard({ restaurant, headingLevel, distance, children }: RestaurantCardProps) {
  const { t, i18n } = useTranslation('restaurants');
  const cuisineLabel = useCuisineLabels();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="restaurant-card">
      <RestaurantImage
        name={restaurant.name}
        cuisines={restaurant.cuisines}
        imageUrl={restaurant.imageUrl}
        imageSrcSet={restaurant.imageSrcSet}
      />
      <div className="restaurant-card-body">
        <Heading className="restaurant-card-name">
          <Link to={`/nearby/${restaurant.id}`} className="restaurant-card-link">
            {restaurant.name}
          </Link>
        </Heading>
        {children}
        <p className="restaurant-card-cuisines muted">{restaurant.cuisines.map(cuisineLabel).join(' · ')}</p>
        <p className="restaurant-card-city">
          {t('card.city', { city: restaurant.address.city, region: restaurant.address.region })}
        </p>
        <p className="restaurant-card-status">
          <OpeningBadge {...restaurant} />
          {distance && <span className="restaurant-card-distance">{t('card.distance', { distance })}</span>}
        </p>
        <dl className="restaurant-facts">
          <div>
            <dt>{t('card.rating')}</dt>
            <dd>
              {restaurant.rating === null ? (
                t('card.notRated')
              ) : (
                <>
                  <span aria-hidden="true">★ </span>
                  {ratingValue(t, restaurant.rating, currentLanguage(i18n))}
                </>
              )}
            </dd>
          </div>
          <OrderTerms restaurant={restaurant} />
        </dl>
      </div>
    </article>
  );
}
