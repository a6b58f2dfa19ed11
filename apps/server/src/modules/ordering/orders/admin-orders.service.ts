import type {
  AdminOrderDetail,
  AdminOrderListQuery,
  AdminOrderPage,
  AdminOrderTimelineEntry,
} from '@playeats/contracts/admin-orders';
import type { OrderStatus } from '@playeats/contracts/ordering';
import type { Repository, UnitOfWork } from '../../../db/unit-of-work.ts';
import { badRequest, notFound } from '../../../lib/problem.ts';
import type { UsersService } from '../../accounts/users/users.service.ts';
import type { Actor, AuditService } from '../../audit/audit.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { OrderLifecycle } from './lifecycle.service.ts';
import { allowedMoves } from './order-state.ts';
import { cursorOf, loadOrderDto, parseCursor } from './order-views.ts';
import type { AdminOrderFilter, OrderRow, OrdersRepository } from './orders.repository.ts';
import type { SettlementService } from './settlement.service.ts';
import { isUuid } from '../../../lib/uuid.ts';

export const adminOrderNotFound = () => notFound('There is no order with this id.');

export interface AdminOrdersServiceDeps {
  uow: UnitOfWork;
  orders: Repository<OrdersRepository>;
  lifecycle: Pick<OrderLifecycle, 'transitionIn'>;
  settlement: Pick<SettlementService, 'settle'>;
  audit: Pick<AuditService, 'record' | 'list'>;
  users: Pick<UsersService, 'find' | 'findByEmail'>;
  notifications: Pick<NotificationsService, 'forOrder'>;
}

/** What an admin's move records: the order's state and money before and after. */
const auditView = (order: OrderRow) => ({
  status: order.status,
  paymentStatus: order.paymentStatus,
  bucksSpent: order.bucksSpent,
  promoDiscountCents: order.promoDiscountCents,
  totalCents: order.totalCents,
});

/**
 * The admin's orders: any user's, filtered and paged; one order's whole story; and the
 * admin's moves, which are OrderLifecycle's moves (actor `admin`, order-state.ts) with an
 * audit entry in the same transaction, and the card following after the commit, exactly
 * as a webhook's move.
 */
export class AdminOrdersService {
  constructor(private readonly deps: AdminOrdersServiceDeps) {}

  async list(query: AdminOrderListQuery): Promise<AdminOrderPage> {
    const filter: AdminOrderFilter = {
      ...(query.status ? { status: query.status } : {}),
      ...(query.restaurantId ? { restaurantId: query.restaurantId } : {}),
      ...(query.from ? { from: new Date(query.from) } : {}),
      ...(query.to ? { to: new Date(query.to) } : {}),
    };
    if (filter.from && filter.to && filter.to <= filter.from) {
      throw badRequest('to must be after from.', [{ name: 'query.to', reason: 'must be after from' }]);
    }
    if (query.user) {
      const userId = await this.userIdOf(query.user);
      if (!userId) return { items: [], nextCursor: null };
      filter.userId = userId;
    }
    const after = query.cursor ? parseCursor(query.cursor, 'query.cursor') : undefined;
    const rows = await this.deps.orders.adminPage(filter, query.limit + 1, after);
    const page = rows.slice(0, query.limit);
    const emails = await this.emailsOf(page.map((o) => o.userId));
    return {
      items: page.map((order) => ({
        id: order.id,
        number: order.number,
        status: order.status as OrderStatus,
        paymentStatus: order.paymentStatus,
        restaurantId: order.restaurantId,
        restaurantName: order.restaurantName,
        userId: order.userId,
        userEmail: emails.get(order.userId) ?? null,
        currency: order.currency as AdminOrderPage['items'][number]['currency'],
        totalCents: order.totalCents,
        placedAt: order.placedAt.toISOString(),
        updatedAt: order.updatedAt.toISOString(),
      })),
      nextCursor: rows.length > query.limit && page.length > 0 ? cursorOf(page.at(-1)!) : null,
    };
  }

