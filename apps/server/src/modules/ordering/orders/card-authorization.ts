import type { FastifyBaseLogger } from 'fastify';
import { PaymentProviderError, type PaymentIntent, type Payments } from '../../../adapters/payments/payments.ts';
import { badRequest, HttpProblem } from '../../../lib/problem.ts';
import { authenticationFailed, authenticationRequired, toPaymentProblem } from '../payment-cards/payment-problems.ts';

/**
 * The card's hold for an order, 3-D Secure included (docs/decisions/0036-production-payments.md).
 * The card holder is at the checkout, so the hold is asked for on session: a bank that
 * wants the card holder answers `requires_action`, and placing answers 402
 * CardAuthenticationRequiredException with the client secret, writing nothing. The client
 * runs the bank's check with the provider, then places again naming the intent
 * (`paymentIntentId`): the order takes that intent's order id and, once the intent holds
 * the amount, is placed on it. A failed or abandoned check cancels the intent (it holds
 * nothing, but nothing should be left to confirm later) and answers 402
 * CardAuthenticationFailedException.
 */

const NOT_AUTHENTICATED = 'The payment was not confirmed with your bank. Try again, or use another card.';

const voidKey = (intentId: string) => `hold-${intentId}-void`;

export async function cancelQuietly(payments: Payments, intentId: string, log: FastifyBaseLogger): Promise<void> {
  await payments
    .cancel(intentId, voidKey(intentId))
    .catch((err: unknown) => log.error({ err, paymentIntent: intentId }, 'could not cancel a payment intent'));
}

/**
 * The intent a placement names after 3-D Secure, read from the provider: it must be one
 * this user's placement made (its metadata). A failed check is cancelled and refused here.
 */
export async function resumedAuthorization(
  deps: { payments: Payments; log: FastifyBaseLogger },
  userId: string,
  paymentIntentId: string,
  requestId: string,
): Promise<PaymentIntent> {
  const notYours = () =>
    badRequest('This payment is not one of your orders.', [
      { name: 'body.paymentIntentId', reason: 'not a payment of your orders' },
    ]);
  let intent: PaymentIntent;
  try {
    intent = await deps.payments.retrievePaymentIntent(paymentIntentId);
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    if (err.code === 'resource_missing') throw notYours();
    // The bank's check failed: the intent waits for another card, which it will not get.
    if (err.type === 'card_error' || err.code === 'payment_intent_authentication_failure') {
      await cancelQuietly(deps.payments, paymentIntentId, deps.log);
    }
    throw toPaymentProblem(err, requestId);
  }
  if (intent.metadata.userId !== userId || !intent.metadata.orderId) throw notYours();
  return intent;
}

export interface CardHoldRequest {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
}

/**
 * The hold the order is placed on: a new authorization (key order-{orderId}-authorize), or
 * the resumed one once it holds this very amount on this card. 402 when the bank asks for
 * the card holder, 402 when the check failed or was left, 409 when the order changed
 * meanwhile (the resumed intent is cancelled: a new attempt authorizes anew).
 */
export async function holdForOrder(
  deps: { payments: Payments; log: FastifyBaseLogger },
  request: CardHoldRequest,
  orderId: string,
  requestId: string,
  resumed: { intent: PaymentIntent; heldByAnOrder: () => Promise<boolean> } | undefined,
): Promise<PaymentIntent> {
  const { payments, log } = deps;
  if (resumed) {
    const { intent: held } = resumed;
    const same =
      held.customerId === request.customerId &&
      held.paymentMethodId === request.paymentMethodId &&
      held.amountCents === request.amountCents &&
      held.currency.toLowerCase() === request.currency.toLowerCase();
    if (held.status === 'requires_capture' && same) return held;
    // A hold an order was placed on is that order's payment (a stale tab, or a resent id),
    // never voided here; one no order holds goes back at once.
    if (held.status === 'requires_action' || (held.status === 'requires_capture' && !(await resumed.heldByAnOrder()))) {
      await cancelQuietly(payments, held.id, log);
    }
    const resumedStatus = held.status;
    if (resumedStatus === 'requires_action') throw authenticationFailed(NOT_AUTHENTICATED);
    if (!same) {
      throw new HttpProblem(
        409,
        'ConflictException',
        'Order changed',
        'Your order or card changed while you confirmed the payment. Check them and place the order again.',
      );
    }
    throw authenticationFailed(NOT_AUTHENTICATED);
  }
  let intent: PaymentIntent;
  try {
    intent = await payments.authorize(request, `order-${orderId}-authorize`);
  } catch (err) {
    if (err instanceof PaymentProviderError) throw toPaymentProblem(err, requestId);
    throw err;
  }
  if (intent.status === 'requires_action' && intent.clientSecret) {
    throw authenticationRequired(intent.id, intent.clientSecret);
  }
  return intent;
}
