import { lazy, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage, loadChunk } from '../../lib/lazy-page.ts';

const OrderMenuPage = lazyPage(() => import('./components/order-menu-page.tsx'), 'OrderMenuPage');
const CartPage = lazyPage(() => import('./components/cart-page.tsx'), 'CartPage');

/** The checkout, lazy, with its props: the app passes what to do with the placed order. */
export const LazyCheckoutPage = lazy(() =>
  loadChunk(() => import('./components/checkout-page.tsx')).then((m) => ({ default: m.CheckoutPage })),
);

export interface CartRouteElements {
  /** /checkout: LazyCheckoutPage with the app's onPlaced (it keeps the order as meals.orderConfirmation). */
  checkout: ReactElement;
}

/**
 * The way to an order: a restaurant's menu to fill the cart from, the cart, and the
 * checkout, for the app to put in its signed-in group. Each page is its own lazy chunk.
 */
export function cartRouteObjects({ checkout }: CartRouteElements): RouteObject[] {
  return [
    { path: '/order/:restaurantId', element: <OrderMenuPage /> },
    { path: '/cart', element: <CartPage /> },
    { path: '/checkout', element: checkout },
  ];
}
