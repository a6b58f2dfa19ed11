import type { SQL } from 'drizzle-orm';
import type { NotificationDto, OrderStatus } from '@playeats/contracts/ordering';
import type { Clock } from '../../../adapters/clock.ts';
import type { Database } from '../../../db/client.ts';
import type { Repository } from '../../../db/unit-of-work.ts';
import {
  orderNoticeInsert,
  type BoundOrderNotice,
  type NotificationRow,
  type NotificationsRepository,
  type OrderNotice,
} from './notifications.repository.ts';
import type { PushService } from './push.service.ts';

export type { OrderNotice };

function toDto(row: NotificationRow): NotificationDto {
  const data = row.data as { status?: OrderStatus; number?: number; restaurantName?: string };
  return {
    id: String(row.id),
    kind: 'order_status',
    orderId: row.orderId,
    orderNumber: data.number ?? null,
    status: data.status ?? null,
    restaurantName: data.restaurantName ?? null,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

export interface NotificationsServiceDeps {
  notifications: Repository<NotificationsRepository>;
  clock: Clock;
  push: Pick<PushService, 'enqueue'>;
}

/** What changed in the user's orders: written with each change, polled by the clients (spec section 4). */
export class NotificationsService {
  constructor(private readonly deps: NotificationsServiceDeps) {}

  /** Newest first; `after` gives only newer ones (polling). */
  async page(userId: string, limit: number, after?: number) {
    const { notifications } = this.deps;
    const [rows, unread] = await Promise.all([notifications.list(userId, limit, after), notifications.unread(userId)]);
    return { items: rows.map(toDto), unread };
  }

  /** What the user was told about one of their orders, oldest first (the admin's timeline). */
  async forOrder(userId: string, orderId: string): Promise<NotificationDto[]> {
    return (await this.deps.notifications.forOrder(userId, orderId)).map(toDto);
  }

  /** These notifications (or, without ids, every one) read now. */
  markRead(userId: string, ids?: readonly number[]): Promise<void> {
    return this.deps.notifications.markRead(userId, this.deps.clock.now(), ids);
  }

  /** An order's status change, inside the order's transaction, and its pushes to the user's phones. */
  async orderStatus(tx: Database, notice: OrderNotice): Promise<void> {
    const id = await this.deps.notifications.in(tx).insertOrderNotice(notice);
    await this.deps.push.enqueue(tx, id, notice.userId, notice.at);
  }

  /**
   * orderStatus as a CTE body of the order's own statement, with the order `number` (SQL) it
   * draws. No push: the user placing the order is looking at it (docs/decisions/0034).
   */
  orderStatusInsertSql(notice: BoundOrderNotice, number: SQL): SQL {
    return orderNoticeInsert(notice, number);
  }
}
