import { randomUUID } from 'node:crypto';
import {
  PaymentProviderError,
  type PaymentIntent,
  type PaymentIntentStatus,
  type PaymentMethod,
  type Payments,
  type SetupResult,
} from './payments.ts';

/**
 * Payments through Stripe's REST API (https://docs.stripe.com/api), without the SDK: form-
 * encoded bodies, the secret key as a bearer token, an `Idempotency-Key` on every call that
 * creates or moves something, a pinned API version. Errors come back as PaymentProviderError
 * with Stripe's type, code, decline code and message. Connection failures, 429s and 5xx are
 * retried a few times with the same idempotency key (Stripe's advice), honouring
 * `Stripe-Should-Retry`.
 *
 * Amounts are integer cents; currencies are upper case in the app (USD, CAD) and lower case
 * on the wire.
 */

/** The API version these requests and the response mapping are written for. */
export const STRIPE_API_VERSION = '2024-06-20';

export interface StripePaymentsOptions {
  secretKey: string;
  /** https://api.stripe.com, or a stand-in in tests. */
  apiUrl: string;
  fetch?: typeof globalThis.fetch;
  /** Retries after a connection failure, a 429 or a 5xx (default 2). */
  maxNetworkRetries?: number;
  /** First retry delay, doubled each time (default 500 ms). */
  retryDelayMs?: number;
  /** Per attempt (default 30 s). */
  timeoutMs?: number;
}

type FormValue = string | number | boolean | undefined | null | FormValue[] | { [key: string]: FormValue };

/** Stripe's form encoding: nested objects as a[b]=c, arrays as a[0]=c (as stripe-node sends them). */
export function encodeForm(params: Record<string, FormValue>): string {
  const out = new URLSearchParams();
  const add = (key: string, value: FormValue) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) value.forEach((v, i) => add(`${key}[${i}]`, v));
    else if (typeof value === 'object') for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    else out.append(key, String(value));
  };
  for (const [k, v] of Object.entries(params)) add(k, v);
  return out.toString();
}

interface StripeErrorBody {
  error?: { type?: string; code?: string; decline_code?: string; message?: string };
}

interface StripeCard {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}
interface StripePaymentMethod {
  id: string;
  customer: string | { id: string } | null;
  card?: StripeCard;
}
interface StripeSetupIntent {
  id: string;
  status: string;
  client_secret: string;
  payment_method: string | StripePaymentMethod | null;
  last_setup_error?: StripeErrorBody['error'] | null;
}
interface StripePaymentIntent {
  id: string;
  status: string;
  amount: number;
  amount_received: number;
  currency: string;
  customer: string | { id: string } | null;
  payment_method: string | { id: string } | null;
  latest_charge?: string | { amount_refunded: number } | null;
  last_payment_error?: StripeErrorBody['error'] | null;
  metadata?: Record<string, string> | null;
  /** Unix seconds. */
  created: number;
}
/** A page of a list endpoint. */
interface StripeList<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
}

/** Stripe's largest page. */
const LIST_PAGE_SIZE = 100;

const idOf = (v: string | { id: string } | null | undefined): string | null =>
  v === null || v === undefined ? null : typeof v === 'string' ? v : v.id;

/** As stripe-node classifies them: a wrong key (401) or a rate limit (429) whatever the body's type. */
function errorType(error: StripeErrorBody['error'], status: number): string {
  if (status === 401) return 'authentication_error';
  if (status === 403) return 'permission_error';
  if (status === 429) return 'rate_limit_error';
  return error?.type ?? 'api_error';
}

function providerError(error: StripeErrorBody['error'], status: number): PaymentProviderError {
  const type = errorType(error, status);
  return new PaymentProviderError(
    type,
    error?.code ?? type,
    error?.message ?? `Stripe answered HTTP ${status}.`,
    error?.decline_code,
  );
}

function toPaymentMethod(pm: StripePaymentMethod): PaymentMethod {
  if (!pm.card)
    throw new PaymentProviderError(
      'invalid_request_error',
      'payment_method_invalid_parameter',
      'This payment method is not a card.',
    );
  return {
    id: pm.id,
    customerId: idOf(pm.customer),
    card: { brand: pm.card.brand, last4: pm.card.last4, expMonth: pm.card.exp_month, expYear: pm.card.exp_year },
  };
}

const INTENT_STATUSES: readonly PaymentIntentStatus[] = [
  'requires_capture',
  'succeeded',
  'canceled',
  'requires_action',
];

