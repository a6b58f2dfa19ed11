import { useTranslation } from 'react-i18next';
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
import { RestaurantHeader } from './restaurant-header.tsx';
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

/** /nearby/:restaurantId: one restaurant, its week of hours and its whole menu. */
export function RestaurantPage() {
  const { restaurantId = '' } = useParams();
  const { t } = useTranslation('restaurants');
  const restaurant = useRestaurant(restaurantId);
  const demoPlaceId = useAppSelector(selectDemoPlaceId);
  const absent = restaurant.isError ? missing(restaurant.error) : null;
  useReportUnexpected(absent ? null : restaurant.error);
  useDocumentTitle(restaurant.data?.name ?? t('detail.loadingTitle'));

  if (absent) return <RestaurantNotFound reason={absent} />;
  const data = restaurant.data;
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
      <section className="restaurant-menu" aria-labelledby="restaurant-menu-title">
        <h2 id="restaurant-menu-title">{t('detail.menuTitle')}</h2>
        <SaveMealMenu restaurant={data} />
      </section>
    </div>
  );
}
