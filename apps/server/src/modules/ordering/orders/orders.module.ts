import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../../../adapters/clock.ts';
import type { Payments } from '../../../adapters/payments/payments.ts';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { repository, unitOfWork } from '../../../db/unit-of-work.ts';
import type { UsersService } from '../../accounts/users/users.service.ts';
import type { AuditService } from '../../audit/audit.service.ts';
import type { MenuService } from '../../restaurants/menu.service.ts';
import type { LedgerService, OrderCounter } from '../../rewards/rewards.module.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { PaymentCardsService } from '../payment-cards/payment-cards.service.ts';
import { adminOrdersRoutes } from './admin-orders.routes.ts';
import { AdminOrdersService } from './admin-orders.service.ts';
import { OrderLifecycle, type OrderDeliveredHook } from './lifecycle.service.ts';
import { FIRST_RUN_AFTER_MS, RECONCILE_EVERY_MS, reconcileAndLog } from './order-reconciliation.ts';
import { orderFiguresRepository } from './order-figures.repository.ts';
import { ordersRepository } from './orders.repository.ts';
import { orderWebhookKeyRoutes, orderWebhookRoutes, ordersRoutes } from './orders.routes.ts';
import { OrdersService } from './orders.service.ts';
import { PlacementService } from './placement.service.ts';
import { SettlementService } from './settlement.service.ts';

export interface Orders {
  orders: OrdersService;
  placement: PlacementService;
  lifecycle: OrderLifecycle;
  settlement: SettlementService;
  /** The admin's orders: list, timeline, moves (audited). */
  admin: AdminOrdersService;
  /** The dashboard's orders and revenue per day. */
  figures: ReturnType<typeof orderFiguresRepository>;
}

export interface OrdersDeps {
  db: Database;
  clock: Clock;
  payments: Payments;
  log: FastifyBaseLogger;
  cart: CartService;
  cards: PaymentCardsService;
  ledger: LedgerService;
  notifications: NotificationsService;
  audit: Pick<AuditService, 'record' | 'list'>;
  users: Pick<UsersService, 'find' | 'findByEmail'>;
  /** In the transaction that delivers an order (the creator programs' first-order credit). */
  onOrderDelivered?: OrderDeliveredHook;
}

/** place_orders challenges count the orders a user placed in the window and did not see cancelled. */
export function placedOrderCounter(db: Database): OrderCounter {
  const orders = repository(ordersRepository, db);
  return { countOrders: (userId, from, to, tx) => (tx ? orders.in(tx) : orders).countPlaced(userId, from, to) };
}

/** The orders' services on `db`: reading, placing, moving, and the card that follows. */
export function createOrders(deps: OrdersDeps): Orders {
  const { db, clock, payments, log, cart, cards, ledger, notifications, audit, users } = deps;
  const uow = unitOfWork(db);
  const orders = repository(ordersRepository, db);
  const settlement = new SettlementService({ orders, payments, log });
  const lifecycle = new OrderLifecycle({
    uow,
    orders,
    ledger,
    notifications,
    settlement,
    clock,
    log,
    ...(deps.onOrderDelivered ? { onDelivered: deps.onOrderDelivered } : {}),
  });
  return {
    orders: new OrdersService({ orders, cart, clock }),
    placement: new PlacementService({ uow, orders, cart, cards, ledger, notifications, payments, clock, log }),
    lifecycle,
    settlement,
    admin: new AdminOrdersService({ uow, orders, lifecycle, settlement, audit, users, notifications }),
    figures: orderFiguresRepository(db),
  };
}

/**
 * Orders: placing, tracking, history, cancelling, the webhook that moves them, and in
 * development (or ORDER_SIMULATOR=true, the demo) the simulator that moves them on a timer.
 */
export async function registerOrders(
  app: FastifyInstance,
  orders: Orders,
  deps: {
    config: Config;
    clock: Clock;
    payments: Payments;
    menu: Pick<MenuService, 'restaurants'>;
    cards: Pick<PaymentCardsService, 'customerOf'>;
  },
): Promise<void> {
  const { config } = deps;
  const { lifecycle, settlement } = orders;
  await app.register(ordersRoutes, orders);
  await app.register(adminOrdersRoutes, { adminOrders: orders.admin });
  await app.register(orderWebhookRoutes, { lifecycle, secret: config.ORDER_WEBHOOK_SECRET, clock: deps.clock });
  await app.register(orderWebhookKeyRoutes, { menu: deps.menu, secret: config.ORDER_WEBHOOK_SECRET });

  // Card captures, voids and refunds that failed after their order changed are retried.
  app.jobs.every('settling order payments', { everyMs: 60_000 }, () => settlement.settlePending());

  // Card holds whose order was never written (a crash between authorization and commit)
  // are voided once no retry can reuse them (25 h, docs/decisions/0015): hourly, the first
  // run a minute after start.
  app.jobs.every(
    'reconciling card authorizations',
    { everyMs: RECONCILE_EVERY_MS, firstAfterMs: FIRST_RUN_AFTER_MS },
    (signal) =>
      reconcileAndLog(
        {
          intentOf: (orderId) => orders.orders.intentOf(orderId),
          customerOf: (userId) => deps.cards.customerOf(userId),
          payments: deps.payments,
          clock: deps.clock,
          log: app.log,
        },
        signal,
      ),
  );

  if (config.ORDER_SIMULATOR ?? config.NODE_ENV === 'development') {
    const stepMs = config.ORDER_SIMULATOR_STEP_SECONDS * 1000;
    app.jobs.every('order simulator', { everyMs: Math.min(stepMs, 5_000) }, () => lifecycle.simulateStep(stepMs));
  }
}