function toIntent(pi: StripePaymentIntent): PaymentIntent {
  if (!(INTENT_STATUSES as readonly string[]).includes(pi.status)) {
    // requires_payment_method after a confirmation: the decline Stripe normally answers with 402.
    if (pi.last_payment_error) throw providerError(pi.last_payment_error, 402);
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
  };
}

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createStripePayments(options: StripePaymentsOptions): Payments {
  const fetchFn = options.fetch ?? globalThis.fetch;
  const base = options.apiUrl.replace(/\/+$/, '');
  const maxRetries = options.maxNetworkRetries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 500;
  const timeoutMs = options.timeoutMs ?? 30_000;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, FormValue>,
    idempotencyKey?: string,
  ): Promise<T> {
    const body = encodeForm(params);
    const url = method === 'GET' && body ? `${base}${path}?${body}` : `${base}${path}`;
    const headers: Record<string, string> = {
      authorization: `Bearer ${options.secretKey}`,
      'stripe-version': STRIPE_API_VERSION,
    };
    if (method === 'POST') {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      // A POST without a key of ours still gets one, so a retry never repeats it.
      headers['idempotency-key'] = idempotencyKey ?? `playeats-${randomUUID()}`;
    }
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await fetchFn(url, {
          method,
          headers,
          ...(method === 'POST' ? { body } : {}),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        if (attempt < maxRetries) {
          await sleep(retryDelayMs * 2 ** attempt);
          continue;
        }
        throw new PaymentProviderError(
          'api_connection_error',
          'api_connection_error',
          `Could not reach Stripe: ${err instanceof Error ? err.message : String(err)}`,
        );
      }
      const text = await response.text();
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : {};
      } catch {
        json = {};
      }
      if (response.ok) return json as T;
      const shouldRetry = response.headers.get('stripe-should-retry');
      const retryable =
        shouldRetry === 'true' ||
        (shouldRetry !== 'false' && (response.status === 409 || response.status === 429 || response.status >= 500));
      if (retryable && attempt < maxRetries) {
        await sleep(retryDelayMs * 2 ** attempt);
        continue;
      }
      throw providerError((json as StripeErrorBody).error, response.status);
    }
  }

  const retrieveIntent = (id: string) =>
    call<StripePaymentIntent>('GET', `/v1/payment_intents/${encodeURIComponent(id)}`, { expand: ['latest_charge'] });

  return {
    name: 'stripe',

    async createCustomer(input, idempotencyKey) {
      const customer = await call<{ id: string }>(
        'POST',
        '/v1/customers',
        { email: input.email, metadata: { userId: input.userId } },
        idempotencyKey,
      );
      return { customerId: customer.id };
    },

    async retrievePaymentMethod(paymentMethodId) {
      return toPaymentMethod(
        await call<StripePaymentMethod>('GET', `/v1/payment_methods/${encodeURIComponent(paymentMethodId)}`, {}),
      );
    },

    async setupCard(input, idempotencyKey): Promise<SetupResult> {
      const intent = await call<StripeSetupIntent>(
        'POST',
        '/v1/setup_intents',
        {
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          payment_method_types: ['card'],
          usage: 'off_session',
          confirm: true,
          expand: ['payment_method'],
        },
        idempotencyKey,
      );
      if (intent.status === 'requires_action') {
        return { status: 'requires_action', setupIntentId: intent.id, clientSecret: intent.client_secret };
      }
      if (intent.status !== 'succeeded') {
        if (intent.last_setup_error) throw providerError(intent.last_setup_error, 402);
        throw new PaymentProviderError(
          'api_error',
          'unexpected_status',
          `SetupIntent ${intent.id} is ${intent.status}.`,
        );
      }
      const pm =
        intent.payment_method && typeof intent.payment_method === 'object'
          ? intent.payment_method
          : await call<StripePaymentMethod>(
              'GET',
              `/v1/payment_methods/${encodeURIComponent(input.paymentMethodId)}`,
              {},
            );
      return { status: 'succeeded', setupIntentId: intent.id, paymentMethod: toPaymentMethod(pm) };
    },

    async detachPaymentMethod(paymentMethodId) {
      await call('POST', `/v1/payment_methods/${encodeURIComponent(paymentMethodId)}/detach`, {});
    },

    async authorize(input, idempotencyKey) {
      return toIntent(
        await call<StripePaymentIntent>(
          'POST',
          '/v1/payment_intents',
          {
            amount: input.amountCents,
            currency: input.currency.toLowerCase(),
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            payment_method_types: ['card'],
            capture_method: 'manual',
            confirm: true,
            off_session: true,
            description: input.description,
            metadata: input.metadata,
            expand: ['latest_charge'],
          },
          idempotencyKey,
        ),
      );
    },

    async capture(paymentIntentId, amountCents, idempotencyKey) {
      return toIntent(
        await call<StripePaymentIntent>(
          'POST',
          `/v1/payment_intents/${encodeURIComponent(paymentIntentId)}/capture`,
          { amount_to_capture: amountCents, expand: ['latest_charge'] },
          idempotencyKey,
        ),
      );
    },

    async cancel(paymentIntentId, idempotencyKey) {
      return toIntent(
        await call<StripePaymentIntent>(
          'POST',
          `/v1/payment_intents/${encodeURIComponent(paymentIntentId)}/cancel`,
          { expand: ['latest_charge'] },
          idempotencyKey,
        ),
      );
    },

    async refund(paymentIntentId, amountCents, idempotencyKey) {
      await call('POST', '/v1/refunds', { payment_intent: paymentIntentId, amount: amountCents }, idempotencyKey);
      return toIntent(await retrieveIntent(paymentIntentId));
    },

    /**
     * GET /v1/payment_intents lists every status (it has no status filter): its pages of
     * 100 are read on, keeping requires_capture, until `limit` are found or the list ends.
     * Stopping inside a page, `hasMore` is true and the next call starts after the last
     * intent returned (Stripe's cursor is the object's place in the list, whatever its
     * status). A GET needs no idempotency key; `call` retries it like the others.
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
        const page = await call<StripeList<StripePaymentIntent>>('GET', '/v1/payment_intents', {
          created: { lt: unixSeconds(createdBefore), gte: createdAfter ? unixSeconds(createdAfter) : undefined },
          limit: LIST_PAGE_SIZE,
          starting_after: after,
        });
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
