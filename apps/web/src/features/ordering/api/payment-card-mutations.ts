import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentCardListSchema, paymentCardSchema, type PaymentCardDto } from '@playeats/contracts/payments';
import { useAppSelector } from '../../../app/hooks.ts';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { request } from '../../../lib/http-client.ts';
import { paymentsAdapter } from '../payments/index.ts';
import type { CardInput, PaymentsAdapter } from '../payments/payments-adapter.ts';
import { PAYMENT_CARDS_PATH, paymentCardPath } from './get-payment-cards.ts';
import { orderingKeys, selectOrderingUserKey } from './ordering-keys.ts';

/** POST /api/users/me/payment-cards: saves a card the provider tokenized (its payment-method id). */
export function addPaymentCard(paymentMethodId: string, makeDefault = false): Promise<PaymentCardDto> {
  return request(PAYMENT_CARDS_PATH, {
    method: 'POST',
    body: { paymentMethodId, makeDefault },
    schema: paymentCardSchema,
  });
}

/** DELETE /api/users/me/payment-cards/{id} */
export async function deletePaymentCard(id: string): Promise<void> {
  await request(paymentCardPath(id), { method: 'DELETE' });
}

/** PUT /api/users/me/payment-cards/{id}/default → the whole list. */
export async function setDefaultPaymentCard(id: string): Promise<PaymentCardDto[]> {
  const list = await request(`${paymentCardPath(id)}/default`, { method: 'PUT', schema: paymentCardListSchema });
  return list.items;
}

export type PaymentCardChange =
  | { kind: 'add'; card: CardInput; makeDefault?: boolean }
  | { kind: 'delete'; id: string }
  | { kind: 'default'; id: string };

/**
 * Every change to the saved cards. Adding one is two calls: the card to the provider
 * (tokenizeCard), then its payment-method id to our API, which saves it with the
 * provider (a declined card or a failed bank check is refused here). Refusals go to the
 * error dialog; the list is fetched again afterwards.
 */
export function usePaymentCardChange(adapter: PaymentsAdapter = paymentsAdapter) {
  const queryClient = useQueryClient();
  const userKey = useAppSelector(selectOrderingUserKey);
  const { showError } = useErrorDialog();
  return useMutation({
    mutationFn: async (change: PaymentCardChange): Promise<PaymentCardDto | null> => {
      switch (change.kind) {
        case 'add':
          return addPaymentCard(await adapter.tokenizeCard(change.card), change.makeDefault ?? false);
        case 'delete':
          await deletePaymentCard(change.id);
          return null;
        case 'default':
          await setDefaultPaymentCard(change.id);
          return null;
      }
    },
    onError: (error) => {
      showError(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderingKeys.paymentCards(userKey) }),
  });
}
