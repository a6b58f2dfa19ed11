import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savePaymentCardChange, type PaymentCardChange } from '../../lib/api/payment-cards.ts';
import { orderingKeys } from '../../lib/ordering-query-keys.ts';
import { paymentsAdapter } from '../../lib/payments/index.ts';
import type { PaymentsAdapter } from '../../lib/payments/payments-adapter.ts';
import { useErrorDialog } from '../error-dialog/use-error-dialog.ts';

/**
 * Every change to the saved cards, for the signed-in person whose query key part is
 * `userKey` (the session's selectQueryUserKey: shared code does not read the session).
 * Refusals go to the error dialog; the list is fetched again afterwards.
 */
export function usePaymentCardChange(userKey: string, adapter: PaymentsAdapter = paymentsAdapter) {
  const queryClient = useQueryClient();
  const { showError } = useErrorDialog();
  return useMutation({
    mutationFn: (change: PaymentCardChange) => savePaymentCardChange(change, adapter),
    onError: (error) => {
      showError(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderingKeys.paymentCards(userKey) }),
  });
}
