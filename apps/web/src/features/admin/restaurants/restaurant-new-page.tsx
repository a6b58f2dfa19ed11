import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { createRestaurant, restaurantKeys } from '../api/admin-restaurants.ts';
import { emptyProfile } from './profile-form-model.ts';
import { RestaurantForm } from './restaurant-form.tsx';

/** /admin/restaurants/new: a partner by hand; its page opens once it is saved (for its menu and photo). */
export function RestaurantNewPage() {
  const { t } = useTranslation('admin-restaurants');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useMutation({
    mutationFn: createRestaurant,
    onSuccess: (restaurant) => {
      queryClient.setQueryData(restaurantKeys.one(restaurant.id), restaurant);
      void queryClient.invalidateQueries({ queryKey: [...restaurantKeys.all, 'list'] });
      void navigate(`/admin/restaurants/${restaurant.id}`, { state: { saved: true } });
    },
  });
  return (
    <section aria-labelledby="admin-restaurant-new-title" className="stack">
      <Link to="/admin/restaurants">{t('back')}</Link>
      <h1 id="admin-restaurant-new-title">{t('new.title')}</h1>
      <RestaurantForm
        initial={emptyProfile()}
        submitLabel={t('new.submit')}
        busy={create.isPending}
        error={create.error}
        onSubmit={(body) => create.mutate(body)}
      />
    </section>
  );
}
