import { useQuery } from '@tanstack/react-query';
import { orderSchema, type OrderDto } from '@playeats/contracts/ordering';
import { useAppSelector } from '../../../app/hooks.ts';
import { request } from '../../../lib/http-client.ts';
import { isFinished, ORDER_POLL_MS } from '../order-status.ts';
import { orderingKeys } from '../../../lib/ordering-query-keys.ts';
import { ORDERS_PATH } from '../../../lib/api/orders.ts';
import { selectQueryUserKey } from '../../auth/auth-slice.ts';

/** Asks again every ORDER_POLL_MS while the order is in progress; not once it ended, or without one. */
const pollWhileInProgress = (query: { state: { data?: OrderDto | null | undefined } }) => {
  const status = query.state.data?.status;
  return status && !isFinished(status) ? ORDER_POLL_MS : false;
};

export const orderPath = (id: string) => `${ORDERS_PATH}/${encodeURIComponent(id)}`;

/** GET /api/users/me/orders/{id} */
export function getOrder(id: string, signal?: AbortSignal): Promise<OrderDto> {
  return request(orderPath(id), { schema: orderSchema, ...(signal ? { signal } : {}) });
}

/** One order, asked about again every 10 s until it is delivered or cancelled. */
export function useOrder(id: string) {
  const userKey = useAppSelector(selectQueryUserKey);
  return useQuery({
    queryKey: orderingKeys.order(userKey, id),
    queryFn: ({ signal }) => getOrder(id, signal),
    refetchInterval: pollWhileInProgress,
  });
}

export const ACTIVE_ORDER_PATH = `${ORDERS_PATH}/active`;

/** GET /api/users/me/orders/active: the order in progress, or null (204). */
export async function getActiveOrder(signal?: AbortSignal): Promise<OrderDto | null> {
  const body = await request(ACTIVE_ORDER_PATH, signal ? { signal } : {});
  return body === undefined ? null : orderSchema.parse(body);
}

/**
 * The order in progress (or one that ended in the last 30 minutes, so its end is seen),
 * asked about again every 10 s while it is in progress: the dashboard's timeline moves by
 * itself; once it is delivered or cancelled, or there is none, it stops asking.
 */
export function useActiveOrder(options: { enabled?: boolean } = {}) {
  const userKey = useAppSelector(selectQueryUserKey);
  return useQuery({
    queryKey: orderingKeys.activeOrder(userKey),
    queryFn: ({ signal }) => getActiveOrder(signal),
    enabled: options.enabled ?? true,
    refetchInterval: pollWhileInProgress,
  });
}
