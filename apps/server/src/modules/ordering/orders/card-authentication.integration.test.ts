import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionDto } from '@playeats/contracts/auth';
import { orderSchema } from '@playeats/contracts/ordering';
import { TEST_CARDS } from '@playeats/contracts/payments';
import { problemTypeUri } from '@playeats/contracts/problem';
import { manualClock } from '../../../adapters/clock.ts';
import { createLocalPayments } from '../../../adapters/payments/local-payments.ts';
import type { Payments } from '../../../adapters/payments/payments.ts';
import { createStripePayments } from '../../../adapters/payments/stripe-payments.ts';
import { orders } from '../../../db/schema/orders.ts';
import { bearer, createActiveUser } from '../../../../test/auth-helpers.ts';
import { insertMontrealAddress, MONTREAL_RESTAURANT } from '../../../../test/ordering-fixtures.ts';
import { pizzaMenu, restaurant } from '../../../../test/restaurant-fixtures.ts';
import {
  STAND_IN_PUBLISHABLE_KEY,
  STAND_IN_SECRET_KEY,
  startStripeStandIn,
  type StripeStandIn,
} from '../../../../test/stripe-stand-in.ts';
import { createTestApp, createTestDatabase, type TestContext } from '../../../../test/test-app.ts';
import { restaurantsRepository } from '../../restaurants/restaurants.repository.ts';
import { orderIdFor } from './placement.service.ts';

// 3-D Secure when saving a card and when placing an order, the same with either provider:
// the local one (its own tokenization and bank page) and Stripe through the official SDK,
// against the stand-in of api.stripe.com (Stripe.js's calls made as the browser would).

type Provider = 'local' | 'stripe';

