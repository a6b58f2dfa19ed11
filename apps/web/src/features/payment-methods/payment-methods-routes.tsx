import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';

const PaymentCardsPage = lazyPage(() => import('./components/payment-cards-page.tsx'), 'PaymentCardsPage');

/** The saved payment cards' page, for the app to put in its signed-in group; a lazy chunk of its own. */
export const paymentMethodsRouteObjects: RouteObject[] = [{ path: '/payment-cards', element: <PaymentCardsPage /> }];
