/**
 * The payment provider as the client sees it: card numbers go to the provider, never to
 * the PlayEats API, which only ever gets the payment-method id the provider hands back.
 * The local provider (development, tests, the demo) takes the card from the app's own
 * fields; Stripe takes it in its card element (Stripe.js), mounted in the form. Both run
 * the bank's check (3-D Secure) when the server asks for it.
 */
export interface CardInput {
  /** As typed: spaces and dashes are allowed. */
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvc: string;
}

/** The card element's provider refused what was typed: its own message, in the card holder's language. */
export class CardElementError extends Error {
  override readonly name = 'CardElementError';
}

/** A card element of the provider's, mounted in the page. */
export interface MountedCard {
  /** Hands what the card holder typed to the provider; resolves with the payment-method id. */
  tokenize(): Promise<string>;
  destroy(): void;
}

/** What the card element says as the card holder types. */
export interface CardElementState {
  complete: boolean;
  /** The provider's own message about what is typed (Stripe.js localizes it). */
  error: string | null;
}

interface AdapterBase {
  /** 'local' or 'stripe'. */
  readonly name: string;
  /** Whether the provider takes the test cards (the card form then shows one to try). */
  readonly testMode: boolean;
  /**
   * Runs the bank's check (3-D Secure) for the intent this client secret names, and
   * resolves once the card holder answered or left it: the server reads the outcome.
   */
  authenticate(clientSecret: string): Promise<void>;
}

/** The card is typed in the app's own fields (the local provider). */
export interface FieldsPaymentsAdapter extends AdapterBase {
  readonly entry: 'fields';
  /** Hands the card to the provider; resolves with the payment-method id (pm_…). */
  tokenizeCard(card: CardInput): Promise<string>;
}

/** The card is typed in the provider's element (Stripe.js). */
export interface ElementPaymentsAdapter extends AdapterBase {
  readonly entry: 'element';
  /** Mounts the card element in `container`, in `language`; `onChange` follows what is typed. */
  mountCard(
    container: HTMLElement,
    options: { language: string; onChange: (state: CardElementState) => void },
  ): Promise<MountedCard>;
}

export type PaymentsAdapter = FieldsPaymentsAdapter | ElementPaymentsAdapter;