  /** The order, its lines and price, and its story: states, webhooks, notifications, admins' actions. */
  async get(id: string): Promise<AdminOrderDetail> {
    const { orders, users, notifications, audit } = this.deps;
    const order = await orders.findById(id);
    if (!order) throw adminOrderNotFound();
    const [dto, events, deliveries, notices, actions, user] = await Promise.all([
      loadOrderDto(orders, order),
      orders.events(id),
      orders.deliveries(id),
      notifications.forOrder(order.userId, id),
      audit.list({ targetType: 'order', targetId: id, limit: 100 }),
      users.find(order.userId),
    ]);
    const timeline: AdminOrderTimelineEntry[] = [
      ...events.map((e) => ({
        kind: 'status' as const,
        at: e.at.toISOString(),
        status: e.status as OrderStatus,
        actor: e.actor,
        reason: typeof e.details.reason === 'string' ? e.details.reason : null,
      })),
      ...deliveries.map((d) => ({
        kind: 'webhook' as const,
        at: d.receivedAt.toISOString(),
        sender: d.source,
        // The id is `${sender}/${event id}` (OrderLifecycle.applyWebhook).
        eventId: d.id.slice(d.source.length + 1),
        status: d.status,
      })),
      ...notices.map((n) => ({
        kind: 'notification' as const,
        at: n.createdAt,
        notificationKind: n.kind,
        status: n.status,
        read: n.read,
      })),
      ...actions.items.map((a) => ({
        kind: 'admin' as const,
        at: a.at,
        action: a.action,
        actorEmail: a.actorEmail,
        reason: a.reason,
      })),
    ].sort((a, b) => a.at.localeCompare(b.at));
    return {
      order: dto,
      user: { id: order.userId, email: user?.email ?? null },
      payment: { status: order.paymentStatus, providerPaymentIntentId: order.providerPaymentIntentId },
      timeline,
      allowedMoves: allowedMoves(order.status as OrderStatus, 'admin'),
    };
  }

  /**
   * An admin's move: OrderLifecycle's rules (a refused move is 409
   * InvalidOrderTransitionException, a second cancel included), the audit entry in the
   * same transaction, then the card (void or refund) as after any cancel. Bucks and promo
   * dollars come back inside the lifecycle's transaction, under the order's row lock, so a
   * second click or a webhook at the same moment finds the order already cancelled.
   */
  async move(admin: Actor, id: string, to: OrderStatus, reason: string): Promise<AdminOrderDetail> {
    const { uow, orders, lifecycle, audit } = this.deps;
    const changed = await uow.transaction(async (tx) => {
      const before = await orders.in(tx).lock(id);
      if (!before) throw adminOrderNotFound();
      const after = await lifecycle.transitionIn(tx, id, to, 'admin', { reason });
      await audit.record(tx, admin, {
        action: to === 'cancelled' ? 'order.cancel' : 'order.transition',
        targetType: 'order',
        targetId: id,
        before: auditView(before),
        after: {
          ...auditView(after),
          ...(to === 'cancelled'
            ? { refunded: { bucks: after.bucksSpent, promoCents: after.promoDiscountCents } }
            : {}),
        },
        reason,
      });
      return after;
    });
    await this.deps.settlement.settle(changed);
    return this.get(id);
  }

  /** A user id as given, or the id of the account with this e-mail (undefined when none). */
  private async userIdOf(user: string): Promise<string | undefined> {
    if (isUuid(user)) return user.toLowerCase();
    if (!user.includes('@')) {
      throw badRequest('user is neither a user id nor an e-mail address.', [
        { name: 'query.user', reason: 'expected a user id or an e-mail address' },
      ]);
    }
    return (await this.deps.users.findByEmail(user))?.id;
  }

  /** The e-mail of each of these accounts (one lookup per distinct account: a page holds at most 100). */
  private async emailsOf(userIds: readonly string[]): Promise<Map<string, string>> {
    const distinct = [...new Set(userIds)];
    const found = await Promise.all(distinct.map((id) => this.deps.users.find(id)));
    return new Map(found.flatMap((u) => (u ? [[u.id, u.email] as const] : [])));
  }
}
