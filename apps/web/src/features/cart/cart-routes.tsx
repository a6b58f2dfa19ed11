import { lazy, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage, loadChunk } from '../../lib/lazy-page.ts';

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
 * The way to an order: the cart and the checkout, for the app to put in its signed-in
 * group (the cart fills from the restaurant's page: app/restaurant-page.tsx). Each page is
 * its own lazy chunk.
 */
export function cartRouteObjects({ checkout }: CartRouteElements): RouteObject[] {
  return [
    { path: '/cart', element: <CartPage /> },
    { path: '/checkout', element: checkout },
  ];
}
