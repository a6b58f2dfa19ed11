import { useTranslation } from 'react-i18next';
import { HeaderIconLink } from '../../../components/layout/header-icon-link.tsx';
import { useCart } from '../api/get-cart.ts';

const CART_ICON = (
  <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
    <path
      fill="currentColor"
      d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM1 2v2h2l3.6 7.59-1.35 2.44A2 2 0 0 0 7 17h12v-2H7.42l1.1-2h7.45a2 2 0 0 0 1.75-1.03L21.3 5H5.21l-.94-3Z"
    />
  </svg>
);

/** For the site header (signed in): the cart, with how many items it holds, from the cart query the cart page shares. */
export function HeaderCartLink() {
  const { t } = useTranslation('layout');
  const cart = useCart().data;
  const count = cart?.lines.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  return (
    <HeaderIconLink
      to="/cart"
      className="header-cart"
      icon={CART_ICON}
      count={count}
      label={count > 0 ? t('header.cartCount', { count }) : t('header.cart')}
    />
  );
}
