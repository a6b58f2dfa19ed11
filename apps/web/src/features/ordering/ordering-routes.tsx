import { lazy, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage, loadChunk } from '../../lib/lazy-page.ts';

const CartPage = lazyPage(() => import('./components/cart-page.tsx'), 'CartPage');
const OrderMenuPage = lazyPage(() => import('./components/order-menu-page.tsx'), 'OrderMenuPage');
const OrdersPage = lazyPage(() => import('./components/orders-page.tsx'), 'OrdersPage');
const OrderTrackingPage = lazyPage(() => import('./components/order-tracking-page.tsx'), 'OrderTrackingPage');
const DeliveredPage = lazyPage(() => import('./components/delivered-page.tsx'), 'DeliveredPage');
const AddressesPage = lazyPage(() => import('./components/addresses-page.tsx'), 'AddressesPage');
const PaymentCardsPage = lazyPage(() => import('./components/payment-cards-page.tsx'), 'PaymentCardsPage');
const NotificationsPage = lazyPage(() => import('./components/notifications-page.tsx'), 'NotificationsPage');

/** The checkout, lazy, with its props: the app passes what to do with the placed order. */
export const LazyCheckoutPage = lazy(() =>
  loadChunk(() => import('./components/checkout-page.tsx')).then((m) => ({ default: m.CheckoutPage })),
);

/** The confirmation, lazy, with its props: the app passes the order it kept. */
export const LazyConfirmationPage = lazy(() =>
  loadChunk(() => import('./components/confirmation-page.tsx')).then((m) => ({ default: m.ConfirmationPage })),
);

export interface OrderingRouteElements {
  /** /checkout: LazyCheckoutPage with the app's onPlaced (it keeps the order as meals.orderConfirmation). */
  checkout: ReactElement;
  /** /confirmation: LazyConfirmationPage with the order the app kept. */
  confirmation: ReactElement;
}

/**
 * The ordering pages (spec section 2's /done, /confirmation and /notifications, and the
 * cart, checkout, order history and tracking, addresses and payment cards), for the app
 * to put in its signed-in group. Each page is its own lazy chunk.
 */
export function orderingRouteObjects({ checkout, confirmation }: OrderingRouteElements): RouteObject[] {
  return [
    { path: '/order/:restaurantId', element: <OrderMenuPage /> },
    { path: '/cart', element: <CartPage /> },
    { path: '/checkout', element: checkout },
    { path: '/confirmation', element: confirmation },
    { path: '/orders', element: <OrdersPage /> },
    { path: '/orders/:orderId', element: <OrderTrackingPage /> },
    { path: '/done', element: <DeliveredPage /> },
    { path: '/addresses', element: <AddressesPage /> },
    { path: '/payment-cards', element: <PaymentCardsPage /> },
    { path: '/notifications', element: <NotificationsPage /> },
  ];
}
