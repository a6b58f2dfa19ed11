import type Stripe from 'stripe';
import { loadOnFirstUse } from '../../lib/load-on-first-use.ts';
import {
  PaymentProviderError,
  type PaymentIntent,
  type PaymentIntentStatus,
  type PaymentMethod,
  type Payments,
  type SetupResult,
} from './payments.ts';

/**
 * Payments through Stripe's API with the official SDK (`stripe`): it signs the calls with
 * the secret key, pins the API version it was generated for, encodes the forms, sends our
 * idempotency keys and retries connection failures, 409s and 5xx with the same key (its own
 * key when we gave none), honouring `Stripe-Should-Retry`. Errors come back as
 * PaymentProviderError with Stripe's type, code, decline code and message.
 *
 * Amounts are integer cents; currencies are upper case in the app (USD, CAD) and lower case
 * on the wire. docs/decisions/0036-production-payments.md says why the SDK.
 */

export interface StripePaymentsOptions {
  secretKey: string;
  /** https://api.stripe.com, or a stand-in in tests (the SDK's host, port and protocol). */
  apiUrl: string;
  /** Retries after a connection failure, a 409 or a 5xx (default 2). */
  maxNetworkRetries?: number;
  /** Per attempt (default 30 s). */
  timeoutMs?: number;
}

/** Stripe's largest page. */
const LIST_PAGE_SIZE = 100;

const idOf = (v: string | { id: string } | null | undefined): string | null =>
  v === null || v === undefined ? null : typeof v === 'string' ? v : v.id;

/** The API's own error type; the SDK's class says it for the errors without a body. */
function errorType(err: Stripe.errors.StripeError, errors: typeof Stripe.errors): string {
  if (err instanceof errors.StripeConnectionError) return 'api_connection_error';
  if (err instanceof errors.StripeAuthenticationError) return 'authentication_error';
  if (err instanceof errors.StripePermissionError) return 'permission_error';
  if (err instanceof errors.StripeRateLimitError) return 'rate_limit_error';
  return err.rawType ?? 'api_error';
}

interface ErrorBody {
  type?: string;
  code?: string;
  decline_code?: string;
  message?: string;
}

const fromBody = (error: ErrorBody) =>
  new PaymentProviderError(
    error.type ?? 'card_error',
    error.code ?? 'card_declined',
    error.message ?? 'Your card was declined.',
    error.decline_code,
  );

/** The SDK's client, and its error classes, once loaded. */
interface StripeClient {
  stripe: Stripe;
  errors: typeof Stripe.errors;
}

/** Every SDK call goes through here: a Stripe error becomes the port's PaymentProviderError. */
async function callStripe<T>(client: () => Promise<StripeClient>, call: (stripe: Stripe) => Promise<T>): Promise<T> {
  const { stripe, errors } = await client();
  try {
    return await call(stripe);
  } catch (err) {
    if (!(err instanceof errors.StripeError)) throw err;
    const type = errorType(err, errors);
    throw new PaymentProviderError(type, err.code ?? type, err.message, err.decline_code);
  }
}

function toPaymentMethod(pm: Stripe.PaymentMethod): PaymentMethod {
  if (!pm.card) {
    throw new PaymentProviderError(
      'invalid_request_error',
      'payment_method_invalid_parameter',
      'This payment method is not a card.',
    );
  }
  return {
    id: pm.id,
    customerId: idOf(pm.customer),
    card: { brand: pm.card.brand, last4: pm.card.last4, expMonth: pm.card.exp_month, expYear: pm.card.exp_year },
  };
}

const INTENT_STATUSES: readonly string[] = [
  'requires_capture',
  'succeeded',
  'canceled',
  'requires_action',
] satisfies PaymentIntentStatus[];

function toIntent(pi: Stripe.PaymentIntent): PaymentIntent {
  if (!INTENT_STATUSES.includes(pi.status)) {
    // requires_payment_method after a confirmation: a decline or a failed 3-D Secure.
    if (pi.last_payment_error) throw fromBody(pi.last_payment_error);
    throw new PaymentProviderError('api_error', 'unexpected_status', `PaymentIntent ${pi.id} is ${pi.status}.`);
  }
  const charge = pi.latest_charge;
  return {
    id: pi.id,
    status: pi.status as PaymentIntentStatus,
    amountCents: pi.amount,
    amountCapturedCents: pi.amount_received,
    amountRefundedCents: charge && typeof charge === 'object' ? charge.amount_refunded : 0,
    currency: pi.currency.toUpperCase(),
    customerId: idOf(pi.customer) ?? '',
    paymentMethodId: idOf(pi.payment_method) ?? '',
    metadata: pi.metadata ?? {},
    createdAt: new Date(pi.created * 1000).toISOString(),
    ...(pi.status === 'requires_action' && pi.client_secret ? { clientSecret: pi.client_secret } : {}),
  };
}

