import { useQuery } from '@tanstack/react-query';
import { orderSchema, type OrderDto } from '@playeats/contracts/ordering';
import { useAppSelector } from '../../../app/hooks.ts';
import { request } from '../../../lib/http-client.ts';
import { isFinished, ORDER_POLL_MS } from '../order-status.ts';
import { orderingKeys, selectOrderingUserKey } from './ordering-keys.ts';
import { ORDERS_PATH } from './place-order.ts';

export const orderPath = (id: string) => `${ORDERS_PATH}/${encodeURIComponent(id)}`;

/** GET /api/users/me/orders/{id} */
export function getOrder(id: string, signal?: AbortSignal): Promise<OrderDto> {
  return request(orderPath(id), { schema: orderSchema, ...(signal ? { signal } : {}) });
}

/** One order, asked about again every 10 s until it is delivered or cancelled. */
export function useOrder(id: string) {
  const userKey = useAppSelector(selectOrderingUserKey);
  return useQuery({
    queryKey: orderingKeys.order(userKey, id),
    queryFn: ({ signal }) => getOrder(id, signal),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && !isFinished(status) ? ORDER_POLL_MS : false;
    },
  });
}
