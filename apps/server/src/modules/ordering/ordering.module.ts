import type { FastifyInstance } from 'fastify';
import { registerCart } from './cart/cart.module.ts';
import { registerNotifications } from './notifications/notifications.module.ts';
import { registerPaymentCards } from './payment-cards/payment-cards.module.ts';
import type { OrderingDeps } from './ordering-deps.ts';
import { registerOrders } from './orders/orders.module.ts';

/** Saved cards, the cart and its quote, orders and their notifications. */
export async function registerOrdering(app: FastifyInstance, deps: OrderingDeps): Promise<void> {
  await registerPaymentCards(app, deps);
  const cart = await registerCart(app, deps);
  await registerOrders(app, { ...deps, cart });
  await registerNotifications(app, deps);
}
