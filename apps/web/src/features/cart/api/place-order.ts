import { orderSchema, type OrderDto, type PlaceOrderRequest } from '@playeats/contracts/ordering';
import { ORDERS_PATH } from '../../../lib/api/orders.ts';
import { request } from '../../../lib/http-client.ts';

/**
 * How long the app waits for the answer to placing an order before it gives up on it
 * (navigation is held meanwhile: app/navigation-lock.tsx). Longer than the server's own
 * limit on a payment provider's call (30 s), so an answer on its way is not cut off. Giving
 * up is safe: the next try with the same choices reuses the Idempotency-Key, so the server
 * answers it with the first attempt's order instead of placing a second one.
 */
export const PLACE_ORDER_TIMEOUT_MS = 60_000;

/** The failure of a placement that got no answer in PLACE_ORDER_TIMEOUT_MS. */
export function isPlacementTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}

/**
 * POST /api/users/me/orders: pays for the cart and sends it. The Idempotency-Key names
 * one checkout attempt: the same key on a retry gets the first answer, never a second order.
 */
export async function placeOrder(body: PlaceOrderRequest, idempotencyKey: string): Promise<OrderDto> {
  // Not AbortSignal.timeout: iOS before 16 (the apps' oldest target is 14) lacks it.
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The order took too long to place.', 'TimeoutError')),
    PLACE_ORDER_TIMEOUT_MS,
  );
  try {
    return await request(ORDERS_PATH, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
      schema: orderSchema,
      signal: controller.signal,
    });
  } finally {
    clearTimeout(timer);
  }
}
