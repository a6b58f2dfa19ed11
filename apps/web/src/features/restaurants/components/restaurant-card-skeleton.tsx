import { useTranslation } from 'react-i18next';

/** Grey cards in the shape of the results while they load; one status message for screen readers. */
export function RestaurantCardSkeletons({ count }: { count: number }) {
  const { t } = useTranslation('restaurants');
  return (
    <div className="restaurant-skeletons">
      <p className="visually-hidden" role="status">
        {t('list.loading')}
      </p>
      <ul className="restaurant-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="restaurant-card restaurant-card--skeleton">
            <div className="restaurant-image skeleton-block" />
            <div className="restaurant-card-body">
              <div className="skeleton-line skeleton-line--title" />
              <div className="skeleton-line" />
              <div className="skeleton-line skeleton-line--short" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
