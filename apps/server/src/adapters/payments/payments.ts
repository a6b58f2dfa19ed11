/**
 * The payment provider, in Stripe's model. Card numbers never reach this server: the
 * client hands them to the provider (Stripe.js; the local provider's own endpoint in
 * development) and gets a payment-method id back. The server then
 * - saves a card: a SetupIntent confirmed for that payment method, on the user's customer;
 * - pays an order: a PaymentIntent with manual capture (authorize at placement), captured
 *   when the order is delivered, cancelled (voided) if the order is cancelled before, or
 *   refunded after capture.
 * Every call that creates or moves money takes an idempotency key, as Stripe's API does.
 */

/** What the provider lets a merchant keep about a card. */
export interface CardDetails {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface PaymentMethod {
  id: string;
  customerId: string | null;
  card: CardDetails;
}

export type SetupResult =
  | { status: 'succeeded'; setupIntentId: string; paymentMethod: PaymentMethod }
  /**
   * 3-D Secure needed: `clientSecret` lets the client run it with the provider (Stripe.js
   * handleNextAction; the local provider's own page), then the server reads the intent again.
   */
  | {
      status: 'requires_action';
      setupIntentId: string;
      clientSecret: string;
      customerId: string;
      paymentMethodId: string;
    };

/**
 * `requires_action`: the bank wants the card holder (3-D Secure) before it authorizes; a
 * PaymentIntent then carries the `clientSecret` the client hands to the provider. A failed
 * authentication leaves the intent to a new payment method: reading it then throws the
 * provider's `payment_intent_authentication_failure`.
 */
export type PaymentIntentStatus = 'requires_capture' | 'succeeded' | 'canceled' | 'requires_action';

export interface PaymentIntent {
  id: string;
  status: PaymentIntentStatus;
  amountCents: number;
  amountCapturedCents: number;
  amountRefundedCents: number;
  currency: string;
  customerId: string;
  paymentMethodId: string;
  /** What the caller attached at authorization (orders: { orderId, userId }). */
  metadata: Record<string, string>;
  /** When the provider created the intent (ISO 8601; the provider counts whole seconds). */
  createdAt: string;
  /** Only while `requires_action`: what the client needs to authenticate the card holder. */
  clientSecret?: string;
}

/** One page of `listUncapturedAuthorizations`. */
export interface AuthorizationPage {
  /** Newest first, as Stripe lists them; at most the `limit` asked for. */
  intents: PaymentIntent[];
  /** There may be more: ask again with `startingAfter` set to the last intent's id. */
  hasMore: boolean;
}

/**
 * A refusal from the provider, shaped like Stripe's error object: `type`
 * ('card_error', 'invalid_request_error'…), `code` ('card_declined',
 * 'setup_intent_authentication_failure', 'expired_card'…), `declineCode`
 * ('insufficient_funds', 'generic_decline'…) and a message written for the card holder.
 */
export class PaymentProviderError extends Error {
  constructor(
    readonly type: string,
    readonly code: string,
    message: string,
    readonly declineCode?: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export interface Payments {
  /** 'local' or 'stripe': shown in logs and /api/health. */
  readonly name: string;
  createCustomer(input: { userId: string; email: string }, idempotencyKey: string): Promise<{ customerId: string }>;
  retrievePaymentMethod(paymentMethodId: string): Promise<PaymentMethod>;
  /** SetupIntent created and confirmed in one call (usage off_session). */
  setupCard(input: { customerId: string; paymentMethodId: string }, idempotencyKey: string): Promise<SetupResult>;
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
  /**
   * Authorizes `amountCents` (capture_method manual, confirm true), on session: the card
   * holder is at the checkout, so a bank asking for 3-D Secure answers `requires_action`.
   */
  authorize(
    input: {
      customerId: string;
      paymentMethodId: string;
      amountCents: number;
      currency: string;
      description: string;
      metadata: Record<string, string>;
    },
    idempotencyKey: string,
  ): Promise<PaymentIntent>;
  /** Reads an intent again (after the client ran 3-D Secure); a failed authentication throws its error. */
  retrievePaymentIntent(paymentIntentId: string): Promise<PaymentIntent>;
  /** Reads a SetupIntent again (after 3-D Secure): succeeded, still requires_action, or its error thrown. */
  retrieveSetupIntent(setupIntentId: string): Promise<SetupResult>;
  /** Captures an authorized intent, all of it or less (never more). */
  capture(paymentIntentId: string, amountCents: number | undefined, idempotencyKey: string): Promise<PaymentIntent>;
  /** Voids an authorization that was not captured. */
  cancel(paymentIntentId: string, idempotencyKey: string): Promise<PaymentIntent>;
  /** Refunds a captured intent, all of it or part. */
  refund(paymentIntentId: string, amountCents: number | undefined, idempotencyKey: string): Promise<PaymentIntent>;
  /**
   * Authorizations still held (status requires_capture, so not lapsed either) created before
   * `createdBefore` and, when given, not before `createdAfter` (times count in whole seconds,
   * as Stripe's do), newest first. `limit` is 1 to 100; `startingAfter` is the last intent
   * of the previous page. Reads only: for reconciliation (orders/order-reconciliation.ts).
   */
  listUncapturedAuthorizations(query: {
    createdBefore: Date;
    createdAfter?: Date;
    limit: number;
    startingAfter?: string;
  }): Promise<AuthorizationPage>;
}
