import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../../adapters/clock.ts';
import type { Payments } from '../../adapters/payments/payments.ts';
import { createPush } from '../../adapters/push/create-push.ts';
import type { PushSender } from '../../adapters/push/push-sender.ts';
import type { Config } from '../../config.ts';
import type { LiveSettingsSource } from '../settings/settings.service.ts';
import type { Database } from '../../db/client.ts';
import type { AddressesService } from '../accounts/addresses/addresses.service.ts';
import type { UsersService } from '../accounts/users/users.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { RateLimiter } from '../rate-limits/rate-limiter.ts';
import type { MenuService } from '../restaurants/menu.service.ts';
import type { LedgerService } from '../rewards/rewards.module.ts';
import { createCart, registerCart } from './cart/cart.module.ts';
import type { CartService } from './cart/cart.service.ts';
import { createNotifications, registerNotifications } from './notifications/notifications.module.ts';
import type { NotificationsService } from './notifications/notifications.service.ts';
import type { PushService } from './notifications/push.service.ts';
import type { OrderDeliveredHook } from './orders/lifecycle.service.ts';
import { createOrders, registerOrders, type Orders } from './orders/orders.module.ts';
import { createPaymentCards, registerPaymentCards } from './payment-cards/payment-cards.module.ts';
import type { PaymentCardsService } from './payment-cards/payment-cards.service.ts';

export { placedOrderCounter } from './orders/orders.module.ts';

export interface Ordering {
  cards: PaymentCardsService;
  cart: CartService;
  notifications: NotificationsService;
  push: PushService;
  orders: Orders;
}

export interface OrderingDeps {
  config: Config;
  db: Database;
  clock: Clock;
  payments: Payments;
  log: FastifyBaseLogger;
  users: Pick<UsersService, 'find' | 'findByEmail'>;
  /** The audit log: every admin move of an order is recorded in its transaction. */
  audit: Pick<AuditService, 'record' | 'list'>;
  addresses: Pick<AddressesService, 'deliveryPlaceJsonSql'>;
  menu: MenuService;
  ledger: LedgerService;
  settings: LiveSettingsSource;
  /** In the transaction that delivers an order (the app wires the creator programs here). */
  onOrderDelivered?: OrderDeliveredHook;
  /** Pushes to the phones; default: what the configuration selects (PUSH_PROVIDER). */
  push?: PushSender;
}

/** Saved cards, the cart and its quote, orders and their notifications, without routes (the app and tests). */
export function createOrdering(deps: OrderingDeps): Ordering {
  const { config, db, clock, payments, log, users, addresses, menu, ledger, settings, audit } = deps;
  const cards = createPaymentCards({ db, clock, payments, users });
  const cart = createCart({ db, clock, config, settings, menu, addresses, ledger, cards });
  const { notifications, push } = createNotifications({
    db,
    clock,
    users,
    sender: deps.push ?? createPush(config, db, log),
  });
  const orders = createOrders({
    db,
    clock,
    payments,
    log,
    cart,
    cards,
    ledger,
    notifications,
    audit,
    users,
    ...(deps.onOrderDelivered ? { onOrderDelivered: deps.onOrderDelivered } : {}),
  });
  return { cards, cart, notifications, push, orders };
}

/** The ordering routes and their background jobs (settling payments, reconciling holds, the simulator). */
export async function registerOrdering(
  app: FastifyInstance,
  ordering: Ordering,
  deps: { config: Config; clock: Clock; payments: Payments; limiter: RateLimiter; menu: MenuService },
): Promise<void> {
  const { config, clock, payments, limiter, menu } = deps;
  await registerPaymentCards(app, { cards: ordering.cards, config, payments, limiter });
  await registerCart(app, ordering.cart);
  await registerOrders(app, ordering.orders, { config, clock, payments, menu, cards: ordering.cards });
  await registerNotifications(app, ordering, { pushEveryMs: config.PUSH_DELIVERY_EVERY_MS });
}
