import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError, type Payments } from './payments.ts';
import { createStripePayments, encodeForm, STRIPE_API_VERSION } from './stripe-payments.ts';

/** One request as the stand-in for api.stripe.com saw it. */
interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  headers: http.IncomingHttpHeaders;
}

type Reply = { status: number; body: unknown; headers?: Record<string, string> };

const SECRET = 'sk_test_playeats_123';

const paymentIntent = (overrides: Record<string, unknown> = {}) => ({
  id: 'pi_3Test',
  object: 'payment_intent',
  status: 'requires_capture',
  amount: 2500,
  amount_received: 0,
  currency: 'usd',
  customer: 'cus_Test',
  payment_method: 'pm_Test',
  latest_charge: { id: 'ch_Test', object: 'charge', amount_refunded: 0 },
  metadata: {},
  created: 1_795_000_000,
  ...overrides,
});

type StripeIntent = ReturnType<typeof paymentIntent>;

/**
 * GET /v1/payment_intents as Stripe answers it: newest first (created, then the order given),
 * filtered by created[lt] / created[gte], `limit` at a time (10 by default), after the
 * `starting_after` object (resource_missing when it is not in the list).
 */
function listIntents(all: readonly StripeIntent[], query: URLSearchParams): Reply {
  const lt = query.get('created[lt]');
  const gte = query.get('created[gte]');
  const inRange = all
    .map((pi, i) => ({ pi, i }))
    .filter(({ pi }) => (lt === null || pi.created < Number(lt)) && (gte === null || pi.created >= Number(gte)))
    .sort((x, y) => y.pi.created - x.pi.created || x.i - y.i)
    .map(({ pi }) => pi);
  const cursor = query.get('starting_after');
  const start = cursor === null ? 0 : inRange.findIndex((pi) => pi.id === cursor) + 1;
  if (start === 0 && cursor !== null) {
    return {
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such payment_intent: '${cursor}'`,
          param: 'starting_after',
        },
      },
    };
  }
  const limit = Number(query.get('limit') ?? 10);
  return {
    status: 200,
    body: {
      object: 'list',
      url: '/v1/payment_intents',
      has_more: start + limit < inRange.length,
      data: inRange.slice(start, start + limit),
    },
  };
}

describe('Stripe payments adapter (against a local stand-in for api.stripe.com)', () => {
  let server: http.Server;
  let apiUrl: string;
  let seen: Seen[] = [];
  /** What the stand-in answers, in order; the last one repeats. */
  let replies: Reply[] = [];
  /** When set, GET /v1/payment_intents lists these (listIntents) instead of replying in order. */
  let listed: StripeIntent[] | undefined;
  let payments: Payments;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://stripe.test');
        seen.push({
          method: req.method ?? '',
          path: url.pathname,
          query: url.searchParams,
          form: new URLSearchParams(raw),
          headers: req.headers,
        });
        const listing = listed && req.method === 'GET' && url.pathname === '/v1/payment_intents';
        const reply = listing
          ? listIntents(listed!, url.searchParams)
          : replies.length > 1
            ? replies.shift()!
            : replies[0]!;
        if (req.headers.authorization !== `Bearer ${SECRET}`) {
          res.writeHead(401, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }));
          return;
        }
        res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        res.end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  beforeEach(() => {
    seen = [];
    replies = [];
    listed = undefined;
    payments = createStripePayments({ secretKey: SECRET, apiUrl, retryDelayMs: 1 });
  });

  const answer = (...r: Reply[]) => {
    replies = r;
  };
  const ok = (body: unknown): Reply => ({ status: 200, body });
  const only = () => {
    expect(seen).toHaveLength(1);
    return seen[0]!;
  };
  const expectPost = (req: Seen, path: string, idempotencyKey: string) => {
    expect(req.method).toBe('POST');
    expect(req.path).toBe(path);
    expect(req.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(req.headers['idempotency-key']).toBe(idempotencyKey);
    expect(req.headers['stripe-version']).toBe(STRIPE_API_VERSION);
  };
  async function refusal(promise: Promise<unknown>): Promise<PaymentProviderError> {
    const err = await promise.then(
      () => {
        throw new Error('expected a refusal');
      },
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(PaymentProviderError);
    return err as PaymentProviderError;
  }

  it('encodes nested parameters the way Stripe reads them', () => {
    expect(
      decodeURIComponent(encodeForm({ a: 1, m: { k: 'v w' }, e: ['x', 'y'], skip: undefined, n: null, t: true })),
    ).toBe('a=1&m[k]=v+w&e[0]=x&e[1]=y&t=true');
  });

  it('creates a customer with the e-mail and the user id in metadata', async () => {
    answer(ok({ id: 'cus_Test', object: 'customer' }));
    expect(await payments.createCustomer({ userId: 'u-1', email: 'a@example.com' }, 'customer-u-1')).toEqual({
      customerId: 'cus_Test',
    });
    const req = only();
    expectPost(req, '/v1/customers', 'customer-u-1');
    expect(Object.fromEntries(req.form)).toEqual({ email: 'a@example.com', 'metadata[userId]': 'u-1' });
  });

  it('retrieves a payment method with GET and no body', async () => {
    answer(
      ok({
        id: 'pm_Test',
        object: 'payment_method',
        customer: null,
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
      }),
    );
    expect(await payments.retrievePaymentMethod('pm_Test')).toEqual({
      id: 'pm_Test',
      customerId: null,
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    });
    const req = only();
    expect(req.method).toBe('GET');
    expect(req.path).toBe('/v1/payment_methods/pm_Test');
    expect(req.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(req.headers['idempotency-key']).toBeUndefined();
  });

  it('confirms a SetupIntent for off-session use and reads the card from the expanded payment method', async () => {
    answer(
      ok({
        id: 'seti_Test',
        object: 'setup_intent',
        status: 'succeeded',
        client_secret: 'seti_Test_secret_x',
        payment_method: {
          id: 'pm_Test',
          customer: 'cus_Test',
          card: { brand: 'mastercard', last4: '4444', exp_month: 1, exp_year: 2031 },
        },
      }),
    );
    const result = await payments.setupCard({ customerId: 'cus_Test', paymentMethodId: 'pm_Test' }, 'setup-1');
    expect(result).toEqual({
      status: 'succeeded',
      setupIntentId: 'seti_Test',
      paymentMethod: {
        id: 'pm_Test',
        customerId: 'cus_Test',
        card: { brand: 'mastercard', last4: '4444', expMonth: 1, expYear: 2031 },
      },
    });
    const req = only();
    expectPost(req, '/v1/setup_intents', 'setup-1');
    expect(Object.fromEntries(req.form)).toEqual({
      customer: 'cus_Test',
      payment_method: 'pm_Test',
      'payment_method_types[0]': 'card',
      usage: 'off_session',
      confirm: 'true',
      'expand[0]': 'payment_method',
    });
  });

  it('hands back the client secret when the SetupIntent needs 3-D Secure', async () => {
    answer(
      ok({ id: 'seti_3ds', status: 'requires_action', client_secret: 'seti_3ds_secret_y', payment_method: 'pm_Test' }),
    );
    expect(await payments.setupCard({ customerId: 'cus_Test', paymentMethodId: 'pm_Test' }, 'setup-2')).toEqual({
      status: 'requires_action',
      setupIntentId: 'seti_3ds',
      clientSecret: 'seti_3ds_secret_y',
    });
  });

  it('maps a decline to PaymentProviderError with Stripe’s type, code, decline code and message', async () => {
    answer({
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
          setup_intent: { id: 'seti_x' },
        },
      },
    });
    const err = await refusal(payments.setupCard({ customerId: 'cus_Test', paymentMethodId: 'pm_Test' }, 'setup-3'));
    expect(err).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    expect(seen).toHaveLength(1); // a decline is an answer, never retried
  });

  it('maps an error without a code, and an unreadable error body', async () => {
    answer({
      status: 400,
      body: { error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used…' } },
    });
    expect(await refusal(payments.createCustomer({ userId: 'u', email: 'e@x.y' }, 'k'))).toMatchObject({
      type: 'idempotency_error',
      code: 'idempotency_error',
    });
    answer({ status: 404, body: 'not json at all' });
    expect(await refusal(payments.retrievePaymentMethod('pm_x'))).toMatchObject({ type: 'api_error' });
  });

  it('classifies a refused key (401) as authentication_error', async () => {
    const wrong = createStripePayments({ secretKey: 'sk_test_wrong', apiUrl, maxNetworkRetries: 0 });
    answer(ok({}));
    expect(await refusal(wrong.retrievePaymentMethod('pm_x'))).toMatchObject({
      type: 'authentication_error',
      message: 'Invalid API Key provided',
    });
  });

  it('detaches a payment method', async () => {
    answer(ok({ id: 'pm_Test', customer: null }));
    await payments.detachPaymentMethod('pm_Test');
    const req = only();
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1/payment_methods/pm_Test/detach');
    expect(req.headers['idempotency-key']).toMatch(/^playeats-/);
  });

  it('authorizes with manual capture, confirmed off-session, in lower-case currency', async () => {
    answer(ok(paymentIntent()));
    const intent = await payments.authorize(
      {
        customerId: 'cus_Test',
        paymentMethodId: 'pm_Test',
        amountCents: 2500,
        currency: 'USD',
        description: 'PlayEats order #1001',
        metadata: { orderId: 'o-1', orderNumber: '1001' },
      },
      'order-o-1-authorize',
    );
    expect(intent).toEqual({
      id: 'pi_3Test',
      status: 'requires_capture',
      amountCents: 2500,
      amountCapturedCents: 0,
      amountRefundedCents: 0,
      currency: 'USD',
      customerId: 'cus_Test',
      paymentMethodId: 'pm_Test',
      metadata: {},
      createdAt: '2026-11-18T11:06:40.000Z',
    });
    const req = only();
    expectPost(req, '/v1/payment_intents', 'order-o-1-authorize');
    expect(Object.fromEntries(req.form)).toEqual({
      amount: '2500',
      currency: 'usd',
      customer: 'cus_Test',
      payment_method: 'pm_Test',
      'payment_method_types[0]': 'card',
      capture_method: 'manual',
      confirm: 'true',
      off_session: 'true',
      description: 'PlayEats order #1001',
      'metadata[orderId]': 'o-1',
      'metadata[orderNumber]': '1001',
      'expand[0]': 'latest_charge',
    });
  });

  it('captures part of an authorization', async () => {
    answer(ok(paymentIntent({ status: 'succeeded', amount_received: 2000 })));
    expect(await payments.capture('pi_3Test', 2000, 'cap-1')).toMatchObject({
      status: 'succeeded',
      amountCapturedCents: 2000,
    });
    const req = only();
    expectPost(req, '/v1/payment_intents/pi_3Test/capture', 'cap-1');
    expect(Object.fromEntries(req.form)).toEqual({ amount_to_capture: '2000', 'expand[0]': 'latest_charge' });

    seen = [];
    await payments.capture('pi_3Test', undefined, 'cap-2');
    expect(only().form.has('amount_to_capture')).toBe(false);
  });

  it('cancels an authorization', async () => {
    answer(ok(paymentIntent({ status: 'canceled' })));
    expect(await payments.cancel('pi_3Test', 'void-1')).toMatchObject({ status: 'canceled' });
    expectPost(only(), '/v1/payment_intents/pi_3Test/cancel', 'void-1');
  });

  it('refunds through /v1/refunds and reads the refunded amount from the latest charge', async () => {
    answer(
      ok({ id: 're_Test', object: 'refund', amount: 700, status: 'succeeded' }),
      ok(paymentIntent({ status: 'succeeded', amount_received: 2500, latest_charge: { amount_refunded: 700 } })),
    );
    expect(await payments.refund('pi_3Test', 700, 'refund-1')).toMatchObject({
      status: 'succeeded',
      amountCapturedCents: 2500,
      amountRefundedCents: 700,
    });
    expect(seen).toHaveLength(2);
    expectPost(seen[0]!, '/v1/refunds', 'refund-1');
    expect(Object.fromEntries(seen[0]!.form)).toEqual({ payment_intent: 'pi_3Test', amount: '700' });
    expect(seen[1]!.method).toBe('GET');
    expect(seen[1]!.path).toBe('/v1/payment_intents/pi_3Test');
    expect(seen[1]!.query.get('expand[0]')).toBe('latest_charge');
  });

  it('retries a 5xx and a 429 with the same idempotency key, and stops when Stripe says not to', async () => {
    answer(
      { status: 500, body: { error: { type: 'api_error', message: 'Something went wrong' } } },
      { status: 429, body: { error: { type: 'rate_limit_error', message: 'Too many requests' } } },
      ok(paymentIntent({ status: 'canceled' })),
    );
    expect(await payments.cancel('pi_3Test', 'void-2')).toMatchObject({ status: 'canceled' });
    expect(seen.map((s) => s.headers['idempotency-key'])).toEqual(['void-2', 'void-2', 'void-2']);

    seen = [];
    answer({
      status: 500,
      body: { error: { type: 'api_error', message: 'Do not retry' } },
      headers: { 'stripe-should-retry': 'false' },
    });
    expect(await refusal(payments.cancel('pi_3Test', 'void-3'))).toMatchObject({ type: 'api_error' });
    expect(seen).toHaveLength(1);
  });

  it('gives up after the retries with api_connection_error when Stripe cannot be reached', async () => {
    let attempts = 0;
    const unreachable = createStripePayments({
      secretKey: SECRET,
      apiUrl,
      retryDelayMs: 1,
      fetch: async () => {
        attempts += 1;
        throw new TypeError('fetch failed');
      },
    });
    expect(await refusal(unreachable.cancel('pi_x', 'void-4'))).toMatchObject({
      type: 'api_connection_error',
      code: 'api_connection_error',
    });
    expect(attempts).toBe(3);
  });

  describe('listing held authorizations', () => {
    const NOW = 1_795_000_000;
    /** Intents a minute apart, newest first: every third is still held (requires_capture). */
    const history = (n: number) =>
      Array.from({ length: n }, (_, i) =>
        paymentIntent({
          id: `pi_${String(i).padStart(4, '0')}`,
          created: NOW - 60 * i,
          status: i % 3 === 2 ? 'requires_capture' : i % 3 === 1 ? 'canceled' : 'succeeded',
          latest_charge: `ch_${i}`,
          metadata: { orderId: `o-${i}`, userId: 'u-1' },
        }),
      );
    const held = (intents: StripeIntent[]) => intents.filter((pi) => pi.status === 'requires_capture');

    it('reads Stripe’s pages of 100 with created[lt]/[gte], keeps requires_capture and pages on', async () => {
      listed = history(250);
      const createdBefore = new Date((NOW - 60 * 10) * 1000 + 500); // the second counts: 10 minutes ago
      const createdAfter = new Date((NOW - 60 * 240) * 1000);
      const page = await payments.listUncapturedAuthorizations({ createdBefore, createdAfter, limit: 50 });
      const expected = held(listed).filter((pi) => pi.created < NOW - 600 && pi.created >= NOW - 60 * 240);
      expect(page.hasMore).toBe(true);
      expect(page.intents.map((i) => i.id)).toEqual(expected.slice(0, 50).map((pi) => pi.id));
      expect(page.intents[0]).toEqual({
        id: 'pi_0011',
        status: 'requires_capture',
        amountCents: 2500,
        amountCapturedCents: 0,
        amountRefundedCents: 0,
        currency: 'USD',
        customerId: 'cus_Test',
        paymentMethodId: 'pm_Test',
        metadata: { orderId: 'o-11', userId: 'u-1' },
        createdAt: new Date((NOW - 660) * 1000).toISOString(),
      });
      // 50 held ones are 150 listed objects: two of Stripe's pages, the second after the first's last object.
      expect(seen).toHaveLength(2);
      for (const req of seen) {
        expect(req.method).toBe('GET');
        expect(req.path).toBe('/v1/payment_intents');
        expect(req.headers['idempotency-key']).toBeUndefined();
        expect(req.headers['stripe-version']).toBe(STRIPE_API_VERSION);
        expect(req.query.get('created[lt]')).toBe(String(NOW - 600));
        expect(req.query.get('created[gte]')).toBe(String(NOW - 60 * 240));
        expect(req.query.get('limit')).toBe('100');
      }
      expect(seen[0]!.query.has('starting_after')).toBe(false);
      expect(seen[1]!.query.get('starting_after')).toBe('pi_0110');

      // The next call starts after the last intent returned, and ends with the list.
      const rest = await payments.listUncapturedAuthorizations({
        createdBefore,
        createdAfter,
        limit: 100,
        startingAfter: page.intents.at(-1)!.id,
      });
      expect(rest.hasMore).toBe(false);
      expect([...page.intents, ...rest.intents].map((i) => i.id)).toEqual(expected.map((pi) => pi.id));
    });

    it('pages on past a page that holds nothing, and says when the list ended', async () => {
      listed = [
        ...Array.from({ length: 100 }, (_, i) =>
          paymentIntent({ id: `pi_done${i}`, created: NOW - i, status: 'succeeded' }),
        ),
        paymentIntent({ id: 'pi_held', created: NOW - 500 }),
      ];
      const page = await payments.listUncapturedAuthorizations({
        createdBefore: new Date(NOW * 1000 + 1000),
        limit: 1,
      });
      expect(page.intents.map((i) => i.id)).toEqual(['pi_held']);
      // The held one was the last object: nothing more, although the limit was reached.
      expect(page.hasMore).toBe(false);
      expect(seen).toHaveLength(2);
      expect(seen[0]!.query.has('created[gte]')).toBe(false);

      seen = [];
      listed = [paymentIntent({ id: 'pi_old', status: 'canceled' })];
      expect(
        await payments.listUncapturedAuthorizations({ createdBefore: new Date(NOW * 1000 + 1000), limit: 10 }),
      ).toEqual({
        intents: [],
        hasMore: false,
      });
      expect(seen).toHaveLength(1);
    });

    it('refuses a limit outside 1 to 100 without a request, and maps Stripe’s refusals', async () => {
      const createdBefore = new Date(NOW * 1000);
      for (const limit of [0, 101, 2.5]) {
        expect(await refusal(payments.listUncapturedAuthorizations({ createdBefore, limit }))).toMatchObject({
          type: 'invalid_request_error',
          code: 'parameter_invalid_integer',
        });
      }
      expect(seen).toHaveLength(0);
      listed = history(5);
      expect(
        await refusal(payments.listUncapturedAuthorizations({ createdBefore, limit: 10, startingAfter: 'pi_gone' })),
      ).toMatchObject({ type: 'invalid_request_error', code: 'resource_missing' });
    });
  });
});
