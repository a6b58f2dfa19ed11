import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { MenuItemDto, RestaurantDetailDto } from '@playeats/contracts/restaurants';
import { ItemOptionsDialog, type ItemChoice } from '../../../components/menu/item-options-dialog.tsx';
import { MenuSections } from '../../../components/menu/menu-sections.tsx';
import '../../../components/menu/menu.css';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { useRestaurantMenu } from '../api/get-restaurant-menu.ts';
import { cartIsFull, cartItemCount, type CartEdit } from '../cart-edits.ts';
import { useCartEditor } from '../hooks/use-cart-editor.ts';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog.tsx';
import { LoadState } from '../../../components/load-state/load-state.tsx';
import '../../../styles/ordering.css';

type AddEdit = Extract<CartEdit, { kind: 'add' }>;

function addEdit(restaurant: RestaurantDetailDto, { item, optionIds, quantity }: ItemChoice): AddEdit {
  const chosen = new Set(optionIds);
  const options = item.optionGroups.flatMap((group) =>
    group.options
      .filter((o) => chosen.has(o.id))
      .map((o) => ({ optionId: o.id, groupId: group.id, name: o.name, priceCents: o.priceCents })),
  );
  const unitPriceCents = item.priceCents + options.reduce((sum, o) => sum + o.priceCents, 0);
  return {
    kind: 'add',
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    currency: restaurant.currency,
    minimumOrderCents: restaurant.minimumOrderCents,
    line: {
      itemId: item.id,
      name: item.name,
      quantity,
      unitPriceCents,
      lineTotalCents: unitPriceCents * quantity,
      options,
      note: null,
    },
  };
}

/**
 * /order/:restaurantId: the restaurant's menu with an Add button on every dish (options
 * and quantity asked in a dialog when it has any); each addition goes straight into the
 * cart. A cart from another restaurant is replaced only after the user says so.
 */
export function OrderMenuPage() {
  const { restaurantId = '' } = useParams();
  const { t } = useTranslation('ordering');
  const { money } = useFormatters();
  const restaurant = useRestaurantMenu(restaurantId);
  const { cart, edit } = useCartEditor();
  const [choosing, setChoosing] = useState<MenuItemDto | null>(null);
  const [replacing, setReplacing] = useState<AddEdit | null>(null);
  const [notice, setNotice] = useState('');
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

  const add = (change: AddEdit) => {
    if (cartIsFull(cart ?? null, change)) {
      setNotice(t('menu.cartFull'));
      return;
    }
    void edit(change);
    setNotice(t('menu.added', { name: change.line.name }));
  };
  const choose = (choice: ItemChoice) => {
    setChoosing(null);
    const change = addEdit(data, choice);
    if (cart && cart.restaurantId !== data.id) setReplacing(change);
    else add(change);
  };
  const startAdding = (item: MenuItemDto) => {
    if (item.optionGroups.length === 0) choose({ item, optionIds: [], quantity: 1 });
    else setChoosing(item);
  };
  const count = cart && cart.restaurantId === data.id ? cartItemCount(cart) : 0;
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
      <p className="visually-hidden" role="status">
        {notice}
      </p>
      <section aria-labelledby="order-menu-title">
        <h2 id="order-menu-title">{t('menu.menuTitle')}</h2>
        <MenuSections categories={data.menu.categories} currency={currency} onAdd={startAdding} />
      </section>
      {count > 0 && cart && (
        <div className="cart-bar">
          <Link to="/cart" className="btn btn-primary btn-block">
            {t('menu.viewCart', { count, total: money(cart.subtotalCents, cart.currency) })}
          </Link>
        </div>
      )}
      <ItemOptionsDialog
        item={choosing}
        currency={currency}
        onClose={() => setChoosing(null)}
        onAdd={choose}
        addLabel={(price) => t('menu.addToCart', { price })}
      />
      <ConfirmDialog
        open={replacing !== null}
        title={t('menu.replaceTitle')}
        confirmLabel={t('menu.replaceConfirm')}
        onClose={() => setReplacing(null)}
        onConfirm={() => {
          if (replacing) add(replacing);
          setReplacing(null);
        }}
      >
        <p>{t('menu.replaceMessage', { current: cart?.restaurantName ?? '', restaurant: data.name })}</p>
      </ConfirmDialog>
    </div>
  );
}
