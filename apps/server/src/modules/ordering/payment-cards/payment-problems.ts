import { PaymentProviderError } from '../../../adapters/payments/payments.ts';
import { badRequest, conflict, HttpProblem } from '../../../lib/problem.ts';

/*
 * A payment provider's refusals, and its requests for the card holder, as the problems
 * the client understands (spec section 8, docs/decisions/0010 and 0036): for saving
 * cards and for authorizing orders alike.
 */

/** 400 InvalidCardFieldsException, with the members the client's catalogue reads (spec section 8). */
export function invalidCardFields(
  field: 'expiry date' | 'security code',
  displayMessage: string,
  correlationId: string,
): HttpProblem {
  return new HttpProblem(400, 'InvalidCardFieldsException', 'Invalid card details', displayMessage, {
    code: 'INVALID_FIELDS',
    displayMessage,
    detailedMessage: `Invalid fields: ${field}.`,
    correlationId,
  });
}

export const expiredCard = (correlationId: string) =>
  invalidCardFields('expiry date', 'This card has expired. Check the expiry date or use another card.', correlationId);

const DECLINE_CODES = new Set([
  'card_declined',
  'incorrect_cvc',
  'processing_error',
  'authentication_required',
  'incorrect_number',
  'card_velocity_exceeded',
]);

/**
 * A provider refusal as the problem the client understands (spec section 8):
 * - a decline → 402 PaymentCardDeclinedException, the provider's message as its title;
 * - failed 3-D Secure → 402 CardAuthenticationFailedException, code setup_intent_authentication_failure;
 * - an expired card or a malformed expiry or security code → 400 InvalidCardFieldsException;
 * - a malformed number → 400 InvalidCardNumberException with the provider's message;
 * - the provider unreachable, rate limiting us or refusing our key → 503;
 * - any other invalid request → 400 ValidationException on `param`.
 * The orders module maps authorization failures with it too.
 */
export function toPaymentProblem(
  err: PaymentProviderError,
  correlationId: string,
  param = 'body.paymentCardId',
): HttpProblem {
  if (err.code === 'setup_intent_authentication_failure' || err.code === 'payment_intent_authentication_failure') {
    return new HttpProblem(402, 'CardAuthenticationFailedException', 'Card authentication failed', err.message, {
      code: 'setup_intent_authentication_failure',
      message: err.message,
    });
  }
  if (err.code === 'expired_card') return expiredCard(correlationId);
  if (err.code === 'invalid_expiry_month' || err.code === 'invalid_expiry_year') {
    return invalidCardFields('expiry date', err.message, correlationId);
  }
  if (err.code === 'invalid_cvc') return invalidCardFields('security code', err.message, correlationId);
  if (err.code === 'invalid_number') {
    return new HttpProblem(400, 'InvalidCardNumberException', 'Invalid card number', err.message, {
      code: err.code,
      message: err.message,
      param: 'number',
    });
  }
  if (err.type === 'card_error' || DECLINE_CODES.has(err.code)) {
    // The title is the reason the client shows ("…was declined: {reason}."): no period of its own.
    return new HttpProblem(402, 'PaymentCardDeclinedException', err.message.replace(/\.$/, ''), err.message, {
      code: err.code,
      ...(err.declineCode ? { declineCode: err.declineCode } : {}),
    });
  }
  if (
    err.type === 'api_error' ||
    err.type === 'api_connection_error' ||
    err.type === 'rate_limit_error' ||
    err.type === 'authentication_error' ||
    err.type === 'permission_error'
  ) {
    return new HttpProblem(
      503,
      'ServiceUnavailableException',
      'Service unavailable',
      'Payments are not available right now. Try again in a moment.',
      { retryAfterSeconds: 5 },
    );
  }
  if (err.type === 'idempotency_error') return conflict('This payment request was already made with other details.');
  return badRequest(err.message, [{ name: param, reason: err.message }]);
}

/**
 * 402 CardAuthenticationRequiredException: the bank asks the card holder to confirm (3-D
 * Secure). The client hands `clientSecret` to the provider (Stripe.js handleNextAction),
 * then sends the call again naming `intentId` (docs/decisions/0036-production-payments.md).
 */
export function authenticationRequired(intentId: string, clientSecret: string): HttpProblem {
  return new HttpProblem(
    402,
    'CardAuthenticationRequiredException',
    'Card authentication required',
    'Your bank asks you to confirm this card.',
    { intentId, clientSecret },
  );
}

/** 402 CardAuthenticationFailedException: the bank's check failed, or the card holder left it. */
export function authenticationFailed(message: string): HttpProblem {
  return toPaymentProblem(new PaymentProviderError('card_error', 'setup_intent_authentication_failure', message), '');
}