function toSetup(intent: Stripe.SetupIntent, paymentMethodId: string): SetupResult {
  if (intent.status === 'requires_action' && intent.client_secret) {
    return {
      status: 'requires_action',
      setupIntentId: intent.id,
      clientSecret: intent.client_secret,
      customerId: idOf(intent.customer) ?? '',
      paymentMethodId: idOf(intent.payment_method) ?? paymentMethodId,
    };
  }
  if (intent.status !== 'succeeded') {
    if (intent.last_setup_error) throw fromBody(intent.last_setup_error);
    throw new PaymentProviderError('api_error', 'unexpected_status', `SetupIntent ${intent.id} is ${intent.status}.`);
  }
  if (!intent.payment_method || typeof intent.payment_method !== 'object') {
    throw new PaymentProviderError('api_error', 'unexpected_status', `SetupIntent ${intent.id} has no payment method.`);
  }
  return { status: 'succeeded', setupIntentId: intent.id, paymentMethod: toPaymentMethod(intent.payment_method) };
}

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The SDK's host, port and protocol for an API base URL. */
function apiLocation(apiUrl: string) {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

export function createStripePayments(options: StripePaymentsOptions): Payments {
  // The SDK (a megabyte of code) is loaded with the first call, not at start-up (load-on-first-use.ts).
  const client = loadOnFirstUse(async (): Promise<StripeClient> => {
    const { default: Sdk } = await import('stripe');
    const stripe = new Sdk(options.secretKey, {
      ...apiLocation(options.apiUrl),
      maxNetworkRetries: options.maxNetworkRetries ?? 2,
      timeout: options.timeoutMs ?? 30_000,
      telemetry: false,
      appInfo: { name: 'PlayEats' },
    });
    return { stripe, errors: Sdk.errors };
  }, 'stripe');
  const sdk = <T>(call: (stripe: Stripe) => Promise<T>) => callStripe(client, call);
  const withCharge = { expand: ['latest_charge'] };

  return {
    name: 'stripe',

    async createCustomer(input, idempotencyKey) {
      const customer = await sdk((stripe) =>
        stripe.customers.create({ email: input.email, metadata: { userId: input.userId } }, { idempotencyKey }),
      );
      return { customerId: customer.id };
    },

    async retrievePaymentMethod(paymentMethodId) {
      return toPaymentMethod(await sdk((stripe) => stripe.paymentMethods.retrieve(paymentMethodId)));
    },

    async setupCard(input, idempotencyKey) {
      const intent = await sdk((stripe) =>
        stripe.setupIntents.create(
          {
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            allowed_payment_method_types: ['card'],
            usage: 'off_session',
            confirm: true,
            // A bank's check is run by Stripe.js (handleNextAction), not by a redirect.
            use_stripe_sdk: true,
            expand: ['payment_method'],
          },
          { idempotencyKey },
        ),
      );
      return toSetup(intent, input.paymentMethodId);
    },

    async retrieveSetupIntent(setupIntentId) {
      const intent = await sdk((stripe) => stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] }));
      return toSetup(intent, '');
    },

    async detachPaymentMethod(paymentMethodId) {
      await sdk((stripe) => stripe.paymentMethods.detach(paymentMethodId));
    },

    async authorize(input, idempotencyKey) {
      const intent = await sdk((stripe) =>
        stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency.toLowerCase(),
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            allowed_payment_method_types: ['card'],
            capture_method: 'manual',
            confirm: true,
            use_stripe_sdk: true,
            description: input.description,
            metadata: input.metadata,
            ...withCharge,
          },
          { idempotencyKey },
        ),
      );
      return toIntent(intent);
    },

    async retrievePaymentIntent(paymentIntentId) {
      return toIntent(await sdk((stripe) => stripe.paymentIntents.retrieve(paymentIntentId, withCharge)));
    },

    async capture(paymentIntentId, amountCents, idempotencyKey) {
      const params = { ...(amountCents === undefined ? {} : { amount_to_capture: amountCents }), ...withCharge };
      return toIntent(
        await sdk((stripe) => stripe.paymentIntents.capture(paymentIntentId, params, { idempotencyKey })),
      );
    },

    async cancel(paymentIntentId, idempotencyKey) {
      return toIntent(
        await sdk((stripe) => stripe.paymentIntents.cancel(paymentIntentId, withCharge, { idempotencyKey })),
      );
    },

    async refund(paymentIntentId, amountCents, idempotencyKey) {
      await sdk((stripe) =>
        stripe.refunds.create(
          { payment_intent: paymentIntentId, ...(amountCents === undefined ? {} : { amount: amountCents }) },
          { idempotencyKey },
        ),
      );
      return toIntent(await sdk((stripe) => stripe.paymentIntents.retrieve(paymentIntentId, withCharge)));
    },

    /**
     * GET /v1/payment_intents lists every status (it has no status filter): its pages of
     * 100 are read on, keeping requires_capture, until `limit` are found or the list ends.
     * Stopping inside a page, `hasMore` is true and the next call starts after the last
     * intent returned (Stripe's cursor is the object's place in the list, whatever its status).
     */
    async listUncapturedAuthorizations({ createdBefore, createdAfter, limit, startingAfter }) {
      if (!Number.isInteger(limit) || limit < 1 || limit > LIST_PAGE_SIZE) {
        throw new PaymentProviderError(
          'invalid_request_error',
          'parameter_invalid_integer',
          `Invalid limit: an integer from 1 to ${LIST_PAGE_SIZE}.`,
        );
      }
      const intents: PaymentIntent[] = [];
      let after = startingAfter;
      for (;;) {
        const created = {
          lt: unixSeconds(createdBefore),
          ...(createdAfter ? { gte: unixSeconds(createdAfter) } : {}),
        };
        const page = await sdk((stripe) =>
          stripe.paymentIntents.list({
            created,
            limit: LIST_PAGE_SIZE,
            ...(after ? { starting_after: after } : {}),
          }),
        );
        for (const [i, pi] of page.data.entries()) {
          if (pi.status !== 'requires_capture') continue;
          intents.push(toIntent(pi));
          if (intents.length === limit) return { intents, hasMore: page.has_more || i < page.data.length - 1 };
        }
        const last = page.data.at(-1);
        if (!page.has_more || !last) return { intents, hasMore: false };
        after = last.id;
      }
    },
  };
}
