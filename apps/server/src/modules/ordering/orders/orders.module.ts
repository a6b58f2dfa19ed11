import type { FastifyInstance } from 'fastify';
import type { CartModule } from '../cart/cart.module.ts';
import { startOrderReconciliation } from './order-reconciliation.ts';
import type { OrderingDeps } from '../ordering-deps.ts';
import { orderWebhookKeyRoutes, orderWebhookRoutes, ordersRoutes } from './orders.routes.ts';
import { createOrdersService, type OrdersService } from './orders.service.ts';

/**
 * Orders: placing, tracking, history, cancelling, the webhook that moves them, and in
 * development (or ORDER_SIMULATOR=true, the demo) the simulator that moves them on a timer.
 */
export async function registerOrders(
  app: FastifyInstance,
  deps: OrderingDeps & { cart: CartModule },
): Promise<OrdersService> {
  const { config } = deps;
  const orders = createOrdersService({ ...deps, log: app.log });
  await app.register(ordersRoutes, { orders });
  await app.register(orderWebhookRoutes, { orders, secret: config.ORDER_WEBHOOK_SECRET, clock: deps.clock });
  await app.register(orderWebhookKeyRoutes, { db: deps.db, secret: config.ORDER_WEBHOOK_SECRET });

  // Card captures, voids and refunds that failed after their order changed are retried.
  const settling = setInterval(() => {
    orders.settlePending().catch((err: unknown) => app.log.warn({ err }, 'settling order payments failed'));
  }, 60_000);
  settling.unref();
  app.addHook('onClose', async () => clearInterval(settling));

  // Card holds whose order was never written (a crash between authorization and commit)
  // are voided once no retry can reuse them (25 h, docs/decisions/0015): hourly, the first
  // run a minute after start.
  const stopReconciliation = startOrderReconciliation({
    db: deps.db,
    payments: deps.payments,
    clock: deps.clock,
    log: app.log,
  });
  app.addHook('onClose', async () => stopReconciliation());

  if (config.ORDER_SIMULATOR ?? config.NODE_ENV === 'development') {
    const stepMs = config.ORDER_SIMULATOR_STEP_SECONDS * 1000;
    let running = false;
    const timer = setInterval(
      () => {
        if (running) return;
        running = true;
        orders
          .simulateStep(stepMs)
          .catch((err: unknown) => app.log.warn({ err }, 'order simulator failed'))
          .finally(() => (running = false));
      },
      Math.min(stepMs, 5_000),
    );
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  return orders;
}
