import { randomBytes } from 'node:crypto';
import { cardExpired } from '@playeats/contracts/payments';
import { PaymentProviderError, type PaymentIntentStatus } from './payments.ts';

/*
 * The local provider's model (local-payments.ts): its stored objects in Stripe's shapes,
 * its test cards, Stripe's error bodies word for word, and the small helpers around them.
 */

/** What a test card does; any other valid number behaves as `succeeds`. */
/**
 * `authentication_required` asks for 3-D Secure when the card is saved (its charges then go
 * through); `always_authenticate` asks for it at every setup and every charge.
 */
export type CardBehaviour =
  | 'succeeds'
  | 'declined'
  | 'insufficient_funds'
  | 'authentication_required'
  | 'always_authenticate'
  | 'charge_declined';

export const TEST_CARD_BEHAVIOUR: Record<string, CardBehaviour> = {
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000002500003155': 'authentication_required',
  '4000002760003184': 'always_authenticate',
  '4000000000000341': 'charge_declined',
};

/** Stripe's minimum charge for USD and CAD (50 cents) and its maximum (8 digits). */
export const MIN_AMOUNT_CENTS = 50;
export const MAX_AMOUNT_CENTS = 99_999_999;
/** Stripe voids an uncaptured card authorization after 7 days. */
export const AUTHORIZATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface StoredCustomer {
  object: 'customer';
  email: string;
  metadata: Record<string, string>;
  created: number;
}

export interface StoredPaymentMethod {
  object: 'payment_method';
  type: 'card';
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  behaviour: CardBehaviour;
  customer: string | null;
  /** Detached from its customer: Stripe refuses to use it again. */
  detached: boolean;
  created: number;
}

export interface StripeErrorData {
  type: string;
  code: string;
  message: string;
  decline_code?: string;
  param?: string;
}

export interface StoredSetupIntent {
  object: 'setup_intent';
  customer: string;
  payment_method: string;
  usage: 'off_session';
  status: 'succeeded' | 'requires_payment_method' | 'requires_action';
  /** What the client authenticates with while `requires_action`. */
  client_secret?: string;
  last_setup_error: StripeErrorData | null;
  created: number;
}

export interface StoredRefund {
  id: string;
  amount: number;
  created: number;
}

export interface StoredPaymentIntent {
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  amount_refunded: number;
  currency: string;
  customer: string;
  payment_method: string;
  capture_method: 'manual';
  description: string;
  metadata: Record<string, string>;
  status: PaymentIntentStatus | 'requires_payment_method';
  /** What the client authenticates with while `requires_action`. */
  client_secret?: string;
  cancellation_reason: string | null;
  last_payment_error: StripeErrorData | null;
  refunds: StoredRefund[];
  created: number;
}

export interface StoredIdempotencyKey {
  object: 'idempotency_key';
  /** Endpoint and a hash of its parameters: the same key with other parameters is refused. */
  request: string;
  response: { ok: unknown } | { error: StripeErrorData } | null;
}

export type Kind = 'customer' | 'payment_method' | 'setup_intent' | 'payment_intent' | 'idempotency_key';

export const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Stripe-looking ids: cus_ and 14 characters, the others 24. */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += BASE62[b % 62];
  return `${prefix}_${out}`;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Stripe's brand names, from the number's first digits. */
export function cardBrand(digits: string): string {
  const n2 = Number(digits.slice(0, 2));
  const n3 = Number(digits.slice(0, 3));
  const n4 = Number(digits.slice(0, 4));
  const n6 = Number(digits.slice(0, 6));
  if (digits.startsWith('4')) return 'visa';
  if ((n2 >= 51 && n2 <= 55) || (n4 >= 2221 && n4 <= 2720)) return 'mastercard';
  if (n2 === 34 || n2 === 37) return 'amex';
  if (n4 === 6011 || n2 === 65 || (n3 >= 644 && n3 <= 649) || (n6 >= 622126 && n6 <= 622925)) return 'discover';
  if (n4 >= 3528 && n4 <= 3589) return 'jcb';
  if (n2 === 36 || n2 === 38 || n2 === 39 || (n3 >= 300 && n3 <= 305)) return 'diners';
  if (n2 === 62 || n2 === 81) return 'unionpay';
  return 'unknown';
}

export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

// Stripe's own messages, word for word where Stripe has one.
export const errors = {
  missing: (what: string, id: string, param: string): StripeErrorData => ({
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${what}: '${id}'`,
    param,
  }),
  invalidNumber: (): StripeErrorData => ({
    type: 'card_error',
    code: 'invalid_number',
    message: 'Your card number is invalid.',
    param: 'number',
  }),
  invalidExpiryMonth: (): StripeErrorData => ({
    type: 'card_error',
    code: 'invalid_expiry_month',
    message: "Your card's expiration month is invalid.",
    param: 'exp_month',
  }),
  invalidExpiryYear: (): StripeErrorData => ({
    type: 'card_error',
    code: 'invalid_expiry_year',
    message: "Your card's expiration year is invalid.",
    param: 'exp_year',
  }),
  invalidCvc: (): StripeErrorData => ({
    type: 'card_error',
    code: 'invalid_cvc',
    message: "Your card's security code is invalid.",
    param: 'cvc',
  }),
  declined: (declineCode: string, message = 'Your card was declined.'): StripeErrorData => ({
    type: 'card_error',
    code: 'card_declined',
    decline_code: declineCode,
    message,
  }),
  expired: (): StripeErrorData => ({
    type: 'card_error',
    code: 'expired_card',
    decline_code: 'expired_card',
    message: 'Your card has expired.',
    param: 'exp_month',
  }),
  setupAuthenticationFailed: (): StripeErrorData => ({
    type: 'card_error',
    code: 'setup_intent_authentication_failure',
    message:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  }),
  paymentAuthenticationFailed: (): StripeErrorData => ({
    type: 'invalid_request_error',
    code: 'payment_intent_authentication_failure',
    message:
      'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
  }),
  paymentMethodUnusable: (message: string): StripeErrorData => ({
    type: 'invalid_request_error',
    code: 'payment_method_unexpected_state',
    message,
    param: 'payment_method',
  }),
  intentState: (message: string): StripeErrorData => ({
    type: 'invalid_request_error',
    code: 'payment_intent_unexpected_state',
    message,
  }),
  amount: (code: string, message: string, param = 'amount'): StripeErrorData => ({
    type: 'invalid_request_error',
    code,
    message,
    param,
  }),
  idempotency: (key: string): StripeErrorData => ({
    type: 'idempotency_error',
    code: 'idempotency_error',
    message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
  }),
};

export const toError = (e: StripeErrorData) => new PaymentProviderError(e.type, e.code, e.message, e.decline_code);

/** Thrown inside a transaction to leave it (rolled back) with Stripe's error. */
export class Refusal extends Error {
  constructor(readonly error: StripeErrorData) {
    super(error.message);
  }
}

/** Card errors are a result: saved with the key and replayed, as Stripe does. */
export interface Outcome<T> {
  ok?: T;
  error?: StripeErrorData;
}

export const formatAmount = (cents: number, currency: string) => `$${(cents / 100).toFixed(2)} ${currency}`;

/** Valid through the last day of the expiry month (the app's own rule, cardExpired). */
export const expiredAt = (card: StoredPaymentMethod['card'], now: Date) =>
  cardExpired(card.exp_month, card.exp_year, now);

/** JSON with object keys sorted: the same parameters always hash the same. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

export const asJson = (data: object) => data as unknown as Record<string, unknown>;
