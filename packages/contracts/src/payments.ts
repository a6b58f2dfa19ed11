import * as z from 'zod/mini';

// Saved payment cards (issue 6), in Stripe's model. Card numbers never reach the PlayEats
// API: the client hands them to the payment provider (Stripe.js `createPaymentMethod` with
// Stripe; in development the local provider's own endpoint below) and sends the server
// only the payment-method id it gets back. The server keeps brand, last four digits and
// expiry, nothing else.
//
// Error bodies are RFC 9457 problems whose extension members carry what the client's
// error catalogue (spec section 8) reads:
// - 402 PaymentCardDeclinedException: `title` is the reason ('Your card was declined.');
//   extensions `code` ('card_declined', 'expired_card'…) and `declineCode` ('generic_decline',
//   'insufficient_funds'…).
// - 402 CardAuthenticationFailedException: extensions `code: 'setup_intent_authentication_failure'`
//   and `message` (the client shows its card-authentication-failure text for that code).
// - 400 InvalidCardFieldsException (expired card): extensions `code: 'INVALID_FIELDS'`,
//   `displayMessage`, `detailedMessage: 'Invalid fields: expiry date.'`, `correlationId`.
// - 400 InvalidCardNumberException (number refused by the provider): extensions
//   `code: 'invalid_number'`, `message` (the provider's text, shown as is), `param: 'number'`.
// - 402 CardAuthenticationRequiredException (3-D Secure, saving a card or placing an order):
//   extensions `intentId` (seti_… or pi_…) and `clientSecret`, for the provider's client
//   (Stripe.js handleNextAction); the call is then sent again naming the intent.
// The problem's own `type` (its URI) is the "type" of the catalogue's "type, code, message"
// rule; the provider's error type ('card_error') is not repeated.

export const PAYMENT_CARDS_MAX = 10;

/**
 * Stripe's test cards, which the local provider honours the same way. Any other number
 * passing the Luhn check succeeds; one failing it is refused with invalid_number.
 * Test and e2e support. @internal
 */
export const TEST_CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  /** Declined at setup and at charge: card_declined / generic_decline. */
  declined: '4000000000000002',
  /** Declined: card_declined / insufficient_funds. */
  insufficientFunds: '4000000000009995',
  /** Needs 3-D Secure when saved (CardAuthenticationRequiredException); its charges then go through. */
  authenticationRequired: '4000002500003155',
  /** Needs 3-D Secure when saved and at every charge. */
  alwaysAuthenticate: '4000002760003184',
  /** Saved without trouble; every charge is declined (card_declined / generic_decline). */
  chargeDeclined: '4000000000000341',
} as const;

/**
 * Whether a card is past its expiry: a card is valid through the last day of its expiry
 * month, counted in the westernmost US time zone (Hawaii, UTC−10) so that no North American
 * card holder is refused a card that is still valid where they are.
 */
export function cardExpired(expMonth: number, expYear: number, now: Date): boolean {
  // Date.UTC months are 0-based: `expMonth` is the month after the expiry month.
  return now.getTime() >= Date.UTC(expYear, expMonth, 1, 10);
}

export const cardDetailsSchema = z.object({
  /** Stripe's brand names: visa, mastercard, amex, discover, diners, jcb, unionpay, unknown. */
  brand: z.string(),
  last4: z.string(),
  expMonth: z.int(),
  expYear: z.int(),
});
export type CardDetailsDto = z.infer<typeof cardDetailsSchema>;

/**
 * POST /api/local-payments/payment-methods (local provider only; no sign-in, like Stripe.js's
 * publishable-key call; limited per IP): the card as typed → 201 paymentMethodSchema.
 * A number failing the Luhn check → 400 InvalidCardNumberException. Expiry is not checked
 * here (the saving call does, with InvalidCardFieldsException).
 */
