import type { CartDto, OrderDto, OrderStatus, OrderSummaryDto } from '@playeats/contracts/ordering';
import type { Clock } from '../../../adapters/clock.ts';
import type { Repository } from '../../../db/unit-of-work.ts';
import { HttpProblem } from '../../../lib/problem.ts';
import type { CartService } from '../cart/cart.service.ts';
import { cursorOf, loadOrderDto, orderNotFound, parseCursor } from './order-views.ts';
import type { OrdersRepository } from './orders.repository.ts';

/** How long a delivered or cancelled order stays the dashboard's active order. */
const ENDED_ORDER_VISIBLE_MS = 30 * 60_000;
const PAGE_MAX = 50;

export interface OrdersServiceDeps {
  orders: Repository<OrdersRepository>;
  cart: Pick<CartService, 'replace' | 'get'>;
  clock: Clock;
}

/**
 * A user's orders as they read them: one, the history page by page, the active one, the
 * money saved; and reorder. Placing is PlacementService's, moves are OrderLifecycle's.
 */
export class OrdersService {
  constructor(private readonly deps: OrdersServiceDeps) {}

  async get(userId: string, id: string): Promise<OrderDto> {
    const order = await this.deps.orders.find(userId, id);
    if (!order) throw orderNotFound();
    return loadOrderDto(this.deps.orders, order);
  }

  async list(userId: string, query: { before?: string; limit: number }) {
    const limit = Math.min(query.limit, PAGE_MAX);
    const before = query.before ? parseCursor(query.before) : undefined;
    const rows = await this.deps.orders.page(userId, limit + 1, before);
    const page = rows.slice(0, limit);
    const items: OrderSummaryDto[] = page.map(({ order, itemCount }) => ({
      id: order.id,
      number: order.number,
      status: order.status as OrderStatus,
      restaurantId: order.restaurantId,
      restaurantName: order.restaurantName,
      currency: order.currency as OrderSummaryDto['currency'],
      totalCents: order.totalCents,
      savedCents: order.savedCents,
      itemCount: Number(itemCount),
      placedAt: order.placedAt.toISOString(),
    }));
    const last = page.at(-1);
    return { items, nextCursor: rows.length > limit && last ? cursorOf(last.order) : null };
  }

  /** The order in progress, or one that ended in the last half hour (the dashboard shows how it ended). */
  async active(userId: string): Promise<OrderDto | null> {
    const since = new Date(this.deps.clock.now().getTime() - ENDED_ORDER_VISIBLE_MS);
    const order = await this.deps.orders.active(userId, since);
    return order ? loadOrderDto(this.deps.orders, order) : null;
  }

  /** Fills the cart with an earlier order's lines, checked against today's menu; answers the cart. */
  async reorder(userId: string, id: string): Promise<CartDto> {
    const { orders: repo, cart } = this.deps;
    const order = await repo.find(userId, id);
    if (!order) throw orderNotFound();
    const items = await repo.items([order.id]);
    await cart.replace(
      userId,
      order.restaurantId,
      items.map((item) => ({
        itemId: item.itemId,
        quantity: item.quantity,
        optionIds: item.options.map((o) => o.optionId),
        note: item.note,
      })),
    );
    const filled = await cart.get(userId);
    if (!filled)
      throw new HttpProblem(
        400,
        'CartEmptyException',
        'Nothing to reorder',
        'None of this order is on the menu any more.',
      );
    return filled;
  }

  /** The card hold the order with this id holds: null when there is no such order, or it holds none. */
  intentOf(orderId: string): Promise<string | null> {
    return this.deps.orders.intentOf(orderId);
  }

  moneySaved(userId: string) {
    return this.deps.orders.moneySaved(userId);
  }
}
