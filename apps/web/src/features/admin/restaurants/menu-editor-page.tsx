import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { AdminRestaurantDto } from '@playeats/contracts/admin-restaurants';
import { LoadState } from '../../../components/load-state/load-state.tsx';
import { invalidFields } from '../../../lib/problem-basics.ts';
import { adminErrorText } from '../api/admin-error.ts';
import { getAdminRestaurant, restaurantKeys, saveMenu } from '../api/admin-restaurants.ts';
import { AdminTextField } from '../components/admin-text-field.tsx';
import {
  editorMenuOf,
  menuBody,
  newCategory,
  newGroup,
  newItem,
  newOption,
  type EditorMenu,
} from './menu-editor-model.ts';

/** /admin/restaurants/{id}/menu: loads the restaurant, then edits its menu. */
export function MenuEditorPage() {
  const { t } = useTranslation('admin-restaurants');
  const { restaurantId = '' } = useParams();
  const restaurant = useQuery({
    queryKey: restaurantKeys.one(restaurantId),
    queryFn: ({ signal }) => getAdminRestaurant(restaurantId, signal),
  });
  return (
    <section aria-labelledby="admin-menu-title" className="stack">
      <Link to={`/admin/restaurants/${restaurantId}`}>{t('menu.back')}</Link>
      {restaurant.data ? (
        <MenuEditor key={restaurant.data.id} restaurant={restaurant.data} />
      ) : (
        <LoadState error={restaurant.isError} onRetry={() => void restaurant.refetch()} />
      )}
    </section>
  );
}

type Update = (change: (menu: EditorMenu) => EditorMenu) => void;

