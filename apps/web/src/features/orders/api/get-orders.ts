import { useInfiniteQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { orderPageSchema } from '@playeats/contracts/ordering';
import { useAppSelector } from '../../../app/hooks.ts';
import { request } from '../../../lib/http-client.ts';
import { orderingKeys } from '../../../lib/ordering-query-keys.ts';
import { ORDERS_PATH } from '../../../lib/api/orders.ts';
import { selectQueryUserKey } from '../../auth/auth-slice.ts';

export type OrderPageDto = z.infer<typeof orderPageSchema>;

export const ORDER_PAGE_SIZE = 20;

/** GET /api/users/me/orders?before=&limit=: newest first, one page. */
export function getOrders(
  params: { before?: string | undefined; limit?: number },
  signal?: AbortSignal,
): Promise<OrderPageDto> {
  return request(ORDERS_PATH, {
    params: { before: params.before, limit: params.limit ?? ORDER_PAGE_SIZE },
    schema: orderPageSchema,
    ...(signal ? { signal } : {}),
  });
}

/** The order history, a page at a time: each page's `nextCursor` is the next one's `before`. */
export function useOrderHistory() {
  const userKey = useAppSelector(selectQueryUserKey);
  return useInfiniteQuery({
    queryKey: orderingKeys.orderList(userKey),
    queryFn: ({ pageParam, signal }) => getOrders({ before: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
