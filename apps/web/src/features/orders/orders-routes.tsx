import { lazy, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage, loadChunk } from '../../lib/lazy-page.ts';

const OrdersPage = lazyPage(() => import('./components/orders-page.tsx'), 'OrdersPage');
const OrderTrackingPage = lazyPage(() => import('./components/order-tracking-page.tsx'), 'OrderTrackingPage');
const DeliveredPage = lazyPage(() => import('./components/delivered-page.tsx'), 'DeliveredPage');
const NotificationsPage = lazyPage(() => import('./components/notifications-page.tsx'), 'NotificationsPage');

/** The confirmation, lazy, with its props: the app passes the order it kept. */
export const LazyConfirmationPage = lazy(() =>
  loadChunk(() => import('./components/confirmation-page.tsx')).then((m) => ({ default: m.ConfirmationPage })),
);

export interface OrdersRouteElements {
  /** /confirmation: LazyConfirmationPage with the order the app kept. */
  confirmation: ReactElement;
}

/**
 * The orders once placed (spec section 2's /confirmation, /done and /notifications, the
 * order history and tracking), for the app to put in its signed-in group. Each page is
 * its own lazy chunk.
 */
export function ordersRouteObjects({ confirmation }: OrdersRouteElements): RouteObject[] {
  return [
    { path: '/confirmation', element: confirmation },
    { path: '/orders', element: <OrdersPage /> },
    { path: '/orders/:orderId', element: <OrderTrackingPage /> },
    { path: '/done', element: <DeliveredPage /> },
    { path: '/notifications', element: <NotificationsPage /> },
  ];
}
