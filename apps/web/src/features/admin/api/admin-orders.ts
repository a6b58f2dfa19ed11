import {
  adminOrderDetailSchema,
  adminOrderPageSchema,
  type AdminOrderDetail,
  type AdminOrderPage,
} from '@playeats/contracts/admin-orders';
import type { OrderStatus } from '@playeats/contracts/ordering';
import { request } from '../../../lib/http-client.ts';

export const ADMIN_ORDERS_PATH = '/api/admin/orders';
const orderPath = (id: string) => `${ADMIN_ORDERS_PATH}/${encodeURIComponent(id)}`;

/** The list's filters as the page holds them (empty strings: not filtered). */
export interface AdminOrderFilter {
  status: string;
  restaurantId: string;
  /** A user id or an e-mail address. */
  user: string;
  /** ISO date-times: placed from (inclusive) and to (exclusive). */
  from: string;
  to: string;
}

/** Under ['admin'], so signing out drops them with the rest of the admin area's. */
export const adminOrderKeys = {
  list: (filter: AdminOrderFilter, cursor: string | undefined) => ['admin', 'orders', filter, cursor ?? ''] as const,
  order: (id: string) => ['admin', 'order', id] as const,
};

/** GET /api/admin/orders: any user's orders, newest first, 25 a page. */
export function listAdminOrders(
  filter: AdminOrderFilter,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<AdminOrderPage> {
  const params = Object.fromEntries(Object.entries(filter).map(([name, value]) => [name, value || undefined]));
  return request(ADMIN_ORDERS_PATH, {
    params: { ...params, cursor, limit: 25 },
    schema: adminOrderPageSchema,
    ...(signal ? { signal } : {}),
  });
}

/** GET /api/admin/orders/{id}: the order, its payment, its timeline and the moves allowed now. */
export function getAdminOrder(id: string, signal?: AbortSignal): Promise<AdminOrderDetail> {
  return request(orderPath(id), { schema: adminOrderDetailSchema, ...(signal ? { signal } : {}) });
}

/**
 * POST /api/admin/orders/{id}/transitions: the key (one per confirmation) makes a second
 * click, or the client's retry, the same move.
 */
export function moveAdminOrder(
  id: string,
  body: { to: OrderStatus; reason: string },
  idempotencyKey: string,
): Promise<AdminOrderDetail> {
  return request(`${orderPath(id)}/transitions`, {
    method: 'POST',
    body,
    headers: { 'idempotency-key': idempotencyKey },
    schema: adminOrderDetailSchema,
  });
}
