import { useQuery } from '@tanstack/react-query';
import { orderSchema, type OrderDto } from '@playeats/contracts/ordering';
import { useAppSelector } from '../../../app/hooks.ts';
import { request } from '../../../lib/http-client.ts';
import { isFinished, ORDER_POLL_MS } from '../order-status.ts';
import { orderingKeys, selectOrderingUserKey } from './ordering-keys.ts';
import { ORDERS_PATH } from './place-order.ts';

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
  const userKey = useAppSelector(selectOrderingUserKey);
  return useQuery({
    queryKey: orderingKeys.activeOrder(userKey),
    queryFn: ({ signal }) => getActiveOrder(signal),
    enabled: options.enabled ?? true,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && !isFinished(status) ? ORDER_POLL_MS : false;
    },
  });
}
