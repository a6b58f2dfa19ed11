import { queryOptions } from '@tanstack/react-query';
import { paymentCardListSchema, paymentCardSchema, type PaymentCardDto } from '@playeats/contracts/payments';
import { request } from '../http-client.ts';
import { orderingKeys } from '../ordering-query-keys.ts';
import { withCardAuthentication } from '../payments/card-authentication.ts';
import type { PaymentsAdapter } from '../payments/payments-adapter.ts';

/*
 * The saved payment cards (/api/users/me/payment-cards): the payment-methods feature
 * manages them, and the checkout chooses one (or adds one) to pay with.
 */

export const PAYMENT_CARDS_PATH = '/api/users/me/payment-cards';
export const paymentCardPath = (id: string) => `${PAYMENT_CARDS_PATH}/${encodeURIComponent(id)}`;

/** GET /api/users/me/payment-cards: default first, then newest first. */
export async function getPaymentCards(signal?: AbortSignal): Promise<PaymentCardDto[]> {
  const list = await request(PAYMENT_CARDS_PATH, { schema: paymentCardListSchema, ...(signal ? { signal } : {}) });
  return list.items;
}

/** The cards as a query; `user` is the session's selectQueryUserKey. */
export function paymentCardsQueryOptions(user: string) {
  return queryOptions({ queryKey: orderingKeys.paymentCards(user), queryFn: ({ signal }) => getPaymentCards(signal) });
}

/**
 * POST /api/users/me/payment-cards: saves a card the provider tokenized (its payment-method
 * id); `setupIntentId` names the setup the card holder confirmed with the bank (3-D Secure).
 */
export function addPaymentCard(
  paymentMethodId: string,
  makeDefault = false,
  setupIntentId?: string,
): Promise<PaymentCardDto> {
  return request(PAYMENT_CARDS_PATH, {
    method: 'POST',
    body: { paymentMethodId, makeDefault, ...(setupIntentId ? { setupIntentId } : {}) },
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
  /** `tokenize` hands the card to the provider (the form's fields, or its card element). */
  | { kind: 'add'; tokenize: () => Promise<string>; makeDefault?: boolean }
  | { kind: 'delete'; id: string }
  | { kind: 'default'; id: string };

/**
 * Sends one change; resolves with the saved card when there is one. Adding a card is two
 * calls: the card to the provider (tokenize), then its payment-method id to our API, which
 * saves it with the provider (a declined card or a failed bank check is refused there);
 * when the bank asks for the card holder, the provider's check runs in between and the
 * card is saved once it passed (withCardAuthentication).
 */
export async function savePaymentCardChange(
  change: PaymentCardChange,
  adapter: PaymentsAdapter,
): Promise<PaymentCardDto | null> {
  switch (change.kind) {
    case 'add': {
      const paymentMethodId = await change.tokenize();
      const makeDefault = change.makeDefault ?? false;
      return withCardAuthentication(adapter, (setupIntentId) =>
        addPaymentCard(paymentMethodId, makeDefault, setupIntentId),
      );
    }
    case 'delete':
      await deletePaymentCard(change.id);
      return null;
    case 'default':
      await setDefaultPaymentCard(change.id);
      return null;
  }
}