/** Option groups (shared by the items that offer them), then categories with their items. */
function MenuEditor({ restaurant }: { restaurant: AdminRestaurantDto }) {
  const { t } = useTranslation('admin-restaurants');
  const { t: tAdmin } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [menu, setMenu] = useState(() => editorMenuOf(restaurant.menu));
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: Parameters<typeof saveMenu>[1]) => saveMenu(restaurant.id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(restaurantKeys.one(saved.id), saved);
    },
  });
  const serverErrors = invalidFields(save.error);
  const errorAt = (path: string) => localErrors[path] ?? serverErrors[path] ?? null;
  const update: Update = (change) => {
    save.reset();
    setMenu(change);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = menuBody(menu);
    if ('errors' in result) {
      setLocalErrors(
        Object.fromEntries(Object.entries(result.errors).map(([p, kind]) => [p, t(`menu.invalid.${kind}`)])),
      );
      return;
    }
    setLocalErrors({});
    save.mutate(result.body);
  };

  return (
    <form className="admin-form stack menu-editor" noValidate onSubmit={submit}>
      <h1 id="admin-menu-title">{t('menu.title', { name: restaurant.name })}</h1>
      <p className="muted">{t('menu.intro')}</p>

      <fieldset>
        <legend>{t('menu.groups')}</legend>
        {menu.optionGroups.length === 0 && <p className="muted">{t('menu.noGroups')}</p>}
        {menu.optionGroups.map((group, gi) => (
          <div key={group.id} className="menu-editor__block">
            <div className="menu-editor__head">
              <AdminTextField
                label={t('menu.groupName')}
                value={group.name}
                error={errorAt(`optionGroups.${gi}.name`)}
                onChange={(e) => update((m) => setGroup(m, gi, { name: e.target.value }))}
              />
              <AdminTextField
                label={t('menu.min')}
                inputMode="numeric"
                value={group.min}
                error={errorAt(`optionGroups.${gi}.minSelections`)}
                onChange={(e) => update((m) => setGroup(m, gi, { min: e.target.value }))}
              />
              <AdminTextField
                label={t('menu.max')}
                inputMode="numeric"
                value={group.max}
                error={errorAt(`optionGroups.${gi}.maxSelections`)}
                onChange={(e) => update((m) => setGroup(m, gi, { max: e.target.value }))}
              />
            </div>
            <ul className="menu-editor__rows">
              {group.options.map((option, oi) => (
                <li key={option.id} className="menu-editor__option">
                  <AdminTextField
                    label={t('menu.optionName')}
                    value={option.name}
                    error={errorAt(`optionGroups.${gi}.options.${oi}.name`)}
                    onChange={(e) =>
                      update((m) =>
                        setGroup(m, gi, { options: replaceAt(group.options, oi, { ...option, name: e.target.value }) }),
                      )
                    }
                  />
                  <AdminTextField
                    label={t('menu.optionPrice')}
                    inputMode="decimal"
                    value={option.price}
                    error={errorAt(`optionGroups.${gi}.options.${oi}.priceCents`)}
                    onChange={(e) =>
                      update((m) =>
                        setGroup(m, gi, {
                          options: replaceAt(group.options, oi, { ...option, price: e.target.value }),
                        }),
                      )
                    }
                  />
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={() =>
                      update((m) => setGroup(m, gi, { options: group.options.filter((_, j) => j !== oi) }))
                    }
                  >
                    <span aria-hidden="true">{t('form.remove')}</span>
                    <span className="visually-hidden">
                      {t('menu.removeOption', { name: option.name || t('menu.unnamed') })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <div className="admin-actions">
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => update((m) => setGroup(m, gi, { options: [...group.options, newOption()] }))}
              >
                {t('menu.addOption', { group: group.name || t('menu.unnamed') })}
              </button>
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() =>
                  update((m) => ({
                    optionGroups: m.optionGroups.filter((_, j) => j !== gi),
                    categories: m.categories.map((c) => ({
                      ...c,
                      items: c.items.map((i) => ({
                        ...i,
                        optionGroupIds: i.optionGroupIds.filter((id) => id !== group.id),
                      })),
                    })),
                  }))
                }
              >
                {t('menu.removeGroup', { group: group.name || t('menu.unnamed') })}
              </button>
            </div>
          </div>
        ))}
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => update((m) => ({ ...m, optionGroups: [...m.optionGroups, newGroup()] }))}
        >
          {t('menu.addGroup')}
        </button>
      </fieldset>

      {menu.categories.map((category, ci) => (
        <fieldset key={category.id}>
          <legend>{category.name || t('menu.newCategory')}</legend>
          <AdminTextField
            label={t('menu.categoryName')}
            value={category.name}
            error={errorAt(`categories.${ci}.name`)}
            onChange={(e) => update((m) => setCategory(m, ci, { name: e.target.value }))}
          />
          {category.items.map((item, ii) => {
            const path = `categories.${ci}.items.${ii}`;
            const setItem = (patch: Partial<typeof item>) =>
              update((m) => setCategory(m, ci, { items: replaceAt(category.items, ii, { ...item, ...patch }) }));
            return (
              <div key={item.id} className="menu-editor__block">
                <div className="admin-grid">
                  <AdminTextField
                    label={t('menu.itemName')}
                    value={item.name}
                    error={errorAt(`${path}.name`)}
                    onChange={(e) => setItem({ name: e.target.value })}
                  />
                  <AdminTextField
                    label={t('menu.itemPrice')}
                    inputMode="decimal"
                    value={item.price}
                    error={errorAt(`${path}.priceCents`)}
                    onChange={(e) => setItem({ price: e.target.value })}
                  />
                </div>
                <AdminTextField
                  label={t('menu.itemDescription')}
                  value={item.description}
                  error={errorAt(`${path}.description`)}
                  onChange={(e) => setItem({ description: e.target.value })}
                />
                <div className="admin-toggles">
                  <label>
                    <input
                      type="checkbox"
                      checked={item.available}
                      onChange={(e) => setItem({ available: e.target.checked })}
                    />{' '}
                    {t('menu.available')}
                  </label>
                  {menu.optionGroups.map((group) => (
                    <label key={group.id}>
                      <input
                        type="checkbox"
                        checked={item.optionGroupIds.includes(group.id)}
                        onChange={(e) =>
                          setItem({
                            optionGroupIds: e.target.checked
                              ? [...item.optionGroupIds, group.id]
                              : item.optionGroupIds.filter((id) => id !== group.id),
                          })
                        }
                      />{' '}
                      {t('menu.offers', { group: group.name || t('menu.unnamed') })}
                    </label>
                  ))}
                </div>
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() =>
                    update((m) => setCategory(m, ci, { items: category.items.filter((_, j) => j !== ii) }))
                  }
                >
                  {t('menu.removeItem', { name: item.name || t('menu.unnamed') })}
                </button>
              </div>
            );
          })}
          <div className="admin-actions">
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => update((m) => setCategory(m, ci, { items: [...category.items, newItem()] }))}
            >
              {t('menu.addItem', { category: category.name || t('menu.newCategory') })}
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => update((m) => ({ ...m, categories: m.categories.filter((_, j) => j !== ci) }))}
            >
              {t('menu.removeCategory', { category: category.name || t('menu.newCategory') })}
            </button>
          </div>
        </fieldset>
      ))}
      <div className="admin-actions">
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => update((m) => ({ ...m, categories: [...m.categories, newCategory()] }))}
        >
          {t('menu.addCategory')}
        </button>
      </div>

      <div aria-live="polite">
        {save.isSuccess && (
          <p role="status" className="admin-notice">
            {t('menu.saved')}
          </p>
        )}
        {(save.isError || Object.keys(localErrors).length > 0) && (
          <p className="ordering-field-error" role="alert">
            {save.isError ? adminErrorText(save.error, tAdmin) : t('menu.fixFields')}
          </p>
        )}
      </div>
      <div className="admin-actions">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t('menu.save')}
        </button>
      </div>
    </form>
  );
}

function replaceAt<T>(list: readonly T[], index: number, value: T): T[] {
  return list.map((item, i) => (i === index ? value : item));
}

function setGroup(menu: EditorMenu, index: number, patch: Partial<EditorMenu['optionGroups'][number]>): EditorMenu {
  return { ...menu, optionGroups: replaceAt(menu.optionGroups, index, { ...menu.optionGroups[index]!, ...patch }) };
}

function setCategory(menu: EditorMenu, index: number, patch: Partial<EditorMenu['categories'][number]>): EditorMenu {
  return { ...menu, categories: replaceAt(menu.categories, index, { ...menu.categories[index]!, ...patch }) };
}
