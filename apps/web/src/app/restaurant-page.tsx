import type { ReactNode } from 'react';
import type { MenuItemDto, RestaurantDetailDto } from '@playeats/contracts/restaurants';
import { MenuCart } from '../features/cart/components/menu-cart.tsx';
import { selectIsSignedIn } from '../features/auth/auth-slice.ts';
import { RestaurantPage } from '../features/restaurants/components/restaurant-page.tsx';
import { useAppSelector } from './hooks.ts';

const withCart = (restaurant: RestaurantDetailDto, menu: (addToCart: (item: MenuItemDto) => void) => ReactNode) => (
  <MenuCart restaurant={restaurant}>{menu}</MenuCart>
);

/**
 * /nearby/:restaurantId composed by the app: one menu, where a signed-in person adds a
 * dish to the cart first (the cart feature's MenuCart) or to a meal to save; visitors
 * read the menu (the cart needs an account).
 */
export function ComposedRestaurantPage() {
  const signedIn = useAppSelector(selectIsSignedIn);
  return <RestaurantPage {...(signedIn ? { withCart } : {})} />;
}
