import { useQuery } from '@tanstack/react-query';
import { paymentCardListSchema, type PaymentCardDto } from '@playeats/contracts/payments';
import { useAppSelector } from '../../../app/hooks.ts';
import { request } from '../../../lib/http-client.ts';
import { orderingKeys, selectOrderingUserKey } from './ordering-keys.ts';

export const PAYMENT_CARDS_PATH = '/api/users/me/payment-cards';
export const paymentCardPath = (id: string) => `${PAYMENT_CARDS_PATH}/${encodeURIComponent(id)}`;

/** GET /api/users/me/payment-cards: default first, then newest first. */
export async function getPaymentCards(signal?: AbortSignal): Promise<PaymentCardDto[]> {
  const list = await request(PAYMENT_CARDS_PATH, { schema: paymentCardListSchema, ...(signal ? { signal } : {}) });
  return list.items;
}

export function usePaymentCards() {
  const userKey = useAppSelector(selectOrderingUserKey);
  return useQuery({
    queryKey: orderingKeys.paymentCards(userKey),
    queryFn: ({ signal }) => getPaymentCards(signal),
  });
}
