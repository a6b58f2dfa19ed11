import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  STAND_IN_PUBLISHABLE_KEY,
  STAND_IN_SECRET_KEY,
  startStripeStandIn,
  type StripeStandIn,
} from '../../../test/stripe-stand-in.ts';
import { PaymentProviderError, type Payments } from './payments.ts';
import { createStripePayments } from './stripe-payments.ts';

// The adapter on the official SDK, against a local stand-in of api.stripe.com that keeps
// its objects (test/stripe-stand-in.ts): what goes over the wire, and what comes back.

const ALWAYS_3DS = '4000002760003184';
const SETUP_3DS = '4000002500003155';

describe('Stripe payments adapter (official SDK, against a stand-in of api.stripe.com)', () => {
  let stripe: StripeStandIn;
  let payments: Payments;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
  });
  afterAll(() => stripe.close());
  beforeEach(() => {
    stripe.requests.length = 0;
    payments = createStripePayments({ secretKey: STAND_IN_SECRET_KEY, apiUrl: stripe.url });
  });

  /** What Stripe.js does in the browser with the publishable key. */
  async function tokenize(number: string): Promise<string> {
    const response = await fetch(`${stripe.url}/v1/payment_methods`, {
      method: 'POST',
      headers: { authorization: `Bearer ${STAND_IN_PUBLISHABLE_KEY}` },
      body: new URLSearchParams({
        type: 'card',
        'card[number]': number,
        'card[exp_month]': '12',
        'card[exp_year]': '2034',
        'card[cvc]': '123',
      }),
    });
    return ((await response.json()) as { id: string }).id;
  }

  /** The card holder's answer on Stripe's 3-D Secure page (Stripe.js handleNextAction). */
  async function authenticate(clientSecret: string, outcome: 'complete' | 'fail') {
    await fetch(`${stripe.url}/v1/stand_in/3ds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${STAND_IN_PUBLISHABLE_KEY}` },
      body: new URLSearchParams({ client_secret: clientSecret, outcome }),
    });
  }

  async function savedCard(number: string) {
    const { customerId } = await payments.createCustomer(
      { userId: 'u1', email: 'a@example.com' },
      `c-${crypto.randomUUID()}`,
    );
    const paymentMethodId = await tokenize(number);
    const setup = await payments.setupCard({ customerId, paymentMethodId }, `s-${paymentMethodId}`);
    if (setup.status === 'requires_action') await authenticate(setup.clientSecret, 'complete');
    return { customerId, paymentMethodId };
  }

  const order = (card: { customerId: string; paymentMethodId: string }, amountCents = 2500) => ({
    ...card,
    amountCents,
    currency: 'CAD',
    description: 'PlayEats order',
    metadata: { orderId: 'o1', userId: 'u1' },
  });

  const refusal = async (promise: Promise<unknown>) => {
    const err = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(PaymentProviderError);
    return err as PaymentProviderError;
  };

  it('creates a customer once per idempotency key, with the secret key, the e-mail and the user id', async () => {
    const first = await payments.createCustomer({ userId: 'u1', email: 'a@example.com' }, 'playeats-customer-u1');
    const again = await payments.createCustomer({ userId: 'u1', email: 'a@example.com' }, 'playeats-customer-u1');
    expect(again.customerId).toBe(first.customerId);
    const [request] = stripe.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      key: STAND_IN_SECRET_KEY,
      idempotencyKey: 'playeats-customer-u1',
      body: { email: 'a@example.com', metadata: { userId: 'u1' } },
    });
    // The same key with other parameters is Stripe's idempotency_error.
    const err = await refusal(
      payments.createCustomer({ userId: 'u2', email: 'b@example.com' }, 'playeats-customer-u1'),
    );
    expect(err.type).toBe('idempotency_error');
  });

  it('saves a card with a SetupIntent for off-session use and reads the card from it', async () => {
    const { customerId } = await payments.createCustomer({ userId: 'u1', email: 'a@example.com' }, 'k-save');
    const paymentMethodId = await tokenize('4242424242424242');
    const setup = await payments.setupCard({ customerId, paymentMethodId }, 'setup-1');
    expect(setup).toMatchObject({
      status: 'succeeded',
      paymentMethod: {
        id: paymentMethodId,
        customerId,
        card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
      },
    });
    expect(stripe.requests.at(-1)).toMatchObject({
      path: '/v1/setup_intents',
      idempotencyKey: 'setup-1',
      body: {
        usage: 'off_session',
        confirm: 'true',
        use_stripe_sdk: 'true',
        customer: customerId,
        payment_method: paymentMethodId,
      },
    });
  });

  it('maps a decline to PaymentProviderError with Stripe’s type, code, decline code and message', async () => {
    const { customerId } = await payments.createCustomer({ userId: 'u1', email: 'a@example.com' }, 'k-decline');
    const paymentMethodId = await tokenize('4000000000009995');
    const err = await refusal(payments.setupCard({ customerId, paymentMethodId }, 'setup-decline'));
    expect(err).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    expect((await refusal(payments.retrievePaymentMethod('pm_missing'))).code).toBe('resource_missing');
  });

  it('hands back the SetupIntent’s client secret for 3-D Secure, then reads how the card holder answered', async () => {
    const { customerId } = await payments.createCustomer({ userId: 'u1', email: 'a@example.com' }, 'k-3ds');
    const passing = await tokenize(SETUP_3DS);
    const setup = await payments.setupCard({ customerId, paymentMethodId: passing }, 'setup-3ds');
    if (setup.status !== 'requires_action') throw new Error('expected requires_action');
    expect(setup).toMatchObject({ customerId, paymentMethodId: passing });
    expect(setup.clientSecret).toMatch(/^seti_\w+_secret_\w+$/);
    await authenticate(setup.clientSecret, 'complete');
    expect(await payments.retrieveSetupIntent(setup.setupIntentId)).toMatchObject({
      status: 'succeeded',
      paymentMethod: { id: passing, customerId, card: { last4: '3155' } },
    });

    const failing = await tokenize(SETUP_3DS);
    const second = await payments.setupCard({ customerId, paymentMethodId: failing }, 'setup-3ds-fail');
    if (second.status !== 'requires_action') throw new Error('expected requires_action');
    expect(await payments.retrieveSetupIntent(second.setupIntentId)).toMatchObject({ status: 'requires_action' });
    await authenticate(second.clientSecret, 'fail');
    const err = await refusal(payments.retrieveSetupIntent(second.setupIntentId));
    expect(err.code).toBe('setup_intent_authentication_failure');
  });

  it('authorizes on session with manual capture in lower-case currency, captures part and refunds', async () => {
    const card = await savedCard('4242424242424242');
    const intent = await payments.authorize(order(card), 'order-o1-authorize');
    expect(intent).toMatchObject({
      status: 'requires_capture',
      amountCents: 2500,
      currency: 'CAD',
      metadata: { orderId: 'o1' },
    });
    expect(intent.clientSecret).toBeUndefined();
    const sent = stripe.requests.at(-1)!;
    expect(sent).toMatchObject({
      path: '/v1/payment_intents',
      idempotencyKey: 'order-o1-authorize',
      body: { amount: '2500', currency: 'cad', capture_method: 'manual', confirm: 'true', use_stripe_sdk: 'true' },
    });
    // The card holder is at the checkout: not off_session, so a bank may ask for 3-D Secure.
    expect(sent.body.off_session).toBeUndefined();
    const captured = await payments.capture(intent.id, 2000, `capture-${intent.id}`);
    expect(captured).toMatchObject({ status: 'succeeded', amountCapturedCents: 2000 });
    const refunded = await payments.refund(intent.id, 500, `refund-${intent.id}`);
    expect(refunded.amountRefundedCents).toBe(500);
  });

  it('answers requires_action with the client secret when the bank asks for 3-D Secure, then the outcome', async () => {
    const card = await savedCard(ALWAYS_3DS);
    const pending = await payments.authorize(order(card), 'order-3ds-authorize');
    expect(pending.status).toBe('requires_action');
    expect(pending.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    await authenticate(pending.clientSecret!, 'complete');
    const held = await payments.retrievePaymentIntent(pending.id);
    expect(held).toMatchObject({ status: 'requires_capture', amountCents: 2500 });
    expect(held.clientSecret).toBeUndefined();

    const failed = await payments.authorize(order(card), 'order-3ds-fail-authorize');
    await authenticate(failed.clientSecret!, 'fail');
    expect((await refusal(payments.retrievePaymentIntent(failed.id))).code).toBe(
      'payment_intent_authentication_failure',
    );

    // An abandoned authentication is cancelled.
    const abandoned = await payments.authorize(order(card), 'order-3ds-abandon-authorize');
    expect((await payments.cancel(abandoned.id, `hold-${abandoned.id}-void`)).status).toBe('canceled');
  });

  it('maps a charge decline, and a refused key to authentication_error', async () => {
    const card = await savedCard('4000000000000341');
    const err = await refusal(payments.authorize(order(card), 'order-declined'));
    expect(err).toMatchObject({ type: 'card_error', code: 'card_declined', declineCode: 'generic_decline' });
    const wrongKey = createStripePayments({ secretKey: 'sk_test_wrong', apiUrl: stripe.url });
    expect((await refusal(wrongKey.retrievePaymentMethod(card.paymentMethodId))).type).toBe('authentication_error');
  });

  it('retries a 5xx with the same idempotency key, and stops when Stripe says not to', async () => {
    const card = await savedCard('4242424242424242');
    stripe.requests.length = 0;
    stripe.failNext(1, 500, { type: 'api_error', message: 'Something went wrong.' });
    const intent = await payments.authorize(order(card), 'order-retried');
    expect(intent.status).toBe('requires_capture');
    expect(stripe.requests.map((r) => r.idempotencyKey)).toEqual(['order-retried', 'order-retried']);

    stripe.requests.length = 0;
    stripe.failNext(1, 500, { type: 'api_error', message: 'Do not retry.' }, { 'stripe-should-retry': 'false' });
    const err = await refusal(payments.capture(intent.id, undefined, 'capture-once'));
    expect(err).toMatchObject({ type: 'api_error', message: 'Do not retry.' });
    expect(stripe.requests).toHaveLength(1);
  });

  it('gives up with api_connection_error when Stripe cannot be reached', async () => {
    const unreachable = createStripePayments({
      secretKey: STAND_IN_SECRET_KEY,
      apiUrl: 'http://127.0.0.1:9',
      maxNetworkRetries: 0,
    });
    expect((await refusal(unreachable.retrievePaymentMethod('pm_1'))).type).toBe('api_connection_error');
  });

  it('lists held authorizations only, newest first, page by page', async () => {
    const card = await savedCard('4242424242424242');
    const held = [];
    for (let i = 0; i < 3; i += 1)
      held.push(await payments.authorize(order(card), `list-${i}-${card.paymentMethodId}`));
    const captured = await payments.authorize(order(card), `list-captured-${card.paymentMethodId}`);
    await payments.capture(captured.id, undefined, `capture-${captured.id}`);
    const before = new Date(Date.now() + 60_000);
    const first = await payments.listUncapturedAuthorizations({ createdBefore: before, limit: 2 });
    expect(first.hasMore).toBe(true);
    const ids = first.intents.map((i) => i.id);
    const rest = await payments.listUncapturedAuthorizations({
      createdBefore: before,
      limit: 100,
      startingAfter: ids.at(-1)!,
    });
    const all = [...ids, ...rest.intents.map((i) => i.id)];
    for (const intent of held) expect(all).toContain(intent.id);
    expect(all).not.toContain(captured.id);
    expect(new Set(all).size).toBe(all.length);
    const err = await refusal(payments.listUncapturedAuthorizations({ createdBefore: before, limit: 101 }));
    expect(err.code).toBe('parameter_invalid_integer');
  });
});
