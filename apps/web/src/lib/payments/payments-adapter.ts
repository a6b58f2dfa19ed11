/**
 * The payment provider as the client sees it: card numbers go to the provider, never to
 * the PlayEats API, which only ever gets the payment-method id the provider hands back.
 * In development and tests that provider is the server's local one; in production a
 * Stripe.js implementation (stripe.createPaymentMethod) takes its place behind the same
 * interface.
 */
export interface CardInput {
  /** As typed: spaces and dashes are allowed. */
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvc: string;
}

export interface PaymentsAdapter {
  /** 'local' or 'stripe'. */
  readonly name: string;
  /** Whether the provider takes the test cards (the card form then shows one to try). */
  readonly testMode: boolean;
  /** Hands the card to the provider; resolves with the payment-method id (pm_…). */
  tokenizeCard(card: CardInput): Promise<string>;
}