export const createPaymentMethodRequestSchema = z.object({
  /** 12 to 19 digits; spaces and dashes are ignored. */
  number: z
    .string()
    .check(z.regex(/^(?:\d[\s-]?){11,18}\d$/, 'expected a card number (12 to 19 digits)'), z.maxLength(40)),
  expMonth: z.int().check(z.gte(1, 'expected a month from 1 to 12'), z.lte(12, 'expected a month from 1 to 12')),
  /** Four digits. */
  expYear: z.int().check(z.gte(2000, 'expected a four-digit year'), z.lte(2200, 'expected a four-digit year')),
  cvc: z.string().check(z.regex(/^\d{3,4}$/, 'expected 3 or 4 digits')),
});
export type CreatePaymentMethodRequest = z.infer<typeof createPaymentMethodRequestSchema>;

/**
 * POST /api/local-payments/authentications (local provider only; no sign-in, like Stripe.js
 * with a client secret): the card holder's answer on the local bank's 3-D Secure page for
 * the intent the secret names → 204; 404 when no intent has it.
 */
export const localAuthenticationRequestSchema = z.object({
  clientSecret: z
    .string()
    .check(z.regex(/^(?:pi|seti)_[A-Za-z0-9]+_secret_[A-Za-z0-9_-]+$/, 'expected a client secret')),
  outcome: z.enum(['complete', 'fail']),
});
export type LocalAuthenticationRequest = z.infer<typeof localAuthenticationRequestSchema>;

export const paymentMethodSchema = z.object({
  /** pm_… */
  id: z.string(),
  card: cardDetailsSchema,
});
export type PaymentMethodDto = z.infer<typeof paymentMethodSchema>;

export const paymentMethodIdSchema = z
  .string()
  .check(z.regex(/^(?:pm|card)_[A-Za-z0-9_]{1,100}$/, 'expected a payment method id (pm_…)'));

/**
 * POST /api/users/me/payment-cards → 201 paymentCardSchema (200 with the same card when
 * this payment method is already one of the user's cards). The first card becomes the
 * default; `makeDefault` makes this one the default. At most PAYMENT_CARDS_MAX a user
 * (422 PaymentCardLimitReachedException). Errors: 402 PaymentCardDeclinedException,
 * 402 CardAuthenticationFailedException, 400 InvalidCardFieldsException (expired),
 * 400 ValidationException (unknown or unusable payment method id), see above.
 */
export const addPaymentCardRequestSchema = z.object({
  paymentMethodId: paymentMethodIdSchema,
  makeDefault: z._default(z.boolean(), false),
  /**
   * After 402 CardAuthenticationRequiredException: the `intentId` (seti_…) the card holder
   * confirmed with the provider. The server reads how it ended (saved, or 402
   * CardAuthenticationFailedException) instead of setting the card up again.
   */
  setupIntentId: z.optional(
    z.string().check(z.regex(/^seti_[A-Za-z0-9_]{1,100}$/, 'expected a setup intent id (seti_…)')),
  ),
});
export type AddPaymentCardRequest = z.infer<typeof addPaymentCardRequestSchema>;

export const paymentCardIdParamsSchema = z.object({ id: z.uuid('expected a payment card id') });

export const paymentCardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.int(),
  expYear: z.int(),
  isDefault: z.boolean(),
  /** Past its expiry month now (cardExpired): it cannot pay. */
  expired: z.boolean(),
  createdAt: z.string(),
});
export type PaymentCardDto = z.infer<typeof paymentCardSchema>;

/**
 * GET /api/users/me/payment-cards: default first, then newest first.
 * DELETE /api/users/me/payment-cards/{id} → 204 (detached at the provider; if it was the
 * default, the newest remaining card becomes it).
 * PUT /api/users/me/payment-cards/{id}/default → 200 paymentCardListSchema (the whole list).
 */
export const paymentCardListSchema = z.object({ items: z.array(paymentCardSchema) });
export type PaymentCardListDto = z.infer<typeof paymentCardListSchema>;
