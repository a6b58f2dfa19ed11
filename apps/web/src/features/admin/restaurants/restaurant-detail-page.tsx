import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import type { AdminRestaurantDto } from '@playeats/contracts/admin-restaurants';
import { LoadState } from '../../../components/load-state/load-state.tsx';
import { adminErrorText } from '../api/admin-error.ts';
import { getAdminRestaurant, restaurantKeys, setRestaurantActive, updateRestaurant } from '../api/admin-restaurants.ts';
import { ReasonDialog } from '../components/reason-dialog.tsx';
import { profileOf } from './profile-form-model.ts';
import { RestaurantForm } from './restaurant-form.tsx';
import { RestaurantPhoto } from './restaurant-photo.tsx';
import { WebhookKey } from './webhook-key.tsx';

/** /admin/restaurants/{id}: its state, photo, menu, webhook key and profile. */
export function RestaurantDetailPage() {
  const { t } = useTranslation('admin-restaurants');
  const { restaurantId = '' } = useParams();
  const location = useLocation();
  const queryClient = useQueryClient();
  const restaurant = useQuery({
    queryKey: restaurantKeys.one(restaurantId),
    queryFn: ({ signal }) => getAdminRestaurant(restaurantId, signal),
  });
  const stored = (saved: AdminRestaurantDto) => {
    queryClient.setQueryData(restaurantKeys.one(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: [...restaurantKeys.all, 'list'] });
  };
  const update = useMutation({
    mutationFn: (body: Parameters<typeof updateRestaurant>[1]) => updateRestaurant(restaurantId, body),
    onSuccess: stored,
  });

  if (!restaurant.data) {
    return (
      <section className="stack">
        <Link to="/admin/restaurants">{t('back')}</Link>
        <LoadState error={restaurant.isError} onRetry={() => void restaurant.refetch()} />
      </section>
    );
  }
  const r = restaurant.data;
  const items = r.menu.categories.reduce((n, c) => n + c.items.length, 0);
  return (
    <section aria-labelledby="admin-restaurant-title" className="stack">
      <Link to="/admin/restaurants">{t('back')}</Link>
      <h1 id="admin-restaurant-title">{r.name}</h1>
      {(location.state as { saved?: boolean } | null)?.saved && (
        <p role="status" className="admin-notice">
          {t('detail.created')}
        </p>
      )}
      <StateCard restaurant={r} onSaved={stored} />
      <RestaurantPhoto restaurant={r} onSaved={stored} />
      <div className="card stack">
        <h2>{t('detail.menu')}</h2>
        <p>
          {t('detail.menuSummary', { categories: r.menu.categories.length, items, groups: r.menu.optionGroups.length })}
        </p>
        <p>
          <Link className="btn btn-secondary" to={`/admin/restaurants/${r.id}/menu`}>
            {t('detail.editMenu')}
          </Link>
        </p>
      </div>
      <WebhookKey restaurantId={r.id} />
      <div className="card stack">
        <h2>{t('detail.profile')}</h2>
        {update.isSuccess && (
          <p role="status" className="admin-notice">
            {t('detail.saved')}
          </p>
        )}
        <RestaurantForm
          key={r.updatedAt}
          initial={profileOf(r)}
          submitLabel={t('detail.save')}
          busy={update.isPending}
          error={update.error}
          onSubmit={(body) => update.mutate(body)}
        />
      </div>
    </section>
  );
}

function StateCard({
  restaurant,
  onSaved,
}: {
  restaurant: AdminRestaurantDto;
  onSaved: (r: AdminRestaurantDto) => void;
}) {
  const { t } = useTranslation('admin-restaurants');
  const { t: tAdmin } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const next = !restaurant.isActive;
  const change = useMutation({
    mutationFn: (reason: string) => setRestaurantActive(restaurant.id, next, reason),
    onSuccess: (saved) => {
      setOpen(false);
      onSaved(saved);
    },
  });
  const action = next ? t('state.activate') : t('state.deactivate');
  return (
    <div className="card stack">
      <dl className="admin-facts">
        <dt>{t('list.state')}</dt>
        <dd>
          <span className={restaurant.isActive ? 'admin-state' : 'admin-state admin-state--off'}>
            {restaurant.isActive ? t('state.active') : t('state.inactive')}
          </span>
        </dd>
        <dt>{t('list.externalRef')}</dt>
        <dd>{restaurant.externalRef ?? '—'}</dd>
        <dt>{t('detail.position')}</dt>
        <dd>
          {restaurant.position.lat.toFixed(4)}, {restaurant.position.lng.toFixed(4)} ({restaurant.timeZone})
        </dd>
      </dl>
      <p className="muted">{restaurant.isActive ? t('state.deactivateHint') : t('state.activateHint')}</p>
      <div className="admin-actions">
        <button type="button" className={next ? 'btn btn-primary' : 'btn btn-secondary'} onClick={() => setOpen(true)}>
          {action}
        </button>
      </div>
      <ReasonDialog
        open={open}
        title={action}
        confirmLabel={action}
        busy={change.isPending}
        error={change.isError ? adminErrorText(change.error, tAdmin) : null}
        onClose={() => {
          setOpen(false);
          change.reset();
        }}
        onConfirm={(reason) => change.mutate(reason)}
      >
        <p>{t(next ? 'state.confirmActivate' : 'state.confirmDeactivate', { name: restaurant.name })}</p>
      </ReasonDialog>
    </div>
  );
}
