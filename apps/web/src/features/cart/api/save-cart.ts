import { cartSchema, type CartDto, type PutCartRequest } from '@playeats/contracts/ordering';
import { request } from '../../../lib/http-client.ts';
import { CART_PATH } from './get-cart.ts';

/**
 * PUT /api/users/me/cart: replaces the whole cart. `version` is the one last read; an
 * older one is a conflicting save (409), which the caller reports and follows with a reload.
 */
export function putCart(body: PutCartRequest): Promise<CartDto> {
  return request(CART_PATH, { method: 'PUT', body, schema: cartSchema });
}

/** DELETE /api/users/me/cart: empties it. */
export async function deleteCart(): Promise<void> {
  await request(CART_PATH, { method: 'DELETE' });
}