describe.each<Provider>(['local', 'stripe'])('card authentication (3-D Secure) with the %s provider', (provider) => {
  const clock = manualClock(new Date());
  const pizza = pizzaMenu();
  const luigi = randomUUID();
  let ctx: TestContext;
  let payments: Payments;
  let stripe: StripeStandIn | undefined;

  beforeAll(async () => {
    const database = await createTestDatabase();
    let env: Record<string, string> = { ORDER_SIMULATOR: 'false' };
    if (provider === 'stripe') {
      stripe = await startStripeStandIn();
      env = {
        ...env,
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
        STRIPE_PUBLISHABLE_KEY: STAND_IN_PUBLISHABLE_KEY,
        STRIPE_API_URL: stripe.url,
      };
      payments = createStripePayments({ secretKey: STAND_IN_SECRET_KEY, apiUrl: stripe.url });
    } else {
      payments = createLocalPayments(database.db, clock);
    }
    const app = await createTestApp({ clock, database, env, ...(provider === 'local' ? { payments } : {}) });
    ctx = { ...app, close: async () => (await app.close(), await database.close(), await stripe?.close()) };
    await restaurantsRepository(database.db).insertRestaurants([
      restaurant({ id: luigi, name: "Luigi's", ...MONTREAL_RESTAURANT, menu: pizza.menu, deliveryRadiusM: 8_000 }),
    ]);
  });
  afterAll(() => ctx.close());

  const call = (session: SessionDto | null, method: 'POST' | 'PUT', url: string, payload: object, headers = {}) =>
    ctx.app.inject({ method, url, headers: { ...(session ? bearer(session) : {}), ...headers }, payload });

  /** The card as the browser hands it to the provider (Stripe.js, or the local tokenizer). */
  async function tokenize(number: string): Promise<string> {
    if (stripe) {
      const res = await fetch(`${stripe.url}/v1/payment_methods`, {
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
      return ((await res.json()) as { id: string }).id;
    }
    const res = await call(null, 'POST', '/api/local-payments/payment-methods', {
      number,
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
    return (res.json() as { id: string }).id;
  }

  /** The card holder's answer on the bank's page (Stripe.js handleNextAction, or the local page). */
  async function authenticate(clientSecret: string, outcome: 'complete' | 'fail') {
    if (stripe) {
      await fetch(`${stripe.url}/v1/stand_in/3ds`, {
        method: 'POST',
        headers: { authorization: `Bearer ${STAND_IN_PUBLISHABLE_KEY}` },
        body: new URLSearchParams({ client_secret: clientSecret, outcome }),
      });
    } else {
      const res = await call(null, 'POST', '/api/local-payments/authentications', { clientSecret, outcome });
      expect(res.statusCode).toBe(204);
    }
  }

  const problem = (res: { statusCode: number; body: string; json(): unknown }, status: number, name: string) => {
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json() as Record<string, unknown>;
    expect(body.type).toBe(problemTypeUri(name));
    return body as { intentId: string; clientSecret: string } & Record<string, unknown>;
  };

  /** A customer with an address, a cart, and a card that asks for 3-D Secure at every charge (saved through it). */
  async function customer() {
    const session = await createActiveUser(ctx.app, ctx.database.db, `${randomUUID()}@example.com`);
    const address = await insertMontrealAddress(ctx.database.db, session.userInfo.id);
    const paymentMethodId = await tokenize(TEST_CARDS.alwaysAuthenticate);
    const asked = problem(
      await call(session, 'POST', '/api/users/me/payment-cards', { paymentMethodId }),
      402,
      'CardAuthenticationRequiredException',
    );
    expect(asked.intentId).toMatch(/^seti_/);
    await authenticate(asked.clientSecret, 'complete');
    const saved = await call(session, 'POST', '/api/users/me/payment-cards', {
      paymentMethodId,
      setupIntentId: asked.intentId,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const cart = await call(session, 'PUT', '/api/users/me/cart', {
      restaurantId: luigi,
      lines: [{ itemId: pizza.items.margherita, quantity: 2, optionIds: [pizza.size.large] }],
    });
    expect(cart.statusCode, cart.body).toBe(200);
    return { session, addressId: address.id };
  }

  const place = (session: SessionDto, body: object, key = randomUUID()) =>
    call(session, 'POST', '/api/users/me/orders', body, { 'idempotency-key': key });

  const ordersOf = (session: SessionDto) =>
    ctx.database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, session.userInfo.id));

  it('answers 402 with the client secret, writes nothing, and places the order on the hold once authenticated', async () => {
    const { session, addressId } = await customer();
    const firstKey = randomUUID();
    const asked = problem(await place(session, { addressId }, firstKey), 402, 'CardAuthenticationRequiredException');
    expect(asked.intentId).toMatch(/^pi_/);
    expect(asked.clientSecret).toMatch(new RegExp(`^${asked.intentId}_secret_`));
    expect(await ordersOf(session)).toEqual([]);

    await authenticate(asked.clientSecret, 'complete');
    const placed = await place(session, { addressId, paymentIntentId: asked.intentId });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = orderSchema.parse(placed.json());
    // The order is the first attempt's: its id is the one the intent's metadata names.
    expect(order.id).toBe(orderIdFor(session.userInfo.id, firstKey));
    expect(order.status).toBe('placed');
    const hold = await payments.retrievePaymentIntent(asked.intentId);
    expect(hold).toMatchObject({ status: 'requires_capture', amountCents: order.totalCents });
    // Sent again (its answer lost) under another key: the same order, no second one.
    const again = await place(session, { addressId, paymentIntentId: asked.intentId });
    expect(orderSchema.parse(again.json()).id).toBe(order.id);
    expect(await ordersOf(session)).toHaveLength(1);
  });

  it.each(['fail', 'left'] as const)(
    'refuses the order when the check %s: 402 CardAuthenticationFailedException, the intent cancelled, the cart kept',
    async (outcome) => {
      const { session, addressId } = await customer();
      const asked = problem(await place(session, { addressId }), 402, 'CardAuthenticationRequiredException');
      if (outcome === 'fail') await authenticate(asked.clientSecret, 'fail');
      const refused = problem(
        await place(session, { addressId, paymentIntentId: asked.intentId }),
        402,
        'CardAuthenticationFailedException',
      );
      expect(refused.code).toBe('setup_intent_authentication_failure');
      expect((await payments.retrievePaymentIntent(asked.intentId)).status).toBe('canceled');
      expect(await ordersOf(session)).toEqual([]);
      // The cart is still there: a new attempt asks for the check again.
      problem(await place(session, { addressId }), 402, 'CardAuthenticationRequiredException');
    },
  );

  it('answers a placed order’s intent sent again, with another cart, with that order, its hold intact', async () => {
    const { session, addressId } = await customer();
    const asked = problem(await place(session, { addressId }), 402, 'CardAuthenticationRequiredException');
    await authenticate(asked.clientSecret, 'complete');
    const placed = orderSchema.parse((await place(session, { addressId, paymentIntentId: asked.intentId })).json());
    // A stale tab, or the id resent by hand, with another cart in place.
    const cart = await call(session, 'PUT', '/api/users/me/cart', {
      restaurantId: luigi,
      lines: [{ itemId: pizza.items.margherita, quantity: 5, optionIds: [pizza.size.large] }],
    });
    expect(cart.statusCode, cart.body).toBe(200);
    const again = await place(session, { addressId, paymentIntentId: asked.intentId });
    expect(again.statusCode, again.body).toBe(201);
    expect(orderSchema.parse(again.json()).id).toBe(placed.id);
    expect(await ordersOf(session)).toHaveLength(1);
    // The placed order's payment is still held: its delivery can be charged.
    expect(await payments.retrievePaymentIntent(asked.intentId)).toMatchObject({
      status: 'requires_capture',
      amountCents: placed.totalCents,
    });
  });

  it('refuses another customer’s payment', async () => {
    const alice = await customer();
    const bob = await customer();
    const asked = problem(
      await place(alice.session, { addressId: alice.addressId }),
      402,
      'CardAuthenticationRequiredException',
    );
    await authenticate(asked.clientSecret, 'complete');
    const theft = problem(
      await place(bob.session, { addressId: bob.addressId, paymentIntentId: asked.intentId }),
      400,
      'ValidationException',
    );
    expect(theft).toMatchObject({ invalidParams: [{ name: 'body.paymentIntentId' }] });
    // Alice's confirmed hold is untouched by Bob's try.
    expect((await payments.retrievePaymentIntent(asked.intentId)).status).toBe('requires_capture');
  });

  it.runIf(provider === 'stripe')('has no local tokenization or authentication endpoint', async () => {
    const res = await call(null, 'POST', '/api/local-payments/payment-methods', {
      number: TEST_CARDS.visa,
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
    expect(res.statusCode).toBe(404);
    const auth = await call(null, 'POST', '/api/local-payments/authentications', {
      clientSecret: 'pi_1_secret_2',
      outcome: 'complete',
    });
    expect(auth.statusCode).toBe(404);
  });
});
