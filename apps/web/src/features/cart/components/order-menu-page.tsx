import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MenuSections } from '../../../components/menu/menu-sections.tsx';
import '../../../components/menu/menu.css';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { useRestaurantMenu } from '../api/get-restaurant-menu.ts';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { LoadState } from '../../../components/load-state/load-state.tsx';
import { MenuCart } from './menu-cart.tsx';
import '../../../styles/ordering.css';

/**
 * /order/:restaurantId: the restaurant's menu with an Add button on every dish (options
 * and quantity asked in a dialog when it has any); each addition goes straight into the
 * cart (MenuCart). A cart from another restaurant is replaced only after the user says so.
 */
export function OrderMenuPage() {
  const { restaurantId = '' } = useParams();
  const { t } = useTranslation('ordering');
  const { money } = useFormatters();
  const restaurant = useRestaurantMenu(restaurantId);
  useDocumentTitle(restaurant.data ? t('menu.title', { restaurant: restaurant.data.name }) : t('menu.loadingTitle'));

  const data = restaurant.data;
  if (!data) {
    return (
      <div className="container ordering-page">
        <h1>{t('menu.loadingTitle')}</h1>
        <LoadState error={restaurant.isError} onRetry={() => void restaurant.refetch()} />
      </div>
    );
  }
  const { currency } = data;

  return (
    <div className="container ordering-page order-menu-page">
      <p className="ordering-back">
        <Link to={`/nearby/${data.id}`}>{t('menu.aboutRestaurant', { restaurant: data.name })}</Link>
      </p>
      <h1>{t('menu.title', { restaurant: data.name })}</h1>
      <p className="muted">
        {t('menu.facts', {
          minimum: money(data.minimumOrderCents, currency),
          fee: money(data.deliveryFeeCents, currency),
        })}
      </p>
      {!data.orderingEnabled && <p className="ordering-notice">{t('menu.orderingOff')}</p>}
      {data.orderingEnabled && !data.openNow && <p className="ordering-notice">{t('menu.closed')}</p>}
      <MenuCart restaurant={data}>
        {(addToCart) => (
          <section aria-labelledby="order-menu-title">
            <h2 id="order-menu-title">{t('menu.menuTitle')}</h2>
            <MenuSections categories={data.menu.categories} currency={currency} onAdd={addToCart} />
          </section>
        )}
      </MenuCart>
    </div>
  );
}
