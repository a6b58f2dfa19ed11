import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuItemDto, RestaurantDetailDto } from '@playeats/contracts/restaurants';
import { ItemOptionsDialog, type ItemChoice } from '../../../components/menu/item-options-dialog.tsx';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog.tsx';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { cartIsFull, cartItemCount, type CartEdit } from '../cart-edits.ts';
import { useCartEditor } from '../hooks/use-cart-editor.ts';
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

export interface MenuCartProps {
  restaurant: RestaurantDetailDto;
  /** The menu, given the way to add a dish to the cart (options and quantity asked first when it has any). */
  children: (addToCart: (item: MenuItemDto) => void) => ReactNode;
}

/**
 * A restaurant's menu wired to the cart (on the restaurant's page, /nearby/:restaurantId,
 * the one menu: decision 0026): each addition goes straight into the cart; a cart from
 * another restaurant is replaced only after the user says so; a "View cart" bar follows.
 */
export function MenuCart({ restaurant, children }: MenuCartProps) {
  const { t } = useTranslation('ordering');
  const { money } = useFormatters();
  const { cart, edit } = useCartEditor();
  const [choosing, setChoosing] = useState<MenuItemDto | null>(null);
  const [replacing, setReplacing] = useState<AddEdit | null>(null);
  const [notice, setNotice] = useState('');

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
    const change = addEdit(restaurant, choice);
    if (cart && cart.restaurantId !== restaurant.id) setReplacing(change);
    else add(change);
  };
  const startAdding = (item: MenuItemDto) => {
    if (item.optionGroups.length === 0) choose({ item, optionIds: [], quantity: 1 });
    else setChoosing(item);
  };
  const count = cart && cart.restaurantId === restaurant.id ? cartItemCount(cart) : 0;

  return (
    <>
      <p className="visually-hidden" role="status">
        {notice}
      </p>
      {children(startAdding)}
      {count > 0 && cart && (
        <div className="cart-bar">
          <Link to="/cart" className="btn btn-primary btn-block">
            {t('menu.viewCart', { count, total: money(cart.subtotalCents, cart.currency) })}
          </Link>
        </div>
      )}
      <ItemOptionsDialog
        item={choosing}
        currency={restaurant.currency}
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
        <p>{t('menu.replaceMessage', { current: cart?.restaurantName ?? '', restaurant: restaurant.name })}</p>
      </ConfirmDialog>
    </>
  );
}
