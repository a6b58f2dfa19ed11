import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartDto, OrderDto, PlaceOrderRequest } from '@playeats/contracts/ordering';
import { useAppSelector } from '../../../app/hooks.ts';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { balancesQueryKey } from '../../../lib/balances-query-key.ts';
import { HttpError, isTransientStatus } from '../../../lib/http-client.ts';
import { problemName } from '../../../lib/problem-basics.ts';
import { orderingKeys } from '../../../lib/ordering-query-keys.ts';
import { isPlacementTimeout, placeOrder } from '../api/place-order.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { withCardAuthentication } from '../../../lib/payments/card-authentication.ts';
import { paymentsAdapterFor } from '../../../lib/payments/index.ts';
import type { PaymentsAdapter } from '../../../lib/payments/payments-adapter.ts';
import { selectEnv, selectQueryUserKey } from '../../auth/auth-slice.ts';

/**
 * Whether the server gave its final word on an attempt (a refusal): the next try is a new
 * attempt with a new key. Without an answer (network failure, 5xx, too many requests, the
 * first try still running) the order may or may not exist, so a retry must reuse the key:
 * the server then answers it with the first attempt's result instead of placing a second order.
 */
export function attemptSettled(error: unknown): boolean {
  if (!(error instanceof HttpError) || isTransientStatus(error.status)) return false;
  return !(error.status === 409 && problemName(error) === 'IdempotencyKeyInUseException');
}

/**
 * Places the order. One Idempotency-Key per checkout attempt: the same choices sent again
 * after an unanswered try reuse it; changed choices, or a try the server refused, get a
 * new one. A 409 (the price changed since the quote) is followed by a fresh quote. When
 * the bank asks for the card holder (3-D Secure), the provider runs its check and the
 * order is placed again naming the confirmed payment, as a new attempt of its own.
 */
export function usePlaceOrder(onPlaced: (order: OrderDto) => void, adapter?: PaymentsAdapter) {
  const queryClient = useQueryClient();
  const userKey = useAppSelector(selectQueryUserKey);
  const serverAdapter = paymentsAdapterFor(useAppSelector(selectEnv)?.payments);
  const payments = adapter ?? serverAdapter;
  const { showError } = useErrorDialog();
  const attempt = useRef<{ key: string; body: string } | null>(null);
  return useMutation({
    mutationKey: orderingKeys.placeOrder,
    mutationFn: (body: PlaceOrderRequest) =>
      withCardAuthentication(payments, (paymentIntentId) => {
        const sent = paymentIntentId ? { ...body, paymentIntentId } : body;
        const serialized = JSON.stringify(sent);
        if (attempt.current?.body !== serialized) attempt.current = { key: newIdempotencyKey(), body: serialized };
        return placeOrder(sent, attempt.current.key);
      }),
    onSuccess: (order) => {
      attempt.current = null;
      // The server emptied the cart in the order's transaction.
      queryClient.setQueryData<CartDto | null>(orderingKeys.cart(userKey), null);
      queryClient.setQueryData(orderingKeys.order(userKey, order.id), order);
      queryClient.setQueryData(orderingKeys.activeOrder(userKey), order);
      void queryClient.invalidateQueries({ queryKey: orderingKeys.orderList(userKey) });
      // Bucks and promo dollars were spent: the balances shown elsewhere refresh now.
      if (order.bucksSpent > 0 || order.promoDiscountCents > 0) {
        void queryClient.invalidateQueries({ queryKey: balancesQueryKey(userKey) });
      }
      onPlaced(order);
    },
    onError: (error) => {
      if (attemptSettled(error)) attempt.current = null;
      // No answer in time: the order may exist, and trying again (same key) is safe; say so.
      showError(isPlacementTimeout(error) ? 'PlaceOrderTimedOut' : error);
      if (error instanceof HttpError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: orderingKeys.quotes(userKey) });
        void queryClient.invalidateQueries({ queryKey: orderingKeys.cart(userKey) });
      }
    },
  });
}
