import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartSchema, type CartDto } from '@playeats/contracts/ordering';
import { useAppSelector } from '../../../app/hooks.ts';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { request } from '../../../lib/http-client.ts';
import { orderPath } from './get-order.ts';
import { orderingKeys } from '../../../lib/ordering-query-keys.ts';
import { selectQueryUserKey } from '../../auth/auth-slice.ts';

/** POST /api/users/me/orders/{id}/reorder: the cart now holds that order's lines, at today's prices. */
export function reorder(id: string): Promise<CartDto> {
  return request(`${orderPath(id)}/reorder`, { method: 'POST', schema: cartSchema });
}

export function useReorder() {
  const queryClient = useQueryClient();
  const userKey = useAppSelector(selectQueryUserKey);
  const { showError } = useErrorDialog();
  return useMutation({
    mutationFn: reorder,
    onSuccess: (cart) => {
      queryClient.setQueryData(orderingKeys.cart(userKey), cart);
    },
    onError: (error) => {
      showError(error);
    },
  });
}
