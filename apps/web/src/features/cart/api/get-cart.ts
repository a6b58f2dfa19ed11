import { queryOptions, useQuery } from '@tanstack/react-query';
import { cartSchema, type CartDto } from '@playeats/contracts/ordering';
import { useAppSelector } from '../../../app/hooks.ts';
import { request } from '../../../lib/http-client.ts';
import { orderingKeys } from '../../../lib/ordering-query-keys.ts';
import { selectQueryUserKey } from '../../auth/auth-slice.ts';

export const CART_PATH = '/api/users/me/cart';

/** GET /api/users/me/cart: the cart, or null when it is empty (204). */
export async function getCart(): Promise<CartDto | null> {
  const body = await request(CART_PATH);
  return body === undefined ? null : cartSchema.parse(body);
}

export function getCartQueryOptions(userKey: string) {
  return queryOptions({ queryKey: orderingKeys.cart(userKey), queryFn: getCart });
}

export function useCart() {
  const userKey = useAppSelector(selectQueryUserKey);
  return useQuery(getCartQueryOptions(userKey));
}
