import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { MenuItemDto, RestaurantDetailDto } from '@playeats/contracts/restaurants';
import { useAppSelector } from '../../../app/hooks.ts';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { MealBuilder } from '../../../components/menu/meal-builder.tsx';
import { MenuSections } from '../../../components/menu/menu-sections.tsx';
import { selectIsSignedIn } from '../../auth/auth-slice.ts';
import { useCreateMeal } from '../api/create-meal.ts';

/** The dashboard with its refresh-meal flag: it reloads the saved meals on arrival. */
export const DASHBOARD_REFRESH_PATH = '/dashboard?refreshMeals=1';

/**
 * The menu. Signed-in people add dishes to the cart (first, when the page is given the
 * cart: `onAddToCart`) or pick dishes and options into a meal and save it ("Save as a
 * meal", second); visitors read the menu and are invited to sign in.
 */
export function SaveMealMenu({
  restaurant,
  onAddToCart,
}: {
  restaurant: RestaurantDetailDto;
  onAddToCart?: (item: MenuItemDto) => void;
}) {
  const { t } = useTranslation('restaurants');
  const signedIn = useAppSelector(selectIsSignedIn);
  const { pathname } = useLocation();
  const { showError } = useErrorDialog();
  const createMeal = useCreateMeal();
  const [saved, setSaved] = useState<{ name: string; count: number } | null>(null);

  if (!signedIn) {
    return (
      <>
        <p className="notice">
          {t('detail.signInToSave')}{' '}
          <Link to={`/login?next=${encodeURIComponent(pathname)}`}>{t('detail.signIn')}</Link>
        </p>
        <MenuSections categories={restaurant.menu.categories} currency={restaurant.currency} />
      </>
    );
  }

  return (
    <MealBuilder
      // A fresh builder after each save, for the next meal.
      key={saved?.count ?? 0}
      categories={restaurant.menu.categories}
      currency={restaurant.currency}
      saving={createMeal.isPending}
      saveLabel={t('detail.saveMeal')}
      onAddToCart={restaurant.orderingEnabled ? onAddToCart : undefined}
      onSave={({ name, items }) =>
        createMeal.mutate(
          { restaurantId: restaurant.id, name, items, active: true },
          {
            onSuccess: (meal) => setSaved((s) => ({ name: meal.name, count: (s?.count ?? 0) + 1 })),
            onError: (error) => showError(error),
          },
        )
      }
      status={
        <p className="meal-saved" role="status">
          {saved && (
            <>
              {t('detail.saved', { name: saved.name })}{' '}
              <Link to={DASHBOARD_REFRESH_PATH}>{t('detail.seeDashboard')}</Link>
            </>
          )}
        </p>
      }
    />
  );
}
