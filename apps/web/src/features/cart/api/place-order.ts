import { orderSchema, type OrderDto, type PlaceOrderRequest } from '@playeats/contracts/ordering';
import { ORDERS_PATH } from '../../../lib/api/orders.ts';
import { request } from '../../../lib/http-client.ts';

/**
 * POST /api/users/me/orders: pays for the cart and sends it. The Idempotency-Key names
 * one checkout attempt: the same key on a retry gets the first answer, never a second order.
 */
export function placeOrder(body: PlaceOrderRequest, idempotencyKey: string): Promise<OrderDto> {
  return request(ORDERS_PATH, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: orderSchema,
  });
}
