import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItemDto, RestaurantDetailDto } from '@playeats/contracts/restaurants';
import { Link, useParams } from 'react-router';
import { useAppSelector } from '../../../app/hooks.ts';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { HttpError } from '../../../lib/http-client.ts';
import { selectDemoPlaceId } from '../../auth/auth-slice.ts';
import { useRestaurant } from '../api/get-restaurant.ts';
import { problemName } from '../../../lib/problem-basics.ts';
import { useReportUnexpected } from '../load-failure.ts';
import { HoursTable } from './hours-table.tsx';
import { LoadError } from './load-error.tsx';
import { RESTAURANT_MENU_ID, RestaurantHeader } from './restaurant-header.tsx';
import { RestaurantLocation } from './restaurant-location.tsx';
import { RestaurantNotFound } from './restaurant-not-found.tsx';
import { SaveMealMenu } from './save-meal-menu.tsx';
import './restaurants.css';

/** What a failed load means for the page: a restaurant or menu that isn't there, or a real failure. */
function missing(error: unknown): 'restaurant' | 'menu' | null {
  const name = problemName(error);
  if (name === 'RestaurantMenuNotFoundException') return 'menu';
  if (name === 'RestaurantNotFoundException') return 'restaurant';
  // An id that is not a restaurant id at all (a mistyped link) is refused before any lookup.
  if (error instanceof HttpError && (error.status === 404 || name === 'ValidationException')) return 'restaurant';
  return null;
}

export interface RestaurantPageProps {
  /**
   * The cart around the menu (the cart feature's MenuCart, composed in by the app for
   * signed-in people): it hands the menu the way to add a dish to the cart.
   */
  withCart?: (
    restaurant: RestaurantDetailDto,
    menu: (addToCart: (item: MenuItemDto) => void) => ReactNode,
  ) => ReactNode;
}

/**
 * /nearby/:restaurantId: one restaurant, its week of hours and its whole menu, where each
 * dish's first action is "Add to cart" and its second "Add to meal" (to save as a meal).
 */
export function RestaurantPage({ withCart }: RestaurantPageProps) {
  const { restaurantId = '' } = useParams();
  const { t } = useTranslation('restaurants');
  const restaurant = useRestaurant(restaurantId);
  const demoPlaceId = useAppSelector(selectDemoPlaceId);
  const absent = restaurant.isError ? missing(restaurant.error) : null;
  useReportUnexpected(absent ? null : restaurant.error);
  useDocumentTitle(restaurant.data?.name ?? t('detail.loadingTitle'));

  // The page (its whole menu) renders in slices that let the browser answer in between:
  // the query's update would render it in one task as the restaurant arrives (issue 17).
  const deferred = useDeferredValue(restaurant.data);
  // Never the previous restaurant's page under this one's address (a link from one to another).
  const data = deferred?.id === restaurantId.toLowerCase() ? deferred : undefined;

  if (absent) return <RestaurantNotFound reason={absent} />;
  if (!data) {
    return (
      <div className="container discovery-page">
        <p className="back-link">
          <Link to="/nearby">{t('detail.back')}</Link>
        </p>
        <h1>{t('detail.loadingTitle')}</h1>
        {restaurant.isError ? (
          <LoadError message={t('detail.loadFailed')} onRetry={() => void restaurant.refetch()} />
        ) : (
          <p role="status" className="muted">
            {t('detail.loading')}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="container discovery-page restaurant-page">
      <p className="back-link">
        <Link to="/nearby">{t('detail.back')}</Link>
      </p>
      <RestaurantHeader restaurant={data} isDemoPlace={data.id === demoPlaceId} />
      <section className="restaurant-hours" aria-labelledby="restaurant-hours-title">
        <h2 id="restaurant-hours-title">{t('detail.hoursTitle')}</h2>
        <HoursTable hours={data.openingHours} timeZone={data.timeZone} />
      </section>
      <RestaurantLocation restaurant={data} />
      <section className="restaurant-menu" aria-labelledby={RESTAURANT_MENU_ID}>
        <h2 id={RESTAURANT_MENU_ID} tabIndex={-1}>
          {t('detail.menuTitle')}
        </h2>
        {withCart ? (
          withCart(data, (addToCart) => <SaveMealMenu restaurant={data} onAddToCart={addToCart} />)
        ) : (
          <SaveMealMenu restaurant={data} />
        )}
      </section>
    </div>
  );
}
