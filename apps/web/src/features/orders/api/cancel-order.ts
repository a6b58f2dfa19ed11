import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderSchema, type OrderDto } from '@playeats/contracts/ordering';
import { useAppSelector } from '../../../app/hooks.ts';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { balancesQueryKey } from '../../../lib/balances-query-key.ts';
import { request } from '../../../lib/http-client.ts';
import { orderPath } from './get-order.ts';
import { orderingKeys } from '../../../lib/ordering-query-keys.ts';
import { selectQueryUserKey } from '../../auth/auth-slice.ts';

/** POST /api/users/me/orders/{id}/cancel: possible until the restaurant accepts the order. */
export function cancelOrder(id: string, reason?: string): Promise<OrderDto> {
  return request(`${orderPath(id)}/cancel`, {
    method: 'POST',
    body: reason ? { reason } : {},
    schema: orderSchema,
  });
}

/** Cancels, then shows the answer at once; a refusal (already accepted) goes to the error dialog. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  const userKey = useAppSelector(selectQueryUserKey);
  const { showError } = useErrorDialog();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) => cancelOrder(id, reason),
    onSuccess: (order) => {
      queryClient.setQueryData(orderingKeys.order(userKey, order.id), order);
      // The bucks and promo dollars it spent came back.
      if (order.bucksSpent > 0 || order.promoDiscountCents > 0) {
        void queryClient.invalidateQueries({ queryKey: balancesQueryKey(userKey) });
      }
    },
    onError: (error, { id }) => {
      showError(error);
      void queryClient.invalidateQueries({ queryKey: orderingKeys.order(userKey, id) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderingKeys.orders(userKey) }),
  });
}
